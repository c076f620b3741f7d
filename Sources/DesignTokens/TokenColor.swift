/// An sRGB colour as designers write it: 8 bits per channel, straight (non-premultiplied) alpha.
/// DesignTokens knows no pixels, so this is its own small type; the Components layer converts it
/// to `Raster.Color` (the same four bytes).
public struct TokenColor: Hashable, Sendable, CustomStringConvertible {
    public var r: UInt8
    public var g: UInt8
    public var b: UInt8
    public var a: UInt8

    public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8 = 255) {
        self.r = r; self.g = g; self.b = b; self.a = a
    }

    /// `TokenColor(0x108910)`: a literal that cannot be misspelt at run time (the design systems' hex, opaque).
    public init(_ rgb: UInt32) {
        self.init(r: UInt8(truncatingIfNeeded: rgb >> 16), g: UInt8(truncatingIfNeeded: rgb >> 8),
                  b: UInt8(truncatingIfNeeded: rgb))
    }

    public static let white = TokenColor(0xffffff)
    public static let black = TokenColor(0x000000)

    /// Parses `#rgb`, `#rgba`, `#rrggbb` or `#rrggbbaa` (case-insensitive); nil for anything else.
    public init?(hex: String) {
        guard hex.hasPrefix("#") else { return nil }
        var digits: [UInt8] = []
        for c in hex.utf8.dropFirst() {
            guard let v = TokenColor.hexValue(c) else { return nil }
            digits.append(v)
        }
        if digits.count == 3 || digits.count == 4 { digits = digits.flatMap { [$0, $0] } }
        guard digits.count == 6 || digits.count == 8 else { return nil }
        let bytes = stride(from: 0, to: digits.count, by: 2).map { digits[$0] << 4 | digits[$0 + 1] }
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

    public var description: String { hex }

    /// The colour with its alpha multiplied by `fraction` (0...1), rounded to the nearest level,
    /// as CSS `rgb(r g b / 50%)` does: #8b5cf6 at 50 % is #8b5cf680.
    public func opacity(_ fraction: Double) -> TokenColor {
        let clamped = min(max(fraction, 0), 1)
        var copy = self
        copy.a = UInt8((Double(a) * clamped).rounded())
        return copy
    }

    /// Channels as fractions 0...1 (DTCG `components`).
    public var components: [Double] { [r, g, b].map { Double($0) / 255 } }

    private static func hexValue(_ c: UInt8) -> UInt8? {
        switch c {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return c - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return c - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return c - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
