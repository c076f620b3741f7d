import Foundation

/// A localized string's value read into text and conversions once, when the catalog is read, so
/// a bad specifier is an error at its line rather than garbage in a picture. Besides printf's
/// conversions it holds a catalog's substitution references (`%#@files@`, `%1$#@files@`) and,
/// inside a substitution's variant, `%arg` (the substitution's own argument).
package struct FormatString: Hashable, Sendable {
    package enum Piece: Hashable, Sendable {
        case text(String)
        case argument(FormatSpecifier)
        /// `%#@name@`: the substitution `name`, filled from the argument at `position` (or its
        /// `argNum`, or the next in order).
        case substitution(name: String, position: Int?)
        /// `%arg`, in a substitution's variant.
        case substitutedArgument
    }

    package let pieces: [Piece]

    /// Why a value does not read as a format string; `offset` counts characters from its start.
    package struct Problem: Error, Hashable, Sendable {
        package var message: String
        package var fix: String
    }

    /// Reads `text`; `allowsArgument` admits `%arg` (substitution variants only).
    package static func parse(_ text: String, allowsArgument: Bool = false) throws(Problem) -> FormatString {
        var pieces: [Piece] = []
        var literal = ""
        let chars = Array(text)
        var i = 0
        func flush() { if !literal.isEmpty { pieces.append(.text(literal)); literal = "" } }
        while i < chars.count {
            guard chars[i] == "%" else { literal.append(chars[i]); i += 1; continue }
            let start = i
            i += 1
            guard i < chars.count else {
                throw Problem(message: "the value ends in a lone '%'", fix: "write '%%' for a percent sign")
            }
            if chars[i] == "%" { literal.append("%"); i += 1; continue }
            if allowsArgument, chars[i...].starts(with: "arg") { flush(); pieces.append(.substitutedArgument); i += 3; continue }
            var position: Int?
            var digits = ""
            var j = i
            while j < chars.count, chars[j].isASCII, chars[j].isNumber { digits.append(chars[j]); j += 1 }
            if !digits.isEmpty, j < chars.count, chars[j] == "$" {
                guard let p = Int(digits), (1...99).contains(p) else {
                    throw Problem(message: "the position in '\(String(chars[start...j]))' is out of range", fix: "positions run from %1$ to %99$")
                }
                position = p
                i = j + 1
            }
            if i + 1 < chars.count, chars[i] == "#", chars[i + 1] == "@" {
                guard let end = chars[(i + 2)...].firstIndex(of: "@") else {
                    throw Problem(message: "the substitution '\(String(chars[start...]))' has no closing '@'", fix: "write it as %#@name@")
                }
                let name = String(chars[(i + 2)..<end])
                guard !name.isEmpty else { throw Problem(message: "'%#@@' names no substitution", fix: "write it as %#@name@") }
                flush()
                pieces.append(.substitution(name: name, position: position))
                i = end + 1
                continue
            }
            var flags = ""
            while i < chars.count, "-+ #0'".contains(chars[i]) { flags.append(chars[i]); i += 1 }
            var width: Int?
            var w = ""
            while i < chars.count, chars[i].isASCII, chars[i].isNumber { w.append(chars[i]); i += 1 }
            if !w.isEmpty { width = Int(w).map { min($0, 256) } }
            if i < chars.count, chars[i] == "*" {
                throw Problem(message: "'\(String(chars[start...i]))' takes its width from an argument", fix: "write the width as a number, e.g. %5d")
            }
            var precision: Int?
            if i < chars.count, chars[i] == "." {
                i += 1
                var p = ""
                while i < chars.count, chars[i].isASCII, chars[i].isNumber { p.append(chars[i]); i += 1 }
                precision = min(Int(p) ?? 0, 20)
            }
            var length = ""
            while i < chars.count, "hlqLzjt".contains(chars[i]), length.count < 2 { length.append(chars[i]); i += 1 }
            guard i < chars.count, FormatSpecifier.conversions.contains(chars[i]) else {
                let shown = String(chars[start..<min(i + 1, chars.count)])
                throw Problem(message: "'\(shown)' is not a format specifier", fix: "use %@ (text), %lld or %d (integer), %f (number) or positional %1$@; write '%%' for a percent sign")
            }
            if chars[i] == "s" || chars[i] == "S" {
                // %s reads a C string pointer: a Swift String passed to it crashes on iOS.
                throw Problem(message: "'\(String(chars[start...i]))' is a C-string specifier (%s), which a Swift String cannot fill",
                              fix: "use %@ for text; write '%%' for a percent sign")
            }
            flush()
            pieces.append(.argument(FormatSpecifier(position: position, flags: flags, width: width, precision: precision, lengthModifier: length, conversion: chars[i])))
            i += 1
        }
        flush()
        return FormatString(pieces: pieces)
    }

    /// The names of the substitutions the string refers to, in order.
    package var substitutionNames: [String] {
        pieces.compactMap { if case .substitution(let name, _) = $0 { return name } else { return nil } }
    }

    /// The conversions in order (substitution references not included).
    package var specifiers: [FormatSpecifier] {
        pieces.compactMap { if case .argument(let s) = $0 { return s } else { return nil } }
    }
}
