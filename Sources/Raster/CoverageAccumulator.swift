import RasterLanes
import Values

/// Which points are inside a self-overlapping outline.
/// Raw values are SVG's spellings (`fill-rule="evenodd"`), as description files write them.
package enum FillRule: String, Hashable, Sendable, CaseIterable {
    /// Inside where the winding number is not zero (SVG `nonzero`, the default).
    case nonZero = "nonzero"
    /// Inside where the winding number is odd (SVG `evenodd`).
    case evenOdd = "evenodd"
}

/// Scan conversion by signed-area accumulation (the method of font-rs and stb_truetype v2;
/// see Raph Levien, "Inside the fastest font renderer in the world", 2016).
///
/// Each line segment adds, to every pixel row it crosses, its signed height `dy` split between
/// the cell it passes through (the part of the cell right of the line) and the next cell (the
/// rest). A running sum along the row then gives, for every pixel, the exact signed area of
/// the pixel inside the outline: the winding number integrated over the pixel. Non-zero takes
/// min(1, |sum|), even-odd folds the sum into [0, 1]; both are exact wherever edges do not
/// cross inside a pixel.
///
/// Why this and not ftgrays' sparse cells: a dense buffer makes the inner loops branch-free
/// and trivially correct for fractional coordinates, the prefix sum is one pass, and the
/// shapes a UI draws are small compared with the canvas, so the dense box is cheap. Segments
/// are clipped to the box first (pieces left of it become vertical lines on its left edge,
/// pieces right of it are dropped), so coordinates far off the canvas never reach the buffer
/// and nothing can overflow.
final class CoverageAccumulator {
    /// The cells, `stride` = width + 2 per row (edges right of the box write past the last
    /// pixel), and one flag per block of 8 cells of a row: set when an edge wrote into the
    /// block. Untouched blocks hold zeros, so their coverage is the running sum: the inside of
    /// a large shape costs a memset (or a plain store of the colour), not a prefix sum.
    /// Raw buffers (grown, never shrunk) so the per-row resolve pays no array checks.
    private var cells = UnsafeMutablePointer<Float>.allocate(capacity: 0)
    private var cellCapacity = 0
    private var touched = UnsafeMutablePointer<UInt8>.allocate(capacity: 0)
    private var touchedCapacity = 0
    /// The geometry of the box last accumulated (what `resolveRow` reads).
    private var width = 0, height = 0, stride = 0, blocksPerRow = 0
    static let blockShift = 3

    deinit { cells.deallocate(); touched.deallocate() }

    /// A run of pixels [start, end) of one row: either every pixel has the coverage `value`
    /// (blocks no edge touched), or `value == Span.varying` and the coverage is in the row buffer.
    struct Span {
        var start: Int, end: Int, value: Int
        static let varying = -1
    }

    /// The most spans `resolveRow` can produce for a row of `width` pixels (one per block).
    static func maxSpans(width: Int) -> Int { (width + (1 << blockShift) - 1) >> blockShift }

    /// Writes the coverage of `flat` (contours implicitly closed) inside `box` to `mask`
    /// (box.width × box.height bytes, rows top to bottom; resized as needed).
    func rasterize(_ flat: FlatPath, box: PixelBox, rule: FillRule, mask: inout [UInt8]) {
        let w = box.width, h = box.height
        let count = w * h
        if mask.count < count { mask = [UInt8](repeating: 0, count: count) }
        guard w > 0, h > 0 else { return }
        accumulate(flat, box: box)
        withUnsafeTemporaryAllocation(of: Span.self, capacity: CoverageAccumulator.maxSpans(width: w)) { spans in
            mask.withUnsafeMutableBufferPointer { out in
                for row in 0..<h {
                    let dst = out.baseAddress! + row &* w
                    let n = resolveRow(row, rule: rule, coverage: dst, spans: spans.baseAddress!)
                    for k in 0..<n where spans[k].value != Span.varying {
                        let span = spans[k]
                        dst.advanced(by: span.start).update(repeating: UInt8(truncatingIfNeeded: span.value),
                                                            count: span.end &- span.start)
                    }
                }
            }
        }
    }

