#if canImport(Glibc)
import Glibc
import Values
#elseif canImport(Darwin)
import Darwin
#endif

/// Builders for the shapes the components draw. Every closed shape runs clockwise on screen
/// (y down), so shapes and their holes can be combined by reversing one of them.
extension Path {
    /// The cubic control distance for a quarter circle of radius 1: 4/3 · tan(π/8)
    /// (the usual circle approximation; radial error 2.7e-4 of the radius).
    package static let kappa = 0.5522847498307936

    package init(rect: Rect) {
        self.init()
        addRect(rect)
    }

    package init(roundedRect: RoundedRect) {
        self.init()
        addRoundedRect(roundedRect)
    }

    package init(circleCenter c: Point, radius r: Double) {
        self.init()
        addEllipse(in: Rect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r))
    }

    package init(ellipseIn rect: Rect) {
        self.init()
        addEllipse(in: rect)
    }

    /// A pill (stadium) filling `rect`: radius half the shorter side.
    package init(pillIn rect: Rect, style: CornerStyle = .circular) {
        self.init(roundedRect: .pill(rect, style: style))
    }

    package mutating func addRect(_ r: Rect) {
        move(to: Point(r.minX, r.minY))
        line(to: Point(r.maxX, r.minY))
        line(to: Point(r.maxX, r.maxY))
        line(to: Point(r.minX, r.maxY))
        close()
    }

    package mutating func addRoundedRect(_ rr: RoundedRect) {
        let r = rr.rect, k = Path.kappa
        let tl = rr.radii.topLeft, tr = rr.radii.topRight, br = rr.radii.bottomRight, bl = rr.radii.bottomLeft
        if rr.radii.isZero { addRect(r); return }
        if !rr.isCircular { addRect(r, corners: rr.cornerProfiles()); return }
        move(to: Point(r.minX + tl, r.minY))
        line(to: Point(r.maxX - tr, r.minY))
        if tr > 0 {
            cubic(to: Point(r.maxX, r.minY + tr), control1: Point(r.maxX - tr + tr * k, r.minY),
                  control2: Point(r.maxX, r.minY + tr - tr * k))
        }
        line(to: Point(r.maxX, r.maxY - br))
        if br > 0 {
            cubic(to: Point(r.maxX - br, r.maxY), control1: Point(r.maxX, r.maxY - br + br * k),
                  control2: Point(r.maxX - br + br * k, r.maxY))
        }
        line(to: Point(r.minX + bl, r.maxY))
        if bl > 0 {
            cubic(to: Point(r.minX, r.maxY - bl), control1: Point(r.minX + bl - bl * k, r.maxY),
                  control2: Point(r.minX, r.maxY - bl + bl * k))
        }
        line(to: Point(r.minX, r.minY + tl))
        if tl > 0 {
            cubic(to: Point(r.minX + tl, r.minY), control1: Point(r.minX, r.minY + tl - tl * k),
                  control2: Point(r.minX + tl - tl * k, r.minY))
        }
        close()
    }

    package mutating func addEllipse(in r: Rect) {
        let cx = r.center.x, cy = r.center.y, rx = r.width / 2, ry = r.height / 2
        let kx = rx * Path.kappa, ky = ry * Path.kappa
        move(to: Point(cx + rx, cy))
        cubic(to: Point(cx, cy + ry), control1: Point(cx + rx, cy + ky), control2: Point(cx + kx, cy + ry))
        cubic(to: Point(cx - rx, cy), control1: Point(cx - kx, cy + ry), control2: Point(cx - rx, cy + ky))
        cubic(to: Point(cx, cy - ry), control1: Point(cx - rx, cy - ky), control2: Point(cx - kx, cy - ry))
        cubic(to: Point(cx + rx, cy), control1: Point(cx + kx, cy - ry), control2: Point(cx + rx, cy - ky))
        close()
    }

    /// A circular arc around `center` from `startAngle` sweeping `sweep` radians (positive =
    /// clockwise on screen), as cubics of at most 90 degrees. Continues the current contour
    /// with a line to the arc's start when one is open, else starts a new one there.
    package mutating func addArc(center: Point, radius: Double, startAngle: Double, sweep: Double) {
        appendEllipticalArc(center: center, rx: radius, ry: radius, rotation: 0,
                            startAngle: startAngle, sweep: sweep, start: !isEmpty && !isClosedAtEnd ? .line : .move)
    }

    var isClosedAtEnd: Bool {
        if case .close = elements.last { return true }
        return false
    }

    /// How an arc joins what is already there: a new contour, a line to its start, or nothing
    /// (the pen is already at its start).
    enum ArcStart { case move, line, none }

    /// Appends an arc of the ellipse (centre, radii, x-axis rotation) as cubic segments.
    mutating func appendEllipticalArc(center: Point, rx: Double, ry: Double, rotation: Double,
                                      startAngle: Double, sweep: Double, start mode: ArcStart) {
        let cosR = cos(rotation), sinR = sin(rotation)
        func point(_ t: Double) -> Point {
            let x = rx * cos(t), y = ry * sin(t)
            return Point(center.x + x * cosR - y * sinR, center.y + x * sinR + y * cosR)
        }
        func derivative(_ t: Double) -> Point {
            let x = -rx * sin(t), y = ry * cos(t)
            return Point(x * cosR - y * sinR, x * sinR + y * cosR)
        }
        let start = point(startAngle)
        switch mode {
        case .move: move(to: start)
        case .line: line(to: start)
        case .none: break
        }
        guard sweep.isFinite, sweep != 0 else { return }
        let segments = max(1, Int((abs(sweep) / (Double.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / Double(segments)
        // Control length for a segment of angle step: 4/3 · tan(step/4).
        let alpha = 4.0 / 3.0 * tan(step / 4)
        var t = startAngle
        for _ in 0..<segments {
            let t1 = t + step
            let p0 = point(t), p1 = point(t1)
            cubic(to: p1, control1: p0 + derivative(t) * alpha, control2: p1 - derivative(t1) * alpha)
            t = t1
        }
    }
}
