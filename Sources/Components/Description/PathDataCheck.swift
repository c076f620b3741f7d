/// Checks SVG path data (SVG 1.1 §8.3, "path data grammar") for commands and argument counts
/// without building the path: the geometry is the Raster layer's business, but a typo in `d`
/// should be reported with the description's other errors, before anything is drawn.
///
/// Accepts M L H V C S Q T A Z, absolute and relative, numbers with signs, decimals and
/// exponents, separators of whitespace and commas, and arc flags written without separators
/// (`a1 1 0 00 1 1`).
enum PathDataCheck {
    struct Problem: Error, Equatable {
        /// 0-based offset, in characters, into the path data.
        var offset: Int
        var message: String
    }

    static let arity: [Character: Int] = ["M": 2, "L": 2, "H": 1, "V": 1, "C": 6, "S": 4, "Q": 4, "T": 2, "A": 7, "Z": 0]

    static func check(_ d: String) throws(Problem) {
        let chars = Array(d)
        var i = 0
        var command: Character?
        var commandOffset = 0
        var arguments = 0
        var sawCommand = false

        func finish() throws(Problem) {
            guard let command else { return }
            let n = arity[Character(command.uppercased())]!
            if n == 0 {
                if arguments > 0 { throw Problem(offset: commandOffset, message: "\"\(command)\" takes no numbers") }
            } else if arguments == 0 || arguments % n != 0 {
                throw Problem(offset: commandOffset, message: "\"\(command)\" takes \(n == 1 ? "1 number" : "\(n) numbers") (or a multiple), found \(arguments)")
            }
        }

        while i < chars.count {
            let c = chars[i]
            if c == " " || c == "\t" || c == "\n" || c == "\r" || c == "," { i += 1; continue }
            if let upper = c.uppercased().first, c.isLetter, arity[upper] != nil {
                try finish()
                if !sawCommand && upper != "M" {
                    throw Problem(offset: i, message: "path data must start with M or m, found \"\(c)\"")
                }
                sawCommand = true
                command = c
                commandOffset = i
                arguments = 0
                i += 1
                continue
            }
            guard let current = command else {
                throw Problem(offset: i, message: "path data must start with M or m, found \"\(c)\"")
            }
            if arity[Character(current.uppercased())] == 0 {
                throw Problem(offset: i, message: "unexpected \"\(c)\" after \"\(current)\"")
            }
            // Arc flags (the 4th and 5th arguments of A) are single digits, separators optional.
            if current.uppercased() == "A", [3, 4].contains(arguments % 7) {
                guard c == "0" || c == "1" else {
                    throw Problem(offset: i, message: "arc flags are 0 or 1, found \"\(c)\"")
                }
                arguments += 1
                i += 1
                continue
            }
            let start = i
            if c == "+" || c == "-" { i += 1 }
            var digits = 0
            while i < chars.count, chars[i].isASCII, chars[i].isNumber { i += 1; digits += 1 }
            if i < chars.count, chars[i] == "." {
                i += 1
                while i < chars.count, chars[i].isASCII, chars[i].isNumber { i += 1; digits += 1 }
            }
            guard digits > 0 else {
                throw Problem(offset: start, message: "expected a number or a command (M L H V C S Q T A Z), found \"\(chars[start])\"")
            }
            if i < chars.count, chars[i] == "e" || chars[i] == "E" {
                var j = i + 1
                if j < chars.count, chars[j] == "+" || chars[j] == "-" { j += 1 }
                var exponentDigits = 0
                while j < chars.count, chars[j].isASCII, chars[j].isNumber { j += 1; exponentDigits += 1 }
                guard exponentDigits > 0 else { throw Problem(offset: i, message: "exponent without digits") }
                i = j
            }
            guard let number = Double(String(chars[start..<i])), number.isFinite else {
                throw Problem(offset: start, message: "number out of range")
            }
            arguments += 1
        }
        guard sawCommand else { throw Problem(offset: 0, message: "path data is empty") }
        try finish()
    }
}
