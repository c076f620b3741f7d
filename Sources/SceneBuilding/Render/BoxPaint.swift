import DescriptionModel
import DescriptionFormat
import DisplayList
import Raster
import Values

/// A paint whose geometry follows the box it fills, as CSS gradients do: resolved against the
/// element's snapped box only when drawing.
package enum BoxPaint: Hashable, Sendable {
    case solid(RGBAColor)
    /// CSS `linear-gradient(angle, stops)`.
    case linear(angle: Double, stops: [GradientStop])
    /// SwiftUI's `LinearGradient(startPoint:endPoint:)`: the points as fractions of the box,
    /// placed in pixels; the bands run perpendicular to start → end in pixels.
    case linearPoints(start: Point, end: Point, stops: [GradientStop])
    /// CSS `radial-gradient(circle …)`: centre as fractions of the box, radius in px (nil: farthest corner).
    case radial(centerX: Double, centerY: Double, radius: Double?, stops: [GradientStop])
    /// CSS `conic-gradient(from …deg at x y)`: centre as fractions of the box.
    case angular(center: Point, from: Double, stops: [GradientStop])
    /// Figma's diamond: centre as fractions of the box, radii in px (nil: half the box).
    case diamond(center: Point, radius: Point?, stops: [GradientStop])
    /// A material: the backdrop filtered inside the outline, then the tint over it.
    case material(MaterialStyle)
    /// Liquid Glass, approximated: the frosted, bent backdrop, the tint, then the specular rim.
    case glass(GlassStyle)

    package func paint(in box: Rect) -> Paint {
        func at(_ p: Point) -> Point { Point(box.x + p.x * box.width, box.y + p.y * box.height) }
        switch self {
        case let .solid(c): return .solid(c)
        case let .linear(angle, stops): return .linearGradient(.css(angle: angle, box: box, stops: stops))
        case let .linearPoints(start, end, stops): return .linearGradient(Raster.LinearGradient(start: at(start), end: at(end), stops: stops))
        case let .radial(cx, cy, radius, stops):
            let center = Point(box.x + cx * box.width, box.y + cy * box.height)
            return .radialGradient(RadialGradient(center: center, radius: radius ?? BoxPaint.farthestCorner(of: box, from: center),
                                                  stops: stops))
        case let .angular(center, from, stops): return .conicGradient(ConicGradient(center: at(center), from: from, stops: stops))
        case let .diamond(center, radius, stops):
            return .diamondGradient(DiamondGradient(center: at(center), radiusX: radius?.x ?? box.width / 2,
                                                    radiusY: radius?.y ?? box.height / 2, stops: stops))
        case let .material(m): return .solid(m.tint)
        case let .glass(g): return .solid(g.tint)
        }
    }

    /// Fills `path` (laid out in `box`): a material first replaces the backdrop inside the path
    /// by its filtered self, then its tint goes over like any paint.
    package func fill(_ path: Path, in box: Rect, rule: FillRule = .nonZero, into list: inout DisplayList) {
        switch self {
        case let .material(m): list.append(.backdrop(path, m.backdrop))
        case let .glass(g): list.append(.backdrop(path, g.backdrop))
        default: break
        }
        list.append(.fill(path, paint(in: box), rule))
        if case let .glass(g) = self { list.append(g.rimStroke(path, in: box)) }
    }

    /// CSS's default circle radius: the distance to the farthest corner.
    static func farthestCorner(of box: Rect, from c: Point) -> Double {
        let dx = max(c.x - box.minX, box.maxX - c.x)
        let dy = max(c.y - box.minY, box.maxY - c.y)
        return (dx * dx + dy * dy).squareRoot()
    }
}
