import Values

/// Finds the small shift of `actual` against `expected` that gives the fewest mismatched pixels.
/// A Figma export and a render of the same component can sit a pixel or two apart (a frame
/// placed at a fractional position, a stroke outside the bounds); the best alignment says
/// whether anything else differs.
package struct OffsetSearch: Sendable {
    /// The offsets tried: every (dx, dy) with |dx|, |dy| <= radius.
    package var radius: Int
    package var differ: PixelDiffer

    package init(radius: Int = 2, differ: PixelDiffer = PixelDiffer()) {
        self.radius = radius
        self.differ = differ
    }

    /// The best shift found and the metrics of the overlap at that shift.
    package struct Alignment: Hashable, Sendable {
        /// `actual`'s pixel (x + dx, y + dy) is compared with `expected`'s (x, y).
        package var dx: Int
        package var dy: Int
        /// The metrics over the overlapping rectangle, in `expected`'s coordinates.
        package var metrics: DiffMetrics
        /// Where the overlap starts in `expected`.
        package var originX: Int
        package var originY: Int
        package var diffImage: RGBAImage?
    }

    /// The best alignment: the smallest mean colour difference per pixel of the overlap, then the
    /// smallest shift (|dx| + |dy|), then the first in scan order (dy, then dx, from −radius).
    /// Nil when no shift leaves an overlap.
    ///
    /// The score is normalised by the overlap because a shift also crops: counting mismatched
    /// pixels would favour shifts that merely cut differing pixels off. And it is a difference of
    /// colours, not pixelmatch's count, because pixelmatch takes an edge moved by one pixel for
    /// anti-aliasing and ignores it, so a 1 px misalignment would score as well as the true one.
    package func best(_ expected: RGBAImage, _ actual: RGBAImage, drawDiff: Bool = false) -> Alignment? {
        var best: (dx: Int, dy: Int, score: Double)?
        for dy in -radius...radius {
            for dx in -radius...radius {
                guard let score = OffsetSearch.meanDifference(expected, actual, dx: dx, dy: dy) else { continue }
                if let current = best {
                    if (score, abs(dx) + abs(dy)) < (current.score, abs(current.dx) + abs(current.dy)) { best = (dx, dy, score) }
                } else {
                    best = (dx, dy, score)
                }
            }
        }
        guard let found = best else { return nil }
        return compare(expected, actual, dx: found.dx, dy: found.dy, drawDiff: drawDiff)
    }

    /// Mean absolute difference of the RGBA bytes over the overlap when `actual` is shifted by
    /// (dx, dy); nil when nothing overlaps.
    static func meanDifference(_ expected: RGBAImage, _ actual: RGBAImage, dx: Int, dy: Int) -> Double? {
        let x0 = max(0, -dx), y0 = max(0, -dy)
        let x1 = min(expected.width, actual.width - dx), y1 = min(expected.height, actual.height - dy)
        guard x1 > x0, y1 > y0 else { return nil }
        var total: UInt64 = 0
        expected.bytes.withUnsafeBufferPointer { e in
            actual.bytes.withUnsafeBufferPointer { a in
                for y in y0..<y1 {
                    let eRow = (y * expected.width + x0) * 4, aRow = ((y + dy) * actual.width + x0 + dx) * 4
                    var rowTotal: UInt32 = 0
                    for i in 0..<((x1 - x0) * 4) {
                        let p = Int16(e[eRow + i]) &- Int16(a[aRow + i])
                        rowTotal &+= UInt32(p < 0 ? -p : p)
                    }
                    total &+= UInt64(rowTotal)
                }
            }
        }
        return Double(total) / Double((x1 - x0) * (y1 - y0) * 4)
    }

    /// The comparison of the overlap when `actual` is shifted by (dx, dy).
    package func compare(_ expected: RGBAImage, _ actual: RGBAImage, dx: Int, dy: Int, drawDiff: Bool) -> Alignment? {
        // Overlap in expected's coordinates: x in [max(0, -dx), min(we, wa - dx)).
        let x0 = max(0, -dx), y0 = max(0, -dy)
        let x1 = min(expected.width, actual.width - dx), y1 = min(expected.height, actual.height - dy)
        guard x1 > x0, y1 > y0 else { return nil }
        let w = x1 - x0, h = y1 - y0
        let e = expected.cropped(x: x0, y: y0, width: w, height: h)
        let a = actual.cropped(x: x0 + dx, y: y0 + dy, width: w, height: h)
        guard case let .compared(metrics, image) = differ.compare(e, a, drawDiff: drawDiff) else { return nil }
        var shifted = metrics
        shifted.bbox = metrics.bbox.map { PixelBox(x: $0.x + x0, y: $0.y + y0, width: $0.width, height: $0.height) }
        return Alignment(dx: dx, dy: dy, metrics: shifted, originX: x0, originY: y0, diffImage: image)
    }
}
