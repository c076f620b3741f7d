import Values

/// The CSS-like text that token files put in strings: colours (`#hex`, `rgb()`, `rgba()`,
/// `hsl()`), lengths with units and simple arithmetic (Tokens Studio: `"8px * 2"`), percentages,
/// and `linear-gradient(…)`. Every function returns nil on text it does not understand; the
/// caller turns that into an error naming the token.
enum CSSText {
    // MARK: Numbers and lengths

    /// A number with an optional unit: `16`, `16px`, `-0.5px`, `1.5rem`, `150%`, or an expression
    /// of them with + - * / and parentheses (`8px * 2`, `(16 + 8) / 2`). The unit is the one the
    /// operands carry (`px` × number stays `px`).
    static func quantity(_ text: String) -> (value: Double, unit: String)? {
        var p = ExpressionParser(Array(text.utf8))
        guard let q = p.expression(), p.atEnd, q.value.isFinite else { return nil }
        return q
    }

    /// The values of a space-separated shorthand whose parts may be math, as Tokens Studio splits
    /// them (`"4px * 2 4px * 2 * 2"` is `4px * 2` and `4px * 2 * 2`): a space between two operands
    /// (outside parentheses) starts a new value. Nil when the text is not a list of quantities.
    static func shorthandParts(_ text: String) -> [String]? {
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        guard words.count > 1 else { return [text] }
        let operators: Set<String> = ["+", "-", "*", "/"]
        var parts: [[String]] = [[]]
        var depth = 0
        for word in words {
            let previous = parts[parts.count - 1].last
            let startsNew = depth == 0 && previous != nil && !operators.contains(previous!) && !operators.contains(word)
                && !word.hasPrefix("*") && !word.hasPrefix("/") && !(previous!.hasSuffix("*") || previous!.hasSuffix("/"))
            if startsNew { parts.append([]) }
            parts[parts.count - 1].append(word)
            depth += word.filter { $0 == "(" }.count - word.filter { $0 == ")" }.count
        }
        let joined = parts.map { $0.joined(separator: " ") }
        return joined.allSatisfy { quantity($0) != nil } ? joined : nil
    }

    private struct ExpressionParser {
        let s: [UInt8]
        var i = 0
        init(_ s: [UInt8]) { self.s = s }

        var atEnd: Bool { mutating get { skip(); return i == s.count } }

        mutating func skip() { while i < s.count, s[i] == 0x20 || s[i] == 0x09 { i += 1 } }

        mutating func expression() -> (value: Double, unit: String)? {
            guard var left = term() else { return nil }
            while true {
                skip()
                guard i < s.count, s[i] == UInt8(ascii: "+") || s[i] == UInt8(ascii: "-") else { return left }
                let op = s[i]; i += 1
                guard let right = term() else { return nil }
                let unit = left.unit.isEmpty ? right.unit : left.unit
                left = (op == UInt8(ascii: "+") ? left.value + right.value : left.value - right.value, unit)
            }
        }

        mutating func term() -> (value: Double, unit: String)? {
            guard var left = factor() else { return nil }
            while true {
                skip()
                guard i < s.count, s[i] == UInt8(ascii: "*") || s[i] == UInt8(ascii: "/") else { return left }
                let op = s[i]; i += 1
                guard let right = factor() else { return nil }
                let unit = left.unit.isEmpty ? right.unit : left.unit
                if op == UInt8(ascii: "/") && right.value == 0 { return nil }
                left = (op == UInt8(ascii: "*") ? left.value * right.value : left.value / right.value, unit)
            }
        }

        mutating func factor() -> (value: Double, unit: String)? {
            skip()
            guard i < s.count else { return nil }
            if s[i] == UInt8(ascii: "(") {
                i += 1
                guard let inner = expression() else { return nil }
                skip()
                guard i < s.count, s[i] == UInt8(ascii: ")") else { return nil }
                i += 1
                return inner
            }
            if s[i] == UInt8(ascii: "-") { i += 1; return factor().map { (-$0.value, $0.unit) } }
            let start = i
            while i < s.count, (s[i] >= UInt8(ascii: "0") && s[i] <= UInt8(ascii: "9")) || s[i] == UInt8(ascii: ".") { i += 1 }
            if i < s.count, s[i] == UInt8(ascii: "e") || s[i] == UInt8(ascii: "E"), i > start,
               i + 1 < s.count, (s[i + 1] >= UInt8(ascii: "0") && s[i + 1] <= UInt8(ascii: "9")) || s[i + 1] == UInt8(ascii: "-") {
                i += 2
                while i < s.count, s[i] >= UInt8(ascii: "0") && s[i] <= UInt8(ascii: "9") { i += 1 }
            }
            guard i > start, let value = Double(String(decoding: s[start..<i], as: UTF8.self)) else { return nil }
            let unitStart = i
            while i < s.count, (s[i] >= UInt8(ascii: "a") && s[i] <= UInt8(ascii: "z")) || s[i] == UInt8(ascii: "%") { i += 1 }
            return (value, String(decoding: s[unitStart..<i], as: UTF8.self))
        }
    }

    // MARK: Colours

