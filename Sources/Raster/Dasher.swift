import Values

/// Cuts polylines into dashes (SVG `stroke-dasharray` / `stroke-dashoffset`): the pattern
/// runs along the whole contour, a closed contour includes its closing segment.
struct Dasher {
    private let pattern: [Double]
    private let total: Double
    private let offset: Double

    /// At most this many dashes in one stroke, whatever its pattern, contours and length: a
    /// bound on the work a hostile file can ask for (each dash is stroked as a path of its own).
    static let budget = 1_000_000

    /// nil when the pattern draws a solid line (empty, any negative, or all zero), as SVG says,
    /// or when it repeats more than 64 times a device pixel: `deviceScale` is the longest a user
    /// unit becomes on the device (`Transform.maxScale`), so a fine pattern under a large
    /// viewBox is judged by what is drawn, not by its numbers.
    init?(_ dashes: [Double], offset: Double, deviceScale: Double = 1) {
        guard !dashes.isEmpty, dashes.allSatisfy({ $0 >= 0 && $0.isFinite }) else { return nil }
        let p = dashes.count % 2 == 1 ? dashes + dashes : dashes
        let sum = p.reduce(0, +)
        // A pattern too fine to see would cut a path into millions of pieces: draw it solid.
        guard sum > 1e-3, sum * deviceScale > 1.0 / 64 else { return nil }
        pattern = p; total = sum
        var o = offset.isFinite ? offset.truncatingRemainder(dividingBy: sum) : 0
        if o < 0 { o += sum }
        self.offset = o
    }

    /// Cuts one contour; `budget` is the stroke's, shared by its contours, and spent by each dash.
    func split(_ pts: [Point], closed: Bool, budget: inout Int, emit: ([Point]) -> Void) {
        guard pts.count >= 2 || (closed && pts.count >= 2) else { return }
        var path = pts
        if closed { path.append(pts[0]) }
        // Where in the pattern the contour starts.
        var index = 0, remaining = pattern[0]
        var skip = offset
        while skip > 0 {
            if skip >= remaining { skip -= remaining; index = (index + 1) % pattern.count; remaining = pattern[index] }
            else { remaining -= skip; skip = 0 }
        }
        var on = index % 2 == 0
        var current: [Point] = on ? [path[0]] : []
        for i in 1..<path.count {
            var a = path[i - 1]
            let b = path[i]
            var segLen = ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
            // `>=`: a dash that ends exactly at a vertex (or the path's end) switches there, so a
            // zero-length dash due at the very end still draws its dot.
            while segLen >= remaining && budget > 0 {
                budget -= 1
                // A zero-length gap due where a segment ends meets a zero-length rest: no division.
                let t = segLen > 0 ? remaining / segLen : 0
                let cut = Point(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t)
                if on { current.append(cut); emit(current); current = [] } else { current = [cut] }
                segLen -= remaining
                a = cut
                index = (index + 1) % pattern.count
                remaining = pattern[index]
                on = index % 2 == 0
            }
            remaining -= segLen
            if on { current.append(b) }
        }
        // The last dash: unless it only just began at the end (then it has no length, and only
        // a zero-length dash of the pattern should draw there).
        if on && current.count >= 2 && (remaining < pattern[index] || pattern[index] == 0) { emit(current) }
    }
}
