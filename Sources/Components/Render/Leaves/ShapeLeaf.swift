import DisplayList
import Layout
import Raster
import Values

/// A `shape` node: rect, rounded rect, pill, circle or ellipse with fill, inside border,
/// box-shadows and glow (CSS semantics: outer layers around it, `inset` ones inside it), a
/// background blur, and group opacity. Its box edges snap to device pixels. Drawn bottom to top:
/// outer shadows, the blurred backdrop, the fill, inner shadows, the border.
struct ShapeLeaf: DrawableLeaf {
    enum Kind { case rect, roundedRect(Double), pill, circle, ellipse }

    var kind: Kind
    var width: Double?
    var height: Double?
    /// Resolved against the snapped box, since gradients follow the box.
    var fill: BoxPaint?
    var border: (width: Double, color: Color)?
    /// Outer and inner (`inset`) layers, first listed on top among its kind.
    var shadows: [ShadowLayer<Color>]
    var opacity: Double
    /// Blurs what is behind the shape inside its outline (σ = blur / 2).
    var backgroundBlur: Double? = nil

    func size(for p: ProposedSize) -> Size {
        let w = width ?? p.width ?? height ?? 0
        let h = height ?? (isRound ? w : (p.height ?? 0))
        return Size(width: w, height: h)
    }

    var fillsWidth: Bool { width == nil }

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
        let caster = rounded.map(ShadowShape.roundedRect) ?? .path(path)
        let outer = shadows.filter { !$0.inset }, inner = shadows.filter(\.inset)
        if !outer.isEmpty { list.append(.shadows(caster, outer)) }
        if let backgroundBlur, backgroundBlur > 0 { list.append(.backdrop(path, BackdropFilter(blur: backgroundBlur))) }
        if let fill { fill.fill(path, in: box, into: &list) }
        if !inner.isEmpty { list.append(.innerShadows(caster, inner)) }
        if let border, border.width > 0 {
            list.append(.stroke(path, StrokeStyle(width: border.width, alignment: .inside), .solid(border.color)))
        }
        if layered { list.append(.popLayer) }
    }
}
