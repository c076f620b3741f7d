import Testing
import Values
@testable import Raster

/// Continuous (iOS) and smoothed (Figma) corners against their published constructions: the
/// points they pass through and the area they enclose.
@Suite struct CornerStyleTests {
    /// The signed area of a path of lines and cubics, exact (Gauss–Legendre with 3 nodes
    /// integrates x·y′ of a cubic, a polynomial of degree 5, exactly).
    static func area(_ path: Path) -> Double {
        var total = 0.0, pen = Point.zero, start = Point.zero
        let nodes = [(-0.7745966692414834, 5.0 / 9), (0.0, 8.0 / 9), (0.7745966692414834, 5.0 / 9)]
        func line(_ a: Point, _ b: Point) { total += (a.x * b.y - b.x * a.y) / 2 }
        for e in path.elements {
            switch e {
            case let .move(p): pen = p; start = p
            case let .line(p): line(pen, p); pen = p
            case let .quad(c, p): line(pen, c); line(c, p); pen = p
            case let .cubic(c1, c2, p):
                let p0 = pen
                for (x, w) in nodes {
                    let t = (x + 1) / 2, u = 1 - t
                    let pt = p0 * (u * u * u) + c1 * (3 * u * u * t) + c2 * (3 * u * t * t) + p * (t * t * t)
                    let d = (c1 - p0) * (3 * u * u) + (c2 - c1) * (6 * u * t) + (p - c2) * (3 * t * t)
                    total += w / 2 * (pt.x * d.y - pt.y * d.x) / 2
                }
                pen = p
            case .close: line(pen, start); pen = start
            }
        }
        return total
    }

    /// The published UIKit path (PaintCode's numbers) for one radius, as printed: its last cubic
    /// of each corner runs straight from the middle cubic to the edge.
    static func publishedContinuous(_ r: Rect, radius k: Double) -> Path {
        func tr(_ x: Double, _ y: Double) -> Point { Point(r.maxX - x * k, r.minY + y * k) }
        func br(_ x: Double, _ y: Double) -> Point { Point(r.maxX - y * k, r.maxY - x * k) }
        func bl(_ x: Double, _ y: Double) -> Point { Point(r.minX + x * k, r.maxY - y * k) }
        func tl(_ x: Double, _ y: Double) -> Point { Point(r.minX + y * k, r.minY + x * k) }
        var p = Path()
        p.move(to: tl(0, 1.52866483))
        for corner in [tr, br, bl, tl] {
            p.line(to: corner(1.52866471, 0))
            p.cubic(to: corner(0.66993427, 0.06549600), control1: corner(1.08849323, 0), control2: corner(0.86840689, 0))
            p.line(to: corner(0.63149399, 0.07491100))
            p.cubic(to: corner(0.07491176, 0.63149399), control1: corner(0.37282392, 0.16905899), control2: corner(0.16906013, 0.37282401))
            p.cubic(to: corner(0, 1.52866483), control1: corner(0, 0.86840701), control2: corner(0, 1.08849299))
        }
        p.close()
        return p
    }

    static func points(_ path: Path) -> [Point] {
        path.elements.compactMap {
            switch $0 {
            case let .move(p), let .line(p), let .cubic(_, _, p): p
            default: nil
            }
        }
    }

    static func contains(_ points: [Point], _ p: Point) -> Bool {
        points.contains { abs($0.x - p.x) < 1e-6 && abs($0.y - p.y) < 1e-6 }
    }

