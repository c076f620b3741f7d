/// `Blend.scale` and `Blend.over` on four pixels at once, in explicit 16-bit lanes: the r|b and
/// g|a halves of each UInt32 pixel are viewed as eight UInt16 lanes, so one `pmullw` multiplies
/// eight channels (SSE2 has no 32-bit lane multiply: LLVM's own vectorisation of the UInt32
/// code goes through `pmuludq` and shuffles, two pixels a multiply), as Blend2D's and Skia's
/// lowp pipelines do for 8-bit compositing. Every lane computes what its half of the UInt32
/// did in `Blend.scale` (c·m + 128 ≤ 65153: no carries), and pixels are added as UInt32 as
/// `Blend.over` adds them, so the bytes are the same.
extension Blend {
    /// A computed constant, not a stored `static let`: that would be a lazily initialised global,
    /// checked with a `swift_once` call wherever it is used.
    @inline(__always) private static var halves: SIMD4<UInt32> { SIMD4(repeating: 0x00FF_00FF) }

    /// The r|b and g|a lanes of four pixels.
    @inline(__always)
    static func lanes(_ p: SIMD4<UInt32>) -> (rb: SIMD8<UInt16>, ga: SIMD8<UInt16>) {
        (unsafeBitCast(p & halves, to: SIMD8<UInt16>.self), unsafeBitCast((p &>> 8) & halves, to: SIMD8<UInt16>.self))
    }

    /// Four pixels from their lanes (each lane at most 255).
    @inline(__always)
    static func pixels(_ rb: SIMD8<UInt16>, _ ga: SIMD8<UInt16>) -> SIMD4<UInt32> {
        unsafeBitCast(rb, to: SIMD4<UInt32>.self) | (unsafeBitCast(ga, to: SIMD4<UInt32>.self) &<< 8)
    }

    /// Each lane times its pixel's factor in `m2` (the factor in both halves of the pixel), / 255
    /// exactly rounded.
    @inline(__always)
    static func scaled(_ x: SIMD8<UInt16>, _ m2: SIMD8<UInt16>) -> SIMD8<UInt16> {
        let t = x &* m2 &+ SIMD8(repeating: 0x80)
        return (t &+ (t &>> 8)) &>> 8
    }

    /// A factor (0...255) per pixel in both of its halves.
    @inline(__always)
    static func bothHalves(_ m: SIMD4<UInt32>) -> SIMD8<UInt16> { unsafeBitCast(m | (m &<< 16), to: SIMD8<UInt16>.self) }

    /// `over` of four pixels: s + d·(255 − sa)/255 exactly rounded.
    @inline(__always)
    static func over4(_ s: SIMD4<UInt32>, _ d: SIMD4<UInt32>) -> SIMD4<UInt32> {
        let inverse = bothHalves((s &>> 24) ^ SIMD4(repeating: 0xFF))
        let (rb, ga) = lanes(d)
        return s &+ pixels(scaled(rb, inverse), scaled(ga, inverse))
    }

    /// `over(scale(s, m[k]), d[k])` for four pixels of one colour `s` given as its `lanes`: the
    /// edge of a solid fill. The scaled source's alpha is taken from its g|a lanes, not from a
    /// repacked pixel (repacking first made LLVM shuffle the lanes through scalar registers).
    @inline(__always)
    static func coverOver4(_ s: (rb: SIMD8<UInt16>, ga: SIMD8<UInt16>), _ m: SIMD4<UInt32>,
                           _ d: SIMD4<UInt32>) -> SIMD4<UInt32> {
        let m2 = bothHalves(m)
        let rb = scaled(s.rb, m2), ga = scaled(s.ga, m2)
        let alpha = unsafeBitCast(ga, to: SIMD4<UInt32>.self) &>> 16
        let inverse = bothHalves(alpha ^ SIMD4(repeating: 0xFF))
        let (drb, dga) = lanes(d)
        return pixels(rb, ga) &+ pixels(scaled(drb, inverse), scaled(dga, inverse))
    }
}
