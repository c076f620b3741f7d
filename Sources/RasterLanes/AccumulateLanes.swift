/// Scan conversion's inner loops (Raster's `CoverageAccumulator`, which documents the method):
/// each segment of an outline adds, to every pixel row it crosses, its signed height split
/// between the cell it passes through and the next. Written once and compiled twice like the
/// conic chunk (ConicChunk.swift): `accumulateInside` is inlined into Raster, and
/// `accumulateInsideWide` is the same loop compiled in this module, for AVX2 CPUs in Linux
/// x86-64 release builds. The work is scalar Double arithmetic, a segment at a time; the AVX2
/// build gains by its encoding (three-operand instructions: no register copies), about 11 % of
/// the instructions. Both are the same IEEE operations in the same order (Swift forms no fused
/// multiply-adds), so the cells are the same bits (scripts/check-wide-lanes compares every bench
/// scene; AccumulateLanesTests the cells of random outlines).

/// The accumulation buffer of one fill: `cells`, `stride` = width + 2 Floats a row, and one
/// touched flag per block of 8 cells of a row (`blocksPerRow` a row). A tuple, not a struct: a
/// struct here would bring value witnesses compiled for AVX2 (ConicLanes.swift).
@usableFromInline
package typealias CellGrid = (cells: UnsafeMutablePointer<Float>, flags: UnsafeMutablePointer<UInt8>, blocksPerRow: Int,
                              width: Int, height: Int, stride: Int)

/// The segments of the closed contour `points[start..<end]` (x and y Doubles, a point every 16
/// bytes: Values' `Point`), moved by (−ox, −oy) into the box, every one of them inside it
/// (0 <= x <= width, 0 <= y <= height: the outline's bounds are within the box).
@_alwaysEmitIntoClient @inline(always)
package func accumulateInside(_ points: UnsafeRawPointer, _ start: Int, _ end: Int, ox: Double, oy: Double,
                              _ grid: CellGrid) {
    var px = points.load(fromByteOffset: (end &- 1) &* 16, as: Double.self) - ox
    var py = points.load(fromByteOffset: (end &- 1) &* 16 &+ 8, as: Double.self) - oy
    var i = start
    while i < end {
        let x = points.load(fromByteOffset: i &* 16, as: Double.self) - ox
        let y = points.load(fromByteOffset: i &* 16 &+ 8, as: Double.self) - oy
        accumulateInsideSegment(px, py, x, y, grid)
        px = x
        py = y
        i &+= 1
    }
}

/// `accumulateInside` compiled in this module: for AVX2 CPUs in Linux x86-64 release builds (see
/// `compiledForAVX2`), the baseline elsewhere. Raster calls it only after `CPUFeatures`' check.
@inline(never)
package func accumulateInsideWide(_ points: UnsafeRawPointer, _ start: Int, _ end: Int, ox: Double, oy: Double,
                                  _ grid: CellGrid) {
    accumulateInside(points, start, end, ox: ox, oy: oy, grid)
}

/// A segment within the box (0 <= x <= w, 0 <= y <= h).
@_alwaysEmitIntoClient @inline(always)
package func accumulateInsideSegment(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, _ grid: CellGrid) {
    let w = Double(grid.width)
    if x0 >= w && x1 >= w { return }   // on the right edge: affects no pixel inside
    if x0 <= 0 && x1 <= 0 { accumulateSegment(0, y0, 0, y1, grid); return }
    accumulateSegment(x0, y0, x1, y1, grid)
}

/// The signed-area contribution of one segment lying inside the box (0 <= x <= w, 0 <= y <= h).
///
/// The hot path of every fill: a row piece per pixel row the segment crosses. The rows between
/// the first and the last, whose top and bottom are the row's own edges, skip the clamps (the
/// cell values are those of clamping every row), and `lesser`/`greater` are plain compares
/// (Swift's generic `min` on Double stays a call in a function this large).
@_alwaysEmitIntoClient @inline(always)
package func accumulateSegment(_ ax: Double, _ ay: Double, _ bx: Double, _ by: Double, _ grid: CellGrid) {
    if ay == by { return }
    let dir: Double = ay < by ? 1 : -1
    let (x0, y0, x1, y1) = ay < by ? (ax, ay, bx, by) : (bx, by, ax, ay)
    // ⌈y1⌉ without libm's ceil (y1 >= 0 here, so truncation is the floor).
    let floorY1 = Int(y1)
    // Never past the box's last row: a crossing point computed by the clipper can land one
    // ulp below 0 or above the height, and ⌈h + ulp⌉ = h + 1 is a row the buffers do not have
    // (found by the SVG path fuzz target under AddressSanitizer: a write one byte past the
    // touched-block flags).
    let ceilY1 = Double(floorY1) < y1 ? floorY1 &+ 1 : floorY1
    let lastRow = ceilY1 < grid.height ? ceilY1 : grid.height
    let firstRow = Int(y0)
    var row = firstRow > 0 ? firstRow : 0
    guard row < lastRow else { return }
    var top = greater(Double(row), y0)
    if row &+ 1 == lastRow {
        // Within one row (most pieces of a flattened curve): the segment is the piece, and
        // its slope, a division, is not needed.
        addPiece(row: row, x0, x1, (lesser(Double(row &+ 1), y1) - top) * dir, grid)
        return
    }
    let dxdy = (x1 - x0) / (y1 - y0)
    var x = x0
    // Every row but the last ends at its lower edge (row + 1 < ⌈y1⌉ <= y1).
    let last = lastRow &- 1
    while row < last {
        let bottom = Double(row &+ 1)
        let xNext = x0 + dxdy * (bottom - y0)
        addPiece(row: row, x, xNext, (bottom - top) * dir, grid)
        x = xNext
        top = bottom
        row &+= 1
    }
    addPiece(row: row, x, x1, (lesser(Double(row &+ 1), y1) - top) * dir, grid)
}

