#if canImport(Glibc)
import Glibc
import Values
#elseif canImport(Darwin)
import Darwin
#endif

/// Turns flattened polylines into the polygons that cover their stroke, to be filled with the
/// non-zero rule (after Skia's SkStroke): each side of the line is offset by half the width;
/// on the outer side of a corner the join (miter, round or bevel) is inserted, on the inner
/// side the two offsets are joined directly, and the overlap this leaves is absorbed by
/// non-zero filling. An open polyline becomes one closed outline (left side,
/// end cap, right side backwards, start cap); a closed one becomes two rings.
/// Works in user space so that a non-uniform transform stretches the stroke as it should; the
/// points go out mapped by `transform`.
struct Stroker {
    var halfWidth: Double
    var join: LineJoin
    var cap: LineCap
    var miterLimit: Double
    /// Flatness of round joins and caps, in the same (user) units as the points.
    var tolerance: Double
    /// Maps every outline point on its way out (user space to the device): the outline is
    /// built in user space, so a non-uniform transform stretches the stroke, and written in
    /// device space in the same pass, with no second pass over the points.
    var transform: Transform = .identity
    /// The device area the stroke can be seen in (the canvas), or nil: a dash whose outline
    /// cannot reach it is not stroked (as Skia culls dashes to the clip), so a dashed path
    /// running far off the canvas costs its dash count, not a stroked outline per dash.
    var visibleArea: Rect? = nil

    /// The largest angle step of a round join or cap whose chords stay within `tolerance`.
    private var arcStep: Double {
        let r = halfWidth
        guard r > tolerance else { return Double.pi / 2 }
        return max(0.01, 2 * acos(1 - tolerance / r))
    }

    func stroke(_ flat: FlatPath, dashes: [Double], dashOffset: Double, into out: inout FlatPath) {
        out.removeAll()
        guard halfWidth > 0, halfWidth.isFinite else { return }
        var scratch: [Point] = []
        let dasher = Dasher(dashes, offset: dashOffset, deviceScale: transform.maxScale)
        var dashBudget = Dasher.budget
        // The area a dash's outline must reach, grown once per stroke by the farthest a join or
        // cap reaches (the miter limit, or a square cap's √2, times the half width on the device)
        // and a pixel for anti-aliasing, so each dash only compares its own bounds.
        let reachable = visibleArea.map { area -> Rect in
            let margin = halfWidth * transform.maxScale * max(miterLimit, 2) + 1
            return Rect(x: area.x - margin, y: area.y - margin, width: area.width + 2 * margin, height: area.height + 2 * margin)
        }
        for contour in flat.contours {
            scratch.removeAll(keepingCapacity: true)
            scratch.append(contentsOf: flat.points[contour.start..<contour.end])
            // A closed contour's last point may repeat its first.
            if contour.closed, scratch.count > 1, scratch.first == scratch.last { scratch.removeLast() }
            if let dasher {
                dasher.split(scratch, closed: contour.closed, budget: &dashBudget) { piece in
                    if let reachable, !reaches(piece, reachable) { return }
                    strokeOpen(piece, into: &out)
                }
            } else if contour.closed && scratch.count >= 3 {
                strokeClosed(scratch, into: &out)
            } else if contour.closed && scratch.count == 2 {
                strokeOpen([scratch[0], scratch[1], scratch[0]], into: &out)
            } else {
                strokeOpen(scratch, into: &out)
            }
        }
    }

    /// Whether the open polyline `piece`'s device bounds meet `area` (already grown by what its
    /// outline adds around it).
    private func reaches(_ piece: [Point], _ area: Rect) -> Bool {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for p in piece {
            let q = transform.apply(p)
            minX = min(minX, q.x); maxX = max(maxX, q.x); minY = min(minY, q.y); maxY = max(maxY, q.y)
        }
        // NaN bounds compare false: such a piece is stroked, as it was before culling.
        return !(maxX < area.x || minX > area.x + area.width || maxY < area.y || minY > area.y + area.height)
    }

