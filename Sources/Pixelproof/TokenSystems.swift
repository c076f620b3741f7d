import DescriptionModel
import BuiltInComponents
import DescriptionFormat
import SceneBuilding
import DesignTokens

/// The token system a document names: a built-in one, a DTCG / Tokens Studio file, or a DTCG
/// resolver with the contexts the document chooses; and a resolver (or file) laid over it by `tokens:`.
package enum TokenSystems {
    /// With `options.lenient`, tokens a file holds that Pixelproof cannot honour are left out and
    /// `warn` hears one line for each; strict (the default), the first one is the error.
    package static func system(for document: Document, options: TokenFile.Options = .strict,
                              warn: (String) -> Void = { _ in }) throws -> TokenSystem {
        let contexts = Dictionary(document.contexts.map { ($0.modifier, $0.context) }, uniquingKeysWith: { $1 })
        var system: TokenSystem
        switch document.system {
        case .ids, .ds, .web:
            guard let builtIn = TokenSystem.builtIn(document.system.name) else {
                throw RenderError("system", "no built-in token system \"\(document.system.name)\"")
            }
            system = builtIn
            if document.tokenOverlay == nil, let first = document.contexts.first {
                throw RenderError("context", "\(first) chooses a token context, but \(document.system.name) has only its light values; "
                    + "name a resolver with a \(first.modifier) modifier under tokens: (tokens: theme.resolver.json)")
            }
        case let .tokensFile(file):
            // A resolver given as the system takes the contexts itself.
            let own = document.tokenOverlay == nil ? contexts : [:]
            do { system = try TokenSystem.load(resolverOrFile: file.resolved, contexts: own, options: options, warn: warn) } catch {
                throw RenderError(document.tokenOverlay == nil && !contexts.isEmpty ? "context" : "system", "\(file.given): \(error)")
            }
        }
        if let overlay = document.tokenOverlay {
            do {
                system = system.overlaid(by: try TokenSystem.load(resolverOrFile: overlay.resolved, contexts: contexts, options: options, warn: warn))
            } catch {
                // The error names the file (and its line) itself.
                throw RenderError(contexts.isEmpty ? "tokens" : "context", "\(error)")
            }
        }
        return system
    }

    /// The default context of each modifier of the resolver a document uses (its `tokens:`, or
    /// its `system:` when that is a resolver), so names can leave defaults out; empty without one.
    package static func defaultContexts(for document: Document) -> [String: String] {
        let file: FileReference
        if let overlay = document.tokenOverlay { file = overlay } else if case let .tokensFile(f) = document.system { file = f } else { return [:] }
        return defaultContexts(ofResolver: file.resolved)
    }

    /// The modifiers of the resolver a document uses, with their contexts; empty without one.
    package static func modifiers(for document: Document) -> [ResolverDocument.Modifier] {
        let file: FileReference
        if let overlay = document.tokenOverlay { file = overlay } else if case let .tokensFile(f) = document.system { file = f } else { return [] }
        return (try? ResolverDocument(path: file.resolved))?.modifiers ?? []
    }

    /// The default context of each modifier of the resolver at `path`; empty when it is none.
    package static func defaultContexts(ofResolver path: String) -> [String: String] {
        guard let resolver = try? ResolverDocument(path: path) else { return [:] }
        return Dictionary(resolver.modifiers.compactMap { m in m.defaultContext.map { (m.name, $0) } }, uniquingKeysWith: { a, _ in a })
    }
}
