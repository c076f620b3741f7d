/// An sRGB colour with straight (non-premultiplied) alpha, 8 bits per channel: the form designers
/// write (`#108910`, `#8b5cf680`), token files hold and PNG files store. `RGBA` for its four channels in
/// that order; SwiftUI's `Color` (a view and a style) is PixelproofUI's.
public struct RGBAColor: Hashable, Sendable, CustomStringConvertible {
    public var r: UInt8
    public var g: UInt8
    public var b: UInt8
    public var a: UInt8

    @inlinable public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8 = 255) {
        self.r = r; self.g = g; self.b = b; self.a = a
    }

    /// `RGBAColor(0x108910)`: a literal that cannot be misspelt at run time (a design system's hex, opaque).
    public init(_ rgb: UInt32) {
        self.init(r: UInt8(truncatingIfNeeded: rgb >> 16), g: UInt8(truncatingIfNeeded: rgb >> 8),
                  b: UInt8(truncatingIfNeeded: rgb))
    }

    public static let transparent = RGBAColor(r: 0, g: 0, b: 0, a: 0)
    public static let black = RGBAColor(r: 0, g: 0, b: 0)
    public static let white = RGBAColor(r: 255, g: 255, b: 255)

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
    public func opacity(_ fraction: Double) -> RGBAColor {
        let clamped = min(max(fraction, 0), 1)
        var copy = self
        copy.a = UInt8((Double(a) * clamped).rounded())
        return copy
    }

    /// Channels as fractions 0...1 (DTCG `components`).
    public var components: [Double] { [r, g, b].map { Double($0) / 255 } }
}
