import Files
import JSON
import Diagnostics

/// Follows a token file's references: whole-value aliases `"{color.brand}"`, aliases inside
/// composite values and Tokens Studio expressions (`"{spacing.sm} * 2"`), and 2025.10 `$ref`
/// JSON Pointers (`{"$ref": "#/color/brand/$value"}`). Cycles and unresolved references are
/// errors naming the token path. Each token is resolved once (memoised).
struct AliasResolver {
    struct Resolved {
        /// The value with every reference replaced.
        var node: JSONNode
        /// The token's type: its own `$type`, else the aliased token's, else its group's (2025.10 §type).
        var type: String?
        /// The full name of the token a whole-value alias points at.
        var aliasOf: String?
        /// `$extensions` of the token, or of the token it aliases (gradient angle, font style).
        var extensions: JSONNode?
    }

    /// Real files nest a few levels; 256 keeps the recursion far from any thread's stack limit.
    static let maxDepth = 256

    let file: String
    let collected: TokenCollector.Result
    private var done: [String: Resolved] = [:]
    private var stack: [String] = []

    init(file: String, collected: TokenCollector.Result) {
        self.file = file
        self.collected = collected
    }

    mutating func resolve(_ key: String) throws(TokenFileError) -> Resolved {
        if let r = done[key] { return r }
        let raw = collected.tokens[key]!
        if let start = stack.firstIndex(of: key) {
            throw TokenFileError(file: file, line: raw.value.line, column: raw.value.column, path: key,
                                 message: "alias cycle: " + (stack[start...] + [key]).joined(separator: " → ")
                                    + "; make one of these tokens a value instead of a reference")
        }
        // A bound on reference depth, so a hostile file cannot exhaust the stack.
        guard stack.count < AliasResolver.maxDepth else {
            throw TokenFileError(file: file, line: raw.value.line, column: raw.value.column, path: key,
                                 message: "references nest deeper than \(AliasResolver.maxDepth) tokens; shorten the alias chain")
        }
        stack.append(key)
        defer { stack.removeLast() }

        let result: Resolved
        if let target = try wholeReference(raw.value, in: key) {
            let t = try resolveTarget(target, at: raw.value, in: key)
            result = Resolved(node: t.node, type: raw.ownType ?? t.type ?? raw.inheritedType,
                              aliasOf: t.isToken ? target.tokenKey : nil, extensions: raw.extensions ?? t.extensions)
        } else {
            result = Resolved(node: try substitute(raw.value, in: key), type: raw.ownType ?? raw.inheritedType,
                              aliasOf: nil, extensions: raw.extensions)
        }
        let modified = try applyingColorModifier(result, raw: raw, key: key)
        done[key] = modified
        return modified
    }

    /// A colour token with a Tokens Studio modifier (`$extensions["studio.tokens"].modify`) gets its
    /// modified value here, as a `#rrggbbaa` string, so a token that aliases it sees the modified
    /// colour (and the modifier is not applied twice: it is taken out of the resolved extensions).
    private mutating func applyingColorModifier(_ resolved: Resolved, raw: TokenCollector.RawToken, key: String) throws(TokenFileError) -> Resolved {
        guard let studio = raw.extensions?["studio.tokens"], let modify = studio["modify"] else {
            // An alias of a modified token already has the modified value; drop the inherited modifier.
            guard let inherited = resolved.extensions, inherited["studio.tokens"]?["modify"] != nil else { return resolved }
            var out = resolved
            out.extensions = nil
            return out
        }
        let type = resolved.type
        guard type == "color" || type == nil else {
            throw error(at: modify, key, "a Tokens Studio colour modifier on a \(type!) token; modifiers apply to colours only")
        }
        let decoder = TokenValueDecoder(file: file, path: raw.path, legacy: collected.format == .tokensStudio)
        let substituted = try substitute(modify, in: key)
        let modifier = try ColorModifier(substituted, color: { n throws(TokenFileError) in try decoder.color(n, field: "modify.color") },
                                         fail: { n, message in self.error(at: n, key, message) })
        let base = try decoder.color(resolved.node)
        var out = resolved
        var node = resolved.node
        node.value = .string(modifier.applied(to: base).hex)
        out.node = node
        out.type = "color"
        out.extensions = nil
        // The value is no longer the aliased token's: an export writes the modified colour.
        out.aliasOf = nil
        return out
    }

    // MARK: - References

    private struct Target {
        var tokenKey: String
        /// Segments inside the token's `$value` (a `$ref` into a composite value).
        var inner: [String] = []
    }

