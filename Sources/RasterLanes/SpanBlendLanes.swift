/// Source-over of premultiplied RGBA8 pixels in 16-bit lanes, the rasterizer's span blend,
/// written once and compiled twice like the conic chunk (ConicChunk.swift): `blendSpan` is
/// inlined into Raster (baseline x86-64 or ARM64), `blendSpanWide` is the same loop compiled in
/// this module, for AVX2 CPUs in Linux x86-64 release builds.
///
/// The arithmetic is Raster's `Blend.scale` / `Blend.over` (the reference for the bytes):
/// `d' = s·m + d·(255 − sa·m)`, each product divided by 255 exactly rounded, two channels of a
/// pixel per 32 bits (r|b and g|a, the SWAR layout; `& 0x00FF` of a 16-bit lane gives r or b,
/// `>> 8` g or a). Every channel·coverage product is below 2^16, so each multiply is one 16-bit
/// vector multiply, and the rounding (x + x>>8) >> 8 is the high half of x·257 (`pmulhuw`).
/// The integers are exact, so any width gives the same bytes: eight pixels a step here
/// (`SIMD16<UInt16>`, one AVX2 register, two SSE2/NEON registers), four for a tail of 4–7.
@usableFromInline
package enum SpanLanes {
    /// x·257 >> 16 in each lane, written lane by lane (LLVM makes one `pmulhuw` of it; the SIMD
    /// types' widening conversions are calls, which this module must not make).
    @_alwaysEmitIntoClient @inline(always)
    package static func mulHigh257(_ x: SIMD16<UInt16>) -> SIMD16<UInt16> {
        var r = SIMD16<UInt16>()
        for i in 0..<16 { r[i] = UInt16(truncatingIfNeeded: (UInt32(x[i]) &* 257) &>> 16) }
        return r
    }

    /// Four-pixel `mulHigh257`.
    @_alwaysEmitIntoClient @inline(always)
    package static func mulHigh257(_ x: SIMD8<UInt16>) -> SIMD8<UInt16> {
        var r = SIMD8<UInt16>()
        for i in 0..<8 { r[i] = UInt16(truncatingIfNeeded: (UInt32(x[i]) &* 257) &>> 16) }
        return r
    }

    /// Every byte of eight pixels times its pixel's coverage (in both of the pixel's lanes) / 255.
    @_alwaysEmitIntoClient @inline(always)
    package static func scale(_ p: SIMD16<UInt16>, _ m: SIMD16<UInt16>) -> SIMD16<UInt16> {
        mulHigh257((p & 0x00FF) &* m &+ 0x0080) | (mulHigh257((p &>> 8) &* m &+ 0x0080) &<< 8)
    }

    /// Four-pixel `scale`.
    @_alwaysEmitIntoClient @inline(always)
    package static func scale(_ p: SIMD8<UInt16>, _ m: SIMD8<UInt16>) -> SIMD8<UInt16> {
        mulHigh257((p & 0x00FF) &* m &+ 0x0080) | (mulHigh257((p &>> 8) &* m &+ 0x0080) &<< 8)
    }

    /// Source-over of eight pixels already scaled by their coverage.
    @_alwaysEmitIntoClient @inline(always)
    package static func over(_ s: SIMD16<UInt16>, _ d: SIMD16<UInt16>) -> SIMD16<UInt16> {
        let inverse = 255 &- (unsafeBitCast(s, to: SIMD8<UInt32>.self) &>> 24)
        return s &+ scale(d, unsafeBitCast(inverse | (inverse &<< 16), to: SIMD16<UInt16>.self))
    }

    /// Four-pixel `over`.
    @_alwaysEmitIntoClient @inline(always)
    package static func over(_ s: SIMD8<UInt16>, _ d: SIMD8<UInt16>) -> SIMD8<UInt16> {
        let inverse = 255 &- (unsafeBitCast(s, to: SIMD4<UInt32>.self) &>> 24)
        return s &+ scale(d, unsafeBitCast(inverse | (inverse &<< 16), to: SIMD8<UInt16>.self))
    }

    /// Eight coverage bytes (the first in the low byte), each in both 16-bit lanes of its pixel:
    /// widened to 32-bit lanes lane by lane, which LLVM matches to one `vpmovzxbd` for AVX2
    /// (`punpcklbw`/`punpcklwd` with zero on SSE2), then copied into the high half. (Spreading
    /// the bytes from a UInt64 with shifts instead cost a scalar extract and a `vpinsrw` per
    /// lane: ~30 instructions per eight pixels, more than the blend.)
    @_alwaysEmitIntoClient @inline(always)
    package static func lanes(coverage bytes: SIMD8<UInt8>) -> SIMD16<UInt16> {
        var m = SIMD8<UInt32>()
        for i in 0..<8 { m[i] = UInt32(bytes[i]) }
        return unsafeBitCast(m | (m &<< 16), to: SIMD16<UInt16>.self)
    }

    /// Four coverage bytes, each in both lanes of its pixel.
    @_alwaysEmitIntoClient @inline(always)
    package static func lanes(coverage bytes: SIMD4<UInt8>) -> SIMD8<UInt16> {
        var m = SIMD4<UInt32>()
        for i in 0..<4 { m[i] = UInt32(bytes[i]) }
        return unsafeBitCast(m | (m &<< 16), to: SIMD8<UInt16>.self)
    }

    /// Four pixels at `d` through the coverage bytes in `word`, `source` the colour in each.
    @_alwaysEmitIntoClient @inline(always)
    package static func four(_ d: UnsafeMutablePointer<UInt32>, _ word: UInt32, _ source: SIMD8<UInt16>, opaque: Bool) {
        let p = UnsafeMutableRawPointer(d)
        if word == 0 { return }
        if opaque && word == ~0 { p.storeBytes(of: source, as: SIMD8<UInt16>.self); return }
        let m = lanes(coverage: unsafeBitCast(word, to: SIMD4<UInt8>.self))
        p.storeBytes(of: over(scale(source, m), p.loadUnaligned(as: SIMD8<UInt16>.self)), as: SIMD8<UInt16>.self)
    }

    /// Eight pixels at `d` through the coverage `bytes`, `source` the colour in each: all zero
    /// leaves the pixels unread, all 255 of an opaque colour is a plain store, anything else is
    /// blended (`four`'s cases).
    @_alwaysEmitIntoClient @inline(always)
    package static func eight(_ d: UnsafeMutablePointer<UInt32>, _ bytes: SIMD8<UInt8>, _ source: SIMD16<UInt16>, opaque: Bool) {
        let p = UnsafeMutableRawPointer(d)
        let word = unsafeBitCast(bytes, to: UInt64.self)
        if word == 0 { return }
        if opaque && word == ~0 { p.storeBytes(of: source, as: SIMD16<UInt16>.self); return }
        let m = lanes(coverage: bytes)
        p.storeBytes(of: over(scale(source, m), p.loadUnaligned(as: SIMD16<UInt16>.self)), as: SIMD16<UInt16>.self)
    }

    /// One pixel: `p` times m / 255 per byte, exactly rounded (Raster's `Blend.scale`).
    @_alwaysEmitIntoClient @inline(always)
    package static func scale(_ p: UInt32, _ m: UInt32) -> UInt32 {
        let rb = (p & 0x00FF_00FF) &* m &+ 0x0080_0080
        let ga = ((p &>> 8) & 0x00FF_00FF) &* m &+ 0x0080_0080
        let rb2 = ((rb &+ ((rb &>> 8) & 0x00FF_00FF)) &>> 8) & 0x00FF_00FF
        let ga2 = (ga &+ ((ga &>> 8) & 0x00FF_00FF)) & 0xFF00_FF00
        return rb2 | ga2
    }
}

