import Localization

/// The key of a localized string, as SwiftUI's: `Text("Add")`, `"\(count) items"`. Besides the
/// text drawn when no catalog is in play (interpolations formatted in place), it keeps the key
/// Xcode derives for a String Catalog — each interpolation replaced by the specifier its type
/// takes (`Int` → `%lld`, `Double` → `%lf`, `String` → `%@`; a literal `%` doubled) — and the
/// interpolated values, so the key can be resolved per locale (docs/LOCALIZATION.md).
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
    /// The text drawn for this key.
    let text: String
    /// `%lld items remaining` for `"\(count) items remaining"`.
    package let catalogKey: String
    /// The interpolated values, in order.
    package let arguments: [FormatArgument]

    public init(_ value: String) { text = value; catalogKey = value; arguments = [] }
    public init(stringLiteral value: String) { text = value; catalogKey = value; arguments = [] }
    public init(stringInterpolation: StringInterpolation) {
        text = stringInterpolation.text; catalogKey = stringInterpolation.key; arguments = stringInterpolation.arguments
    }

    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""
        var key = ""
        var arguments: [FormatArgument] = []
        public init(literalCapacity: Int, interpolationCount: Int) { text.reserveCapacity(literalCapacity) }
        public mutating func appendLiteral(_ literal: String) {
            text += literal
            for character in literal { key += character == "%" ? "%%" : String(character) }
        }
        public mutating func appendInterpolation<T>(_ value: T) { append("\(value)", "%@", .string("\(value)")) }
        public mutating func appendInterpolation(_ text: Text) { append(text.plainText, "%@", .string(text.plainText)) }
        public mutating func appendInterpolation(_ value: String) { append(value, "%@", .string(value)) }
        public mutating func appendInterpolation(_ value: Int) { append("\(value)", "%lld", .integer(value)) }
        public mutating func appendInterpolation(_ value: Int32) { append("\(value)", "%d", .integer(Int(value))) }
        public mutating func appendInterpolation(_ value: Double) { append("\(value)", "%lf", .double(value)) }
        public mutating func appendInterpolation(_ value: Float) { append("\(value)", "%f", .double(Double(value))) }

        private mutating func append(_ shown: String, _ specifier: String, _ argument: FormatArgument) {
            text += shown
            key += specifier
            arguments.append(argument)
        }
    }
}
