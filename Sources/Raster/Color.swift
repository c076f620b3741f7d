/// An sRGB colour with straight (non-premultiplied) alpha, 8 bits per channel:
/// the form designers write (`#108910`, `#8b5cf680`) and PNG files store.
public struct Color: Hashable, Sendable {
    public var r: UInt8
    public var g: UInt8
    public var b: UInt8
    public var a: UInt8

    public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8 = 255) {
        self.r = r; self.g = g; self.b = b; self.a = a
    }

    public static let transparent = Color(r: 0, g: 0, b: 0, a: 0)
    public static let black = Color(r: 0, g: 0, b: 0)
    public static let white = Color(r: 255, g: 255, b: 255)

    /// Parses `#rgb`, `#rrggbb` or `#rrggbbaa` (case-insensitive). Returns nil for anything else.
    public init?(hex: String) {
        guard hex.hasPrefix("#") else { return nil }
        var digits = Array(hex.utf8.dropFirst())
        if digits.count == 3 { digits = digits.flatMap { [$0, $0] } }
        guard digits.count == 6 || digits.count == 8 else { return nil }
        var bytes: [UInt8] = []
        for i in stride(from: 0, to: digits.count, by: 2) {
            guard let hi = Color.hexValue(digits[i]), let lo = Color.hexValue(digits[i + 1]) else { return nil }
            bytes.append(hi << 4 | lo)
        }
        self.init(r: bytes[0], g: bytes[1], b: bytes[2], a: bytes.count == 4 ? bytes[3] : 255)
    }

    /// Lowercase `#rrggbb`, or `#rrggbbaa` when not opaque.
    public var hex: String {
        let channels = a == 255 ? [r, g, b] : [r, g, b, a]
        return "#" + channels.map { byte in
            let s = String(byte, radix: 16)
            return s.count == 1 ? "0" + s : s
        }.joined()
    }

    /// The same colour with its alpha multiplied by `opacity` (0...1), rounded to the nearest level.
    public func withOpacity(_ opacity: Double) -> Color {
        let clamped = min(max(opacity, 0), 1)
        var copy = self
        copy.a = UInt8((Double(a) * clamped).rounded())
        return copy
    }

    public var premultiplied: PremultipliedColor {
        PremultipliedColor(r: UInt8(div255(UInt16(r) * UInt16(a))), g: UInt8(div255(UInt16(g) * UInt16(a))),
                           b: UInt8(div255(UInt16(b) * UInt16(a))), a: a)
    }

    private static func hexValue(_ c: UInt8) -> UInt8? {
        switch c {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return c - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return c - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return c - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}

/// A colour whose channels are already multiplied by alpha (each channel <= a):
/// what the pixmap stores and what compositing works on.
public struct PremultipliedColor: Hashable, Sendable {
    public var r: UInt8
    public var g: UInt8
    public var b: UInt8
    public var a: UInt8

    public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        self.r = r; self.g = g; self.b = b; self.a = a
    }

    public static let transparent = PremultipliedColor(r: 0, g: 0, b: 0, a: 0)

    /// Back to straight alpha, rounding to the nearest level. Exact for opaque colours;
    /// premultiplying the result again gives back this colour (see PixmapTests).
    public var unpremultiplied: Color {
        switch a {
        case 255: return Color(r: r, g: g, b: b, a: 255)
        case 0: return .transparent
        default:
            let a32 = UInt32(a), half = a32 / 2
            func un(_ c: UInt8) -> UInt8 { UInt8(min(255, (UInt32(c) * 255 + half) / a32)) }
            return Color(r: un(r), g: un(g), b: un(b), a: a)
        }
    }
}

/// x / 255 rounded to nearest for x in 0...65025, without a division: the exact-rounding
/// identity used by Skia, pixman and Blinn ("Three wrongs make a right"). Generic so the hot loops
/// use it on 16-bit lanes (which LLVM vectorises) and the rest on 32-bit values; the one copy.
@inlinable @inline(__always)
public func div255<T: FixedWidthInteger & UnsignedInteger>(_ x: T) -> T {
    let t = x &+ 128
    return (t &+ (t &>> 8)) &>> 8
}
