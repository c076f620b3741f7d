import Values

/// A syntax error in SVG path data: where it is (a 0-based character offset into the string),
/// what was found there and what would have been valid.
package struct SVGPathError: Error, Hashable, Sendable, CustomStringConvertible {
    package var offset: Int
    package var found: String
    package var expected: String

    package var description: String {
        "SVG path data, character \(offset + 1): \(message)"
    }

    /// "found "x", expected a number ("L" takes 2 numbers)".
    package var message: String { "found \(found), expected \(expected)" }
}

extension Path {
    /// Parses SVG path data (SVG 1.1 §8.3 / SVG 2 path grammar): M L H V C S Q T A Z in absolute
    /// (upper case) and relative (lower case) forms, implicit repeated commands, numbers with
    /// exponents and without separators (`M0.5.5`), and the compact arc flags (`a1 1 0 011 1`).
    package init(svgPathData data: String) throws(SVGPathError) {
        var parser = SVGPathParser(Array(data.utf8))
        self = try parser.parse()
    }
}

/// A one-pass parser over the UTF-8 bytes of path data. Offsets count bytes, which equal
/// characters for the ASCII that valid path data is made of.
struct SVGPathParser {
    private let bytes: [UInt8]
    private var i = 0
    private var path = Path()
    /// The second control point of the previous C/S (or the control of Q/T) for the reflections of S and T.
    private var lastCubicControl: Point?
    private var lastQuadControl: Point?

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    mutating func parse() throws(SVGPathError) -> Path {
        skipSeparators(commas: false)
        var command: UInt8 = 0
        var first = true
        while i < bytes.count {
            let c = bytes[i]
            if isCommandLetter(c) {
                command = c; i += 1
            } else if command == 0 || !startsNumber(c) {
                throw error(expected: first ? "a moveto command (M or m)" : "a path command letter (M L H V C S Q T A Z) or a number")
            } else if command == UInt8(ascii: "z") || command == UInt8(ascii: "Z") {
                throw error(expected: "a path command letter after Z")
            }
            // A moveto followed by more pairs continues as lineto (SVG rule).
            if first && command != UInt8(ascii: "M") && command != UInt8(ascii: "m") {
                i -= isCommandLetter(c) ? 1 : 0
                throw error(expected: "a moveto command (M or m) at the start")
            }
            first = false
            do { try run(command) } catch {
                // Say which command was short of numbers: "M0 0 L1" is "L" with one of its two.
                var withCommand = error
                withCommand.expected += " (\"\(Character(Unicode.Scalar(command)))\" takes \(Self.arity(command)))"
                throw withCommand
            }
            if command == UInt8(ascii: "M") { command = UInt8(ascii: "L") }
            if command == UInt8(ascii: "m") { command = UInt8(ascii: "l") }
            skipSeparators(commas: false)
        }
        return path
    }

    private mutating func run(_ command: UInt8) throws(SVGPathError) {
        let relative = command >= UInt8(ascii: "a")
        let origin = relative ? path.currentPoint : .zero
        var cubicControl: Point? = nil, quadControl: Point? = nil
        switch command | 0x20 {
        case UInt8(ascii: "m"):
            let p = try point() + origin
            path.move(to: p)
        case UInt8(ascii: "l"):
            path.line(to: try point() + origin)
        case UInt8(ascii: "h"):
            let x = try number() + origin.x
            path.line(to: Point(x, path.currentPoint.y))
        case UInt8(ascii: "v"):
            let y = try number() + origin.y
            path.line(to: Point(path.currentPoint.x, y))
        case UInt8(ascii: "c"):
            let c1 = try point() + origin, c2 = try point() + origin, p = try point() + origin
            path.cubic(to: p, control1: c1, control2: c2); cubicControl = c2
        case UInt8(ascii: "s"):
            let c1 = reflect(lastCubicControl)
            let c2 = try point() + origin, p = try point() + origin
            path.cubic(to: p, control1: c1, control2: c2); cubicControl = c2
        case UInt8(ascii: "q"):
            let c = try point() + origin, p = try point() + origin
            path.quad(to: p, control: c); quadControl = c
        case UInt8(ascii: "t"):
            let c = reflect(lastQuadControl)
            let p = try point() + origin
            path.quad(to: p, control: c); quadControl = c
        case UInt8(ascii: "a"):
            let rx = try number(), ry = try number(), rotation = try number()
            let large = try flag(), sweep = try flag()
            let p = try point() + origin
            path.arc(to: p, rx: rx, ry: ry, xAxisRotation: rotation, largeArc: large, sweep: sweep)
        case UInt8(ascii: "z"):
            path.close()
        default:
            throw error(expected: "a path command letter")
        }
        lastCubicControl = cubicControl
        lastQuadControl = quadControl
    }