    private func normal(_ a: Point, _ b: Point) -> Point? { segment(a, b).normal }

    /// Appends the outline point `p` (user space) to `out`, mapped to the device.
    @inline(__always)
    private func put(_ p: Point, _ out: inout FlatPath) { out.add(transform.apply(p)) }

    private func strokeOpen(_ raw: [Point], into out: inout FlatPath) {
        // Repeated points have no direction (dash cuts and degenerate input make them).
        var pts: [Point] = []
        pts.reserveCapacity(raw.count)
        for p in raw where pts.last.map({ abs($0.x - p.x) > 1e-12 || abs($0.y - p.y) > 1e-12 }) ?? true {
            pts.append(p)
        }
        guard let first = pts.first else { return }
        if pts.count == 1 { dot(at: first, into: &out); return }
        out.beginContour()
        side(pts, closed: false, into: &out)
        let rev = Array(pts.reversed())
        // End cap: from the left side's end to the right side's end.
        capPoints(at: pts[pts.count - 1], from: pts[pts.count - 2], into: &out)
        side(rev, closed: false, into: &out)
        capPoints(at: pts[0], from: pts[1], into: &out)
        out.endContour()
    }

    private func strokeClosed(_ pts: [Point], into out: inout FlatPath) {
        out.beginContour()
        side(pts, closed: true, into: &out)
        out.endContour()
        out.beginContour()
        side(Array(pts.reversed()), closed: true, into: &out)
        out.endContour()
    }

    /// One segment's direction, length and left normal of length halfWidth (nil when it is too
    /// short to have a direction): computed once for the joins at both of its ends.
    private struct Segment { var d: Point; var length: Double; var normal: Point? }

    private func segment(_ a: Point, _ b: Point) -> Segment {
        let dx = b.x - a.x, dy = b.y - a.y
        let len = (dx * dx + dy * dy).squareRoot()
        // Left of the direction on screen (y down): (dy, -dx).
        return Segment(d: Point(dx, dy), length: len,
                       normal: len > 1e-12 ? Point(dy / len * halfWidth, -dx / len * halfWidth) : nil)
    }

    /// The left offset of the polyline with joins at its corners.
    private func side(_ pts: [Point], closed: Bool, into out: inout FlatPath) {
        let n = pts.count
        if !closed {
            var prev = segment(pts[0], pts[1])
            guard let n0 = prev.normal else { return }
            put(pts[0] + n0, &out)
            for i in 1..<(n - 1) {
                let next = segment(pts[i], pts[i + 1])
                joinPoints(at: pts[i], prev, next, into: &out)
                prev = next
            }
            if let nl = prev.normal { put(pts[n - 1] + nl, &out) }
        } else {
            var prev = segment(pts[n - 1], pts[0])
            for i in 0..<n {
                let next = segment(pts[i], pts[i + 1 == n ? 0 : i + 1])   // not `% n`: a division per point
                joinPoints(at: pts[i], prev, next, into: &out)
                prev = next
            }
        }
    }

