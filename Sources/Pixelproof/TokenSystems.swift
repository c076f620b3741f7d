import Components
import DesignTokens

/// The token system a document names: a built-in one, or a DTCG / Tokens Studio file.
public enum TokenSystems {
    public static func system(for document: Document) throws -> TokenSystem {
        switch document.system {
        case .ids, .ds, .web:
            guard let system = TokenSystem.builtIn(document.system.name) else {
                throw RenderError("system", "no built-in token system \"\(document.system.name)\"")
            }
            return system
        case let .tokensFile(file):
            do {
                return try TokenSystem.load(file.resolved)
            } catch {
                throw RenderError("system", "\(file.given): \(error)")
            }
        }
    }
}
