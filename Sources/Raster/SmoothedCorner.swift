#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Values

/// Figma's corner smoothing, as Figma's blog describes it ("Desperately seeking squircles",
/// 2018) and the figma-squircle package reproduces it: a corner of radius r and smoothing ξ
/// leaves each edge p = (1 + ξ)·r from the corner point; a circular arc of radius r spanning
/// 90°·(1 − ξ) sits in the middle, and a cubic on each side takes the curve from the edge into
/// the arc with matching tangent (the arc's ends lean 45°·ξ off the edges).
///
/// When an edge is too short for p on both its corners, ξ is reduced to what fits, never the
/// radius: each corner gets a budget along its edges — the larger corners choose first, a corner
/// takes its share r / (r + r') of an edge shared with a corner of radius r' that has not chosen
/// yet, or what that corner left — and ξ becomes at most budget / r − 1.
enum SmoothedCorner {
    /// One corner of radius `r`, smoothing `smoothing`, within `budget` along each edge.
    static func profile(radius r: Double, smoothing: Double, budget: Double) -> CornerProfile {
        guard r > 0 else { return .square }
        let xi = max(0, min(smoothing, budget / r - 1))
        let p = min((1 + xi) * r, budget)
        let arcDegrees = 90 * (1 - xi)
        // Each end of the arc moves this far along and across (the arc is symmetric).
        let arcSpan = sin(radians(arcDegrees / 2)) * r * 2.0.squareRoot()
        let lean = radians(45 * xi)
        let tangentLength = r * tan(radians((90 - arcDegrees) / 4))
        let c = tangentLength * cos(lean), d = c * tan(lean)
        let b = (p - arcSpan - c - d) / 3, a = 2 * b
        let arcStart = Point(p - a - b - c, d), arcEnd = Point(d, p - a - b - c)
        var segments: [CornerProfile.Segment] = [.cubic(Point(p - a, 0), Point(p - a - b, 0), arcStart)]
        if arcDegrees > 1e-9 {
            // The arc as one cubic: handles 4/3·tan(θ/4)·r along its end tangents.
            let handle = 4.0 / 3.0 * tan(radians(arcDegrees) / 4) * r
            let t0 = Point(-cos(lean), sin(lean)), t1 = Point(-sin(lean), cos(lean))
            segments.append(.cubic(arcStart + t0 * handle, arcEnd - t1 * handle, arcEnd))
        }
        segments.append(.cubic(Point(0, p - a - b), Point(0, p - a), Point(0, p)))
        return CornerProfile(extentAlong: p, extentAcross: p, segments: segments, radius: r)
    }

    /// The four corners of a `width` × `height` box, in outline order (top-right first).
    static func profiles(_ radii: CornerRadii, smoothing: Double, width: Double, height: Double) -> [CornerProfile] {
        // Outline order: top-right, bottom-right, bottom-left, top-left. Corner i shares its
        // arriving edge with corner i − 1 and its leaving edge with corner i + 1.
        let r = [radii.topRight, radii.bottomRight, radii.bottomLeft, radii.topLeft]
        // The edge leaving corner i: right, bottom, left, top.
        let leavingEdge = [height, width, height, width]
        var budget = [Double](repeating: -1, count: 4)
        for i in (0..<4).sorted(by: { r[$0] > r[$1] || (r[$0] == r[$1] && $0 < $1) }) {
            let neighbours = [(corner: (i + 3) % 4, edge: leavingEdge[(i + 3) % 4]), (corner: (i + 1) % 4, edge: leavingEdge[i])]
            budget[i] = neighbours.map { n -> Double in
                if r[i] == 0 && r[n.corner] == 0 { return 0 }
                if budget[n.corner] >= 0 { return n.edge - budget[n.corner] }
                return r[i] / (r[i] + r[n.corner]) * n.edge
            }.min()!
        }
        return (0..<4).map { profile(radius: r[$0], smoothing: smoothing, budget: budget[$0]) }
    }

    private static func radians(_ degrees: Double) -> Double { degrees * Double.pi / 180 }
}
