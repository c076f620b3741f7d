/// A JSON value to write, with members in the order given: output is the same bytes every run.
/// The one JSON writer of Pixelproof (token exports, catalog.json, report summaries, `--json`
/// output), so every file it writes escapes strings and formats numbers the same way.
package indirect enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    package static func == (a: JSONValue, b: JSONValue) -> Bool { a.compact == b.compact }
    package func hash(into h: inout Hasher) { h.combine(compact) }

    /// One line, `{"a": 1, "b": [2, 3]}`.
    package var compact: String {
        var out = ""
        write(into: &out, indent: nil, level: 0)
        return out
    }

    /// Indented by two spaces, one member per line, with a final newline.
    package var pretty: String {
        var out = ""
        write(into: &out, indent: "  ", level: 0)
        return out + "\n"
    }

    private func write(into out: inout String, indent: String?, level: Int) {
        switch self {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let x): out += JSONValue.format(x)
        case .string(let s): JSONValue.quote(s, into: &out)
        case .array(let items):
            if items.isEmpty { out += "[]"; return }
            out += "["
            for (k, item) in items.enumerated() {
                if k > 0 { out += "," }
                if let indent { out += "\n" + String(repeating: indent, count: level + 1) } else if k > 0 { out += " " }
                item.write(into: &out, indent: indent, level: level + 1)
            }
            if let indent { out += "\n" + String(repeating: indent, count: level) }
            out += "]"
        case .object(let members):
            if members.isEmpty { out += "{}"; return }
            out += "{"
            for (k, (key, value)) in members.enumerated() {
                if k > 0 { out += "," }
                if let indent { out += "\n" + String(repeating: indent, count: level + 1) } else if k > 0 { out += " " }
                JSONValue.quote(key, into: &out)
                out += ": "
                value.write(into: &out, indent: indent, level: level + 1)
            }
            if let indent { out += "\n" + String(repeating: indent, count: level) }
            out += "}"
        }
    }

    static func quote(_ s: String, into out: inout String) {
        out += "\""
        for u in s.unicodeScalars {
            switch u {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where u.value < 0x20:
                let h = String(u.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - h.count) + h
            default: out.unicodeScalars.append(u)
            }
        }
        out += "\""
    }

    /// `16` not `16.0`; `28.8`; `-0.5`: Swift's shortest round-tripping form otherwise. JSON has no
    /// NaN or infinity, so those are written as null.
    package static func format(_ x: Double) -> String {
        guard x.isFinite else { return "null" }
        if x == x.rounded(), abs(x) < 1e15 { return String(Int64(x)) }
        return "\(x)"
    }

    /// An integer member.
    package static func int(_ value: Int) -> JSONValue { .number(Double(value)) }
    /// A string, or null.
    package static func optional(_ value: String?) -> JSONValue { value.map(JSONValue.string) ?? .null }
}
