import Values

extension RGBAColor {
    /// The colour as the pixmap stores it: each channel multiplied by alpha, rounded to nearest.
    public var premultiplied: PremultipliedColor {
        PremultipliedColor(r: UInt8(div255(UInt16(r) * UInt16(a))), g: UInt8(div255(UInt16(g) * UInt16(a))),
                           b: UInt8(div255(UInt16(b) * UInt16(a))), a: a)
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
    public var unpremultiplied: RGBAColor {
        switch a {
        case 255: return RGBAColor(r: r, g: g, b: b, a: 255)
        case 0: return .transparent
        default:
            let a32 = UInt32(a), half = a32 / 2
            func un(_ c: UInt8) -> UInt8 { UInt8(min(255, (UInt32(c) * 255 + half) / a32)) }
            return RGBAColor(r: un(r), g: un(g), b: un(b), a: a)
        }
    }
}

/// x / 255 rounded to nearest for x in 0...65025, without a division: the exact-rounding
/// identity used by Skia, pixman and Blinn ("Three wrongs make a right"). Generic so the hot loops
/// use it on 16-bit lanes (which LLVM vectorises) and the rest on 32-bit values; the one copy.
@inlinable @inline(__always)
package func div255<T: FixedWidthInteger & UnsignedInteger>(_ x: T) -> T {
    let t = x &+ 128
    return (t &+ (t &>> 8)) &>> 8
}
