import DescriptionModel

extension Font {
    /// How far apart a font's lines are: SwiftUI's `Font.leading(_:)`.
    public enum Leading: Hashable, Sendable {
        case standard, tight, loose

        /// Points added to the distance between baselines at the default text size: Apple's Human
        /// Interface Guidelines (Typography, "Leading") give tight and loose leading as 2 points
        /// less and more than the standard leading of iOS text styles.
        var adjustment: Double {
            switch self {
            case .standard: 0
            case .tight: -2
            case .loose: 2
            }
        }
    }

    /// A font's width: SwiftUI's `Font.Width` (iOS 16), a value on the `wdth` scale.
    public struct Width: Hashable, Sendable {
        public var value: CGFloat
        public init(_ value: CGFloat) { self.value = value }
        public static let compressed = Width(-0.3)
        public static let condensed = Width(-0.2)
        public static let standard = Width(0)
        public static let expanded = Width(0.2)

        /// The SF Pro family iOS draws this width in (SF Pro's widths ship as separate families).
        var systemFamily: String {
            switch value {
            case ..<(-0.25): "SF Pro Compressed"
            case ..<(-0.1): "SF Pro Condensed"
            case ..<0.1: "SF Pro"
            default: "SF Pro Expanded"
            }
        }
    }

    /// The family drawn: a custom family as named; a system font in its design and, for the
    /// default design, its width.
    var resolvedFamily: String {
        guard let design else { return family }
        if design == .default, let width { return width.systemFamily }
        return design.family
    }

    public func italic() -> Font { var f = self; f.isItalic = true; return f }
    public func monospacedDigit() -> Font { var f = self; f.monospacedDigits = true; return f }
    /// The monospaced design of a system font; a custom family is kept (as iOS keeps a family
    /// that has no monospaced variant).
    public func monospaced() -> Font { var f = self; if f.design != nil { f.design = .monospaced }; return f }
    public func leading(_ leading: Leading) -> Font { var f = self; f.leading = leading; return f }
    public func width(_ width: Width) -> Font { var f = self; f.width = width; return f }
    /// A system font in another design (what `.fontDesign(_:)` does to the fonts inside).
    func designed(_ design: Design?) -> Font {
        guard let design, self.design != nil else { return self }
        var f = self; f.design = design; return f
    }
}
