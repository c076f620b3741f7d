import DescriptionModel

// The modifiers of SwiftUI's `Text` that return a `Text`, so texts styled apart can still be
// joined with `+`. Each sets its attribute on the runs that have none of their own.
extension Text {
    /// A line's look: SwiftUI's `Text.LineStyle` for `underline(_:pattern:color:)`.
    public struct LineStyle: Hashable, Sendable {
        public enum Pattern: Hashable, Sendable { case solid, dot, dash, dashDot, dashDotDot }
        let pattern: Pattern
        let color: Color?
        public init(pattern: Pattern = .solid, color: Color? = nil) { self.pattern = pattern; self.color = color }
        public static let single = LineStyle()
    }

    func attributed(_ change: (inout TextAttributes) -> Void) -> Text {
        var outer = TextAttributes()
        change(&outer)
        var copy = self
        for i in copy.runs.indices { copy.runs[i].attributes = copy.runs[i].attributes.over(outer) }
        return copy
    }

    public func font(_ font: Font?) -> Text { attributed { $0.font = font } }
    public func fontWeight(_ weight: Font.Weight?) -> Text { attributed { $0.weight = weight } }
    public func bold() -> Text { fontWeight(.bold) }
    public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }
    public func italic() -> Text { attributed { $0.italic = true } }
    public func italic(_ isActive: Bool) -> Text { attributed { $0.italic = isActive } }
    public func fontDesign(_ design: Font.Design?) -> Text { attributed { $0.design = design } }
    public func fontWidth(_ width: Font.Width?) -> Text { attributed { $0.width = width } }
    public func monospaced(_ isActive: Bool = true) -> Text { attributed { $0.monospaced = isActive } }
    public func monospacedDigit() -> Text { attributed { $0.monospacedDigit = true } }
    public func foregroundColor(_ color: Color?) -> Text { attributed { $0.fill = color.map(TextFill.init) } }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { attributed { $0.fill = TextFill(style) } }
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
        attributed { $0.underline = TextDecorationLine(isActive: isActive, pattern: .solid, color: color) }
    }
    public func underline(_ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil) -> Text {
        attributed { $0.underline = TextDecorationLine(isActive: isActive, pattern: pattern, color: color) }
    }
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
        attributed { $0.strikethrough = TextDecorationLine(isActive: isActive, pattern: .solid, color: color) }
    }
    public func strikethrough(_ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil) -> Text {
        attributed { $0.strikethrough = TextDecorationLine(isActive: isActive, pattern: pattern, color: color) }
    }
    public func kerning(_ kerning: CGFloat) -> Text { attributed { $0.kerning = kerning } }
    public func tracking(_ tracking: CGFloat) -> Text { attributed { $0.tracking = tracking } }
    public func baselineOffset(_ offset: CGFloat) -> Text { attributed { $0.baselineOffset = offset } }

    public static func + (lhs: Text, rhs: Text) -> Text {
        var joined = lhs
        joined.runs += rhs.runs
        return joined
    }
}
