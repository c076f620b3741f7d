import Localization

/// A text drawn through the team's strings: a catalog key and the values its specifiers take
/// (YAML `text: { key: cart.total, args: [3] }`). It is resolved when drawn, for the locale of
/// the render, so one description draws every language the catalog has.
public struct LocalizedText: Hashable, Sendable {
    public var key: String
    package var arguments: [FormatArgument]

    package init(key: String, arguments: [FormatArgument] = []) {
        self.key = key; self.arguments = arguments
    }
}
