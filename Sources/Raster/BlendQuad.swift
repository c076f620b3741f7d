/// `Blend`'s arithmetic on four pixels at once, written for the vector unit.
///
/// The bytes are exactly those of `Blend.scale` and `Blend.over`: the same SWAR layout (a pixel's
/// UInt32 seen as two 16-bit lanes, r|g<<8 and b|a<<8, so `& 0x00FF` gives r|b and `>> 8` g|a)
/// and the same exact rounding. Every channel·coverage product is below 2^16, so each multiply
/// is one 16-bit vector multiply (`pmullw`), where the loop written on UInt32 compiles, on SSE2, to
/// two 32-bit multiplies and four shuffles per product.
extension Blend {
    /// Four pixels, or four copies of a value per pixel, in 16-bit lanes.
    typealias Quad = SIMD8<UInt16>

    /// Every byte of the four pixels `p` times its pixel's coverage `m` / 255 (`m` in both of
    /// its pixel's lanes), exactly rounded: `scale` four times.
    @inline(__always)
    static func scale(_ p: Quad, _ m: Quad) -> Quad {
        let rb = (p & 0x00FF) &* m &+ 0x0080
        let ga = (p &>> 8) &* m &+ 0x0080
        // `scale`'s (x + x>>8) >> 8 is x·257 >> 16 for every 16-bit x (all 65,536 checked in
        // BlendQuadTests): the high half of one 16-bit multiply (`pmulhuw`) instead of a copy,
        // two shifts and an add.
        return mulHigh257(rb) | (mulHigh257(ga) &<< 8)
    }

    /// x·257 >> 16 in each lane. Written lane by lane, which LLVM turns into one `pmulhuw`: the
    /// SIMD types' own widening and narrowing conversions are calls that are not inlined.
    @inline(__always)
    static func mulHigh257(_ x: Quad) -> Quad {
        var r = Quad()
        for i in 0..<8 { r[i] = UInt16(truncatingIfNeeded: (UInt32(x[i]) &* 257) &>> 16) }
        return r
    }

    /// Source-over of four premultiplied pixels already scaled by their coverage: `over` four times.
    @inline(__always)
    static func over(_ s: Quad, _ d: Quad) -> Quad {
        // 255 − source alpha, in both lanes of its pixel.
        let inverse = 255 &- (unsafeBitCast(s, to: SIMD4<UInt32>.self) &>> 24)
        return s &+ scale(d, unsafeBitCast(inverse | (inverse &<< 16), to: Quad.self))
    }

    /// Four coverage bytes (the first in the low byte), each in both lanes of its pixel.
    @inline(__always)
    static func lanes(coverage quad: UInt32) -> Quad {
        let m = SIMD4<UInt32>(truncatingIfNeeded: unsafeBitCast(quad, to: SIMD4<UInt8>.self))
        return unsafeBitCast(m | (m &<< 16), to: Quad.self)
    }

    /// A solid colour through `count` bytes of coverage, four pixels a step. Each four are tested
    /// by their coverage read as one word: all zero leaves the destination unread, all 255 of an
    /// opaque colour is four plain stores, anything else is blended in vector registers.
    ///
    /// The last 1–3 pixels: when the target row has `room` for the rest of a four after the span,
    /// they are blended as a four whose missing coverage is 0 (coverage 0 leaves a pixel exactly
    /// as it was, so the pixels after the span are read and written back unchanged; no coverage
    /// is read past the span). Otherwise they take the scalar `over`.
    @inline(__always)
    static func blendSpan(_ d: UnsafeMutablePointer<UInt32>, _ coverage: UnsafePointer<UInt8>, _ count: Int, _ s: UInt32,
                          room: Int = 0) {
        let source = unsafeBitCast(SIMD4<UInt32>(repeating: s), to: Quad.self)
        // A translucent colour has no plain-store case: 0 is taken by the first test.
        let full: UInt32 = s >= 0xFF00_0000 ? 0xFFFF_FFFF : 0
        var i = 0
        while i &+ 4 <= count {
            blendQuad(d + i, UnsafeRawPointer(coverage + i).loadUnaligned(as: UInt32.self), source, full: full)
            i &+= 4
        }
        let rest = count &- i
        if rest == 0 { return }
        if rest &+ room >= 4 {
            let c = coverage + i
            let quad: UInt32
            switch rest {
            case 1: quad = UInt32(c[0])
            case 2: quad = UInt32(UnsafeRawPointer(c).loadUnaligned(as: UInt16.self))
            default: quad = UInt32(UnsafeRawPointer(c).loadUnaligned(as: UInt16.self)) | UInt32(c[2]) &<< 16
            }
            blendQuad(d + i, quad, source, full: full)
            return
        }
        while i < count {
            d[i] = over(scale(s, UInt32(coverage[i])), d[i])
            i &+= 1
        }
    }

    /// Four pixels at `d` through the coverage bytes packed in `quad`; `source` is the colour in
    /// every pixel, `full` the coverage word that is a plain store (or 0: none).
    @inline(__always)
    static func blendQuad(_ d: UnsafeMutablePointer<UInt32>, _ quad: UInt32, _ source: Quad, full: UInt32) {
        let p = UnsafeMutableRawPointer(d)
        if quad == 0 {
            // Nothing to draw.
        } else if quad == full {
            p.storeBytes(of: source, as: Quad.self)
        } else {
            p.storeBytes(of: over(scale(source, lanes(coverage: quad)), p.loadUnaligned(as: Quad.self)), as: Quad.self)
        }
    }
}
