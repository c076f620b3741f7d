import JSON

/// The forms `pixelproof tokens` prints: a JSON array of `{"name", "type", "value"}` and table text.
extension TokenSystem {
    /// `[{"name": "color.buttonPrimaryBg", "type": "color", "value": "#108910"}, …]` in token order.
    package var exportJSON: JSONValue {
        .array(tokens.map { .object([("name", .string($0.fullName)), ("type", .string($0.kind.rawValue)), ("value", $0.value.exportJSON)]) })
    }

    /// The JSON text: one token per line, so diffs of it read well.
    package var exportJSONText: String {
        guard case .array(let items) = exportJSON, !items.isEmpty else { return "[]\n" }
        return "[\n" + items.map { "  " + $0.compact }.joined(separator: ",\n") + "\n]\n"
    }
}

extension TokenValue {
    /// Colours `#rrggbb(aa)`, lengths in px, typography `{family, weight, size, lineHeight,
    /// letterSpacing}` (+ `style` when the design system names one), shadows `[{x, y, blur, spread, color}]`,
    /// gradients `{angle, stops: [{color, position}]}`. Letter spacing in em stays a string `"0.02em"`.
    package var exportJSON: JSONValue {
        switch self {
        case .color(let c): return .string(c.hex)
        case .dimension(let d), .fontSize(let d), .letterSpacing(let d): return TokenValue.length(d)
        case .dimensions(let list): return .array(list.map(TokenValue.length))
        case .lineHeight(let x), .opacity(let x), .number(let x): return .number(x)
        case .fontWeight(let w): return .number(Double(w))
        case .fontFamily(let f): return f.count == 1 ? .string(f[0]) : .array(f.map { .string($0) })
        case .typography(let t):
            var m: [(String, JSONValue)] = [("family", .string(t.family))]
            if let style = t.style { m.append(("style", .string(style))) }
            m += [("weight", .number(Double(t.weight))), ("size", .number(t.size)), ("lineHeight", .number(t.lineHeight)),
                  ("letterSpacing", TokenValue.length(t.letterSpacing))]
            return .object(m)
        case .shadow(let s):
            return .array(s.layers.map { l in
                var m: [(String, JSONValue)] = [("x", .number(l.x)), ("y", .number(l.y)), ("blur", .number(l.blur)),
                                                ("spread", .number(l.spread)), ("color", .string(l.color.hex))]
                if l.inset { m.append(("inset", .bool(true))) }
                return .object(m)
            })
        case .gradient(let g):
            return .object([("angle", .number(g.angle)),
                             ("stops", .array(g.stops.map { .object([("color", .string($0.color.hex)), ("position", .number($0.position))]) }))])
        }
    }

    private static func length(_ d: TokenDimension) -> JSONValue {
        d.unit == .em || d.unit == .percent ? .string(d.description) : .number(d.points())
    }

    /// Short text for the table: `#108910`, `16px`, `Instacart Sans Subhead SemiBold 600 24/28px`, CSS for shadows and gradients.
    package var displayText: String {
        switch self {
        case .color(let c): return c.hex
        case .dimension(let d), .fontSize(let d), .letterSpacing(let d): return d.description
        case .dimensions(let list): return list.map(\.description).joined(separator: " ")
        case .lineHeight(let x), .opacity(let x), .number(let x): return TokenNumber.format(x)
        case .fontWeight(let w): return String(w)
        case .fontFamily(let f): return f.joined(separator: ", ")
        case .typography(let t):
            var s = t.family + (t.style.map { " " + $0 } ?? "") + " \(t.weight) "
                + TokenNumber.format(t.size) + "/" + TokenNumber.format(t.lineHeight) + "px"
            if t.letterSpacing.value != 0 { s += " letter-spacing " + t.letterSpacing.description }
            return s
        case .shadow(let s): return s.css
        case .gradient(let g): return g.css
        }
    }
}
