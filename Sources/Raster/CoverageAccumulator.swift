/// Which points are inside a self-overlapping outline.
/// Raw values are SVG's spellings (`fill-rule="evenodd"`), as description files write them.
public enum FillRule: String, Hashable, Sendable, CaseIterable {
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
    private var width = 0, stride = 0, blocksPerRow = 0
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
    func accumulate(_ flat: FlatPath, box: PixelBox) {
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
        self.width = w; self.stride = stride; self.blocksPerRow = blocks
        let ox = Double(box.x0), oy = Double(box.y0)
        let base = cells
        let marks = Marks(flags: touched, blocksPerRow: blocks)
        flat.points.withUnsafeBufferPointer { pts in
            for contour in flat.contours where contour.end - contour.start >= 2 {
                var prev = pts[contour.end - 1]
                for i in contour.start..<contour.end {
                    let p = pts[i]
                    CoverageAccumulator.addLine(prev.x - ox, prev.y - oy, p.x - ox, p.y - oy,
                                                width: w, height: h, stride: stride, acc: base, marks: marks)
                    prev = p
                }
            }
        }
    }

    /// Prefix-sums one row of the accumulated box and clears its cells for the next draw. The
    /// coverage bytes of the blocks edges touched go to `coverage[start..<end]` (row-local
    /// positions); the row is described as contiguous spans in `spans` (room for `maxSpans`),
    /// adjacent untouched blocks of equal coverage merged into one span and adjacent touched
    /// blocks into one varying span. Returns the number of spans.
    func resolveRow(_ row: Int, rule: FillRule, coverage dst: UnsafeMutablePointer<UInt8>,
                    spans: UnsafeMutablePointer<Span>) -> Int {
        let blockSize = 1 << CoverageAccumulator.blockShift
        let width = self.width
        let line = cells + row &* stride
        let flags = touched + row &* blocksPerRow
        var sum: Float = 0
        var start = 0
        var block = 0
        var n = 0
        let blocks = (width &+ blockSize &- 1) &>> CoverageAccumulator.blockShift
        while start < width {
            var end = min(start &+ blockSize, width)
            var value = Span.varying
            if flags[block] == 0 {
                // A run of untouched blocks has one coverage: find its end, eight flags at a time.
                var b = block &+ 1
                while b &+ 8 <= blocks && UnsafeRawPointer(flags + b).loadUnaligned(as: UInt64.self) == 0 { b &+= 8 }
                while b < blocks && flags[b] == 0 { b &+= 1 }
                end = min(b &<< CoverageAccumulator.blockShift, width)
                block = b &- 1
                value = Int(CoverageAccumulator.byte(sum, rule))
            } else {
                flags[block] = 0
                switch rule {
                case .nonZero:
                    for i in start..<end {
                        sum += line[i]; line[i] = 0
                        dst[i] = roundedByte(min(abs(sum), 1) * 255)
                    }
                case .evenOdd:
                    for i in start..<end {
                        sum += line[i]; line[i] = 0
                        dst[i] = CoverageAccumulator.byte(sum, .evenOdd)
                    }
                }
            }
            if n > 0 && spans[n &- 1].value == value {
                spans[n &- 1].end = end
            } else {
                spans[n] = Span(start: start, end: end, value: value)
                n &+= 1
            }
            start = end
            block &+= 1
        }
        // Cells past the last pixel (edges right of the box write there) and their flags.
        line[width] = 0; line[width &+ 1] = 0
        while block < blocksPerRow { flags[block] = 0; block &+= 1 }
        if width % blockSize != 0 { flags[(width &- 1) >> CoverageAccumulator.blockShift] = 0 }
        return n
    }