/// A solid premultiplied colour `s` through `count` bytes of coverage into `d`, eight pixels a
/// step, then `blendQuads` for the rest. Each eight are tested by their coverage read as one
/// word: all zero leaves the destination unread, all 255 of an opaque colour is a plain store,
/// anything else is blended. (Blend2D's fill loops have the same shape: a masked composite per
/// vector of pixels, a constant-mask test to skip or store.)
@_alwaysEmitIntoClient @inline(always)
package func blendSpan(_ d: UnsafeMutablePointer<UInt32>, _ coverage: UnsafePointer<UInt8>, _ count: Int, _ s: UInt32,
                       room: Int) {
    let source8 = unsafeBitCast(SIMD8<UInt32>(repeating: s), to: SIMD16<UInt16>.self)
    let opaque = s >= 0xFF00_0000          // a translucent colour has no plain-store case
    var i = 0
    while i &+ 8 <= count {
        SpanLanes.eight(d + i, UnsafeRawPointer(coverage + i).loadUnaligned(as: SIMD8<UInt8>.self), source8, opaque: opaque)
        i &+= 8
    }
    if i < count { blendQuads(d + i, coverage + i, count &- i, s, room: room) }
}

/// `blendSpan` four pixels a step: what Raster inlines for the baseline CPU, and for spans too
/// short for the AVX2 entry (below 16 pixels, where the eight-pixel loop's setup costs more than
/// it saves: glyph rows). Each four is skipped, stored or blended as in `blendSpan`. The last
/// 1–3, when the target row has `room` for the rest of a four after the span, are blended as a
/// four whose missing coverage is 0 (coverage 0 leaves a pixel exactly as it was: the pixels
/// after the span are read and written back unchanged, and no coverage is read past the span);
/// otherwise one pixel at a time.
@_alwaysEmitIntoClient @inline(always)
package func blendQuads(_ d: UnsafeMutablePointer<UInt32>, _ coverage: UnsafePointer<UInt8>, _ count: Int, _ s: UInt32,
                        room: Int) {
    let source4 = unsafeBitCast(SIMD4<UInt32>(repeating: s), to: SIMD8<UInt16>.self)
    let opaque = s >= 0xFF00_0000
    var i = 0
    while i &+ 4 <= count {
        SpanLanes.four(d + i, UnsafeRawPointer(coverage + i).loadUnaligned(as: UInt32.self), source4, opaque: opaque)
        i &+= 4
    }
    let rest = count &- i
    if rest == 0 { return }
    if rest &+ room >= 4 {
        let c = coverage + i
        let word: UInt32
        switch rest {
        case 1: word = UInt32(c[0])
        case 2: word = UInt32(UnsafeRawPointer(c).loadUnaligned(as: UInt16.self))
        default: word = UInt32(UnsafeRawPointer(c).loadUnaligned(as: UInt16.self)) | UInt32(c[2]) &<< 16
        }
        SpanLanes.four(d + i, word, source4, opaque: opaque)
        return
    }
    while i < count {
        let m = UInt32(coverage[i]), t = SpanLanes.scale(s, m)
        d[i] = t &+ SpanLanes.scale(d[i], 255 &- (t &>> 24))
        i &+= 1
    }
}

