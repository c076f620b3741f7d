import Files
import JSON

/// A DTCG Resolver Module 2025.10 document (`*.resolver.json`): token sets and modifiers whose
/// contexts (a theme's `light` and `dark`) pick which token sources apply, merged in
/// `resolutionOrder`, later sources winning. `tokens(for:)` gives the tokens of one choice of
/// contexts. Reference objects (`{"$ref": …}`) may point inside the document (`#/sets/base`), to a
/// token file beside it (`theme/dark.json`), or into one (`palette.json#/color`).
package struct ResolverDocument: Sendable {
    /// One of the document's modifiers: its contexts in written order and its default.
    package struct Modifier: Hashable, Sendable {
        package var name: String
        package var contexts: [String]
        package var defaultContext: String?
    }

    /// The file as named in messages.
    package var file: String
    /// Where relative references start.
    var directory: String
    var root: JSONNode
    /// The modifiers, in the order `resolutionOrder` applies them.
    package private(set) var modifiers: [Modifier] = []
    var readFile: @Sendable (String) throws -> [UInt8]

    /// Reads what a reference names from disk: a regular file, at most a token file's size.
    package static let readFromDisk: @Sendable (String) throws -> [UInt8] = { try AtomicFile.read($0, maxBytes: TokenFile.maxFileBytes) }

    /// Whether a JSON tree is a resolver document rather than a token file.
    package static func isResolver(_ root: JSONNode) -> Bool { root["resolutionOrder"] != nil }

    /// The resolver document `bytes` hold, checked; nil when they are JSON of another kind (a
    /// token file) or not JSON at all.
    package static func parse(_ bytes: [UInt8], file: String, directory: String,
                             readFile: @escaping @Sendable (String) throws -> [UInt8]) throws(TokenFileError) -> ResolverDocument? {
        guard let root = try? JSONNode.parse(bytes), isResolver(root) else { return nil }
        return try ResolverDocument(root: root, file: file, directory: directory, readFile: readFile)
    }

    package init(path: String, readFile: @escaping @Sendable (String) throws -> [UInt8] = ResolverDocument.readFromDisk) throws(TokenFileError) {
        let bytes: [UInt8]
        do { bytes = try readFile(path) } catch {
            throw TokenFileError(file: path, message: "cannot read the resolver document (\(error)); check the path")
        }
        let root: JSONNode
        do { root = try JSONNode.parse(bytes) } catch {
            throw TokenFileError(file: path, line: error.line, column: error.column, message: error.message + " (the resolver is not valid JSON)")
        }
        try self.init(root: root, file: path, directory: FilePath.parentFolder(of: path), readFile: readFile)
    }

    package init(root: JSONNode, file: String, directory: String,
                readFile: @escaping @Sendable (String) throws -> [UInt8] = ResolverDocument.readFromDisk) throws(TokenFileError) {
        self.root = root; self.file = file; self.directory = directory; self.readFile = readFile
        try check()
    }

    /// The rules a document must follow before any input is given: the version, a resolution
    /// order of sets and modifiers, every modifier with contexts and a default among them.
    private mutating func check() throws(TokenFileError) {
        guard root.members != nil else { throw error(root, "", "a resolver document is a JSON object") }
        guard let version = root["version"] else {
            throw error(root, "version", "missing \"version\"; a 2025.10 resolver says \"version\": \"2025.10\"")
        }
        guard version.string == "2025.10" else { throw error(version, "version", "version must be \"2025.10\"") }
        guard let order = root["resolutionOrder"]?.array else {
            throw error(root["resolutionOrder"] ?? root, "resolutionOrder", "resolutionOrder must be a list of sets and modifiers")
        }
        var names: Set<String> = []
        for (index, item) in order.enumerated() {
            let path = "resolutionOrder[\(index)]"
            if let ref = item["$ref"]?.string {
                if ref.hasPrefix("#/resolutionOrder") { throw error(item, path, "\(ref) points into resolutionOrder; refer to #/sets/… or #/modifiers/…") }
                if ref.hasPrefix("#/modifiers/") {
                    let name = String(ref.dropFirst("#/modifiers/".count))
                    guard let node = root["modifiers"]?[name] else { throw missing(item, path, ref, kind: "modifiers") }
                    modifiers.append(try modifier(name, node, path: "modifiers.\(name)"))
                } else if ref.hasPrefix("#/sets/") {
                    guard root["sets"]?[String(ref.dropFirst("#/sets/".count))] != nil else { throw missing(item, path, ref, kind: "sets") }
                }
                continue
            }
            guard let type = item["type"]?.string, let name = item["name"]?.string else {
                throw error(item, path, "an inline set or modifier needs \"type\" (set or modifier) and \"name\"")
            }
            guard names.insert(name).inserted else { throw error(item, path, "the name \"\(name)\" appears twice in resolutionOrder") }
            switch type {
            case "set": break
            case "modifier": modifiers.append(try modifier(name, item, path: path))
            default: throw error(item, path, "type must be set or modifier, not \"\(type)\"")
            }
        }
    }

    private func modifier(_ name: String, _ node: JSONNode, path: String) throws(TokenFileError) -> Modifier {
        guard let contexts = node["contexts"]?.members, !contexts.isEmpty else {
            throw error(node, path + ".contexts", "modifier \(name) has no contexts; give it two or more (\"light\": […], \"dark\": […])")
        }
        if contexts.count == 1 {
            throw error(node, path + ".contexts", "modifier \(name) has one context, which is a set; give it two or more, or make it a set")
        }
        for member in contexts where member.node.array == nil {
            throw error(member.node, path + ".contexts." + member.key, "a context is a list of token sources")
        }
        let names = contexts.map(\.key)
        var defaultContext: String?
        if let d = node["default"] {
            guard let value = d.string, names.contains(value) else {
                throw error(d, path + ".default", "default must be one of its contexts: \(names.joined(separator: ", "))")
            }
            defaultContext = value
        }
        return Modifier(name: name, contexts: names, defaultContext: defaultContext)
    }

    func error(_ node: JSONNode, _ path: String, _ message: String) -> TokenFileError {
        TokenFileError(file: file, line: node.line, column: node.column, path: path, message: message)
    }

    private func missing(_ node: JSONNode, _ path: String, _ ref: String, kind: String) -> TokenFileError {
        let existing = root[kind]?.members?.map(\.key) ?? []
        return error(node, path, "\(ref) names nothing; \(kind) here: \(existing.isEmpty ? "none" : existing.joined(separator: ", "))")
    }
}
