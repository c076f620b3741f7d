#if canImport(Glibc)
import Glibc
import Values
#elseif canImport(Darwin)
import Darwin
#endif

extension Path {
    /// SVG's elliptical arc (`A rx ry rotation large-arc sweep x y`) from the current point,
    /// converted from endpoint to centre parameterisation as in SVG 1.1 appendix F.6.5/F.6.6:
    /// radii too small to reach the end point are scaled up, zero radii give a straight line.
    package mutating func arc(to end: Point, rx: Double, ry: Double, xAxisRotation degrees: Double,
                             largeArc: Bool, sweep: Bool) {
        let start = currentPoint
        if start == end { return }
        var rx = abs(rx), ry = abs(ry)
        if rx == 0 || ry == 0 { line(to: end); return }
        let phi = degrees * Double.pi / 180
        let cosP = cos(phi), sinP = sin(phi)
        // F.6.5 step 1: the start point in the ellipse's own axes, relative to the chord midpoint.
        let hx = (start.x - end.x) / 2, hy = (start.y - end.y) / 2
        let x1 = cosP * hx + sinP * hy
        let y1 = -sinP * hx + cosP * hy
        // F.6.6: scale radii up when the ellipse cannot span the chord.
        let lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
        if lambda > 1 { let s = lambda.squareRoot(); rx *= s; ry *= s }
        // Step 2: the centre in the ellipse's axes.
        let num = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1
        let den = rx * rx * y1 * y1 + ry * ry * x1 * x1
        var coef = den > 0 ? (max(0, num) / den).squareRoot() : 0
        if largeArc == sweep { coef = -coef }
        let cx1 = coef * rx * y1 / ry
        let cy1 = -coef * ry * x1 / rx
        // Step 3: the centre in user space.
        let cx = cosP * cx1 - sinP * cy1 + (start.x + end.x) / 2
        let cy = sinP * cx1 + cosP * cy1 + (start.y + end.y) / 2
        // Step 4: start angle and sweep.
        func angle(_ ux: Double, _ uy: Double, _ vx: Double, _ vy: Double) -> Double {
            atan2(ux * vy - uy * vx, ux * vx + uy * vy)
        }
        let ux = (x1 - cx1) / rx, uy = (y1 - cy1) / ry
        let vx = (-x1 - cx1) / rx, vy = (-y1 - cy1) / ry
        let theta1 = angle(1, 0, ux, uy)
        var delta = angle(ux, uy, vx, vy)
        if !sweep && delta > 0 { delta -= 2 * Double.pi }
        if sweep && delta < 0 { delta += 2 * Double.pi }
        appendEllipticalArc(center: Point(cx, cy), rx: rx, ry: ry, rotation: phi,
                            startAngle: theta1, sweep: delta, start: .none)
        // Land exactly on the requested end point (the arc maths leaves ~1e-15 px of noise).
        if case let .cubic(c1, c2, _) = elements.last {
            replaceLast(with: .cubic(c1, c2, end))
        }
    }
}
