import DisplayList
import Layout
import Raster
import Values

/// A `shape` node: rect, rounded rect, pill, circle or ellipse with fill, inside border,
/// box-shadows and glow (CSS semantics), and group opacity. Its box edges snap to device pixels.
struct ShapeLeaf: DrawableLeaf {
    enum Kind { case rect, roundedRect(Double), pill, circle, ellipse }

    var kind: Kind
    var width: Double?
    var height: Double?
    /// Resolved against the snapped box, since gradients follow the box.
    var fill: BoxPaint?
    var border: (width: Double, color: Color)?
    var shadows: [ShadowLayer<Color>]
    var opacity: Double

    /// SwiftUI's length for a shape offered nil on an axis.
    static let idealLength = 10.0

    /// A shape takes what it is offered, as SwiftUI's shapes do (nil: 10); a `width` or `height`
    /// written in the description fixes that axis (SwiftUI's `.frame(width:height:)`), and a circle
    /// with one of them written is that square.
    func size(for p: ProposedSize) -> Size {
        let fixedWidth = width ?? (isRound ? height : nil)
        let fixedHeight = height ?? (isRound ? width : nil)
        return Size(width: fixedWidth ?? p.width ?? Self.idealLength, height: fixedHeight ?? p.height ?? Self.idealLength)
    }

    private var isRound: Bool {
        if case .circle = kind { return true }
        return false
    }

    /// The outline within the snapped box, as a rounded rect when it is one.
    func outline(in box: Rect) -> (RoundedRect?, Path) {
        switch kind {
        case .rect:
            let rr = RoundedRect(rect: box, radius: 0); return (rr, Path(roundedRect: rr))
        case let .roundedRect(r):
            let rr = RoundedRect(rect: box, radius: r); return (rr, Path(roundedRect: rr))
        case .pill:
            let rr = RoundedRect(rect: box, radius: min(box.width, box.height) / 2); return (rr, Path(roundedRect: rr))
        case .circle:
            let d = min(box.width, box.height)
            let square = Rect(x: box.x + (box.width - d) / 2, y: box.y + (box.height - d) / 2, width: d, height: d)
            let rr = RoundedRect(rect: square, radius: d / 2); return (rr, Path(roundedRect: rr))
        case .ellipse:
            return (nil, Path(ellipseIn: box))
        }
    }

    func draw(in frame: Rect, scale: Double, into list: inout DisplayList) {
        let box = PixelSnapping.snap(frame, scale: scale)
        guard !box.isEmpty else { return }
        let (rounded, path) = outline(in: box)
        let layered = opacity < 1
        if layered { list.append(.pushLayer(opacity: opacity)) }
        if !shadows.isEmpty {
            list.append(.shadows(rounded.map(ShadowShape.roundedRect) ?? .path(path), shadows))
        }
        if let fill { list.append(.fill(path, fill.paint(in: box), .nonZero)) }
        if let border, border.width > 0 {
            list.append(.stroke(path, StrokeStyle(width: border.width, alignment: .inside), .solid(border.color)))
        }
        if layered { list.append(.popLayer) }
    }
}