    /// The join at `v` between segment `a` (ending at v) and segment `b` (starting at v).
    @inline(__always)
    private func joinPoints(at v: Point, _ a: Segment, _ b: Segment, into out: inout FlatPath) {
        guard let na = a.normal, let nb = b.normal else { return }
        let da = a.d, db = b.d
        let cross = da.x * db.y - da.y * db.x
        let dot = da.x * db.x + da.y * db.y
        let la = a.length, lb = b.length
        let sinTurn = cross / (la * lb), cosTurn = dot / (la * lb)
        if abs(sinTurn) < 1e-9 && cosTurn > 0 {
            put(v + na, &out)   // straight on: nothing to join
            return
        }
        // Where the two offset lines meet: v + (na + nb) · hw / (|na + nb| · cos(turn / 2)).
        let cosHalf = ((1 + cosTurn) / 2).squareRoot()
        func meeting() -> Point {
            let mx = na.x + nb.x, my = na.y + nb.y
            let scale = halfWidth / cosHalf / (mx * mx + my * my).squareRoot()
            return Point(v.x + mx * scale, v.y + my * scale)
        }
        if sinTurn < 0 {
            // Inner side. The offsets cross at `meeting()`, hw·tan(turn/2) before v along each
            // side; when that is within half of both segments (so the neighbouring joins cannot
            // interfere) that point alone is the exact corner. Otherwise cut straight across:
            // the offsets then overlap in a small triangle of winding 2 which non-zero absorbs
            // (Skia goes through v itself; with area accumulation that larger triangle is
            // counted twice in edge pixels and thickened curved strokes by ~0.5 %).
            let sinHalf = ((1 - cosTurn) / 2).squareRoot()
            if cosHalf > 1e-9 && halfWidth * sinHalf / cosHalf <= min(la, lb) / 2 {
                put(meeting(), &out)
            } else {
                put(v + na, &out); put(v + nb, &out)
            }
            return
        }
        // Outer side. Only the corner point is emitted for a miter: the points before and after
        // it lie on the same two offset lines, so v ± n would add nothing but edges.
        switch join {
        case .bevel:
            put(v + na, &out); put(v + nb, &out)
        case .miter:
            // Miter length / width = 1 / cos(turn / 2) (SVG's 1 / sin(θ/2) with θ = π − turn).
            if cosHalf > 1e-9 && 1 / cosHalf <= miterLimit {
                put(meeting(), &out)
            } else {
                put(v + na, &out); put(v + nb, &out)
            }
        case .round where cosHalf > 1e-9 && halfWidth * (1 / cosHalf - 1) <= tolerance:
            // So slight a turn that the miter point is within the flattening tolerance of the arc.
            put(meeting(), &out)
        case .round:
            var sweep = atan2(nb.y, nb.x) - atan2(na.y, na.x)
            if sweep > Double.pi { sweep -= 2 * Double.pi }
            if sweep < -Double.pi { sweep += 2 * Double.pi }
            arc(center: v, from: na, sweep: sweep, into: &out)
        }
    }

    /// Points from the left offset at `end` round to its right offset, for direction from → end.
    private func capPoints(at end: Point, from: Point, into out: inout FlatPath) {
        guard let n = normal(from, end) else { return }
        let d = Point(-n.y, n.x)   // the direction of travel, length halfWidth
        switch cap {
        case .butt:
            break   // the next side starts at end − n: a straight edge
        case .square:
            put(end + n + d, &out); put(end - n + d, &out)
        case .round:
            // Half a turn from n through d to −n.
            var toward = atan2(d.y, d.x) - atan2(n.y, n.x)
            if toward > Double.pi { toward -= 2 * Double.pi }
            if toward < -Double.pi { toward += 2 * Double.pi }
            arc(center: end, from: n, sweep: toward > 0 ? Double.pi : -Double.pi, into: &out)
        }
    }

    /// A zero-length subpath: round and square caps draw a dot (SVG), butt draws nothing.
    private func dot(at p: Point, into out: inout FlatPath) {
        let r = halfWidth
        switch cap {
        case .butt: return
        case .square:
            out.beginContour()
            put(Point(p.x - r, p.y - r), &out); put(Point(p.x + r, p.y - r), &out)
            put(Point(p.x + r, p.y + r), &out); put(Point(p.x - r, p.y + r), &out)
            out.endContour()
        case .round:
            out.beginContour()
            arc(center: p, from: Point(r, 0), sweep: 2 * Double.pi, into: &out)
            out.endContour()
        }
    }

    /// Points on the circle of radius |from| around `center`, from the angle of `from`, both ends included.
    private func arc(center: Point, from: Point, sweep: Double, into out: inout FlatPath) {
        let steps = max(1, Int((abs(sweep) / arcStep).rounded(.up)))
        let a0 = atan2(from.y, from.x), r = (from.x * from.x + from.y * from.y).squareRoot()
        for i in 0...steps {
            let a = a0 + sweep * Double(i) / Double(steps)
            put(Point(center.x + r * cos(a), center.y + r * sin(a)), &out)
        }
    }
}
