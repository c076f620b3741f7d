/// Source-over compositing of premultiplied RGBA8 with exact rounding:
/// `d' = s·m + d·(255 − sa·m)`, each product divided by 255 with `div255`'s exact rounding, so
/// an opaque source at full coverage gives exactly the source, and a colour blended over an
/// opaque copy of itself gives that colour back (round(x) + round(C − x) = C, as 255 is odd).
///
/// These scalar forms are the reference for the bytes; the span blend's lanes (RasterLanes'
/// `SpanLanes`, which carries its own copy of `scale` for its last pixels) are tested against them.
///
/// Pixels are handled as UInt32 (bytes r, g, b, a in memory) and two channels at a time in
/// 16-bit lanes (r|b and g|a, "SWAR"); the loops use wrapping arithmetic over raw pointers and
/// no branches, which LLVM vectorises (the 16-bit lanes fit SSE/NEON registers eight at a time). Premultiplied
/// channels never exceed alpha, so s' + d·(255 − s'a)/255 never exceeds 255 and the lanes
/// never carry into each other.
enum Blend {
    /// Every byte of `p` times m / 255, exactly rounded.
    @inline(__always)
    static func scale(_ p: UInt32, _ m: UInt32) -> UInt32 {
        let rb = (p & 0x00FF_00FF) &* m &+ 0x0080_0080
        let ga = ((p &>> 8) & 0x00FF_00FF) &* m &+ 0x0080_0080
        let rb2 = ((rb &+ ((rb &>> 8) & 0x00FF_00FF)) &>> 8) & 0x00FF_00FF
        let ga2 = (ga &+ ((ga &>> 8) & 0x00FF_00FF)) & 0xFF00_FF00
        return rb2 | ga2
    }

    /// Source-over of one premultiplied pixel already scaled by its coverage.
    @inline(__always)
    static func over(_ s: UInt32, _ d: UInt32) -> UInt32 {
        s &+ scale(d, 255 &- (s &>> 24))
    }

    /// Rows up to this many pixels skip run detection (measured on the shared text scene).
    static let shortRow = 32

    @inline(__always)
    static func pack(_ c: PremultipliedColor) -> UInt32 {
        UInt32(c.r) | UInt32(c.g) << 8 | UInt32(c.b) << 16 | UInt32(c.a) << 24
    }

    /// A solid premultiplied colour through a row of coverage. Runs of zero coverage are
    /// skipped and, for an opaque colour, runs of full coverage are plain stores (the inside of
    /// a shape: no need to read the destination); the rest goes through the vectorised blend.
    /// `wide`: the AVX2 entries may run (`CPUFeatures.wideLanes`).
    static func solidRow(_ dst: UnsafeMutablePointer<UInt8>, _ coverage: UnsafePointer<UInt8>, _ count: Int,
                         _ c: PremultipliedColor, wide: Bool = CPUFeatures.wideLanes) {
        let s = pack(c)
        let d = UnsafeMutableRawPointer(dst).assumingMemoryBound(to: UInt32.self)
        // Short rows (glyphs, thin edges) are mostly partial coverage: scanning for runs costs more
        // than it saves. Coverage 0 blends to the destination and 255 to the source exactly, so the
        // blended span is correct for any row (`solidBlock` makes the same choice).
        if count <= Blend.shortRow {
            blendSpan(d, coverage, count, s, wide: wide)
            return
        }
        forEachRun(coverage, count, opaque: c.a == 255,
                   full: { i, j in fill(d + i, j &- i, s, wide: wide) },
                   partial: { i, j in blendSpan(d + i, coverage + i, j &- i, s, wide: wide) })
    }

    /// `solidRow` on each of `height` rows (a glyph's box): `dst` steps by `stride` bytes and
    /// `coverage` by `coverageStride`. Inlined into the caller's loop, so the colour's vector
    /// constants are made once per block instead of once per row. `room`: pixels of the target
    /// row after the block (see `blendSpan`). `wide`: `CPUFeatures.wideLanes`, read once by the
    /// caller (a read per glyph row cost a `swift_once` check each: ~3 % of the text scene), for
    /// rows too long for `shortRow`.
    @inline(__always)
    static func solidBlock(_ dst: UnsafeMutablePointer<UInt8>, stride: Int, _ coverage: UnsafePointer<UInt8>,
                           coverageStride: Int, width: Int, height: Int, room: Int, _ c: PremultipliedColor, wide: Bool) {
        var dst = dst, coverage = coverage
        let short = width <= Blend.shortRow, s = pack(c)
        for _ in 0..<height {
            if short {
                // Inlined, four pixels a step, never the AVX2 entry: on glyph rows (up to 32 px, their
                // vector constants made once per glyph) a call per row cost more than its
                // eight-pixel steps saved (the text scene, +0.55 M instructions a render).
                blendSpan(UnsafeMutableRawPointer(dst).assumingMemoryBound(to: UInt32.self), coverage, width, s, room: room,
                          wide: false)
            } else {
                solidRow(dst, coverage, width, c, wide: wide)
            }
            dst += stride
            coverage += coverageStride
        }
    }