    @Test func continuousCornerLeavesTheEdge1_52866RadiiFromTheCornerAndPassesThePublishedPoints() {
        let box = Rect(x: 0, y: 0, width: 200, height: 160)
        let path = Path(roundedRect: RoundedRect(rect: box, radius: 40, style: .continuous))
        let pts = Self.points(path)
        // Top edge after the top-left corner, then into the top-right corner.
        #expect(abs(pts[0].x - 61.1465932) < 1e-6 && pts[0].y == 0)
        #expect(Self.contains(pts, Point(200 - 61.1465932, 0)))
        #expect(Self.contains(pts, Point(200 - 0.66993427 * 40, 0.06549600 * 40)))
        #expect(Self.contains(pts, Point(200 - 0.63149399 * 40, 0.07491100 * 40)))
        #expect(Self.contains(pts, Point(200 - 0.07491100 * 40, 0.63149399 * 40)))
        #expect(Self.contains(pts, Point(200, 61.1465932)))
        // Three cubics and two short lines per corner: 4 × (3 + 2) plus the four edges.
        let cubics = path.elements.filter { if case .cubic = $0 { true } else { false } }.count
        #expect(cubics == 12)
    }

    @Test func continuousAreaMatchesThePublishedPathAndLiesBetweenSquareAndCircular() {
        let box = Rect(x: 0, y: 0, width: 200, height: 160)
        let ours = Self.area(Path(roundedRect: RoundedRect(rect: box, radius: 40, style: .continuous)))
        let published = Self.area(Self.publishedContinuous(box, radius: 40))
        // The symmetric profile and the printed one differ by a sliver along each corner's last
        // curve: under 0.0004 r² a corner.
        #expect(abs(ours - published) < 4 * 0.0004 * 1600, "\(ours) vs \(published)")
        // A continuous corner starts 1.53 r along the edges, so it cuts more of the box than a
        // quarter circle of the same radius, and less than one of radius 1.53 r.
        let circular = Self.area(Path(roundedRect: RoundedRect(rect: box, radius: 40)))
        let wide = Self.area(Path(roundedRect: RoundedRect(rect: box, radius: 40 * 1.52866483)))
        #expect(ours < circular && ours > wide)
    }

    @Test func uikitDrawsCircularEndsWhenTheShorterSideCannotHoldTwoProfiles() {
        // 2 × 1.52866 × 20 = 61.1 > 50: UIKit rounds the whole ends (the reported 208 × 50, r = 20 case).
        let box = Rect(x: 0, y: 0, width: 208, height: 50)
        let continuous = Path(roundedRect: RoundedRect(rect: box, radius: 20, style: .continuous))
        let pill = Path(roundedRect: .pill(box))
        #expect(abs(Self.area(continuous) - Self.area(pill)) < 1e-6)
        // 48 high at r = 16 falls back (48 < 48.9), 49 high keeps the profile.
        let low = Path(roundedRect: RoundedRect(rect: Rect(x: 0, y: 0, width: 100, height: 48), radius: 16, style: .continuous))
        let high = Path(roundedRect: RoundedRect(rect: Rect(x: 0, y: 0, width: 100, height: 49), radius: 16, style: .continuous))
        #expect(abs(Self.points(low)[0].x - 24) < 1e-9)
        #expect(abs(Self.points(high)[0].x - 16 * 1.52866483) < 1e-9)
    }

    @Test func continuousPillIsACapsule() {
        let box = Rect(x: 0, y: 0, width: 120, height: 40)
        #expect(abs(Self.area(Path(pillIn: box, style: .continuous)) - Self.area(Path(pillIn: box))) < 1e-6)
    }