    /// S and T reflect the previous control point about the current point, or use the current
    /// point itself when the previous command was not of the same family.
    private func reflect(_ control: Point?) -> Point {
        let p = path.currentPoint
        guard let c = control else { return p }
        return Point(2 * p.x - c.x, 2 * p.y - c.y)
    }

    private mutating func point() throws(SVGPathError) -> Point {
        let x = try number(), y = try number()
        return Point(x, y)
    }

    private mutating func flag() throws(SVGPathError) -> Bool {
        skipSeparators(commas: true)
        guard i < bytes.count else { throw error(expected: "an arc flag (0 or 1)") }
        switch bytes[i] {
        case UInt8(ascii: "0"): i += 1; return false
        case UInt8(ascii: "1"): i += 1; return true
        default: throw error(expected: "an arc flag (0 or 1)")
        }
    }

    /// A number per the SVG grammar: sign, digits, optional fraction, optional exponent.
    private mutating func number() throws(SVGPathError) -> Double {
        skipSeparators(commas: true)
        let start = i
        if i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
        var digits = 0
        while i < bytes.count, isDigit(bytes[i]) { i += 1; digits += 1 }
        if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
            i += 1
            while i < bytes.count, isDigit(bytes[i]) { i += 1; digits += 1 }
        }
        guard digits > 0 else { i = start; throw error(expected: "a number") }
        if i < bytes.count, bytes[i] | 0x20 == UInt8(ascii: "e") {
            var j = i + 1
            if j < bytes.count, bytes[j] == UInt8(ascii: "+") || bytes[j] == UInt8(ascii: "-") { j += 1 }
            if j < bytes.count, isDigit(bytes[j]) {
                while j < bytes.count, isDigit(bytes[j]) { j += 1 }
                i = j
            }
        }
        let text = String(decoding: bytes[start..<i], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            i = start; throw error(expected: "a finite number")
        }
        return value
    }

    private mutating func skipSeparators(commas: Bool) {
        var sawComma = false
        while i < bytes.count {
            let c = bytes[i]
            if c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D || c == 0x0C { i += 1; continue }
            if commas && c == UInt8(ascii: ",") && !sawComma { sawComma = true; i += 1; continue }
            break
        }
    }

    /// How many numbers a command takes, as messages say it.
    static func arity(_ command: UInt8) -> String {
        switch command | 0x20 {
        case UInt8(ascii: "h"), UInt8(ascii: "v"): return "1 number"
        case UInt8(ascii: "m"), UInt8(ascii: "l"), UInt8(ascii: "t"): return "2 numbers"
        case UInt8(ascii: "s"), UInt8(ascii: "q"): return "4 numbers"
        case UInt8(ascii: "c"): return "6 numbers"
        case UInt8(ascii: "a"): return "7 numbers: rx ry rotation large-arc-flag sweep-flag x y"
        default: return "no numbers"
        }
    }

    private func isDigit(_ c: UInt8) -> Bool { c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9") }
    private func startsNumber(_ c: UInt8) -> Bool {
        isDigit(c) || c == UInt8(ascii: "-") || c == UInt8(ascii: "+") || c == UInt8(ascii: ".") || c == UInt8(ascii: ",")
    }
    private func isCommandLetter(_ c: UInt8) -> Bool {
        switch c | 0x20 {
        case UInt8(ascii: "m"), UInt8(ascii: "l"), UInt8(ascii: "h"), UInt8(ascii: "v"), UInt8(ascii: "c"),
             UInt8(ascii: "s"), UInt8(ascii: "q"), UInt8(ascii: "t"), UInt8(ascii: "a"), UInt8(ascii: "z"):
            return true
        default: return false
        }
    }

    private func error(expected: String) -> SVGPathError {
        let found: String
        if i >= bytes.count {
            found = "the end of the data"
        } else {
            // Show the whole (possibly multi-byte) character at the offset.
            var end = i + 1
            while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
            found = "\"" + String(decoding: bytes[i..<end], as: UTF8.self) + "\""
        }
        return SVGPathError(offset: i, found: found, expected: expected)
    }
}
