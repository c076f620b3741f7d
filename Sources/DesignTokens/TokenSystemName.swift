import Diagnostics

/// What a token-system name means wherever one is written: a description's `system:` and the
/// `--system` of `pixelproof tokens` follow this one rule. `ids`, `ds` and `web` are the built-in
/// systems; anything with a `/` or ending in `.json` is a tokens file; anything else is a mistake
/// (most often a misspelt built-in name), refused rather than looked for on disk.
public enum TokenSystemName: Hashable, Sendable {
    case builtIn(String)
    case file(String)
    /// Neither; `suggestion` is the nearest built-in name, if one is close.
    case unknown(String, suggestion: String?)

    public init(_ text: String) {
        // Built-in names first, then the file rule; anything else gets the nearest built-in name.
        if TokenSystem.builtInNames.contains(text) {
            self = .builtIn(text)
        } else if text.contains("/") || text.lowercased().hasSuffix(".json") {
            self = .file(text)
        } else {
            self = .unknown(text, suggestion: DidYouMean.suggestions(for: text, in: TokenSystem.builtInNames, limit: 1).first)
        }
    }

    /// The message for an unknown name: what was written, what is expected, the nearest name.
    public static func unknownMessage(_ text: String, suggestion: String?) -> String {
        "unknown system \"\(text)\"; expected one of \(TokenSystem.builtInNames.joined(separator: ", ")), "
            + "or a path to a DTCG tokens .json" + DidYouMean.clause(suggesting: suggestion.map { [$0] } ?? [])
    }
}
