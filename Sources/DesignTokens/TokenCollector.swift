import Files
import JSON

/// Walks a token file's groups and finds its tokens: `$type` inherited from groups, group
/// `$extends`, Tokens Studio token sets (`$metadata.tokenSetOrder`) merged in order.
struct TokenCollector {
    struct RawToken {
        var path: [String]
        /// The token's object (for positions).
        var node: JSONNode
        /// `$value` (or legacy `value`).
        var value: JSONNode
        var ownType: String?
        var inheritedType: String?
        var description: String?
        var extensions: JSONNode?
        var key: String { path.joined(separator: ".") }
    }

    struct Result {
        var format: TokenFile.Format
        var tokens: [String: RawToken]
        var order: [String]
    }

    let file: String
    let root: JSONNode
    let legacy: Bool
    var tokens: [String: RawToken] = [:]
    var order: [String] = []
    /// Group roots to search for `$extends` targets: the file, or each Tokens Studio set.
    var scopes: [JSONNode] = []

    static func collect(root: JSONNode, file: String) throws(TokenFileError) -> Result {
        let legacy = !containsKey("$value", in: root)
        var c = TokenCollector(file: file, root: root, legacy: legacy)
        let sets = tokenSets(root)
        if sets.isEmpty {
            c.scopes = [root]
            try c.walk(root, path: [], inheritedType: nil, extending: [])
        } else {
            c.scopes = sets.map(\.node)
            for set in sets { try c.walk(set.node, path: [], inheritedType: set.node["$type"]?.string, extending: []) }
        }
        return Result(format: legacy ? .tokensStudio : .dtcg, tokens: c.tokens, order: c.order)
    }

    /// Tokens Studio sets: the order `$metadata.tokenSetOrder` gives, else (a file with `$themes`
    /// or `$metadata`) every top-level group; none for a plain DTCG file.
    private static func tokenSets(_ root: JSONNode) -> [JSONNode.Member] {
        let members = root.members ?? []
        if let order = root["$metadata"]?["tokenSetOrder"]?.array {
            return order.compactMap { $0.string }.compactMap { name in members.first { $0.key == name && $0.node.members != nil } }
        }
        if root["$themes"] != nil || root["$metadata"] != nil {
            return members.filter { !$0.key.hasPrefix("$") && $0.node.members != nil }
        }
        return []
    }

    private static func containsKey(_ key: String, in node: JSONNode) -> Bool {
        switch node.value {
        case .object(let members): return members.contains { $0.key == key || containsKey(key, in: $0.node) }
        case .array(let items): return items.contains { containsKey(key, in: $0) }
        default: return false
        }
    }

    private func isToken(_ node: JSONNode) -> Bool {
        if node["$value"] != nil { return true }
        // A token whose value is a JSON Pointer: `{"$ref": "#/colors/blue/$value", "$type": "color"}`.
        if node["$ref"]?.string != nil, !(node.members ?? []).contains(where: { !$0.key.hasPrefix("$") }) { return true }
        guard legacy, let value = node["value"] else { return false }
        // Tokens Studio keeps a colour modifier as a token with no type, for colours to apply by
        // reference: its value is the modifier ({type, value, space}), not a group of tokens.
        return node["type"]?.string != nil || ColorModifier.isModifier(value)
    }

