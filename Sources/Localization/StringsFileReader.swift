/// Reads the older `.strings` file (`"key" = "value";`, with `/* */` and `//` comments), in
/// UTF-8 or, as Xcode long wrote them, UTF-16 with a byte-order mark. Every problem is an error at
/// its line and column.
struct StringsFileReader {
    let file: String

    /// The pairs in file order, each value read as a format string, with its line.
    func read(_ bytes: [UInt8]) throws(LocalizationError) -> [(key: String, unit: StringCatalog.StringUnit)] {
        let scalars = try decode(bytes)
        var i = 0, line = 1, lineStart = 0
        var pairs: [(key: String, unit: StringCatalog.StringUnit)] = []
        var seen = Set<String>()
        func fail(_ message: String, _ fix: String) -> LocalizationError {
            LocalizationError(file: file, line: line, column: i - lineStart + 1, message: message, fix: fix)
        }
        func skip() throws(LocalizationError) {
            while i < scalars.count {
                let c = scalars[i]
                if c == "\n" { i += 1; line += 1; lineStart = i; continue }
                if c == " " || c == "\t" || c == "\r" || c == "\u{FEFF}" { i += 1; continue }
                if c == "/", i + 1 < scalars.count, scalars[i + 1] == "*" {
                    i += 2
                    while i < scalars.count, !(scalars[i] == "*" && i + 1 < scalars.count && scalars[i + 1] == "/") {
                        if scalars[i] == "\n" { line += 1; lineStart = i + 1 }
                        i += 1
                    }
                    guard i < scalars.count else { throw fail("a comment is not closed", "end it with */") }
                    i += 2
                    continue
                }
                if c == "/", i + 1 < scalars.count, scalars[i + 1] == "/" {
                    while i < scalars.count, scalars[i] != "\n" { i += 1 }
                    continue
                }
                return
            }
        }
        func token() throws(LocalizationError) -> String {
            guard i < scalars.count else { throw fail("the file ends where a quoted string was expected", "end each entry as \"key\" = \"value\";") }
            guard scalars[i] == "\"" else {
                // Unquoted words are legal in old-style property lists: letters, digits and _$.:/-
                var word = String.UnicodeScalarView()
                while i < scalars.count, scalars[i].properties.isAlphabetic || ("0"..."9").contains(scalars[i]) || "_$.:/-".unicodeScalars.contains(scalars[i]) {
                    word.append(scalars[i]); i += 1
                }
                guard !word.isEmpty else { throw fail("expected a quoted string, found '\(scalars[i])'", "quote keys and values: \"key\" = \"value\";") }
                return String(word)
            }
            i += 1
            var out = String.UnicodeScalarView()
            while true {
                guard i < scalars.count else { throw fail("a string is not closed", "end it with \"") }
                let c = scalars[i]
                if c == "\"" { i += 1; return String(out) }
                if c == "\n" { line += 1; lineStart = i + 1 }
                if c != "\\" { out.append(c); i += 1; continue }
                i += 1
                guard i < scalars.count else { throw fail("a string ends in a lone backslash", "write \\\\ for a backslash") }
                let e = scalars[i]
                i += 1
                switch e {
                case "n": out.append("\n")
                case "t": out.append("\t")
                case "r": out.append("\r")
                case "\"", "\\", "'": out.append(e)
                case "U", "u":
                    var value: UInt32 = 0, digits = 0
                    while digits < 4, i < scalars.count, let d = UInt32(String(scalars[i]), radix: 16) {
                        value = value << 4 | d; i += 1; digits += 1
                    }
                    guard digits == 4, let u = Unicode.Scalar(value) else { throw fail("\\U needs four hex digits naming a character", "write e.g. \\U00E9") }
                    out.append(u)
                default: throw fail("unknown escape \\\(e)", "write \\\" \\\\ \\n \\t or \\U followed by four hex digits")
                }
            }
        }
        while true {
            try skip()
            if i >= scalars.count { break }
            let keyLine = line, keyColumn = i - lineStart + 1
            let key = try token()
            try skip()
            guard i < scalars.count, scalars[i] == "=" else { throw fail("expected '=' after the key \"\(key)\"", "write \"key\" = \"value\";") }
            i += 1
            try skip()
            let valueLine = line, valueColumn = i - lineStart + 1
            let value = try token()
            try skip()
            guard i < scalars.count, scalars[i] == ";" else { throw fail("expected ';' after the value of \"\(key)\"", "end each entry with ;") }
            i += 1
            guard seen.insert(key).inserted else {
                throw LocalizationError(file: file, line: keyLine, column: keyColumn, message: "the key \"\(key)\" appears twice", fix: "keep one")
            }
            do {
                pairs.append((key, StringCatalog.StringUnit(value: value, format: try FormatString.parse(value), line: valueLine)))
            } catch {
                throw LocalizationError(file: file, line: valueLine, column: valueColumn, message: "the value of \"\(key)\": \(error.message)", fix: error.fix)
            }
        }
        return pairs
    }

    private func decode(_ bytes: [UInt8]) throws(LocalizationError) -> [Unicode.Scalar] {
        if bytes.count >= 2, (bytes[0], bytes[1]) == (0xFF, 0xFE) || (bytes[0], bytes[1]) == (0xFE, 0xFF) {
            let little = bytes[0] == 0xFF
            let units = stride(from: 2, to: bytes.count - 1, by: 2).map { k in
                little ? UInt16(bytes[k]) | UInt16(bytes[k + 1]) << 8 : UInt16(bytes[k]) << 8 | UInt16(bytes[k + 1])
            }
            var scalars: [Unicode.Scalar] = []
            var iterator = units.makeIterator()
            var decoder = UTF16()
            while case .scalarValue(let s) = decoder.decode(&iterator) { scalars.append(s) }
            return scalars
        }
        var scalars: [Unicode.Scalar] = []
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let s): scalars.append(s)
            case .emptyInput: return scalars
            case .error:
                throw LocalizationError(file: file, message: "the file is neither UTF-8 nor UTF-16 with a byte-order mark", fix: "save it as UTF-8")
            }
        }
    }
}
