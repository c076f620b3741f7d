import Values

/// Curves turned into polylines in device space. One reusable buffer of points plus the ranges
/// of the contours in it, so flattening allocates nothing once the buffers have grown.
struct FlatPath {
    struct Contour { var start: Int; var end: Int; var closed: Bool }
    var points: [Point] = []
    var contours: [Contour] = []
    var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity

    mutating func removeAll() {
        points.removeAll(keepingCapacity: true); contours.removeAll(keepingCapacity: true)
        minX = .infinity; minY = .infinity; maxX = -.infinity; maxY = -.infinity
    }

    var isEmpty: Bool { contours.isEmpty }

    /// The pixels the outline can touch (nil when nothing finite was added).
    var pixelBounds: PixelBox? {
        guard minX <= maxX, minY <= maxY else { return nil }
        return PixelBox(covering: minX, minY, maxX, maxY)
    }
}

/// Adaptive flattening: each curve is cut into n equal-parameter pieces, with n from Wang's
/// formula (n = sqrt(d(d-1)/8 · M / tolerance) for degree d, M the largest second difference of
/// the control points), the bound used by Skia and tiny-skia. The curve is transformed to
/// device space first, so the tolerance is in device pixels and 2x renders are as smooth as 1x.
enum Flattener {
    /// 0.1 device px, chosen by measurement against Skia and Chromium (docs/RASTER.md,
    /// "Flattening"): a chord polygon lies inside a convex curve, and Skia's own curves lose
    /// area the same way (a 20 px circle comes out 0.14–0.55 % under in skia-python), so 0.1 px
    /// puts our edges closest to theirs on every benchmark scene; 0.02 px is nearer the true
    /// area but farther from Skia, with twice the segments.
    /// A 20 px circle's polygon loses 0.48 % of its area (CircleAreaTests holds it under 0.6 %).
    static let defaultTolerance = 0.1

    static func flatten(_ path: Path, transform t: Transform, tolerance: Double = defaultTolerance,
                        into out: inout FlatPath) {
        out.removeAll()
        var start = 0
        var last = Point.zero
        var open = false
        func add(_ q: Point) {
            out.points.append(q)
            out.settle(from: out.points.count - 1, contourStart: start, open: open)
        }
        func finish(closed: Bool) {
            if open, out.points.count - start >= 1 {
                out.contours.append(.init(start: start, end: out.points.count, closed: closed))
            }
            open = false
        }
        for element in path.elements {
            switch element {
            case let .move(p):
                finish(closed: false)
                start = out.points.count; open = true
                last = t.apply(p); add(last)
            case let .line(p):
                last = t.apply(p); add(last)
            case let .quad(c, p):
                let p0 = last, p1 = t.apply(c), p2 = t.apply(p)
                let ddx = p0.x - 2 * p1.x + p2.x, ddy = p0.y - 2 * p1.y + p2.y
                let n = segmentCount(0.25 * (ddx * ddx + ddy * ddy).squareRoot(), tolerance)
                let first = out.points.count
                if n > 1 {
                    let step = 1 / Double(n)
                    out.points.append(contentsOf: repeatElement(.zero, count: n - 1))
                    out.points.withUnsafeMutableBufferPointer { points in
                        for i in 1..<n {
                            let u = Double(i) * step, v = 1 - u
                            points[first &+ i &- 1] = Point(v * v * p0.x + 2 * u * v * p1.x + u * u * p2.x,
                                                            v * v * p0.y + 2 * u * v * p1.y + u * u * p2.y)
                        }
                    }
                }
                out.points.append(p2)
                out.settle(from: first, contourStart: start, open: open)
                last = p2
            case let .cubic(c1, c2, p):
                let p0 = last, p1 = t.apply(c1), p2 = t.apply(c2), p3 = t.apply(p)
                let ax = p0.x - 2 * p1.x + p2.x, ay = p0.y - 2 * p1.y + p2.y
                let bx = p1.x - 2 * p2.x + p3.x, by = p1.y - 2 * p2.y + p3.y
                let m = max((ax * ax + ay * ay).squareRoot(), (bx * bx + by * by).squareRoot())
                let n = segmentCount(0.75 * m, tolerance)
                let first = out.points.count
                if n > 1 {
                    let step = 1 / Double(n)
                    out.points.append(contentsOf: repeatElement(.zero, count: n - 1))
                    out.points.withUnsafeMutableBufferPointer { points in
                        for i in 1..<n {
                            let u = Double(i) * step, v = 1 - u
                            let b0 = v * v * v, b1 = 3 * u * v * v, b2 = 3 * u * u * v, b3 = u * u * u
                            points[first &+ i &- 1] = Point(b0 * p0.x + b1 * p1.x + b2 * p2.x + b3 * p3.x,
                                                            b0 * p0.y + b1 * p1.y + b2 * p2.y + b3 * p3.y)
                        }
                    }
                }
                out.points.append(p3)
                out.settle(from: first, contourStart: start, open: open)
                last = p3
            case .close:
                finish(closed: true)
                // A command after close starts from the contour's start (Path inserts a move).
            }
        }
        finish(closed: false)
    }

