import DescriptionModel

// The text modifiers of SwiftUI's `View`: they style every text inside, each text's own
// attributes (a `Text`'s modifiers, its Markdown) winning over them, and a modifier nearer the
// text over one farther out.
extension View {
    private func textAttributes(_ change: @escaping (inout TextAttributes) -> Void) -> some View {
        ModifiedView(self, environment: { environment in
            var inner = TextAttributes()
            change(&inner)
            environment.textAttributes = inner.over(environment.textAttributes)
        })
    }

    public func italic(_ isActive: Bool = true) -> some View { textAttributes { $0.italic = isActive } }
    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        textAttributes { $0.underline = TextDecorationLine(isActive: isActive, pattern: pattern, color: color) }
    }
    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        textAttributes { $0.strikethrough = TextDecorationLine(isActive: isActive, pattern: pattern, color: color) }
    }
    public func kerning(_ kerning: CGFloat) -> some View { textAttributes { $0.kerning = kerning } }
    public func tracking(_ tracking: CGFloat) -> some View { textAttributes { $0.tracking = tracking } }
    public func baselineOffset(_ offset: CGFloat) -> some View { textAttributes { $0.baselineOffset = offset } }
    public func monospacedDigit() -> some View { textAttributes { $0.monospacedDigit = true } }
    public func monospaced(_ isActive: Bool = true) -> some View { textAttributes { $0.monospaced = isActive } }
    public func fontDesign(_ design: Font.Design?) -> some View { textAttributes { $0.design = design } }
    public func fontWidth(_ width: Font.Width?) -> some View { textAttributes { $0.width = width } }

    /// Space added between the lines of the texts inside, in points.
    public func lineSpacing(_ lineSpacing: CGFloat) -> some View {
        ModifiedView(self, environment: { $0[LineSpacingKey.self] = Double(lineSpacing) })
    }

    /// Texts inside that would be truncated are first drawn smaller, down to `factor` of their size.
    public func minimumScaleFactor(_ factor: CGFloat) -> some View {
        ModifiedView(self, environment: { $0[MinimumScaleFactorKey.self] = Double(factor) })
    }

    /// Texts inside that would be truncated may first draw their letters closer together.
    public func allowsTightening(_ flag: Bool) -> some View {
        ModifiedView(self, environment: { $0[AllowsTighteningKey.self] = flag })
    }

    /// The Dynamic Type size of the views inside: this one, whatever the render's.
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        ModifiedView(self, environment: { $0.dynamicTypeSize = size })
    }

    /// The render's Dynamic Type size, kept within `range` for the views inside.
    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize {
        ModifiedView(self, environment: { $0.dynamicTypeSize = DynamicTypeSize.clamped($0.dynamicTypeSize, to: range) })
    }
}

extension DynamicTypeSize {
    /// `size` moved into `range`: up to its lowest member, down to its highest.
    static func clamped<T: RangeExpression>(_ size: DynamicTypeSize, to range: T) -> DynamicTypeSize where T.Bound == DynamicTypeSize {
        if range.contains(size) { return size }
        let members = allCases.filter { range.contains($0) }
        guard let low = members.first, let high = members.last else { return size }
        return size < low ? low : high
    }
}

struct LineSpacingKey: EnvironmentKey { static let defaultValue = 0.0 }
struct MinimumScaleFactorKey: EnvironmentKey { static let defaultValue = 1.0 }
struct AllowsTighteningKey: EnvironmentKey { static let defaultValue = false }
