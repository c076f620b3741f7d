import DescriptionModel
import BuiltInComponents
import DescriptionFormat
import SceneBuilding

/// SwiftUI's `Font`: a text style of the Dynamic Type table (`.title3`), a system font of a size,
/// or a custom family. SF Pro cannot ship: the system families are asked for by name (SF Pro,
/// SF Pro Rounded, SF Mono, New York), so a font folder that has them draws them, and the bundled
/// Lexend Deca stands in otherwise (said once per run).
public struct Font: Hashable, Sendable {
    /// The iOS text styles, with their size at the default text size (Large).
    public enum TextStyle: Hashable, Sendable, CaseIterable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

        /// Apple's size in points at Large.
        var sizeAtLarge: Double {
            switch self {
            case .largeTitle: 34
            case .title: 28
            case .title2: 22
            case .title3: 20
            case .headline, .body: 17
            case .callout: 16
            case .subheadline: 15
            case .footnote: 13
            case .caption: 12
            case .caption2: 11
            }
        }
    }

    public enum Design: Hashable, Sendable {
        case `default`, serif, rounded, monospaced

        /// The family iOS draws this design in.
        var family: String {
            switch self {
            case .default: "SF Pro"
            case .serif: "New York"
            case .rounded: "SF Pro Rounded"
            case .monospaced: "SF Mono"
            }
        }
    }

    /// A weight, as a CSS number (regular 400, semibold 600, bold 700).
    public struct Weight: Hashable, Sendable {
        let value: Int
        public static let ultraLight = Weight(value: 100)
        public static let thin = Weight(value: 200)
        public static let light = Weight(value: 300)
        public static let regular = Weight(value: 400)
        public static let medium = Weight(value: 500)
        public static let semibold = Weight(value: 600)
        public static let bold = Weight(value: 700)
        public static let heavy = Weight(value: 800)
        public static let black = Weight(value: 900)
    }

    let family: String
    let size: Double
    let scaling: TextScaling
    var weight: Weight
    /// The style the font grows with (nil: a fixed size).
    let textStyle: TextStyle?
    /// The system design asked for (nil: a custom family, which a design does not change).
    var design: Design?
    /// Set by `italic()`, `monospacedDigit()`, `monospaced()`, `leading(_:)`, `width(_:)`.
    var isItalic = false
    var monospacedDigits = false
    var leading: Leading = .standard
    var width: Width?

    init(family: String, size: Double, scaling: TextScaling, weight: Weight, textStyle: TextStyle?) {
        self.family = family
        self.size = size
        self.scaling = scaling
        self.weight = weight
        self.textStyle = textStyle
    }

    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        var font = Font(family: (design ?? .default).family, size: style.sizeAtLarge, scaling: .relativeTo(sizeAtLarge: style.sizeAtLarge),
                        weight: weight ?? (style == .headline ? .semibold : .regular), textStyle: style)
        font.design = design ?? .default
        return font
    }

    /// A system font of a fixed size: it does not grow with Dynamic Type, as on iOS.
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        var font = Font(family: (design ?? .default).family, size: Double(size), scaling: .fixed, weight: weight ?? .regular, textStyle: nil)
        font.design = design ?? .default
        return font
    }

    /// A family of the team's, scaled as the body style.
    public static func custom(_ name: String, size: CGFloat) -> Font {
        custom(name, size: size, relativeTo: .body)
    }

    /// A family of the team's that grows with Dynamic Type as `textStyle` does.
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
        Font(family: name, size: Double(size), scaling: .relativeTo(sizeAtLarge: textStyle.sizeAtLarge), weight: .regular, textStyle: textStyle)
    }

    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        Font(family: name, size: Double(fixedSize), scaling: .fixed, weight: .regular, textStyle: nil)
    }

    public func weight(_ weight: Weight) -> Font {
        var font = self
        font.weight = weight
        return font
    }
    public func bold() -> Font { weight(.bold) }

    public static let largeTitle = Font.system(.largeTitle)
    public static let title = Font.system(.title)
    public static let title2 = Font.system(.title2)
    public static let title3 = Font.system(.title3)
    public static let headline = Font.system(.headline)
    public static let subheadline = Font.system(.subheadline)
    public static let body = Font.system(.body)
    public static let callout = Font.system(.callout)
    public static let footnote = Font.system(.footnote)
    public static let caption = Font.system(.caption)
    public static let caption2 = Font.system(.caption2)

    /// The icon text style an SF Symbol in this font grows with (body for a fixed size, which
    /// the description's icons have no way to say).
    var iconTextStyle: IconNode.TextStyle {
        switch textStyle ?? .body {
        case .largeTitle: .largeTitle
        case .title: .title1
        case .title2: .title2
        case .title3: .title3
        case .headline, .body: .body
        case .callout: .callout
        case .subheadline: .subheadline
        case .footnote: .footnote
        case .caption: .caption1
        case .caption2: .caption2
        }
    }

    /// The description's font: the size at Large, the Dynamic Type rule applied when drawn.
    /// `systemFont`: the view is drawn with no design system, so SF Pro is drawn as iOS draws it.
    func spec(weight override: Weight?, systemFont: Bool = false) -> FontSpec {
        var spec = FontSpec(family: resolvedFamily, weight: (override ?? weight).value, size: size)
        spec.leading = leading.adjustment
        spec.scaling = scaling
        spec.isSystemFont = systemFont
        return spec
    }
}