    private mutating func walk(_ group: JSONNode, path: [String], inheritedType: String?, extending: [String]) throws(TokenFileError) {
        var inheritedType = inheritedType
        // 2025.10 group inheritance: the extended group's tokens first, then this group's own override them.
        if let target = group["$extends"] {
            let targetPath = try extendsPath(target, from: path)
            let key = targetPath.joined(separator: ".")
            if extending.contains(key) || targetPath == path {
                throw TokenFileError(file: file, line: target.line, column: target.column, path: path.joined(separator: "."),
                                     message: "$extends cycle: " + (extending + [key]).joined(separator: " → ") + "; remove one $extends")
            }
            guard extending.count < AliasResolver.maxDepth else {
                throw TokenFileError(file: file, line: target.line, column: target.column, path: path.joined(separator: "."),
                                     message: "$extends chains deeper than \(AliasResolver.maxDepth) groups; shorten the chain")
            }
            guard let base = findGroup(targetPath) else {
                throw TokenFileError(file: file, line: target.line, column: target.column, path: path.joined(separator: "."),
                                     message: "$extends names {\(key)}, which is not a group in this file")
            }
            try walk(base, path: path, inheritedType: base["$type"]?.string ?? inheritedType, extending: extending + [key])
            // The extended group's properties are inherited too: its `$type` types this group's own
            // tokens unless the group says otherwise.
            if group["$type"] == nil, let baseType = base["$type"]?.string { inheritedType = baseType }
        }
        for member in group.members ?? [] {
            let key = member.key
            if key.hasPrefix("$") && key != "$root" { continue }  // group properties: $type, $description, $extensions, …
            let child = member.node
            let childPath = path + [key]
            guard child.members != nil else {
                throw TokenFileError(file: file, line: child.line, column: child.column, path: childPath.joined(separator: "."),
                                     message: "is \(child.kindDescription); expected a token (an object with \"$value\") or a group")
            }
            if isToken(child) {
                add(RawToken(path: childPath, node: child, value: child["$value"] ?? child["value"] ?? TokenCollector.pointerValue(child),
                             ownType: child["$type"]?.string ?? (legacy ? child["type"]?.string : nil),
                             inheritedType: inheritedType,
                             description: child["$description"]?.string ?? (legacy ? child["description"]?.string : nil),
                             extensions: child["$extensions"]))
            } else {
                try walk(child, path: childPath, inheritedType: child["$type"]?.string ?? inheritedType, extending: extending)
            }
        }
    }

    /// `{"$ref": …}` alone, as the value of a token written as a pointer.
    static func pointerValue(_ token: JSONNode) -> JSONNode {
        var value = token
        value.value = .object([JSONNode.Member(key: "$ref", node: token["$ref"]!)])
        return value
    }

    private mutating func add(_ token: RawToken) {
        let key = token.key
        if tokens[key] == nil { order.append(key) }
        tokens[key] = token
    }

    private func extendsPath(_ node: JSONNode, from path: [String]) throws(TokenFileError) -> [String] {
        if let s = node.string, s.hasPrefix("{"), s.hasSuffix("}"), s.count > 2 {
            return s.dropFirst().dropLast().split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        }
        if let ref = node["$ref"]?.string, let segments = JSONPointer.segments(ref) { return segments }
        throw TokenFileError(file: file, line: node.line, column: node.column, path: path.joined(separator: "."),
                             message: "$extends must be a group reference such as \"{base.colors}\" or {\"$ref\": \"#/base/colors\"}")
    }

    private func findGroup(_ path: [String]) -> JSONNode? {
        for scope in scopes {
            var node: JSONNode? = scope
            for segment in path { node = node?[segment] }
            if let node, node.members != nil, !isToken(node) { return node }
        }
        return nil
    }
}

/// JSON Pointer (RFC 6901) fragments as DTCG `$ref` writes them: `#/color/brand/$value`.
enum JSONPointer {
    /// The unescaped segments, or nil when the pointer is not a same-document fragment.
    static func segments(_ pointer: String) -> [String]? {
        guard pointer.hasPrefix("#/") else { return pointer == "#" ? [] : nil }
        return pointer.dropFirst(2).split(separator: "/", omittingEmptySubsequences: false).map {
            replacing("~0", with: "~", in: replacing("~1", with: "/", in: String($0)))
        }
    }
}

/// `s` with every `target` replaced (stdlib only; Foundation's version is not needed here).
func replacing(_ target: String, with replacement: String, in s: String) -> String {
    guard !target.isEmpty else { return s }
    var out = ""
    var rest = s[...]
    while let r = rest.firstRange(of: target) {
        out += rest[..<r.lowerBound] + replacement
        rest = rest[r.upperBound...]
    }
    return out + rest
}