    @Test func smoothedCornerFollowsFigmasConstruction() {
        // r = 40, ξ = 0.6 on a 200 × 200 box: the figma-squircle numbers a = 22.4021, b = 11.2011,
        // c = 8.55647, d = 4.35974, p = 64 (each corner leaves the edges 1.6 r out).
        let box = Rect(x: 0, y: 0, width: 200, height: 200)
        let path = Path(roundedRect: RoundedRect(rect: box, radius: 40, style: .smoothed(0.6)))
        let pts = Self.points(path)
        #expect(abs(pts[0].x - 64) < 1e-9)
        let a = 22.402100242136427, b = 11.201050121068214, c = 8.556469626377229, d = 4.359739032465285
        // Where the first cubic meets the arc, in the top-right corner.
        let arcStart = Point(200 - (64 - a - b - c), d)
        #expect(Self.contains(pts, arcStart))
        // The arc is the circle of radius r touching both edges.
        let centre = Point(160, 40)
        let onCircle = ((arcStart.x - centre.x) * (arcStart.x - centre.x) + (arcStart.y - centre.y) * (arcStart.y - centre.y)).squareRoot()
        #expect(abs(onCircle - 40) < 1e-9)
        #expect(Self.contains(pts, Point(200 - d, 64 - a - b - c)))
        // The smoothed corner runs further along the edges than the quarter circle: less area,
        // but more than a quarter circle reaching as far (radius p = 64).
        #expect(Self.area(path) < Self.area(Path(roundedRect: RoundedRect(rect: box, radius: 40))))
        #expect(Self.area(path) > Self.area(Path(roundedRect: RoundedRect(rect: box, radius: 64))))
    }

    @Test func smoothingZeroIsCircular() {
        let box = Rect(x: 0, y: 0, width: 100, height: 80)
        let zero = Self.area(Path(roundedRect: RoundedRect(rect: box, radius: 20, style: .smoothed(0))))
        #expect(abs(zero - Self.area(Path(roundedRect: RoundedRect(rect: box, radius: 20)))) < 1e-9)
    }

    @Test func tooShortAnEdgeReducesSmoothingNeverTheRadius() {
        // 100 × 100 at r = 40, ξ = 0.6 wants 64 per corner; each gets half an edge, 50, so
        // ξ = 50 / 40 − 1 = 0.25, and the arc keeps radius 40.
        let profiles = SmoothedCorner.profiles(CornerRadii(40), smoothing: 0.6, width: 100, height: 100)
        for profile in profiles {
            #expect(abs(profile.extentAlong - 50) < 1e-9)
            #expect(profile.radius == 40)
        }
        // A larger corner chooses first and takes its share r / (r + r′) of the shared edge.
        let uneven = SmoothedCorner.profiles(CornerRadii(topLeft: 40, topRight: 10, bottomRight: 0, bottomLeft: 0),
                                             smoothing: 1, width: 60, height: 300)
        #expect(abs(uneven[3].extentAlong - 48) < 1e-9)   // top-left: 40 / 50 of 60
        #expect(abs(uneven[0].extentAlong - 12) < 1e-9)   // top-right: what is left, 12 (wants 20)
    }

    @Test func sideBorderCornersAreEllipticalAsCSSMakesThem() {
        // A 100 × 60 box, radius 20, widths top 4, right 10, bottom 4, left 10: the ring's area
        // is the outer shape's minus the inner one's, the inner corners ellipses of radii 10 × 16.
        let outer = RoundedRect(rect: Rect(x: 0, y: 0, width: 100, height: 60), radius: 20)
        let ring = Path(border: outer, widths: SideWidths(top: 4, right: 10, bottom: 4, left: 10))
        let kappaError = 2.7e-4   // the cubic quarter circle's radial error
        let outerArea = 100 * 60 - 4 * (1 - Double.pi / 4) * 400
        let innerArea = 80 * 52 - 4 * (1 - Double.pi / 4) * 10 * 16
        // Both contours run clockwise and are filled even-odd: the ring's path area is the sum.
        let outline = Self.area(Path(roundedRect: outer))
        #expect(abs(outline - outerArea) < 4 * 400 * kappaError * 4)
        #expect(abs(Self.area(ring) - outline - innerArea) < 4 * 400 * kappaError * 4)
        // Sides wider than the radius leave square inner corners.
        let square = Path(border: outer, widths: SideWidths(top: 25, right: 25, bottom: 25, left: 25))
        #expect(abs(Self.area(square) - outline - 50 * 10) < 1e-6)
    }
}