    static func color(_ text: String) -> RGBAColor? {
        let t = text.trimmed.lowercased()
        if t.hasPrefix("#") { return RGBAColor(hex: t) }
        if t == "transparent" { return RGBAColor(r: 0, g: 0, b: 0, a: 0) }
        if t == "white" { return .white }
        if t == "black" { return .black }
        guard let open = t.firstIndex(of: "("), t.hasSuffix(")") else { return nil }
        let function = t[..<open].trimmed
        var args = t[t.index(after: open)..<t.index(before: t.endIndex)]
            .split(whereSeparator: { $0 == "," || $0 == " " || $0 == "/" }).map(String.init)
        // Tokens Studio writes `rgba(#ff0000, 0.5)` after substituting an alias.
        if (function == "rgba" || function == "rgb"), args.count == 2, let base = RGBAColor(hex: args[0]),
           let alpha = fraction(args[1]) {
            return base.opacity(alpha)
        }
        guard args.count == 3 || args.count == 4 else { return nil }
        let alpha = args.count == 4 ? fraction(args.removeLast()) : 1
        guard let alpha else { return nil }
        switch function {
        case "rgb", "rgba":
            var channels: [UInt8] = []
            for a in args {
                guard let q = quantity(a) else { return nil }
                let v = q.unit == "%" ? q.value / 100 * 255 : q.value
                channels.append(byte(v / 255))
            }
            return RGBAColor(r: channels[0], g: channels[1], b: channels[2], a: byte(alpha))
        case "hsl", "hsla":
            guard let h = quantity(args[0]), let s = quantity(args[1]), let l = quantity(args[2]) else { return nil }
            let rgb = hslToRGB(h: h.value, s: s.value / 100, l: l.value / 100)
            return RGBAColor(r: byte(rgb.0), g: byte(rgb.1), b: byte(rgb.2), a: byte(alpha))
        default:
            return nil
        }
    }

    /// `0.5` or `50%` → 0.5.
    static func fraction(_ text: String) -> Double? {
        guard let q = quantity(text) else { return nil }
        switch q.unit {
        case "": return q.value
        case "%": return q.value / 100
        default: return nil
        }
    }

    /// 0...1 → the nearest 8-bit level.
    static func byte(_ x: Double) -> UInt8 { UInt8((min(max(x, 0), 1) * 255).rounded()) }

    /// CSS Color 4 hsl → sRGB, each 0...1 (h in degrees, s and l 0...1).
    static func hslToRGB(h: Double, s: Double, l: Double) -> (Double, Double, Double) {
        func f(_ n: Double) -> Double {
            let k = (n + h / 30).truncatingRemainder(dividingBy: 12)
            let a = s * min(l, 1 - l)
            return l - a * max(-1, min(k - 3, 9 - k, 1))
        }
        return (f(0), f(8), f(4))
    }

    // MARK: Gradients

    /// `linear-gradient(135deg, #8b5cf6 0%, #6d28d9 50%, #5b21b6 100%)`; stops without a position
    /// are spaced evenly between their neighbours, as CSS does. `to right` and friends are accepted
    /// (a corner becomes the 45° diagonal, exact only for a square box).
    static func linearGradient(_ text: String) -> GradientToken? {
        let t = text.trimmed
        guard t.lowercased().hasPrefix("linear-gradient("), t.hasSuffix(")") else { return nil }
        let inner = t.dropFirst("linear-gradient(".count).dropLast()
        var parts = splitTopLevel(String(inner))
        guard !parts.isEmpty else { return nil }
        var angle = 180.0
        let first = parts[0].lowercased()
        if let q = quantity(first), ["deg", "turn", "rad"].contains(q.unit) {
            angle = q.unit == "deg" ? q.value : q.unit == "turn" ? q.value * 360 : q.value * 180 / .pi
            parts.removeFirst()
        } else if first.hasPrefix("to ") {
            let sides = Set(first.dropFirst(3).split(separator: " ").map(String.init))
            let table: [Set<String>: Double] = [["top"]: 0, ["right"]: 90, ["bottom"]: 180, ["left"]: 270,
                                                ["top", "right"]: 45, ["bottom", "right"]: 135,
                                                ["bottom", "left"]: 225, ["top", "left"]: 315]
            guard let a = table[sides] else { return nil }
            angle = a
            parts.removeFirst()
        }
        var colors: [RGBAColor] = []
        var positions: [Double?] = []
        for part in parts {
            // The colour is everything up to the last top-level space when a position follows.
            let words = part.trimmed
            var colorText = words
            var position: Double?
            if let space = words.lastIndex(of: " "), !words[..<space].hasSuffix(","),
               let p = fraction(String(words[words.index(after: space)...])), words[words.index(after: space)...].hasSuffix("%") {
                colorText = String(words[..<space])
                position = p
            }
            guard let c = color(colorText) else { return nil }
            colors.append(c)
            positions.append(position)
        }
        guard colors.count >= 2 else { return nil }
        if positions[0] == nil { positions[0] = 0 }
        if positions[positions.count - 1] == nil { positions[positions.count - 1] = 1 }
        var k = 0
        while k < positions.count {
            if positions[k] == nil {
                let start = k - 1
                var end = k
                while positions[end] == nil { end += 1 }
                let a = positions[start]!, b = positions[end]!
                for m in k..<end { positions[m] = a + (b - a) * Double(m - start) / Double(end - start) }
                k = end
            }
            k += 1
        }
        return GradientToken(angle: angle, stops: zip(colors, positions).map { .init(color: $0, position: $1!) })
    }

    /// Splits on commas that are not inside parentheses.
    static func splitTopLevel(_ text: String) -> [String] {
        var parts: [String] = []
        var depth = 0
        var current = ""
        for ch in text {
            if ch == "(" { depth += 1 }
            if ch == ")" { depth -= 1 }
            if ch == ",", depth == 0 { parts.append(current.trimmed); current = ""; continue }
            current.append(ch)
        }
        if !current.trimmed.isEmpty { parts.append(current.trimmed) }
        return parts
    }
}

extension StringProtocol {
    var trimmed: String {
        String(drop(while: { $0 == " " || $0 == "\t" || $0 == "\n" }).reversed()
            .drop(while: { $0 == " " || $0 == "\t" || $0 == "\n" }).reversed())
    }
}
