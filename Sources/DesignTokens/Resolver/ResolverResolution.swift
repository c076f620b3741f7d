import Diagnostics
import Files
import JSON

// Producing one resolution: the contexts chosen for every modifier, the sources of each set and
// chosen context merged in resolution order (a later token replaces an earlier one whole; groups
// merge), read as a token file.
extension ResolverDocument {
    /// The tokens for `input` (modifier → context). A modifier left out takes its default; one
    /// without a default must be given. Unknown modifiers and contexts are errors listing those
    /// that exist.
    package func tokens(for input: [String: String], options: TokenFile.Options = .strict) throws(TokenFileError) -> TokenSystem {
        for name in input.keys.sorted() where !modifiers.contains(where: { $0.name == name }) {
            let names = modifiers.map(\.name)
            throw TokenFileError(file: file, message: "no modifier \"\(name)\" in this resolver; its modifiers: "
                + (names.isEmpty ? "none" : names.joined(separator: ", ")) + DidYouMean.clause(for: name, among: names))
        }
        var chosen: [String: String] = [:]
        for modifier in modifiers {
            guard let context = input[modifier.name] ?? modifier.defaultContext else {
                throw TokenFileError(file: file, message: "modifier \(modifier.name) has no default; choose a context: \(modifier.contexts.map { "\(modifier.name)=\($0)" }.joined(separator: ", "))")
            }
            guard modifier.contexts.contains(context) else {
                throw TokenFileError(file: file, message: "modifier \(modifier.name) has no context \"\(context)\"; its contexts: \(modifier.contexts.joined(separator: ", "))"
                    + DidYouMean.clause(for: context, among: modifier.contexts))
            }
            chosen[modifier.name] = context
        }
        var merged = JSONNode(value: .object([]), line: 1, column: 1)
        var cache: [String: JSONNode] = [:]
        for (index, item) in (root["resolutionOrder"]?.array ?? []).enumerated() {
            for source in try sources(of: item, path: "resolutionOrder[\(index)]", chosen: chosen, chain: [], cache: &cache) {
                merged = Self.merge(merged, source)
            }
        }
        let name = FilePath.fileName(of: file) + (chosen.isEmpty ? "" : " (" + modifiers.map { "\($0.name)=\(chosen[$0.name]!)" }.joined(separator: ", ") + ")")
        return try TokenFile.read(root: merged, name: name, options: options).system
    }

    /// The token trees a resolution-order item stands for.
    private func sources(of item: JSONNode, path: String, chosen: [String: String], chain: [String],
                         cache: inout [String: JSONNode]) throws(TokenFileError) -> [JSONNode] {
        var node = item, name = item["name"]?.string ?? ""
        if let ref = item["$ref"]?.string {
            (node, _) = try target(of: ref, at: item, path: path, chain: chain, cache: &cache)
            name = String(ref.split(separator: "/").last ?? "")
        }
        let isModifier = item["type"]?.string == "modifier" || (item["$ref"]?.string?.hasPrefix("#/modifiers/") ?? false)
        let list: [JSONNode]
        if isModifier {
            list = node["contexts"]?[chosen[name] ?? ""]?.array ?? []
        } else {
            guard let sources = node["sources"]?.array else { throw error(node, path, "a set lists its token sources under \"sources\"") }
            list = sources
        }
        return try expand(list, path: path, chain: chain, cache: &cache)
    }

    /// Sources as token trees: inline trees as they are, references followed (a reference to a
    /// set brings that set's sources).
    private func expand(_ list: [JSONNode], path: String, chain: [String], cache: inout [String: JSONNode]) throws(TokenFileError) -> [JSONNode] {
        var trees: [JSONNode] = []
        for (index, source) in list.enumerated() {
            guard let ref = source["$ref"]?.string, source.members?.count == 1 else { trees.append(source); continue }
            let (target, key) = try self.target(of: ref, at: source, path: "\(path)[\(index)]", chain: chain, cache: &cache)
            if ref.hasPrefix("#/sets/") || ref.contains("#/sets/") || ref.contains("#sets/") {
                guard let sources = target["sources"]?.array else { throw error(target, path, "\(ref) is not a set with sources") }
                trees += try expand(sources, path: "\(path)[\(index)]", chain: chain + [key], cache: &cache)
            } else if ref.hasPrefix("#/modifiers/") || ref.contains("#/modifiers/") {
                throw error(source, "\(path)[\(index)]", "\(ref): a source cannot refer to a modifier")
            } else {
                trees.append(target)
            }
        }
        return trees
    }

    /// What `ref` points at (`#/pointer`, `file.json`, `file.json#/pointer`) and its key for
    /// cycle checks. A reference seen again on the way is a cycle; a missing file names where it
    /// was looked for.
    private func target(of ref: String, at node: JSONNode, path: String, chain: [String],
                        cache: inout [String: JSONNode]) throws(TokenFileError) -> (JSONNode, String) {
        let parts = ref.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        let filePart = parts[0], pointer = parts.count > 1 ? parts[1] : ""
        let resolvedFile = filePart.isEmpty ? file : FilePath.join(directory, filePart)
        let key = FilePath.normalized(resolvedFile) + "#" + pointer
        if chain.contains(key) {
            throw error(node, path, "$ref cycle: " + (chain + [key]).joined(separator: " → ") + "; a reference cannot lead back to itself")
        }
        // A chain of references (or of sets naming sets) is followed by recursion: bounded.
        if chain.count >= 64 {
            throw error(node, path, "$ref chain more than 64 references long (from \(chain[0])); refer to the tokens more directly")
        }
        var document = root
        if !filePart.isEmpty {
            if let cached = cache[resolvedFile] {
                document = cached
            } else {
                let bytes: [UInt8]
                do { bytes = try readFile(resolvedFile) } catch {
                    throw self.error(node, path, "$ref \"\(ref)\": cannot read \(resolvedFile) (\(error)); references are relative to the resolver")
                }
                do { document = try JSONNode.parse(bytes) } catch {
                    throw TokenFileError(file: resolvedFile, line: error.line, column: error.column, message: error.message + " (not valid JSON)")
                }
                cache[resolvedFile] = document
            }
        }
        var target = document
        for step in pointer.split(separator: "/", omittingEmptySubsequences: true) {
            let name = step.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
            guard let next = target[name] ?? (Int(name).flatMap { i in target.array.flatMap { i < $0.count ? $0[i] : nil } }) else {
                throw self.error(node, path, "$ref \"\(ref)\" points at nothing (no \"\(name)\")")
            }
            target = next
        }
        // A reference inside the target is followed with this one on the chain.
        if let inner = target["$ref"]?.string, target.members?.count == 1 {
            return try self.target(of: inner, at: target, path: path, chain: chain + [key], cache: &cache)
        }
        return (target, key)
    }

    /// `b` laid over `a`: groups merge key by key; a token (an object with `$value`) or any other
    /// value replaces what was there.
    static func merge(_ a: JSONNode, _ b: JSONNode) -> JSONNode {
        guard var members = a.members, let over = b.members, a["$value"] == nil, b["$value"] == nil else { return b }
        for member in over {
            if let i = members.firstIndex(where: { $0.key == member.key }) {
                members[i].node = merge(members[i].node, member.node)
            } else {
                members.append(member)
            }
        }
        return JSONNode(value: .object(members), line: a.line, column: a.column)
    }
}