    /// `solidRow` over one span of a resolved row (`d` and `coverage` at the row's start).
    /// Constant coverage needs no run detection: 0 leaves the pixels, 255 of an opaque colour
    /// stores it, anything else is the same blend as `blendSpan` with the source scaled once.
    /// `wide`: the AVX2 entries may run (`CPUFeatures.wideLanes`, read once per fill). Always
    /// inlined into the fill's row loop (`@inline(always)`: with the eight-pixel span blend inlined
    /// here, `@inline(__always)` left it a call per span, ~8 M instructions a render of the pills
    /// scene in the call and the colour's vector constants made again each time).
    @inline(always)
    static func solidSpan(_ d: UnsafeMutablePointer<UInt32>, _ coverage: UnsafeMutablePointer<UInt8>,
                          _ span: CoverageAccumulator.Span, _ c: PremultipliedColor, wide: Bool) {
        let start = span.start, count = span.end &- span.start
        switch span.value {
        case CoverageAccumulator.Span.varying where count <= Blend.shortRow:
            blendSpan(d + start, coverage + start, count, pack(c), wide: wide)   // an edge: no run scan
        case CoverageAccumulator.Span.varying:
            solidRow(UnsafeMutableRawPointer(d + start).assumingMemoryBound(to: UInt8.self), coverage + start, count, c, wide: wide)
        case 0:
            return
        case 255 where c.a == 255:
            fill(d + start, count, pack(c), wide: wide)
        default:
            blendConstant(d + start, count, scale(pack(c), UInt32(truncatingIfNeeded: span.value)), wide: wide)
        }
    }

    /// `shadedRow` over one span of a resolved row (`d`, `src` and `coverage` at the row's start).
    @inline(__always)
    static func shadedSpan(_ d: UnsafeMutablePointer<UInt32>, _ src: UnsafePointer<UInt32>,
                           _ coverage: UnsafeMutablePointer<UInt8>, _ span: CoverageAccumulator.Span, opaque: Bool) {
        let start = span.start, count = span.end &- span.start
        switch span.value {
        case CoverageAccumulator.Span.varying:
            shadedRow(UnsafeMutableRawPointer(d + start).assumingMemoryBound(to: UInt8.self), src + start,
                      coverage + start, count, opaque: opaque)
        case 0:
            return
        case 255 where opaque:
            (d + start).update(from: src + start, count: count)
        default:
            overSpan(d + start, src + start, count, coverage: UInt32(truncatingIfNeeded: span.value))
        }
    }

    /// A linear gradient (16.16 positions `f + i·step` into `table` for pixel i of the row) over
    /// one span of a resolved row: the same pixels as `shadeRow` followed by `shadedSpan`, but
    /// the inside of an opaque shape is shaded straight into the target, an edge is fetched and
    /// blended in one pass (`linearCoverSpan`), and only a span of constant partial coverage
    /// goes through `scratch`. `wide` and `ramp`: `CPUFeatures.wideLanes` and `.rampLanes`, read
    /// once per fill (each read of a global is a `swift_once` check).
    @inline(always)
    static func linearSpan(_ d: UnsafeMutablePointer<UInt32>, _ table: UnsafePointer<UInt32>, _ f: Int64, _ step: Int64,
                           _ coverage: UnsafeMutablePointer<UInt8>, _ span: CoverageAccumulator.Span,
                           opaque: Bool, scratch: UnsafeMutablePointer<UInt32>, wide: Bool, ramp: Bool) {
        let start = span.start, count = span.end &- span.start
        let f0 = f &+ Int64(truncatingIfNeeded: start) &* step
        switch span.value {
        case CoverageAccumulator.Span.varying:
            linearCoverSpan(d + start, table, f0, step, coverage + start, count, opaque: opaque, wide: wide, ramp: ramp)
        case 0:
            return
        case 255 where opaque:
            Shader.linearRow(table, f0, step, count, into: d + start, wide: wide, ramp: ramp)
        case 255 where Shader.onTable(f0, step, count):
            linearOverSpan(d + start, table, f0, step, count, wide: wide, ramp: ramp)
        default:
            // Shaded first, then blended in a separate loop that vectorises (fused, the table
            // loads kept it scalar: the gradients scene took 38 ms against 31 before spans).
            Shader.linearRow(table, f0, step, count, into: scratch, wide: wide, ramp: ramp)
            let m = UInt32(truncatingIfNeeded: span.value)
            let p = d + start
            overSpan(p, scratch, count, coverage: m)
        }
    }

