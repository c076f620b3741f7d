import Raster
import Values

/// A paint whose geometry follows the box it fills, as CSS gradients do: resolved against the
/// element's snapped box only when drawing.
package enum BoxPaint: Hashable, Sendable {
    case solid(Color)
    /// CSS `linear-gradient(angle, stops)`.
    case linear(angle: Double, stops: [GradientStop])
    /// CSS `radial-gradient(circle …)`: centre as fractions of the box, radius in px (nil: farthest corner).
    case radial(centerX: Double, centerY: Double, radius: Double?, stops: [GradientStop])

    package func paint(in box: Rect) -> Paint {
        switch self {
        case let .solid(c): return .solid(c)
        case let .linear(angle, stops): return .linearGradient(.css(angle: angle, box: box, stops: stops))
        case let .radial(cx, cy, radius, stops):
            let center = Point(box.x + cx * box.width, box.y + cy * box.height)
            return .radialGradient(RadialGradient(center: center, radius: radius ?? BoxPaint.farthestCorner(of: box, from: center),
                                                  stops: stops))
        }
    }

    /// CSS's default circle radius: the distance to the farthest corner.
    static func farthestCorner(of box: Rect, from c: Point) -> Double {
        let dx = max(c.x - box.minX, box.maxX - c.x)
        let dy = max(c.y - box.minY, box.maxY - c.y)
        return (dx * dx + dy * dy).squareRoot()
    }
}