    /// A value that is nothing but a reference: `"{a.b}"` or `{"$ref": "#/a/b"}`.
    private func wholeReference(_ node: JSONNode, in key: String) throws(TokenFileError) -> Target? {
        if let s = node.string, let name = AliasResolver.aliasName(s) { return Target(tokenKey: name) }
        if let members = node.members, members.count == 1, members[0].key == "$ref" {
            guard let pointer = members[0].node.string, let segments = JSONPointer.segments(pointer) else {
                throw error(at: node, key, "$ref must be a same-file JSON Pointer such as \"#/color/brand\"; references to other files are not supported")
            }
            if let v = segments.firstIndex(of: "$value") {
                return Target(tokenKey: segments[..<v].joined(separator: "."), inner: Array(segments[(v + 1)...]))
            }
            return Target(tokenKey: segments.joined(separator: "."))
        }
        return nil
    }

    /// `{a.b}` → `a.b` when the whole string is one reference.
    static func aliasName(_ s: String) -> String? {
        guard s.count > 2, s.hasPrefix("{"), s.hasSuffix("}") else { return nil }
        let inner = s.dropFirst().dropLast()
        guard !inner.contains("{"), !inner.contains("}") else { return nil }
        return String(inner)
    }

    private mutating func resolveTarget(_ target: Target, at node: JSONNode, in key: String) throws(TokenFileError)
        -> (node: JSONNode, type: String?, extensions: JSONNode?, isToken: Bool) {
        guard collected.tokens[target.tokenKey] != nil else {
            let hint = DidYouMean.clause(suggesting: DidYouMean.suggestions(for: target.tokenKey, in: collected.order, limit: 1)
                .map { "{\($0)}" })
            let what = isGroup(target.tokenKey) ? "a group, not a token" : "not a token in this file"
            throw error(at: node, key, "unresolved alias {\(target.tokenKey)}: \(what)\(hint)")
        }
        let t = try resolve(target.tokenKey)
        guard !target.inner.isEmpty else { return (t.node, t.type, t.extensions, true) }
        var inner = t.node
        for segment in target.inner {
            if let child = inner[segment] { inner = child; continue }
            if let items = inner.array, let index = Int(segment), items.indices.contains(index) { inner = items[index]; continue }
            throw error(at: node, key, "$ref points at \"\(segment)\", which the value of \(target.tokenKey) does not have")
        }
        return (inner, nil, nil, false)
    }

    private func isGroup(_ key: String) -> Bool {
        collected.order.contains { $0.hasPrefix(key + ".") }
    }

    /// Replaces references inside a composite value, and inside strings (`"{spacing.sm} * 2"`).
    private mutating func substitute(_ node: JSONNode, in key: String) throws(TokenFileError) -> JSONNode {
        if let target = try wholeReference(node, in: key) {
            return try resolveTarget(target, at: node, in: key).node
        }
        var out = node
        switch node.value {
        case .string(let s) where s.contains("{"):
            out.value = .string(try substituteText(s, at: node, in: key))
        case .array(let items):
            var resolved: [JSONNode] = []
            for item in items { resolved.append(try substitute(item, in: key)) }
            out.value = .array(resolved)
        case .object(let members):
            var resolved: [JSONNode.Member] = []
            for m in members { resolved.append(.init(key: m.key, node: try substitute(m.node, in: key))) }
            out.value = .object(resolved)
        default:
            break
        }
        return out
    }

    /// Each `{name}` in a string replaced by the referenced value written as text (`8px`, `#ff0000`).
    private mutating func substituteText(_ s: String, at node: JSONNode, in key: String) throws(TokenFileError) -> String {
        var out = ""
        var rest = Substring(s)
        while let open = rest.firstIndex(of: "{") {
            guard let close = rest[open...].firstIndex(of: "}") else {
                throw error(at: node, key, "unclosed \"{\" in \"\(s)\"; an alias is written {group.token}")
            }
            out += rest[..<open]
            let name = String(rest[rest.index(after: open)..<close])
            let target = try resolveTarget(Target(tokenKey: name), at: node, in: key)
            guard let text = AliasResolver.text(of: target.node) else {
                throw error(at: node, key, "{\(name)} is \(target.node.kindDescription) and cannot be used inside text; reference it as the whole value")
            }
            out += text
            rest = rest[rest.index(after: close)...]
        }
        return out + rest
    }

    private static func text(of node: JSONNode) -> String? {
        switch node.value {
        case .string(let s): return s
        case .number(let x): return TokenNumber.format(x)
        case .object:
            if let v = node["value"]?.number, let unit = node["unit"]?.string { return TokenNumber.format(v) + unit }
            if let hex = node["hex"]?.string { return hex }
            return nil
        default: return nil
        }
    }

    func error(at node: JSONNode, _ key: String, _ message: String) -> TokenFileError {
        TokenFileError(file: file, line: node.line, column: node.column, path: key, message: message)
    }
}
