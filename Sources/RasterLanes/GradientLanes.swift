#if RASTER_LANES_AVX2
import CPrefetch
#endif

/// A linear gradient's ramp entries along a span: pixel i takes `table[(start + i·step) >> 16]`
/// (16.16 fixed-point table positions, Raster's `Shader.linearFixedPoint`), every position on
/// the table (the caller checks both ends; positions are linear in i, so every one between is
/// too). `linearEntries` writes them to `out`; `linearOver` blends them source-over onto the
/// target (the inside of a translucent gradient, where coverage is full and the source needs no
/// scaling: s·255/255 rounds to s).
///
/// Inlined into Raster, four pixels a step: four table loads gathered into one vector (one
/// 16-byte store takes one store-buffer slot where four 4-byte stores take four). The entries
/// `linearEntriesWide` and `linearOverWide` are compiled in this module, for AVX2 CPUs in Linux
/// x86-64 release builds, and there take eight pixels a step on 32-bit positions, the entries
/// permuted out of a 32-entry window of the table or gathered (`rampEntries`; the C module's
/// `lane_window8` and `lane_gather8`: Swift cannot spell a permute or a gather); elsewhere they
/// are the baseline loop. Both load the same entries (positions on a 1,024-entry table are below
/// 2^26, so wrapping 32-bit arithmetic gives each exactly), so the bytes are the same
/// (GradientLanesTests compares both with the per-pixel definition).
@_alwaysEmitIntoClient @inline(always)
package func linearEntries(_ table: UnsafePointer<UInt32>, _ start: Int64, _ step: Int64, _ count: Int,
                           into out: UnsafeMutablePointer<UInt32>) {
    var f = start
    var i = 0
    while i &+ 4 <= count {
        let e0 = table[Int(truncatingIfNeeded: f &>> 16)]
        let e1 = table[Int(truncatingIfNeeded: (f &+ step) &>> 16)]
        let e2 = table[Int(truncatingIfNeeded: (f &+ 2 &* step) &>> 16)]
        let e3 = table[Int(truncatingIfNeeded: (f &+ 3 &* step) &>> 16)]
        UnsafeMutableRawPointer(out + i).storeBytes(of: SIMD4(e0, e1, e2, e3), as: SIMD4<UInt32>.self)
        f &+= 4 &* step
        i &+= 4
    }
    while i < count {
        out[i] = table[Int(truncatingIfNeeded: f &>> 16)]
        f &+= step
        i &+= 1
    }
}

/// `linearEntries` compiled in this module: eight entries a step (`rampEntries`: a window of the
/// table or AVX2's gather) for AVX2 CPUs in Linux x86-64 release builds, the baseline elsewhere.
/// Raster calls it only after `CPUFeatures`' check.
@inline(never)
package func linearEntriesWide(_ table: UnsafePointer<UInt32>, last: Int, _ start: Int64, _ step: Int64, _ count: Int,
                               into out: UnsafeMutablePointer<UInt32>) {
    #if RASTER_LANES_AVX2
    var position = linearPositions(start, step)
    let advance = Int32(truncatingIfNeeded: step &* 8)
    let windowed = rampWindowed(step, last: last)
    var low = rampLow(start, step)
    var i = 0
    while i &+ 8 <= count {
        let entries = rampEntries(table, position &>> 16, low: low, last: last, windowed: windowed)
        UnsafeMutableRawPointer(out + i).storeBytes(of: entries, as: __m256i.self)
        position &+= SIMD8(repeating: advance)
        low &+= advance
        i &+= 8
    }
    linearEntries(table, start &+ Int64(truncatingIfNeeded: i) &* step, step, count &- i, into: out + i)
    #else
    linearEntries(table, start, step, count, into: out)
    #endif
}

/// The entries at the positions of `linearEntries` blended source-over onto `p[0..<count]`, four
/// pixels a step in 16-bit lanes (SpanLanes' `over`), the last one at a time.
@_alwaysEmitIntoClient @inline(always)
package func linearOver(_ p: UnsafeMutablePointer<UInt32>, _ table: UnsafePointer<UInt32>,
                        _ start: Int64, _ step: Int64, _ count: Int) {
    var f = start
    var i = 0
    while i &+ 4 <= count {
        let s = SIMD4<UInt32>(table[Int(truncatingIfNeeded: f &>> 16)],
                              table[Int(truncatingIfNeeded: (f &+ step) &>> 16)],
                              table[Int(truncatingIfNeeded: (f &+ 2 &* step) &>> 16)],
                              table[Int(truncatingIfNeeded: (f &+ 3 &* step) &>> 16)])
        let d = UnsafeMutableRawPointer(p + i)
        let blended = SpanLanes.over(unsafeBitCast(s, to: SIMD8<UInt16>.self), d.loadUnaligned(as: SIMD8<UInt16>.self))
        d.storeBytes(of: blended, as: SIMD8<UInt16>.self)
        f &+= 4 &* step
        i &+= 4
    }
    while i < count {
        let s = table[Int(truncatingIfNeeded: f &>> 16)]
        p[i] = s &+ SpanLanes.scale(p[i], 255 &- (s &>> 24))
        f &+= step
        i &+= 1
    }
}