    /// Clips a segment to the box's rows and columns, then accumulates the pieces.
    @inline(__always)
    static func addLine(_ ax: Double, _ ay: Double, _ bx: Double, _ by: Double,
                        width: Int, height: Int, stride: Int, acc: UnsafeMutablePointer<Float>, marks: Marks) {
        var x0 = ax, y0 = ay, x1 = bx, y1 = by
        if y0 == y1 { return }
        let h = Double(height), w = Double(width)
        // Inside the box (every segment of an unclipped draw): what the pieces below come to,
        // without their divisions.
        if x0 >= 0 && x1 >= 0 && x0 <= w && x1 <= w && y0 >= 0 && y1 >= 0 && y0 <= h && y1 <= h {
            if x0 >= w && x1 >= w { return }   // on the right edge: affects no pixel inside
            if x0 <= 0 && x1 <= 0 { accumulate(0, y0, 0, y1, height: height, stride: stride, acc: acc, marks: marks); return }
            accumulate(x0, y0, x1, y1, height: height, stride: stride, acc: acc, marks: marks)
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
                accumulate(0, ya, 0, yb, height: height, stride: stride, acc: acc, marks: marks)
            } else if xa >= w && xb >= w {
                return   // right of the box: affects no pixel inside it
            } else if (xa > w) != (xb > w) {
                let yc = ya + (yb - ya) * (w - xa) / (xb - xa)
                if xa > w { accumulate(w, yc, max(0, xb), yb, height: height, stride: stride, acc: acc, marks: marks) }
                else { accumulate(max(0, xa), ya, w, yc, height: height, stride: stride, acc: acc, marks: marks) }
            } else {
                accumulate(max(0, xa), ya, max(0, xb), yb, height: height, stride: stride, acc: acc, marks: marks)
            }
        }
        piece(xs.0, ys.0, xs.1, ys.1)
        piece(xs.1, ys.1, xs.2, ys.2)
        piece(xs.2, ys.2, xs.3, ys.3)
    }

    /// The signed-area contribution of one segment lying inside the box (0 <= x <= w, 0 <= y <= h).
    @inline(__always)
    static func accumulate(_ ax: Double, _ ay: Double, _ bx: Double, _ by: Double, height: Int,
                           stride: Int, acc: UnsafeMutablePointer<Float>, marks: Marks) {
        if ay == by { return }
        let dir: Double = ay < by ? 1 : -1
        let (x0, y0, x1, y1) = ay < by ? (ax, ay, bx, by) : (bx, by, ax, ay)
        var row = Int(y0)
        // ⌈y1⌉ without libm's ceil (y1 >= 0 here, so truncation is the floor).
        let floorY1 = Int(y1)
        // Never past the box's last row: a crossing point computed by the clipper can land one
        // ulp below 0 or above the height, and ⌈h + ulp⌉ = h + 1 is a row the buffers do not have
        // (found by the SVG path fuzz target under AddressSanitizer: a write one byte past the
        // touched-block flags).
        let lastRow = min(Double(floorY1) < y1 ? floorY1 &+ 1 : floorY1, height)
        row = max(row, 0)
        guard row < lastRow else { return }
        if row &+ 1 == lastRow {
            // Within one row (most pieces of a flattened curve): the segment is the piece, and
            // its slope, a division, is not needed.
            let dy = min(Double(row &+ 1), y1) - max(Double(row), y0)
            addPiece(row: row, x0, x1, dy * dir, stride: stride, acc: acc, marks: marks)
            return
        }
        let dxdy = (x1 - x0) / (y1 - y0)
        var x = x0
        while row < lastRow {
            let top = max(Double(row), y0), bottom = min(Double(row &+ 1), y1)
            let dy = bottom - top
            let xNext = row &+ 1 >= lastRow ? x1 : x0 + dxdy * (bottom - y0)
            addPiece(row: row, x, xNext, dy * dir, stride: stride, acc: acc, marks: marks)
            x = xNext
            row &+= 1
        }
    }

    /// The part of a segment inside one row, from x `xa` to `xb`, of signed height `d`.
    @inline(__always)
    static func addPiece(row: Int, _ xa: Double, _ xb: Double, _ d: Double,
                         stride: Int, acc: UnsafeMutablePointer<Float>, marks: Marks) {
        let line = acc + row &* stride
        let xl = min(xa, xb), xr = max(xa, xb)
        let cl = Int(xl)
        marks.mark(row: row, from: cl, to: Int(xr) &+ 1)
        if xr <= Double(cl &+ 1) {
            // Inside one column: the part right of the line's mid-x stays in the cell.
            let frac = (xl + xr) * 0.5 - Double(cl)
            line[cl] += Float(d * (1 - frac))
            line[cl &+ 1] += Float(d * frac)
        } else {
            // Across several columns: each column gets the share of dy proportional to the
            // x-extent of the line inside it.
            let perX = d / (xr - xl)
            var c = cl
            var left = xl
            while left < xr {
                let right = min(Double(c &+ 1), xr)
                let dd = perX * (right - left)
                let frac = (left + right) * 0.5 - Double(c)
                line[c] += Float(dd * (1 - frac))
                line[c &+ 1] += Float(dd * frac)
                left = right
                c &+= 1
            }
        }
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

    /// The touched-block flags of the accumulation buffer.
    struct Marks {
        let flags: UnsafeMutablePointer<UInt8>
        let blocksPerRow: Int

        @inline(__always)
        func mark(row: Int, from c0: Int, to c1: Int) {
            let rowFlags = flags + row &* blocksPerRow
            var b = c0 &>> CoverageAccumulator.blockShift
            let last = min(c1, blocksPerRow &<< CoverageAccumulator.blockShift &- 1) &>> CoverageAccumulator.blockShift
            // Mostly one or two blocks: two stores, no memset call for the rare blocks between.
            rowFlags[b] = 1; rowFlags[last] = 1
            b &+= 1
            while b < last { rowFlags[b] = 1; b &+= 1 }
        }
    }
}
