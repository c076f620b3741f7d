import DescriptionModel
import DescriptionFormat
import Raster
import Values

/// A shape's outline as drawn in a box: its kind with the radii already resolved (tokens read,
/// leading and trailing turned into left and right) and the curve of its corners. A `shape` node
/// and a stack's `clip` draw the same outline.
package struct ShapeOutline: Sendable {
    package enum Kind: Sendable { case rect, rounded(CornerRadii), pill, circle, ellipse }

    var kind: Kind
    var corners: CornerStyle = .circular

    package init(kind: Kind, corners: CornerStyle = .circular) {
        self.kind = kind; self.corners = corners
    }

    package static func roundedRect(_ radius: Double, corners: CornerStyle = .circular) -> ShapeOutline {
        ShapeOutline(kind: .rounded(CornerRadii(radius)), corners: corners)
    }

    /// Whether a square box is taken (a circle keeps its width as its height).
    var isRound: Bool {
        if case .circle = kind { return true }
        return false
    }

    /// The outline within `box`, as a rounded rect when it is one.
    func outline(in box: Rect) -> (RoundedRect?, Path) {
        let rounded: RoundedRect
        switch kind {
        case .rect: rounded = RoundedRect(rect: box, radius: 0)
        case let .rounded(radii): rounded = RoundedRect(rect: box, radii: radii, style: corners)
        case .pill: rounded = .pill(box, style: corners)
        case .circle:
            let d = min(box.width, box.height)
            let square = Rect(x: box.x + (box.width - d) / 2, y: box.y + (box.height - d) / 2, width: d, height: d)
            rounded = RoundedRect(rect: square, radius: d / 2)
        case .ellipse:
            return (nil, Path(ellipseIn: box))
        }
        return (rounded, Path(roundedRect: rounded))
    }

    /// The outline starting where SVG starts the shape, so a dash pattern begins where a browser
    /// begins it: a circle or ellipse at its rightmost point, clockwise.
    func dashedOutline(in box: Rect) -> Path {
        switch kind {
        case .circle:
            let d = min(box.width, box.height)
            return Path(ellipseIn: Rect(x: box.x + (box.width - d) / 2, y: box.y + (box.height - d) / 2, width: d, height: d))
        case .ellipse: return Path(ellipseIn: box)
        default: return outline(in: box).1
        }
    }
}
