import Foundation

/// SwiftUI's attributes of an `AttributedString` (`s.font = .headline`, `s.foregroundColor = .red`,
/// `s[range].underlineStyle = .single`): the scope iOS's SwiftUI declares, with its names, so a
/// `Text(attributedString)` draws each run in its own attributes.
extension AttributeScopes {
    public struct SwiftUIAttributes: AttributeScope {
        public enum FontAttribute: AttributedStringKey {
            public typealias Value = Font
            public static let name = "SwiftUI.Font"
        }
        public enum ForegroundColorAttribute: AttributedStringKey {
            public typealias Value = Color
            public static let name = "SwiftUI.ForegroundColor"
        }
        public enum UnderlineStyleAttribute: AttributedStringKey {
            public typealias Value = Text.LineStyle
            public static let name = "SwiftUI.UnderlineStyle"
        }
        public enum StrikethroughStyleAttribute: AttributedStringKey {
            public typealias Value = Text.LineStyle
            public static let name = "SwiftUI.StrikethroughStyle"
        }
        public enum KerningAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.Kern"
        }
        public enum TrackingAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.Tracking"
        }
        public enum BaselineOffsetAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.BaselineOffset"
        }

        public let font: FontAttribute
        public let foregroundColor: ForegroundColorAttribute
        public let underlineStyle: UnderlineStyleAttribute
        public let strikethroughStyle: StrikethroughStyleAttribute
        public let kern: KerningAttribute
        public let tracking: TrackingAttribute
        public let baselineOffset: BaselineOffsetAttribute
        public let foundation: FoundationAttributes
    }

    public var swiftUI: SwiftUIAttributes.Type { SwiftUIAttributes.self }
}

extension AttributeDynamicLookup {
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>) -> T {
        self[T.self]
    }
}

extension Text {
    /// A run per run of the attributed string, in its font, colour, lines, spacing and offset; a
    /// run with a link is drawn in the tint colour. No Markdown is read from its characters.
    /// Disfavoured: Foundation on Linux makes `AttributedString` expressible by a string literal
    /// (Apple's is not), and `Text("literal")` must stay a `LocalizedStringKey`, as in SwiftUI.
    @_disfavoredOverload
    public init(_ attributedContent: AttributedString) {
        typealias A = AttributeScopes.SwiftUIAttributes
        runs = attributedContent.runs.map { run in
            var attributes = TextAttributes()
            attributes.font = run[A.FontAttribute.self]
            attributes.fill = run[A.ForegroundColorAttribute.self].map(TextFill.init)
            attributes.underline = run[A.UnderlineStyleAttribute.self].map { TextDecorationLine(isActive: true, pattern: $0.pattern, color: $0.color) }
            attributes.strikethrough = run[A.StrikethroughStyleAttribute.self].map { TextDecorationLine(isActive: true, pattern: $0.pattern, color: $0.color) }
            attributes.kerning = run[A.KerningAttribute.self]
            attributes.tracking = run[A.TrackingAttribute.self]
            attributes.baselineOffset = run[A.BaselineOffsetAttribute.self]
            attributes.link = run.link?.absoluteString
            return Run(string: String(attributedContent.characters[run.range]), attributes: attributes)
        }
        if runs.isEmpty { runs = [Run(string: "")] }
    }
}