    /// n = ceil(sqrt(k·M / tolerance)), at least 1, at most 4096 (huge curves far off the canvas
    /// must not cost millions of points).
    @inline(__always)
    static func segmentCount(_ kM: Double, _ tolerance: Double) -> Int {
        let n = (kM / tolerance).squareRoot().rounded(.up)
        guard n.isFinite else { return 4096 }
        // Clamp in Double first: a finite curve 1e300 px long would not fit in an Int.
        return max(1, Int(min(4096, n)))
    }
}

extension FlatPath {
    /// Puts the points appended since `first` through the checks every flattened point gets, in
    /// one pass over the buffer (a curve's points are appended at once: no array append, with its
    /// uniqueness check, per point). `contourStart` and `open`: the contour being built, if any.
    /// A method with the flattener's state as parameters, not a local function capturing it
    /// (captured variables are checked for exclusive access at run time on every call).
    mutating func settle(from first: Int, contourStart start: Int, open: Bool) {
        var minX = self.minX, maxX = self.maxX, minY = self.minY, maxY = self.maxY
        let kept = points.withUnsafeMutableBufferPointer { buffer in
            var kept = first
            for i in first..<buffer.count {
                let q = buffer[i]
                guard q.x.isFinite, q.y.isFinite else { continue }
                // Beyond ±1e12 px the clipping arithmetic would lose precision (or overflow to
                // infinity near 1e308); clamping there moves nothing that can reach a canvas.
                let p = Point(min(max(q.x, -1e12), 1e12), min(max(q.y, -1e12), 1e12))
                // Drop repeated points: zero-length pieces add nothing to a fill and have no
                // direction for the stroker.
                if open, kept > start, buffer[kept &- 1] == p { continue }
                buffer[kept] = p
                kept &+= 1
                if p.x < minX { minX = p.x }
                if p.x > maxX { maxX = p.x }
                if p.y < minY { minY = p.y }
                if p.y > maxY { maxY = p.y }
            }
            return kept
        }
        if kept < points.count { points.removeLast(points.count - kept) }
        self.minX = minX; self.maxX = maxX; self.minY = minY; self.maxY = maxY
    }

    /// Appends a polygon point by point (the stroker builds its outlines this way):
    /// `beginContour`, `add` for each point, then `endContour`, which sets the contour's range
    /// once rather than after every point.
    mutating func beginContour() {
        contours.append(.init(start: points.count, end: points.count, closed: true))
    }

    mutating func add(_ p: Point) {
        points.append(p)
        if p.x < minX { minX = p.x }
        if p.x > maxX { maxX = p.x }
        if p.y < minY { minY = p.y }
        if p.y > maxY { maxY = p.y }
    }

    mutating func endContour() {
        contours[contours.count - 1].end = points.count
    }
}
