/// A parsed JSON value that keeps its members in file order and where it was found, so token
/// files load in their own order and errors can say `tokens.json:12:5`. The one JSON reader of
/// Pixelproof (token files, report summaries, catalog manifests, benchmark scenes); Foundation's
/// JSONSerialization keeps neither order nor places.
package struct JSONNode: Sendable {
    package indirect enum Value: Sendable {
        case null
        case bool(Bool)
        case number(Double)
        case string(String)
        case array([JSONNode])
        case object([Member])
    }

    /// A member of an object, in file order.
    package struct Member: Sendable {
        package var key: String
        package var node: JSONNode
        /// 1-based line and column of the key's opening quote (0 for members built in code).
        package var keyLine: Int
        package var keyColumn: Int
        /// The byte offset of the key's opening quote (0 for members built in code).
        package var keyOffset: Int

        package init(key: String, node: JSONNode, keyLine: Int = 0, keyColumn: Int = 0, keyOffset: Int = 0) {
            self.key = key; self.node = node; self.keyLine = keyLine; self.keyColumn = keyColumn; self.keyOffset = keyOffset
        }
    }

    package var value: Value
    /// 1-based line and column of the value's first character.
    package var line: Int
    package var column: Int
    /// The byte offset of the value's first character, for readers that count lines their own way
    /// (a description's lines are YAML's: CR, NEL, LS and PS end one too).
    package var offset: Int

    package init(value: Value, line: Int, column: Int, offset: Int = 0) {
        self.value = value; self.line = line; self.column = column; self.offset = offset
    }

    package subscript(key: String) -> JSONNode? {
        if case .object(let members) = value { return members.first { $0.key == key }?.node }
        return nil
    }

    package var members: [Member]? { if case .object(let m) = value { return m } else { return nil } }
    package var string: String? { if case .string(let s) = value { return s } else { return nil } }
    package var number: Double? { if case .number(let n) = value { return n } else { return nil } }
    package var array: [JSONNode]? { if case .array(let a) = value { return a } else { return nil } }
    package var bool: Bool? { if case .bool(let b) = value { return b } else { return nil } }
    /// A number that is a whole number (`3`, not `3.5`), as an Int.
    package var integer: Int? {
        guard let n = number, n == n.rounded(), abs(n) < 9e15 else { return nil }
        return Int(n)
    }
    package var isNull: Bool { if case .null = value { return true } else { return false } }

    /// Parses JSON text as RFC 8259 defines it; the error names line and column.
    package static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONNode {
        do { return try JSONParser.parse(bytes) } catch { throw JSONSyntaxError(message: error.message, line: error.line, column: error.column, offset: error.offset) }
    }

    /// What the value is, for messages: "a string", "an object", …
    package var kindDescription: String {
        switch value {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}

/// A strict JSON (RFC 8259) parser over UTF-8 bytes.
struct JSONParser {
    struct Failure: Error {
        var message: String
        var line: Int
        var column: Int
        var offset: Int
    }

    private let bytes: [UInt8]
    private var i = 0
    private var line = 1
    private var lineStart = 0
    /// Nesting limit, so a hostile file cannot overflow the stack.
    private static let maxDepth = 256

    static func parse(_ bytes: [UInt8]) throws(Failure) -> JSONNode {
        var p = JSONParser(bytes: bytes)
        if p.bytes.starts(with: [0xEF, 0xBB, 0xBF]) { p.i = 3; p.lineStart = 3 }  // UTF-8 byte order mark
        p.skipSpace()
        let node = try p.value(depth: 0)
        p.skipSpace()
        if p.i < p.bytes.count { throw p.fail("unexpected text after the JSON value") }
        return node
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private var column: Int { i - lineStart + 1 }

    private func fail(_ message: String) -> Failure { Failure(message: message, line: line, column: column, offset: i) }

    private mutating func skipSpace() {
        while i < bytes.count {
            switch bytes[i] {
            case 0x20, 0x09: i += 1
            // A bare CR ends a line as LF and CR LF do (one break), as editors and YAML count them.
            case 0x0D: i += 1; if i == bytes.count || bytes[i] != 0x0A { line += 1; lineStart = i }
            case 0x0A: i += 1; line += 1; lineStart = i
            default: return
            }
        }
    }

    private mutating func value(depth: Int) throws(Failure) -> JSONNode {
        guard depth < JSONParser.maxDepth else { throw fail("nesting deeper than \(JSONParser.maxDepth) levels") }
        guard i < bytes.count else { throw fail("unexpected end of file; expected a value") }
        let (l, c, o) = (line, column, i)
        func node(_ v: JSONNode.Value) -> JSONNode { JSONNode(value: v, line: l, column: c, offset: o) }
        switch bytes[i] {
        case UInt8(ascii: "{"):
            i += 1
            var members: [JSONNode.Member] = []
            var keys = Set<String>()
            skipSpace()
            if i < bytes.count, bytes[i] == UInt8(ascii: "}") { i += 1; return node(.object(members)) }
            while true {
                skipSpace()
                guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") else { throw fail("expected a quoted key" + hint()) }
                let keyLine = line, keyColumn = column, keyOffset = i
                let key = try string()
                if !keys.insert(key).inserted {
                    throw Failure(message: "duplicate key \"\(key)\"", line: keyLine, column: keyColumn, offset: keyOffset)
                }
                skipSpace()
                guard i < bytes.count, bytes[i] == UInt8(ascii: ":") else { throw fail("expected ':' after the key \"\(key)\"") }
                i += 1
                skipSpace()
                members.append(.init(key: key, node: try value(depth: depth + 1), keyLine: keyLine, keyColumn: keyColumn, keyOffset: keyOffset))
                skipSpace()
                guard i < bytes.count else { throw fail("unexpected end of file; expected ',' or '}'") }
                if bytes[i] == UInt8(ascii: ",") { i += 1; continue }
                if bytes[i] == UInt8(ascii: "}") { i += 1; return node(.object(members)) }
                throw fail("expected ',' or '}'")
            }
        case UInt8(ascii: "["):
            i += 1
            var items: [JSONNode] = []
            skipSpace()
            if i < bytes.count, bytes[i] == UInt8(ascii: "]") { i += 1; return node(.array(items)) }
            while true {
                skipSpace()
                items.append(try value(depth: depth + 1))
                skipSpace()
                guard i < bytes.count else { throw fail("unexpected end of file; expected ',' or ']'") }
                if bytes[i] == UInt8(ascii: ",") { i += 1; continue }
                if bytes[i] == UInt8(ascii: "]") { i += 1; return node(.array(items)) }
                throw fail("expected ',' or ']'")
            }
        case UInt8(ascii: "\""):
            return node(.string(try string()))
        case UInt8(ascii: "t"): try literal("true"); return node(.bool(true))
        case UInt8(ascii: "f"): try literal("false"); return node(.bool(false))
        case UInt8(ascii: "n"): try literal("null"); return node(.null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return node(.number(try number()))
        default:
            throw fail("unexpected character; expected a JSON value" + hint())
        }
    }

    /// What a writer used to JavaScript, JSON5 or YAML most likely meant, for the character at `i`.
    private func hint() -> String {
        guard i < bytes.count else { return "" }
        switch bytes[i] {
        case UInt8(ascii: "}"), UInt8(ascii: "]"):
            return "; a comma before '\(Character(Unicode.Scalar(bytes[i])))' is not allowed in JSON: remove the trailing comma"
        case UInt8(ascii: "'"): return "; JSON strings and keys take double quotes, not single quotes"
        case UInt8(ascii: "/"): return "; JSON has no comments: remove them (or write the file as YAML)"
        case UInt8(ascii: "N"), UInt8(ascii: "I"), UInt8(ascii: "+"), UInt8(ascii: "."):
            return "; NaN, Infinity, +1 and .5 are not JSON numbers: write a finite number such as 0.5"
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"), UInt8(ascii: "$"):
            return "; keys and strings must be in double quotes"
        default: return ""
        }
    }

    private mutating func literal(_ word: String) throws(Failure) {
        let w = Array(word.utf8)
        guard bytes.count - i >= w.count, Array(bytes[i..<i + w.count]) == w else { throw fail("expected \(word)") }
        i += w.count
    }

    private mutating func number() throws(Failure) -> Double {
        let start = i
        func digits() -> Int {
            let s = i
            while i < bytes.count, bytes[i] >= UInt8(ascii: "0"), bytes[i] <= UInt8(ascii: "9") { i += 1 }
            return i - s
        }
        if bytes[i] == UInt8(ascii: "-") { i += 1 }
        let intStart = i
        let intDigits = digits()
        guard intDigits > 0 else { throw fail("malformed number") }
        if intDigits > 1, bytes[intStart] == UInt8(ascii: "0") { throw fail("malformed number: no leading zeros") }
        if i < bytes.count, bytes[i] == UInt8(ascii: ".") { i += 1; guard digits() > 0 else { throw fail("malformed number") } }
        if i < bytes.count, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
            i += 1
            if i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
            guard digits() > 0 else { throw fail("malformed number") }
        }
        guard let x = Double(String(decoding: bytes[start..<i], as: UTF8.self)), x.isFinite else {
            throw fail("number out of range")
        }
        return x
    }

    private mutating func string() throws(Failure) -> String {
        i += 1  // opening quote
        var out: [UInt8] = []
        while true {
            guard i < bytes.count else { throw fail("unterminated string") }
            let c = bytes[i]
            if c == UInt8(ascii: "\"") { i += 1; break }
            if c < 0x20 { throw fail("control character in a string; escape it") }
            if c != UInt8(ascii: "\\") { out.append(c); i += 1; continue }
            i += 1
            guard i < bytes.count else { throw fail("unterminated string") }
            let e = bytes[i]
            i += 1
            switch e {
            case UInt8(ascii: "\""): out.append(0x22)
            case UInt8(ascii: "\\"): out.append(0x5C)
            case UInt8(ascii: "/"): out.append(0x2F)
            case UInt8(ascii: "b"): out.append(0x08)
            case UInt8(ascii: "f"): out.append(0x0C)
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "u"):
                var scalar = try hex4()
                if (0xD800..<0xDC00).contains(scalar) {
                    // A surrogate pair: \uD83D\uDE00.
                    guard bytes.count - i >= 6, bytes[i] == UInt8(ascii: "\\"), bytes[i + 1] == UInt8(ascii: "u") else {
                        throw fail("lone surrogate in \\u escape")
                    }
                    i += 2
                    let low = try hex4()
                    guard (0xDC00..<0xE000).contains(low) else { throw fail("bad surrogate pair in \\u escape") }
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                }
                guard let u = Unicode.Scalar(scalar) else { throw fail("invalid \\u escape") }
                out.append(contentsOf: Array(String(Character(u)).utf8))
            default: throw fail("unknown escape \\\(Character(Unicode.Scalar(e)))")
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    private mutating func hex4() throws(Failure) -> UInt32 {
        guard bytes.count - i >= 4 else { throw fail("short \\u escape") }
        var v: UInt32 = 0
        for _ in 0..<4 {
            let c = bytes[i]
            let d: UInt32
            switch c {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): d = UInt32(c - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): d = UInt32(c - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): d = UInt32(c - UInt8(ascii: "A") + 10)
            default: throw fail("bad hex digit in \\u escape")
            }
            v = v << 4 | d
            i += 1
        }
        return v
    }
}

/// Bytes that are not JSON: what is wrong and where (1-based line and column, and the byte offset).
package struct JSONSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
    package var message: String
    package var line: Int
    package var column: Int
    package var offset: Int = 0
    package var description: String { "\(line):\(column): \(message)" }
}
