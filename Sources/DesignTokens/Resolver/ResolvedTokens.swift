import Files
import JSON

extension TokenSystem {
    /// This system with `other`'s tokens laid over it: a token of the same full name replaces
    /// this one's in place, new names are added after.
    package func overlaid(by other: TokenSystem) -> TokenSystem {
        var result = self
        for token in other.tokens { result.add(token) }
        return result
    }

    /// The tokens of a file that is either a resolver document (resolved with `contexts`) or a
    /// plain token file (which has no contexts to choose: giving some is an error).
    package static func load(resolverOrFile path: String, contexts: [String: String], options: TokenFile.Options = .strict,
                            warn: (String) -> Void = { _ in }) throws(TokenFileError) -> TokenSystem {
        let bytes: [UInt8]
        do { bytes = try AtomicFile.read(path, maxBytes: TokenFile.maxFileBytes) } catch { throw .unreadable(error) }
        if let root = try? JSONNode.parse(bytes), ResolverDocument.isResolver(root) {
            let resolver = try ResolverDocument(root: root, file: path, directory: FilePath.parentFolder(of: path))
            return try resolver.tokens(for: contexts, options: options)
        }
        if let first = contexts.keys.sorted().first {
            throw TokenFileError(file: path, message: "\(first)=\(contexts[first]!) chooses a context, but this is a token file, not a resolver "
                + "(a resolver has \"resolutionOrder\" and modifiers); name a .resolver.json under tokens:")
        }
        let file = try TokenFile.read(bytes: bytes, name: FilePath.fileName(of: path), source: path, options: options)
        for problem in file.warnings { warn("warning: \(problem); the token is left out (--lenient)") }
        return file.system
    }
}
