import RasterLanes

/// `Blend`'s arithmetic on four pixels at once, written for the vector unit, and the span blend.
///
/// The bytes are exactly those of `Blend.scale` and `Blend.over`: the same SWAR layout (a pixel's
/// UInt32 seen as two 16-bit lanes, r|g<<8 and b|a<<8, so `& 0x00FF` gives r|b and `>> 8` g|a)
/// and the same exact rounding. The lane arithmetic lives in RasterLanes (`SpanLanes`), where the
/// span blend is also compiled for AVX2 CPUs; these are its four-pixel forms under Raster's names.
extension Blend {
    /// Four pixels, or four copies of a value per pixel, in 16-bit lanes.
    typealias Quad = SIMD8<UInt16>

    /// Every byte of the four pixels `p` times its pixel's coverage `m` / 255 (`m` in both of
    /// its pixel's lanes), exactly rounded: `scale` four times.
    @inline(__always)
    static func scale(_ p: Quad, _ m: Quad) -> Quad { SpanLanes.scale(p, m) }

    /// x·257 >> 16 in each lane: `scale`'s (x + x>>8) >> 8 for every 16-bit x (all 65,536 checked
    /// in BlendQuadTests), one `pmulhuw`.
    @inline(__always)
    static func mulHigh257(_ x: Quad) -> Quad { SpanLanes.mulHigh257(x) }

    /// Source-over of four premultiplied pixels already scaled by their coverage: `over` four times.
    @inline(__always)
    static func over(_ s: Quad, _ d: Quad) -> Quad { SpanLanes.over(s, d) }

    /// A solid colour through `count` bytes of coverage: RasterLanes' `blendQuads` (four pixels a
    /// step, all-zero coverage skipped, all-255 of an opaque colour stored, the rest blended; the
    /// last 1–3 blended as a four with coverage 0 past the span when the target row has `room`),
    /// or on AVX2 CPUs (`CPUFeatures.wideLanes`), for spans of `CPUFeatures.wideSpan` pixels or
    /// more, `blendSpanWide` (the same, eight pixels a step in one AVX2 register). `wide` false
    /// forces the baseline, true may be passed only where the entry may run (as
    /// `Shader.conicRow`'s `wide`).
    @inline(__always)
    static func blendSpan(_ d: UnsafeMutablePointer<UInt32>, _ coverage: UnsafePointer<UInt8>, _ count: Int, _ s: UInt32,
                          room: Int = 0, wide: Bool = CPUFeatures.wideLanes) {
        if wide && count >= CPUFeatures.wideSpan {
            blendSpanWide(d, coverage, count, s, room: room)
        } else {
            blendQuads(d, coverage, count, s, room: room)
        }
    }
}

extension Blend {
    /// `count` pixels at `d` set to the opaque colour `s` (RasterLanes' `fillSpan`), through its
    /// AVX2 build for long spans where `wide` (as `blendSpan`).
    @inline(__always)
    static func fill(_ d: UnsafeMutablePointer<UInt32>, _ count: Int, _ s: UInt32, wide: Bool) {
        if wide && count >= CPUFeatures.wideSpan {
            fillSpanWide(d, count, s)
        } else {
            fillSpan(d, count, s)
        }
    }

    /// Source-over of the colour `s`, already scaled by its coverage, onto `count` pixels
    /// (RasterLanes' `blendConstantSpan`; `Blend.over` on each), through its AVX2 build for long
    /// spans where `wide`.
    @inline(__always)
    static func blendConstant(_ d: UnsafeMutablePointer<UInt32>, _ count: Int, _ s: UInt32, wide: Bool) {
        if wide && count >= CPUFeatures.wideSpan {
            blendConstantSpanWide(d, count, s)
        } else {
            blendConstantSpan(d, count, s)
        }
    }
}