    /// Source-over of `count` shaded pixels at one coverage `m`. At full coverage (the inside of a
    /// translucent gradient) the source needs no scaling: exact rounding of s·255/255 is s, so
    /// the loop skips half its multiplies for the same bytes (Blend2D likewise picks its
    /// composite loop for a constant full mask separately from the masked one).
    @inline(__always)
    static func overSpan(_ p: UnsafeMutablePointer<UInt32>, _ s: UnsafePointer<UInt32>, _ count: Int, coverage m: UInt32) {
        if m == 255 {
            for i in 0..<count { p[i] = over(s[i], p[i]) }
        } else {
            for i in 0..<count { p[i] = over(scale(s[i], m), p[i]) }
        }
    }

    /// Walks a row of coverage in runs: runs of 0 are skipped (nothing to draw), runs of 255 go to
    /// `full` when the source is opaque (plain stores: no need to read the destination), and the
    /// rest, as [start, end) ranges, to `partial`. The one run-detection loop for solid and shaded rows.
    @inline(__always)
    static func forEachRun(_ coverage: UnsafePointer<UInt8>, _ count: Int, opaque: Bool,
                           full: (Int, Int) -> Void, partial: (Int, Int) -> Void) {
        var i = 0
        while i < count {
            let m = coverage[i]
            var j = i &+ 1
            if m == 0 {
                j = runEnd(coverage, from: j, count: count, of: 0)
            } else if m == 255 && opaque {
                j = runEnd(coverage, from: j, count: count, of: 255)
                full(i, j)
            } else {
                // A run of partial coverage (or any coverage, for a translucent source).
                while j < count && coverage[j] != 0 && !(opaque && coverage[j] == 255) { j &+= 1 }
                partial(i, j)
            }
            i = j
        }
    }

    /// The end of the run of bytes equal to `value` starting at `start`, eight bytes at a time.
    @inline(__always)
    static func runEnd(_ p: UnsafePointer<UInt8>, from start: Int, count: Int, of value: UInt8) -> Int {
        var j = start
        let word = UInt64(value) &* 0x0101_0101_0101_0101
        let raw = UnsafeRawPointer(p)
        while j &+ 8 <= count && raw.loadUnaligned(fromByteOffset: j, as: UInt64.self) == word { j &+= 8 }
        while j < count && p[j] == value { j &+= 1 }
        return j
    }

    /// Per-pixel source colours through a row of coverage. `opaque`: every source pixel has
    /// alpha 255, so runs of full coverage are copies.
    static func shadedRow(_ dst: UnsafeMutablePointer<UInt8>, _ src: UnsafePointer<UInt32>,
                          _ coverage: UnsafePointer<UInt8>, _ count: Int, opaque: Bool) {
        let d = UnsafeMutableRawPointer(dst).assumingMemoryBound(to: UInt32.self)
        forEachRun(coverage, count, opaque: opaque,
                   full: { i, j in (d + i).update(from: src + i, count: j &- i) },
                   partial: { i, j in for k in i..<j { d[k] = over(scale(src[k], UInt32(coverage[k])), d[k]) } })
    }

    /// A row of premultiplied pixels (a layer) over `dst` at a uniform opacity (0...255).
    static func layerRow(_ dst: UnsafeMutablePointer<UInt8>, _ src: UnsafePointer<UInt8>, _ count: Int, _ opacity: UInt8) {
        let d = UnsafeMutableRawPointer(dst).assumingMemoryBound(to: UInt32.self)
        let s = UnsafeRawPointer(src).assumingMemoryBound(to: UInt32.self)
        let m = UInt32(opacity)
        for i in 0..<count {
            d[i] = over(scale(s[i], m), d[i])
        }
    }

    /// Multiplies coverage by a clip's coverage, in place.
    static func multiply(_ coverage: UnsafeMutablePointer<UInt8>, _ clip: UnsafePointer<UInt8>, _ count: Int) {
        for i in 0..<count {
            coverage[i] = UInt8(truncatingIfNeeded: div255(UInt16(coverage[i]) &* UInt16(clip[i])))
        }
    }
}
