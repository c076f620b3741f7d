import Raster
import Values

/// The outline of each basic shape, in the element's own coordinates, as SVG 2 defines it.
/// Each returns nil for a shape that draws nothing (a rect of zero width, a circle of radius 0).
enum SVGShapes {
    /// A rect, its corners rounded by `rx` and `ry` (each defaulting to the other, each at most
    /// half the side), drawn clockwise from the end of the top-left corner.
    static func rect(x: Double, y: Double, width w: Double, height h: Double, rx: Double?, ry: Double?) -> Path? {
        guard w > 0, h > 0 else { return nil }
        let rx = min(rx ?? ry ?? 0, w / 2), ry = min(ry ?? rx, h / 2)
        guard rx > 0, ry > 0 else { return Path(rect: Rect(x: x, y: y, width: w, height: h)) }
        let kx = rx * Path.kappa, ky = ry * Path.kappa
        var p = Path()
        p.move(to: Point(x + rx, y))
        p.line(to: Point(x + w - rx, y))
        p.cubic(to: Point(x + w, y + ry), control1: Point(x + w - rx + kx, y), control2: Point(x + w, y + ry - ky))
        p.line(to: Point(x + w, y + h - ry))
        p.cubic(to: Point(x + w - rx, y + h), control1: Point(x + w, y + h - ry + ky), control2: Point(x + w - rx + kx, y + h))
        p.line(to: Point(x + rx, y + h))
        p.cubic(to: Point(x, y + h - ry), control1: Point(x + rx - kx, y + h), control2: Point(x, y + h - ry + ky))
        p.line(to: Point(x, y + ry))
        p.cubic(to: Point(x + rx, y), control1: Point(x, y + ry - ky), control2: Point(x + rx - kx, y))
        p.close()
        return p
    }

    static func ellipse(cx: Double, cy: Double, rx: Double, ry: Double) -> Path? {
        guard rx > 0, ry > 0 else { return nil }
        return Path(ellipseIn: Rect(x: cx - rx, y: cy - ry, width: 2 * rx, height: 2 * ry))
    }

    static func line(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Path {
        var p = Path()
        p.move(to: Point(x1, y1))
        p.line(to: Point(x2, y2))
        return p
    }

    /// `points` taken in pairs; a polygon is closed.
    static func poly(_ points: [Double], closed: Bool) -> Path? {
        guard points.count >= 2 else { return nil }
        var p = Path()
        p.move(to: Point(points[0], points[1]))
        for k in stride(from: 2, to: points.count - 1, by: 2) { p.line(to: Point(points[k], points[k + 1])) }
        if closed { p.close() }
        return p
    }
}
