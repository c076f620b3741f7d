import Values

extension Path {
    /// Flatness of a trimmed path's polylines, in the path's own units (logical px): a hundredth
    /// of a point is a thirtieth of a device pixel at 3x, finer than the rasterizer's own 0.1 px.
    package static let trimTolerance = 0.01

    /// The part of the path between fractions `from` and `to` of its length (SwiftUI's
    /// `trimmedPath(from:to:)` and `.trim(from:to:)`, Core Animation's `strokeStart`/`strokeEnd`):
    /// both clamped to 0...1, the length measured along every contour in order (a closed contour
    /// includes its closing segment). The whole path (0 to 1) is itself, still closed; any other
    /// part is open polylines, a new contour wherever the part crosses from one contour to the
    /// next; nothing when `to` is not past `from`.
    package func trimmed(from: Double, to: Double) -> Path {
        let start = from.isFinite ? min(max(from, 0), 1) : 0, end = to.isFinite ? min(max(to, 0), 1) : 1
        if start == 0 && end == 1 { return self }
        guard end > start else { return Path() }
        var flat = FlatPath()
        Flattener.flatten(self, transform: .identity, tolerance: Path.trimTolerance, into: &flat)
        var polylines: [[Point]] = []
        for contour in flat.contours {
            var points = Array(flat.points[contour.start..<contour.end])
            if contour.closed, let first = points.first, points.last != first { points.append(first) }
            polylines.append(points)
        }
        func length(_ a: Point, _ b: Point) -> Double { ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot() }
        let total = polylines.reduce(0) { sum, line in sum + zip(line, line.dropFirst()).reduce(0) { $0 + length($1.0, $1.1) } }
        guard total > 0 else { return Path() }
        let low = start * total, high = end * total
        var out = Path()
        var travelled = 0.0
        for line in polylines {
            var drawing = false
            for (a, b) in zip(line, line.dropFirst()) {
                let l = length(a, b), s0 = travelled, s1 = travelled + l
                travelled = s1
                guard s1 > low, s0 < high, l > 0 else { continue }
                func at(_ s: Double) -> Point { let t = (s - s0) / l; return Point(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t) }
                if !drawing { out.move(to: s0 >= low ? a : at(low)); drawing = true }
                out.line(to: s1 <= high ? b : at(high))
            }
        }
        return out
    }
}