    /// Adds the edges of `flat` (device space) to the cells of `box` (non-empty); every row of
    /// the box must then be taken out with `resolveRow`, which also clears the cells again.
    /// `wide`: the AVX2 build of the accumulation may run (`CPUFeatures.wideLanes`).
    func accumulate(_ flat: FlatPath, box: PixelBox, wide: Bool = CPUFeatures.wideLanes) {
        precondition(MemoryLayout<Point>.stride == 16 && MemoryLayout<Point>.offset(of: \Point.y) == 8,
                     "RasterLanes reads a point as two Doubles, x then y")
        let w = box.width, h = box.height
        let stride = w + 2
        if cellCapacity < stride * h {
            cells.deallocate()
            cellCapacity = stride * h
            cells = .allocate(capacity: cellCapacity)
            cells.initialize(repeating: 0, count: cellCapacity)
        }
        let blocks = (stride + (1 << CoverageAccumulator.blockShift) - 1) >> CoverageAccumulator.blockShift
        if touchedCapacity < blocks * h {
            touched.deallocate()
            touchedCapacity = blocks * h
            touched = .allocate(capacity: touchedCapacity)
            touched.initialize(repeating: 0, count: touchedCapacity)
        }
        self.width = w; self.height = h; self.stride = stride; self.blocksPerRow = blocks
        let ox = Double(box.x0), oy = Double(box.y0)
        let grid: CellGrid = (cells, touched, blocks, w, h, stride)
        // An outline within the box (every unclipped draw: the box is its bounds) needs no
        // clipping: its contours go to RasterLanes' `accumulateInside` (on AVX2 CPUs its AVX2
        // build, `wide`), a segment at a time with no clipping tests. The others are clipped
        // segment by segment here (`addLine`).
        let inside = ox <= flat.minX && flat.maxX <= Double(box.x1) && oy <= flat.minY && flat.maxY <= Double(box.y1)
        flat.points.withUnsafeBufferPointer { pts in
            // RasterLanes reads the points as raw Doubles, x then y, 16 bytes a point.
            let raw = UnsafeRawPointer(pts.baseAddress!)
            for contour in flat.contours where contour.end - contour.start >= 2 {
                if inside {
                    if wide {
                        accumulateInsideWide(raw, contour.start, contour.end, ox: ox, oy: oy, grid)
                    } else {
                        accumulateInside(raw, contour.start, contour.end, ox: ox, oy: oy, grid)
                    }
                    continue
                }
                var prev = pts[contour.end - 1]
                for i in contour.start..<contour.end {
                    let p = pts[i]
                    CoverageAccumulator.addLine(prev.x - ox, prev.y - oy, p.x - ox, p.y - oy, grid)
                    prev = p
                }
            }
        }
    }

    /// Prefix-sums one row of the accumulated box and clears its cells for the next draw. The
    /// coverage bytes of the blocks edges touched go to `coverage[start..<end]` (row-local
    /// positions); the row is described as contiguous spans in `spans` (room for `maxSpans`):
    /// each maximal run of untouched blocks is one span of constant coverage, each maximal run
    /// of touched blocks one varying span. Returns the number of spans. `wide`: the AVX2 build of
    /// the resolve may run (`CPUFeatures.wideLanes`, read once per fill). (The optimiser leaves it
    /// a call per row, with the eight-cell resolve inlined in it; forced inline into the fill's row
    /// loop, the resolve became a call per run instead: +5 M instructions a render of pills.)
    @inline(__always)
    func resolveRow(_ row: Int, rule: FillRule, coverage dst: UnsafeMutablePointer<UInt8>,
                    spans: UnsafeMutablePointer<Span>, wide: Bool = CPUFeatures.wideLanes) -> Int {
        let shift = CoverageAccumulator.blockShift
        let width = self.width
        let line = cells + row &* stride
        let flags = touched + row &* blocksPerRow
        let blocks = (width &+ (1 &<< shift) &- 1) &>> shift
        var sum: Float = 0
        var block = 0
        var n = 0
        while block < blocks {
            let start = block &<< shift
            var b = block &+ 1
            if flags[block] == 0 {
                // A run of untouched blocks has one coverage, the running sum.
                b = untouchedRunEnd(flags, from: b, blocks: blocks)
                spans[n] = Span(start: start, end: min(b &<< shift, width), value: Int(CoverageAccumulator.byte(sum, rule)))
            } else {
                // A run of touched blocks: one prefix sum over all its cells.
                b = touchedRunEnd(flags, from: block, blocks: blocks)
                let end = min(b &<< shift, width)
                switch rule {
                case .nonZero:
                    sum = CoverageAccumulator.resolveNonZero(line, start, end, from: sum, into: dst, wide: wide)
                case .evenOdd:
                    for i in start..<end {
                        sum += line[i]; line[i] = 0
                        dst[i] = CoverageAccumulator.byte(sum, .evenOdd)
                    }
                }
                spans[n] = Span(start: start, end: end, value: Span.varying)
            }
            n &+= 1
            block = b
        }
        clearPastRow(line, flags, width: width, blocks: blocks, blocksPerRow: blocksPerRow)
        return n
    }

