import Values

/// One corner of a rounded rectangle in the corner's own frame, so one construction serves all
/// four corners: a point is (`along`, `across`) = (distance back from the corner point along the
/// edge that arrives at it, distance from the corner point along the edge that leaves it), both
/// towards the inside of the shape. A profile starts on the arriving edge at (`extentAlong`, 0)
/// and ends on the leaving edge at (0, `extentAcross`).
struct CornerProfile: Sendable {
    enum Segment: Sendable {
        case line(Point)
        case cubic(Point, Point, Point)
    }

    var extentAlong: Double
    var extentAcross: Double
    var segments: [Segment]
    /// The radius the corner was drawn for (its circle's, for a continuous or smoothed corner),
    /// which an inner edge subtracts a border's width from.
    var radius: Double

    init(extentAlong: Double, extentAcross: Double, segments: [Segment], radius: Double? = nil) {
        self.extentAlong = extentAlong; self.extentAcross = extentAcross; self.segments = segments
        self.radius = radius ?? extentAlong
    }

    /// A square corner: the edges meet at the corner point.
    static let square = CornerProfile(extentAlong: 0, extentAcross: 0, segments: [])

    /// A quarter ellipse with radii `along` and `across` (a quarter circle when they are equal),
    /// as one cubic with the usual control distance.
    static func circular(along: Double, across: Double) -> CornerProfile {
        guard along > 0, across > 0 else { return .square }
        let k = 1 - Path.kappa
        return CornerProfile(extentAlong: along, extentAcross: across,
                             segments: [.cubic(Point(along * k, 0), Point(0, across * k), Point(0, across))])
    }

    /// The profile stretched by `along` and `across` (an inner edge of a border whose two sides
    /// have different widths: CSS makes its corners elliptical).
    func scaled(along sa: Double, across sb: Double) -> CornerProfile {
        func s(_ p: Point) -> Point { Point(p.x * sa, p.y * sb) }
        return CornerProfile(extentAlong: extentAlong * sa, extentAcross: extentAcross * sb, segments: segments.map {
            switch $0 {
            case let .line(p): .line(s(p))
            case let .cubic(c1, c2, p): .cubic(s(c1), s(c2), s(p))
            }
        }, radius: radius * max(sa, sb))
    }
}

/// Where a corner sits: its point and the directions of travel along the edge arriving at it and
/// the edge leaving it (clockwise on screen, y down).
struct CornerFrame {
    var point: Point
    var arriving: Point
    var leaving: Point

    func place(_ p: Point) -> Point {
        Point(point.x - p.x * arriving.x + p.y * leaving.x, point.y - p.x * arriving.y + p.y * leaving.y)
    }

    /// The four corners of `r` clockwise from top-right, the order the outline visits them.
    static func corners(of r: Rect) -> [CornerFrame] {
        [CornerFrame(point: Point(r.maxX, r.minY), arriving: Point(1, 0), leaving: Point(0, 1)),
         CornerFrame(point: Point(r.maxX, r.maxY), arriving: Point(0, 1), leaving: Point(-1, 0)),
         CornerFrame(point: Point(r.minX, r.maxY), arriving: Point(-1, 0), leaving: Point(0, -1)),
         CornerFrame(point: Point(r.minX, r.minY), arriving: Point(0, -1), leaving: Point(1, 0))]
    }
}

extension Path {
    /// A rectangle whose corners (top-right, bottom-right, bottom-left, top-left) are `profiles`,
    /// clockwise from the top edge just after the top-left corner (where SVG starts a rounded
    /// rect, so dashes start there).
    mutating func addRect(_ r: Rect, corners profiles: [CornerProfile]) {
        let frames = CornerFrame.corners(of: r)
        move(to: frames[3].place(Point(0, profiles[3].extentAcross)))
        for (frame, profile) in zip(frames, profiles) {
            line(to: frame.place(Point(profile.extentAlong, 0)))
            for segment in profile.segments {
                switch segment {
                case let .line(p): line(to: frame.place(p))
                case let .cubic(c1, c2, p): cubic(to: frame.place(p), control1: frame.place(c1), control2: frame.place(c2))
                }
            }
        }
        close()
    }
}