/// `linearOver` compiled in this module, as `linearEntriesWide`: eight entries (`rampEntries`)
/// blended in one register of 16-bit lanes.
@inline(never)
package func linearOverWide(_ p: UnsafeMutablePointer<UInt32>, _ table: UnsafePointer<UInt32>, last: Int,
                            _ start: Int64, _ step: Int64, _ count: Int) {
    #if RASTER_LANES_AVX2
    var position = linearPositions(start, step)
    let advance = Int32(truncatingIfNeeded: step &* 8)
    let windowed = rampWindowed(step, last: last)
    var low = rampLow(start, step)
    var i = 0
    while i &+ 8 <= count {
        let entries = rampEntries(table, position &>> 16, low: low, last: last, windowed: windowed)
        let s = unsafeBitCast(entries, to: SIMD16<UInt16>.self)
        let d = UnsafeMutableRawPointer(p + i)
        d.storeBytes(of: SpanLanes.over(s, d.loadUnaligned(as: SIMD16<UInt16>.self)), as: SIMD16<UInt16>.self)
        position &+= SIMD8(repeating: advance)
        low &+= advance
        i &+= 8
    }
    linearOver(p + i, table, start &+ Int64(truncatingIfNeeded: i) &* step, step, count &- i)
    #else
    linearOver(p, table, start, step, count)
    #endif
}

/// The positions of pixels 0 … 7 in 32-bit lanes: `start + i·step` with wrapping Int32
/// arithmetic, which is the exact position wherever that is on the table (below 2^26), because
/// wrapping arithmetic is exact modulo 2^32.
@_alwaysEmitIntoClient @inline(always)
package func linearPositions(_ start: Int64, _ step: Int64) -> SIMD8<Int32> {
    // Both operands broadcast vectors: with scalar operands LLVM built some lanes one by one
    // (~35 instructions of inserts, blends and permutes per call instead of ~5).
    let steps = SIMD8<Int32>(0, 1, 2, 3, 4, 5, 6, 7) &* SIMD8<Int32>(repeating: Int32(truncatingIfNeeded: step))
    return steps &+ SIMD8<Int32>(repeating: Int32(truncatingIfNeeded: start))
}

#if RASTER_LANES_AVX2
/// `table[index[i]]` for eight consecutive pixels' table indices (`position >> 16` of
/// `linearPositions`, or those clamped to the table). Where the eight lie within 32 consecutive
/// entries, the entries come from that window by permutes (`lane_window8`), else by AVX2's gather
/// (`lane_gather8`): the same entries either way. `windowed` (`rampWindowed`) says the step allows
/// it: at most four entries a pixel, so seven steps reach at most 29 entries past the lowest index.
/// `low` is the lowest lane's position (`rampLow`: the first pixel's, or the last's for a negative
/// step; wrapping as the lanes are). The window starts at its index, moved onto the table (`last`
/// is its last index): a clamped index stays between the lowest and the window's end.
/// (RasterLanes defines no type for this state: a type's metadata would be code of this module
/// that is not an entry; scripts/check-wide-lanes.)
@_alwaysEmitIntoClient @inline(always)
func rampEntries(_ table: UnsafePointer<UInt32>, _ index: SIMD8<Int32>, low: Int32, last: Int, windowed: Bool) -> __m256i {
    guard windowed else { return lane_gather8(table, unsafeBitCast(index, to: __m256i.self)) }
    let base = max(min(low &>> 16, Int32(truncatingIfNeeded: last &- 31)), 0)
    let relative = index &- SIMD8<Int32>(repeating: base)
    return lane_window8(table + Int(base), unsafeBitCast(relative, to: __m256i.self))
}

/// The position of the lowest of eight lanes starting at `start`: the first's, or the last's for
/// a negative step (positions are linear in the lane), in wrapping 32 bits as the lanes.
@_alwaysEmitIntoClient @inline(always)
func rampLow(_ start: Int64, _ step: Int64) -> Int32 {
    Int32(truncatingIfNeeded: step >= 0 ? start : start &+ 7 &* step)
}

/// Whether `rampEntries` may read a window for a span of this step on a table of `last + 1` entries.
@_alwaysEmitIntoClient @inline(always)
func rampWindowed(_ step: Int64, last: Int) -> Bool { step.magnitude <= 4 << 16 && last >= 31 }
#endif