    /// Composites the premultiplied colour `s` through the non-zero coverage of every row of the
    /// accumulated box onto `target` (its top-left pixel; rows `targetStride` pixels apart, each
    /// with `room` pixels after the box) and clears the cells: what `resolveRow` then
    /// `Blend.solidSpan` on each span give, in one pass straight from the cells (RasterLanes'
    /// `solidCover`, through its AVX2 build where `wide`). `scratch`: room for the box's width in
    /// bytes. Each target row is prefetched `RowPrefetch.rowsAhead` rows before it is drawn.
    func compositeSolid(_ s: UInt32, onto target: UnsafeMutablePointer<UInt32>, targetStride: Int, room: Int,
                        scratch: UnsafeMutablePointer<UInt8>, wide: Bool) {
        let grid: CellGrid = (cells, touched, blocksPerRow, width, height, stride)
        if wide {
            solidCoverWide(grid, target, targetStride: targetStride, room: room, s, ahead: RowPrefetch.rowsAhead, scratch: scratch)
        } else {
            solidCover(grid, target, targetStride: targetStride, room: room, s, ahead: RowPrefetch.rowsAhead, scratch: scratch)
        }
    }

    /// Composites the linear gradient `gradient` (`Shader.linear`'s ramp `table`, `dx`, `dy`, `t0`)
    /// through the non-zero coverage of the accumulated box, whose top-left pixel is canvas pixel
    /// (`x0`, `y0`) at `target` (rows `targetStride` pixels apart), row by row straight from the
    /// cells, and clears them: what `resolveRow` then `Blend.linearSpan` on each span give, with no
    /// span list written and read back and no second walk of the row. Each run is composited as the walk finds it: an
    /// untouched run at its one coverage (skipped at 0; at 255 shaded straight into the target or,
    /// translucent, blended from the ramp), a run of touched blocks resolved into `coverage` (as
    /// `resolveRow` resolves it: the same Float sums in the same order) and blended by
    /// `Blend.linearCoverSpan`. `scratch`: a shaded row (`linearSpan`'s constant partial coverage).
    /// Each target row is prefetched `RowPrefetch.rowsAhead` rows before it is drawn. Returns the
    /// number of rows done: all of them, or the first whose positions do not fit 16.16
    /// (`Shader.linearFixedPoint` is nil: a degenerate transform), which the caller resolves and
    /// shades the general way from there on.
    @inline(never)
    func compositeLinear(_ gradient: (dx: Double, dy: Double, t0: Double), _ table: UnsafePointer<UInt32>, x0: Int, y0: Int,
                         onto target: UnsafeMutablePointer<UInt32>, targetStride: Int, opaque: Bool,
                         coverage: UnsafeMutablePointer<UInt8>, scratch: UnsafeMutablePointer<UInt32>,
                         wide: Bool, ramp: Bool) -> Int {
        let shift = CoverageAccumulator.blockShift
        let width = self.width
        let blocks = (width &+ (1 &<< shift) &- 1) &>> shift
        for row in 0..<height {
            guard let fixed = Shader.linearFixedPoint(dx: gradient.dx, dy: gradient.dy, t0: gradient.t0,
                                                      x: x0, y: y0 &+ row, count: width) else { return row }
            let d = target + row &* targetStride
            if row &+ RowPrefetch.rowsAhead < height {
                RowPrefetch.bytes(UnsafeMutableRawPointer(d + RowPrefetch.rowsAhead &* targetStride)
                    .assumingMemoryBound(to: UInt8.self), count: width &* 4)
            }
            let line = cells + row &* stride
            let flags = touched + row &* blocksPerRow
            var sum: Float = 0
            var block = 0
            while block < blocks {
                let start = block &<< shift
                var b = block &+ 1
                if flags[block] == 0 {
                    // An untouched run.
                    b = untouchedRunEnd(flags, from: b, blocks: blocks)
                    let m = Int(CoverageAccumulator.byte(sum, .nonZero))
                    if m != 0 {
                        Blend.linearSpan(d, table, fixed.start, fixed.step, coverage,
                                         Span(start: start, end: min(b &<< shift, width), value: m),
                                         opaque: opaque, scratch: scratch, wide: wide, ramp: ramp)
                    }
                } else {
                    b = touchedRunEnd(flags, from: block, blocks: blocks)
                    let end = min(b &<< shift, width)
                    sum = CoverageAccumulator.resolveNonZero(line, start, end, from: sum, into: coverage, wide: wide)
                    Blend.linearCoverSpan(d + start, table, fixed.start &+ Int64(truncatingIfNeeded: start) &* fixed.step,
                                          fixed.step, coverage + start, end &- start, opaque: opaque, wide: wide, ramp: ramp)
                }
                block = b
            }
            clearPastRow(line, flags, width: width, blocks: blocks, blocksPerRow: blocksPerRow)
        }
        return height
    }

