/// The key of a localized string, as SwiftUI's: `Text("Add")`, `"\(count) items"`. Pixelproof
/// has no string tables, so a key draws as written (interpolations formatted in place); the
/// pseudo-locale variants then stand in for a translation.
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
    /// The text drawn for this key.
    let text: String

    public init(_ value: String) { text = value }
    public init(stringLiteral value: String) { text = value }
    public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.text }

    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""
        public init(literalCapacity: Int, interpolationCount: Int) { text.reserveCapacity(literalCapacity) }
        public mutating func appendLiteral(_ literal: String) { text += literal }
        public mutating func appendInterpolation<T>(_ value: T) { text += "\(value)" }
        public mutating func appendInterpolation(_ text: Text) { self.text += text.plainText }
    }
}