/// `blendSpan` compiled in this module: for AVX2 CPUs in Linux x86-64 release builds (see
/// `compiledForAVX2`), the baseline elsewhere. Raster calls it only after `CPUFeatures`' check.
@inline(never)
package func blendSpanWide(_ d: UnsafeMutablePointer<UInt32>, _ coverage: UnsafePointer<UInt8>, _ count: Int, _ s: UInt32,
                           room: Int) {
    blendSpan(d, coverage, count, s, room: room)
}

/// `count` pixels at `d` set to `s`: the inside of a shape filled with an opaque colour. A plain
/// loop, which LLVM vectorises and unrolls: four vector stores an iteration, 16 pixels with
/// SSE2/NEON, 32 with AVX2. (Explicit eight-pixel stores were not unrolled: ~0.5 instructions a
/// pixel in the AVX2 build instead of ~0.25.)
@_alwaysEmitIntoClient @inline(always)
package func fillSpan(_ d: UnsafeMutablePointer<UInt32>, _ count: Int, _ s: UInt32) {
    var i = 0
    while i < count { d[i] = s; i &+= 1 }
}

/// `fillSpan` compiled in this module: for AVX2 CPUs in Linux x86-64 release builds, the
/// baseline elsewhere. Raster calls it only after `CPUFeatures`' check.
@inline(never)
package func fillSpanWide(_ d: UnsafeMutablePointer<UInt32>, _ count: Int, _ s: UInt32) {
    fillSpan(d, count, s)
}

/// Source-over of one colour `s`, already scaled by its coverage, onto `count` pixels at `d`:
/// the blocks of a row where no edge passed but coverage is partial (a shape's top and bottom
/// rows), or a translucent colour's inside. Eight pixels a step in 16-bit lanes, then a four,
/// then one at a time (`Blend.over`'s arithmetic in every form).
@_alwaysEmitIntoClient @inline(always)
package func blendConstantSpan(_ d: UnsafeMutablePointer<UInt32>, _ count: Int, _ s: UInt32) {
    let source8 = unsafeBitCast(SIMD8<UInt32>(repeating: s), to: SIMD16<UInt16>.self)
    var i = 0
    while i &+ 8 <= count {
        let p = UnsafeMutableRawPointer(d + i)
        p.storeBytes(of: SpanLanes.over(source8, p.loadUnaligned(as: SIMD16<UInt16>.self)), as: SIMD16<UInt16>.self)
        i &+= 8
    }
    if i &+ 4 <= count {
        let p = UnsafeMutableRawPointer(d + i), source4 = unsafeBitCast(SIMD4<UInt32>(repeating: s), to: SIMD8<UInt16>.self)
        p.storeBytes(of: SpanLanes.over(source4, p.loadUnaligned(as: SIMD8<UInt16>.self)), as: SIMD8<UInt16>.self)
        i &+= 4
    }
    let inverse = 255 &- (s &>> 24)
    while i < count {
        d[i] = s &+ SpanLanes.scale(d[i], inverse)
        i &+= 1
    }
}

/// `blendConstantSpan` compiled in this module (as `fillSpanWide`).
@inline(never)
package func blendConstantSpanWide(_ d: UnsafeMutablePointer<UInt32>, _ count: Int, _ s: UInt32) {
    blendConstantSpan(d, count, s)
}