    /// Clips a segment to the box's rows and columns, then accumulates the pieces.
    @inline(__always)
    static func addLine(_ ax: Double, _ ay: Double, _ bx: Double, _ by: Double, _ grid: CellGrid) {
        var x0 = ax, y0 = ay, x1 = bx, y1 = by
        if y0 == y1 { return }
        let h = Double(grid.height), w = Double(grid.width)
        // Inside the box (every segment of an unclipped draw): what the pieces below come to,
        // without their divisions.
        if x0 >= 0 && x1 >= 0 && x0 <= w && x1 <= w && y0 >= 0 && y1 >= 0 && y0 <= h && y1 <= h {
            accumulateInsideSegment(x0, y0, x1, y1, grid)
            return
        }
        // Rows: keep the part within [0, h].
        if (y0 <= 0 && y1 <= 0) || (y0 >= h && y1 >= h) { return }
        let slope = (x1 - x0) / (y1 - y0)
        if y0 < 0 { x0 += slope * (0 - y0); y0 = 0 } else if y0 > h { x0 += slope * (h - y0); y0 = h }
        if y1 < 0 { x1 += slope * (0 - y1); y1 = 0 } else if y1 > h { x1 += slope * (h - y1); y1 = h }
        if y0 == y1 { return }
        // Columns: split where the segment crosses x = 0 and x = w.
        let inv = (y1 - y0) / (x1 - x0)
        var ys: (Double, Double, Double, Double) = (y0, y0, y1, y1)
        var xs: (Double, Double, Double, Double) = (x0, x0, x1, x1)
        if (x0 < 0) != (x1 < 0) {
            let yc = y0 + inv * (0 - x0)
            if x0 < 0 { xs.1 = 0; ys.1 = yc } else { xs.2 = 0; ys.2 = yc }
        }
        // Pieces: [p0, p1], [p1, p2], [p2, p3] with the crossing points inserted at p1/p2.
        func piece(_ xa: Double, _ ya: Double, _ xb: Double, _ yb: Double) {
            if ya == yb { return }
            if xa <= 0 && xb <= 0 {
                // Entirely left of the box: its whole height lands in column 0.
                accumulateSegment(0, ya, 0, yb, grid)
            } else if xa >= w && xb >= w {
                return   // right of the box: affects no pixel inside it
            } else if (xa > w) != (xb > w) {
                let yc = ya + (yb - ya) * (w - xa) / (xb - xa)
                if xa > w { accumulateSegment(w, yc, max(0, xb), yb, grid) }
                else { accumulateSegment(max(0, xa), ya, w, yc, grid) }
            } else {
                accumulateSegment(max(0, xa), ya, max(0, xb), yb, grid)
            }
        }
        piece(xs.0, ys.0, xs.1, ys.1)
        piece(xs.1, ys.1, xs.2, ys.2)
        piece(xs.2, ys.2, xs.3, ys.3)
    }

    /// The non-zero coverage bytes of cells `start..<end` into `dst`, the cells cleared; returns
    /// the running sum after them: RasterLanes' `resolveNonZero` (the serial sum eight cells a
    /// step in registers), through its AVX2 build for runs of `CPUFeatures.wideSpan` cells or
    /// more where `wide` (true only where that build may run, as `Blend.blendSpan`'s).
    /// (`@inline(always)`: with `@inline(__always)` `compositeLinear` kept it a call per touched
    /// run, ~68 instructions each.)
    @inline(always)
    static func resolveNonZero(_ line: UnsafeMutablePointer<Float>, _ start: Int, _ end: Int, from sum: Float,
                               into dst: UnsafeMutablePointer<UInt8>, wide: Bool = CPUFeatures.wideLanes) -> Float {
        if wide && end &- start >= CPUFeatures.wideSpan {
            return resolveNonZeroWide(line, start, end, from: sum, into: dst)
        }
        return RasterLanes.resolveNonZero(line, start, end, from: sum, into: dst)
    }

    @inline(__always)
    static func byte(_ sum: Float, _ rule: FillRule) -> UInt8 {
        var v = abs(sum)
        switch rule {
        case .nonZero:
            v = min(v, 1)
        case .evenOdd:
            v -= 2 * (v * 0.5).rounded(.down)
            if v > 1 { v = 2 - v }
        }
        return roundedByte(v * 255)
    }
}