/// A linear gradient's entries through `count` bytes of coverage onto `d`: the edges of a
/// gradient-filled shape (`linearOver` is its translucent inside). The fetch and the masked
/// composite in one pass, with no shaded row in between, four pixels a step, each four by its
/// coverage read as one word: all 0 leaves the target unread, all 255 of an opaque ramp stores
/// the entries, anything else blends them scaled by coverage (`SpanLanes.four`, the solid span
/// blend's step; Blend2D's fill pipelines likewise fetch and composite a vector of pixels per
/// mask word). Positions may be off the table at an edge (`last` is its last index): each is
/// clamped to it, as Raster's `Shader.linearRow` does. The bytes are those of that row blended
/// by Raster's `Blend.shadedRow` (coverage 0 leaves a pixel as it was and 255 scales by 1 exactly,
/// so one blend serves every coverage).
@_alwaysEmitIntoClient @inline(always)
package func linearCover(_ d: UnsafeMutablePointer<UInt32>, _ table: UnsafePointer<UInt32>, last: Int,
                         _ start: Int64, _ step: Int64, _ coverage: UnsafePointer<UInt8>, _ count: Int, opaque: Bool) {
    var f = start
    var i = 0
    while i &+ 4 <= count {
        let word = UnsafeRawPointer(coverage + i).loadUnaligned(as: UInt32.self)
        if word != 0 {
            let s = SIMD4<UInt32>(table[clampedEntry(f, last)], table[clampedEntry(f &+ step, last)],
                                  table[clampedEntry(f &+ 2 &* step, last)], table[clampedEntry(f &+ 3 &* step, last)])
            SpanLanes.four(d + i, word, unsafeBitCast(s, to: SIMD8<UInt16>.self), opaque: opaque)
        }
        f &+= 4 &* step
        i &+= 4
    }
    while i < count {
        let m = UInt32(coverage[i])
        if m != 0 {
            let s = SpanLanes.scale(table[clampedEntry(f, last)], m)
            d[i] = s &+ SpanLanes.scale(d[i], 255 &- (s &>> 24))
        }
        f &+= step
        i &+= 1
    }
}

/// `linearCover` compiled in this module, as `linearEntriesWide`: eight pixels a step, the
/// positions in 32-bit lanes clamped to the table (`vpmaxsd`/`vpminsd`), their entries from
/// `rampEntries`. 32-bit
/// positions are exact when both ends of the span fit in Int32 (positions are linear in i, so
/// every one between does too, and wrapping arithmetic is exact modulo 2^32); a span reaching
/// further (a gradient 32 times its table's length away) takes the four-pixel loop.
@inline(never)
package func linearCoverWide(_ d: UnsafeMutablePointer<UInt32>, _ table: UnsafePointer<UInt32>, last: Int,
                             _ start: Int64, _ step: Int64, _ coverage: UnsafePointer<UInt8>, _ count: Int, opaque: Bool) {
    #if RASTER_LANES_AVX2
    let end = start &+ Int64(truncatingIfNeeded: count) &* step
    var i = 0
    if start == Int64(Int32(truncatingIfNeeded: start)) && end == Int64(Int32(truncatingIfNeeded: end)) {
        var position = linearPositions(start, step)
        let advance = Int32(truncatingIfNeeded: step &* 8)
        let windowed = rampWindowed(step, last: last)
        var low = rampLow(start, step)
        let top = SIMD8<Int32>(repeating: Int32(truncatingIfNeeded: last)), zero = SIMD8<Int32>()
        while i &+ 8 <= count {
            let word = UnsafeRawPointer(coverage + i).loadUnaligned(as: UInt64.self)
            if word != 0 {
                var index = position &>> 16
                index = index.replacing(with: zero, where: index .< zero)
                index = index.replacing(with: top, where: index .> top)
                let entries = rampEntries(table, index, low: low, last: last, windowed: windowed)
                let s = unsafeBitCast(entries, to: SIMD16<UInt16>.self)
                let p = UnsafeMutableRawPointer(d + i)
                if opaque && word == ~0 {
                    p.storeBytes(of: s, as: SIMD16<UInt16>.self)
                } else {
                    let m = SpanLanes.lanes(coverage: unsafeBitCast(word, to: SIMD8<UInt8>.self))
                    p.storeBytes(of: SpanLanes.over(SpanLanes.scale(s, m), p.loadUnaligned(as: SIMD16<UInt16>.self)),
                                 as: SIMD16<UInt16>.self)
                }
            }
            position &+= SIMD8(repeating: advance)
            low &+= advance
            i &+= 8
        }
    }
    linearCover(d + i, table, last: last, start &+ Int64(truncatingIfNeeded: i) &* step, step, coverage + i, count &- i, opaque: opaque)
    #else
    linearCover(d, table, last: last, start, step, coverage, count, opaque: opaque)
    #endif
}

/// The table index of 16.16 position `f`, clamped to 0 … `last` (two compares, no call).
@_alwaysEmitIntoClient @inline(always)
package func clampedEntry(_ f: Int64, _ last: Int) -> Int {
    var k = Int(truncatingIfNeeded: f &>> 16)
    if k < 0 { k = 0 }
    if k > last { k = last }
    return k
}
