import Components
import DesignTokens

/// The token system a document names: a built-in one, or a DTCG / Tokens Studio file.
public enum TokenSystems {
    /// With `options.lenient`, tokens a file holds that Pixelproof cannot honour are left out and
    /// `warn` hears one line for each; strict (the default), the first one is the error.
    public static func system(for document: Document, options: TokenFile.Options = .strict,
                              warn: (String) -> Void = { _ in }) throws -> TokenSystem {
        switch document.system {
        case .ids, .ds, .web:
            guard let system = TokenSystem.builtIn(document.system.name) else {
                throw RenderError("system", "no built-in token system \"\(document.system.name)\"")
            }
            return system
        case let .tokensFile(file):
            do {
                return try TokenSystem.load(file.resolved, options: options, warn: warn)
            } catch {
                throw RenderError("system", "\(file.given): \(error)")
            }
        }
    }
}