/// `min` and `max` of two Doubles as the standard library defines them (equal: `min` keeps
/// the first, `max` the second), as plain compares.
@_alwaysEmitIntoClient @inline(always)
package func lesser(_ x: Double, _ y: Double) -> Double { y < x ? y : x }

/// See `lesser`.
@_alwaysEmitIntoClient @inline(always)
package func greater(_ x: Double, _ y: Double) -> Double { y >= x ? y : x }

/// The part of a segment inside one row, from x `xa` to `xb`, of signed height `d`.
@_alwaysEmitIntoClient @inline(always)
package func addPiece(row: Int, _ xa: Double, _ xb: Double, _ d: Double, _ grid: CellGrid) {
    let line = grid.cells + row &* grid.stride
    let xl = lesser(xa, xb), xr = greater(xa, xb)
    let cl = Int(xl)
    let next = Double(cl &+ 1)
    if xr <= next {
        // Inside one column: the part right of the line's mid-x stays in the cell. The blocks
        // of cells cl and cl + 1 are marked (cl <= width: both cells are in the row, so no clamp,
        // and there is no block between them).
        let rowFlags = grid.flags + row &* grid.blocksPerRow
        rowFlags[cl &>> 3] = 1
        rowFlags[(cl &+ 1) &>> 3] = 1
        let frac = (xl + xr) * 0.5 - Double(cl)
        line[cl] += Float(d * (1 - frac))
        line[cl &+ 1] += Float(d * frac)
    } else {
        addSpanningPiece(line: line, row: row, xl, xr, cl, d, grid)
    }
}

/// A row piece across several columns: each column gets the share of dy proportional to the
/// x-extent of the line inside it, split between its cell and the next by the line's mid-x.
///
/// A column the piece crosses whole (x from c to c + 1) gets exactly perX · 1 with its
/// mid-x at c + 0.5, so both of its cells get the same `h = perX · 0.5`: only the first and
/// last columns need arithmetic. Every cell still receives the same Float additions in the
/// same order as a column-by-column walk (first the share of the column to its left, then
/// that of its own column), so the sums are bit for bit the same.
@_alwaysEmitIntoClient @inline(always)
package func addSpanningPiece(line: UnsafeMutablePointer<Float>, row: Int, _ xl: Double, _ xr: Double, _ cl: Int,
                              _ d: Double, _ grid: CellGrid) {
    let end = Int(xr)   // columns cl + 1 ..< end are crossed whole; xr > cl + 1 here
    markBlocks(row: row, from: cl, to: end &+ 1, grid)
    let perX = d / (xr - xl)
    // The first column, from xl to its right edge.
    let right = Double(cl &+ 1)
    let dd = perX * (right - xl)
    let frac = (xl + right) * 0.5 - Double(cl)
    line[cl] += Float(dd * (1 - frac))
    var carry = Float(dd * frac)   // what the next cell gets first, from the column left of it
    let h = Float(perX * 0.5)
    var c = cl &+ 1
    while c < end {
        line[c] = (line[c] + carry) + h
        carry = h
        c &+= 1
    }
    // The last column, from its left edge to xr (none when xr is on a column edge).
    let left = Double(end)
    if left < xr {
        let dd = perX * (xr - left)
        let frac = (left + xr) * 0.5 - left
        line[end] = (line[end] + carry) + Float(dd * (1 - frac))
        line[end &+ 1] += Float(dd * frac)
    } else {
        line[end] += carry
    }
}

/// The touched flags of the blocks of cells `c0 ... c1` of a row (c1 clamped to the row). A flag
/// is touched when it is not 0 (Raster's `resolveRow` reads it so, and clears it).
@_alwaysEmitIntoClient @inline(always)
package func markBlocks(row: Int, from c0: Int, to c1: Int, _ grid: CellGrid) {
    let rowFlags = grid.flags + row &* grid.blocksPerRow
    var b = c0 &>> 3
    let lastCell = grid.blocksPerRow &<< 3 &- 1
    let last = (c1 < lastCell ? c1 : lastCell) &>> 3   // (generic `min` would be a call here)
    // Mostly one or two blocks: two stores. The rare blocks between get a value of their index
    // (never 0): a constant there is a loop LLVM turns into a `memset` call, which the AVX2
    // entry may not make (scripts/check-wide-lanes).
    rowFlags[b] = 1; rowFlags[last] = 1
    b &+= 1
    while b < last { rowFlags[b] = UInt8(truncatingIfNeeded: b) | 1; b &+= 1 }
}
