/// SVG's number grammar (`-1.5e2`, `.5`), lists of numbers separated by white space and commas,
/// and lengths in user units (a number, or with `px`); other units (%, em, mm) are refused by the
/// caller, which knows the attribute's name.
enum SVGNumbers {
    /// The numbers of a list (`"1, 2 3-4"` → 1, 2, 3, -4); nil when anything else is in it.
    static func list(_ text: String) -> [Double]? {
        var scanner = Scanner(Array(text.utf8))
        var out: [Double] = []
        scanner.skipSeparators()
        while !scanner.atEnd {
            guard let n = scanner.number() else { return nil }
            out.append(n)
            scanner.skipSeparators()
        }
        return out
    }

    /// One number, or one length with `px`; nil otherwise.
    static func length(_ text: String) -> Double? {
        var t = Substring(text.trimmingSpaces)
        if t.hasSuffix("px") { t = t.dropLast(2) }
        var scanner = Scanner(Array(t.utf8))
        guard let n = scanner.number(), scanner.atEnd else { return nil }
        return n
    }

    struct Scanner {
        var bytes: [UInt8]
        var i = 0

        init(_ bytes: [UInt8]) { self.bytes = bytes }

        var atEnd: Bool { i >= bytes.count }

        mutating func skipSpace() { while i < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[i]) { i += 1 } }

        mutating func skipSeparators() {
            skipSpace()
            if i < bytes.count, bytes[i] == UInt8(ascii: ",") { i += 1; skipSpace() }
        }

        /// A finite number in SVG's grammar, or nil with nothing consumed.
        mutating func number() -> Double? {
            let start = i
            func digits() -> Int { let s = i; while i < bytes.count, (0x30...0x39).contains(bytes[i]) { i += 1 }; return i - s }
            if i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
            var count = digits()
            if i < bytes.count, bytes[i] == UInt8(ascii: ".") { i += 1; count += digits() }
            guard count > 0 else { i = start; return nil }
            if i < bytes.count, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
                let mark = i
                i += 1
                if i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
                if digits() == 0 { i = mark }
            }
            guard let value = Double(String(decoding: bytes[start..<i], as: UTF8.self)), value.isFinite else { i = start; return nil }
            return value
        }
    }
}

extension String {
    var trimmingSpaces: String {
        let s = unicodeScalars.drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        let t = s.reversed().drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        return String(String.UnicodeScalarView(t.reversed()))
    }
}
