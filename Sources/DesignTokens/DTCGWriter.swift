import JSON
import Values

/// Writes a token system as a DTCG 2025.10 file: groups from the `<group>.<name>` paths,
/// `$type` on a group when all its tokens share it, colours as `{colorSpace, components, hex}`,
/// dimensions as `{value, unit}`, aliases as `"{group.name}"`. What the format has no place for
/// (a gradient's angle, a type style's name, a kind that the group name does not imply) goes in
/// `$extensions["dev.pixelproof"]`, so reading the file back gives the same tokens.
extension TokenSystem {
    package var dtcgDocument: JSONValue {
        let root = Tree()
        for token in tokens {
            var path = token.group.isEmpty ? [] : [token.group]
            path += token.name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            root.insert(path: path[...], token: token)
        }
        return root.json(groupTypeAllowed: false)
    }

    /// The DTCG file's text: two-space indentation, members in token order, a final newline.
    package var dtcgText: String { dtcgDocument.pretty }
}

/// An ordered group tree (children in first-insertion order).
private final class Tree {
    var children: [(String, Tree)] = []
    var token: Token?

    func insert(path: ArraySlice<String>, token: Token) {
        guard let first = path.first else { self.token = token; return }
        if let existing = children.first(where: { $0.0 == first }) {
            existing.1.insert(path: path.dropFirst(), token: token)
        } else {
            let child = Tree()
            children.append((first, child))
            child.insert(path: path.dropFirst(), token: token)
        }
    }

    /// All tokens below this node.
    var allTokens: [Token] { (token.map { [$0] } ?? []) + children.flatMap { $0.1.allTokens } }

    func json(groupTypeAllowed: Bool, inheritedType: String? = nil) -> JSONValue {
        if let token { return DTCGTokenWriter.token(token, groupType: inheritedType) }
        var members: [(String, JSONValue)] = []
        var groupType = inheritedType
        let types = Set(allTokens.map { DTCGTokenWriter.type(of: $0.kind) })
        if inheritedType == nil, types.count == 1, groupTypeAllowed {
            groupType = types.first!
            members.append(("$type", .string(groupType!)))
        }
        for (name, child) in children {
            members.append((name, child.json(groupTypeAllowed: true, inheritedType: groupType)))
        }
        return .object(members)
    }
}

enum DTCGTokenWriter {
    static func type(of kind: TokenKind) -> String {
        switch kind {
        case .color: return "color"
        case .dimension, .fontSize, .letterSpacing, .dimensions: return "dimension"
        case .lineHeight, .opacity, .number: return "number"
        case .fontWeight: return "fontWeight"
        case .fontFamily: return "fontFamily"
        case .typography: return "typography"
        case .shadow: return "shadow"
        case .gradient: return "gradient"
        }
    }

    /// The groups whose name alone tells the reader a dimension / number is this kind.
    static func kindImpliedByGroup(_ group: String) -> TokenKind? {
        switch group {
        case "fontSize", "fontSizes", "font-size": return .fontSize
        case "letterSpacing", "letter-spacing": return .letterSpacing
        case "lineHeight", "lineHeights", "line-height": return .lineHeight
        case "opacity": return .opacity
        default: return nil
        }
    }

    static func token(_ token: Token, groupType: String?) -> JSONValue {
        var members: [(String, JSONValue)] = []
        if let d = token.description { members.append(("$description", .string(d))) }
        let type = type(of: token.kind)
        if groupType != type { members.append(("$type", .string(type))) }
        if let target = token.aliasOf {
            members.append(("$value", .string("{\(target)}")))
            return .object(members)
        }
        members.append(("$value", value(token.value)))
        var ext: [(String, JSONValue)] = []
        switch token.value {
        case .typography(let t): if let style = t.style { ext.append(("fontStyle", .string(style))) }
        case .gradient(let g): ext.append(("angle", .number(g.angle)))
        case .fontSize, .letterSpacing, .lineHeight, .opacity:
            if kindImpliedByGroup(token.group) != token.kind { ext.append(("kind", .string(token.kind.rawValue))) }
        default: break
        }
        if !ext.isEmpty { members.append(("$extensions", .object([(TokenValueDecoder.extensionKey, .object(ext))]))) }
        return .object(members)
    }

    static func value(_ v: TokenValue) -> JSONValue {
        switch v {
        case .color(let c): return color(c)
        case .dimension(let d), .fontSize(let d), .letterSpacing(let d): return dimension(d)
        // DTCG has no list of lengths; the CSS shorthand string is what Tokens Studio writes and reads back.
        case .dimensions(let list): return .string(list.map(\.description).joined(separator: " "))
        case .lineHeight(let x), .opacity(let x), .number(let x): return .number(x)
        case .fontWeight(let w): return .number(Double(w))
        case .fontFamily(let f): return f.count == 1 ? .string(f[0]) : .array(f.map { .string($0) })
        case .typography(let t):
            return .object([
                ("fontFamily", .string(t.family)),
                ("fontWeight", .number(Double(t.weight))),
                ("fontSize", dimension(.px(t.size))),
                // DTCG: a multiple of the font size; the reader multiplies back and rounds to 1/10000 px.
                ("lineHeight", .number(t.size == 0 ? 0 : t.lineHeight / t.size)),
                ("letterSpacing", dimension(t.letterSpacing)),
            ])
        case .shadow(let s):
            let layers: [JSONValue] = s.layers.map { l in
                var m: [(String, JSONValue)] = [("color", color(l.color)), ("offsetX", dimension(.px(l.x))),
                                                ("offsetY", dimension(.px(l.y))), ("blur", dimension(.px(l.blur))),
                                                ("spread", dimension(.px(l.spread)))]
                if l.inset { m.append(("inset", .bool(true))) }
                return .object(m)
            }
            return layers.count == 1 ? layers[0] : .array(layers)
        case .gradient(let g):
            return .array(g.stops.map { .object([("color", color($0.color)), ("position", .number($0.position))]) })
        }
    }

    static func color(_ c: RGBAColor) -> JSONValue {
        var m: [(String, JSONValue)] = [("colorSpace", .string("srgb")),
                                        ("components", .array(c.components.map { .number($0) }))]
        if c.a != 255 { m.append(("alpha", .number(Double(c.a) / 255))) }
        m.append(("hex", .string(RGBAColor(r: c.r, g: c.g, b: c.b).hex)))
        return .object(m)
    }

    static func dimension(_ d: TokenDimension) -> JSONValue {
        .object([("value", .number(d.value)), ("unit", .string(d.unit.rawValue))])
    }
}
