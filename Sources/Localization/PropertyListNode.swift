import Foundation

/// An XML property list (what `.stringsdict` files are) read into values that keep their line, so
/// an error names the place. Foundation's reader keeps no places. Only what property lists hold:
/// `dict` (keys in file order), `array`, `string`, `integer`, `real`, `true`, `false`.
struct PropertyListNode {
    enum Value {
        case dictionary([(key: String, node: PropertyListNode)])
        case array([PropertyListNode])
        case string(String)
        case number(Double)
        case bool(Bool)
    }

    var value: Value
    var line: Int

    subscript(key: String) -> PropertyListNode? {
        if case .dictionary(let members) = value { return members.first { $0.key == key }?.node }
        return nil
    }
    var string: String? { if case .string(let s) = value { return s } else { return nil } }
    var members: [(key: String, node: PropertyListNode)]? { if case .dictionary(let m) = value { return m } else { return nil } }

    struct Failure: Error { var message: String; var fix: String; var line: Int }

    /// Parses the document's one top-level value (inside `<plist>`).
    static func parse(_ text: String) throws(Failure) -> PropertyListNode {
        var parser = Parser(scalars: Array(text.unicodeScalars))
        return try parser.document()
    }

    private struct Parser {
        let scalars: [Unicode.Scalar]
        var i = 0
        var line = 1
        static let maxDepth = 64

        func fail(_ message: String, _ fix: String) -> Failure { Failure(message: message, fix: fix, line: line) }

        mutating func advance() { if scalars[i] == "\n" { line += 1 }; i += 1 }

        func starts(with text: String) -> Bool {
            let t = Array(text.unicodeScalars)
            return scalars.count - i >= t.count && Array(scalars[i..<i + t.count]) == t
        }

        mutating func skip(past text: String) throws(Failure) {
            while i < scalars.count, !starts(with: text) { advance() }
            guard i < scalars.count else { throw fail("'\(text)' is missing: the file ends first", "close what is open") }
            for _ in text.unicodeScalars { advance() }
        }

        /// Spaces, the XML declaration, the doctype and comments.
        mutating func skipMisc() throws(Failure) {
            while i < scalars.count {
                if scalars[i].properties.isWhitespace { advance() }
                else if starts(with: "<?") { try skip(past: "?>") }
                else if starts(with: "<!--") { try skip(past: "-->") }
                else if starts(with: "<!") { try skip(past: ">") }
                else { return }
            }
        }

        /// `<name attr…>` or `<name/>`: the name and whether it closed itself.
        mutating func openTag() throws(Failure) -> (name: String, empty: Bool) {
            try skipMisc()
            guard i < scalars.count, scalars[i] == "<", !starts(with: "</") else { throw fail("expected an element", "a .stringsdict holds <dict>, <key> and <string> elements") }
            advance()
            var name = ""
            while i < scalars.count, scalars[i] != ">", scalars[i] != "/", !scalars[i].properties.isWhitespace { name.unicodeScalars.append(scalars[i]); advance() }
            while i < scalars.count, scalars[i] != ">" { advance() }
            guard i < scalars.count else { throw fail("<\(name) is not closed", "end it with >") }
            let empty = scalars[i - 1] == "/"
            advance()
            return (name, empty)
        }

        mutating func closeTag(_ name: String) throws(Failure) {
            try skipMisc()
            guard starts(with: "</\(name)") else { throw fail("expected </\(name)>", "close <\(name)> before what follows") }
            try skip(past: ">")
        }

        /// Character data up to the next tag, entities decoded.
        mutating func text() throws(Failure) -> String {
            var out = String.UnicodeScalarView()
            while i < scalars.count, scalars[i] != "<" {
                if scalars[i] == "&" {
                    let start = i
                    while i < scalars.count, scalars[i] != ";", i - start < 12 { advance() }
                    guard i < scalars.count, scalars[i] == ";" else { throw fail("an entity is not closed with ';'", "write &amp; for &") }
                    let name = String(String.UnicodeScalarView(scalars[(start + 1)..<i]))
                    advance()
                    switch name {
                    case "amp": out.append("&")
                    case "lt": out.append("<")
                    case "gt": out.append(">")
                    case "quot": out.append("\"")
                    case "apos": out.append("'")
                    default:
                        let code = name.hasPrefix("#x") ? UInt32(name.dropFirst(2), radix: 16) : name.hasPrefix("#") ? UInt32(name.dropFirst()) : nil
                        guard let code, let u = Unicode.Scalar(code) else { throw fail("unknown entity &\(name);", "write &amp; &lt; &gt; &quot; &apos; or &#NN;") }
                        out.append(u)
                    }
                    continue
                }
                out.append(scalars[i])
                advance()
            }
            if starts(with: "<![CDATA[") { throw fail("CDATA sections are not read", "write the text with &lt; and &amp; instead") }
            return String(out)
        }

        mutating func document() throws(Failure) -> PropertyListNode {
            let (name, empty) = try openTag()
            guard name == "plist", !empty else { throw fail("the file does not start with <plist>", "a .stringsdict is an XML property list") }
            let root = try value(depth: 0)
            try closeTag("plist")
            try skipMisc()
            guard i == scalars.count else { throw fail("text after </plist>", "remove it") }
            return root
        }

        mutating func value(depth: Int) throws(Failure) -> PropertyListNode {
            guard depth < Parser.maxDepth else { throw fail("nesting deeper than \(Parser.maxDepth) levels", "flatten the file") }
            let (name, empty) = try openTag()
            let line = self.line
            switch name {
            case "dict":
                var members: [(key: String, node: PropertyListNode)] = []
                if empty { return PropertyListNode(value: .dictionary(members), line: line) }
                while true {
                    try skipMisc()
                    if starts(with: "</") { try closeTag("dict"); break }
                    let (tag, keyEmpty) = try openTag()
                    guard tag == "key" else { throw fail("expected <key> in a <dict>, found <\(tag)>", "each value in a <dict> follows its <key>") }
                    let key = keyEmpty ? "" : try text()
                    if !keyEmpty { try closeTag("key") }
                    if members.contains(where: { $0.key == key }) { throw fail("the key \"\(key)\" appears twice in one <dict>", "keep one") }
                    members.append((key, try value(depth: depth + 1)))
                }
                return PropertyListNode(value: .dictionary(members), line: line)
            case "array":
                var items: [PropertyListNode] = []
                if empty { return PropertyListNode(value: .array(items), line: line) }
                while true {
                    try skipMisc()
                    if starts(with: "</") { try closeTag("array"); break }
                    items.append(try value(depth: depth + 1))
                }
                return PropertyListNode(value: .array(items), line: line)
            case "string":
                if empty { return PropertyListNode(value: .string(""), line: line) }
                let s = try text()
                try closeTag("string")
                return PropertyListNode(value: .string(s), line: line)
            case "integer", "real":
                let s = empty ? "" : try text()
                if !empty { try closeTag(name) }
                guard let x = Double(s.trimmingCharacters(in: .whitespaces)) else { throw fail("<\(name)> holds '\(s)', not a number", "write a number") }
                return PropertyListNode(value: .number(x), line: line)
            case "true", "false":
                if !empty { try closeTag(name) }
                return PropertyListNode(value: .bool(name == "true"), line: line)
            default:
                throw fail("<\(name)> is not read here", "a .stringsdict holds <dict>, <key>, <string>, <integer>, <true/> and <false/>")
            }
        }
    }
}
