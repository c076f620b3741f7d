import DescriptionModel
import DescriptionFormat
import DisplayList
import Layout
import Raster
import Values

/// A `shape` node: rect, rounded rect, pill, circle or ellipse with fill, border (inside, centred
/// or outside, solid or dashed, or one width per side), box-shadows and glow (CSS semantics: outer
/// layers around it, `inset` ones inside it), a background blur, and group opacity. Its box edges
/// snap to device pixels. Drawn bottom to top: outer shadows, the blurred backdrop, the fill,
/// inner shadows, the border.
package struct ShapeLeaf: DrawableLeaf {
    /// A border resolved: its style (width, alignment, dashes, caps, joins) and colour, or the
    /// widths of its sides (left and right already chosen from leading and trailing).
    struct Line: Sendable {
        var style: Raster.StrokeStyle
        var color: RGBAColor
        var sides: SideWidths?
    }

    var shape: ShapeOutline
    var width: Double?
    var height: Double?
    /// Resolved against the snapped box, since gradients follow the box.
    var fill: BoxPaint?
    var border: Line?
    /// Outer and inner (`inset`) layers, first listed on top among its kind.
    var shadows: [ShadowLayer<RGBAColor>]
    var opacity: Double
    /// Blurs what is behind the shape inside its outline (σ = blur / 2).
    var backgroundBlur: Double? = nil
    /// SwiftUI's `.inset(by:)`: the outline is drawn in the snapped frame inset by this much.
    var inset = 0.0
    /// SwiftUI's shape modifiers (trim, offset, rotation, scale), left and right already chosen.
    var changes: [OutlineChange] = []

    /// SwiftUI's length for a shape offered nil on an axis.
    static let idealLength = 10.0

    init(shape: ShapeOutline, width: Double?, height: Double?, fill: BoxPaint?, border: Line?,
         shadows: [ShadowLayer<RGBAColor>], opacity: Double, backgroundBlur: Double? = nil) {
        self.shape = shape; self.width = width; self.height = height; self.fill = fill
        self.border = border; self.shadows = shadows; self.opacity = opacity; self.backgroundBlur = backgroundBlur
    }

    /// A CSS box: a solid border inside the edge.
    package init(shape: ShapeOutline, width: Double?, height: Double?, fill: BoxPaint?, solidBorder border: (width: Double, color: RGBAColor)?,
         shadows: [ShadowLayer<RGBAColor>], opacity: Double) {
        self.init(shape: shape, width: width, height: height, fill: fill,
                  border: border.map { Line(style: Raster.StrokeStyle(width: $0.width, alignment: .inside), color: $0.color) },
                  shadows: shadows, opacity: opacity)
    }

    /// A shape takes what it is offered, as SwiftUI's shapes do (nil: 10); a `width` or `height`
    /// written in the description fixes that axis (SwiftUI's `.frame(width:height:)`), and a circle
    /// with one of them written is that square.
    package func size(for p: ProposedSize) -> Size {
        let fixedWidth = width ?? (shape.isRound ? height : nil)
        let fixedHeight = height ?? (shape.isRound ? width : nil)
        return Size(width: fixedWidth ?? p.width ?? Self.idealLength, height: fixedHeight ?? p.height ?? Self.idealLength)
    }

    package func draw(in frame: Rect, scale: Double, into list: inout DisplayList) {
        let frameBox = PixelSnapping.snap(frame, scale: scale)
        let box = inset == 0 ? frameBox : frameBox.insetBy(inset)
        guard !box.isEmpty else { return }
        var (rounded, path) = shape.outline(in: box)
        var dashed: Path? = nil
        if !changes.isEmpty {
            path = ShapeLeaf.changed(shape.dashedOutline(in: box), by: changes, in: frameBox)
            rounded = nil; dashed = path
        }
        let layered = opacity < 1
        if layered { list.append(.pushLayer(opacity: opacity)) }
        let caster = rounded.map(ShadowShape.roundedRect) ?? .path(path)
        let outer = shadows.filter { !$0.inset }, inner = shadows.filter(\.inset)
        if !outer.isEmpty { list.append(.shadows(caster, outer)) }
        if let backgroundBlur, backgroundBlur > 0 { list.append(.backdrop(path, BackdropFilter(blur: backgroundBlur))) }
        if let fill { fill.fill(path, in: box, into: &list) }
        if !inner.isEmpty { list.append(.innerShadows(caster, inner)) }
        if let border {
            if let sides = border.sides, let rounded {
                list.append(.fill(Path(border: rounded, widths: sides), .solid(border.color), .evenOdd))
            } else if border.style.width > 0 {
                let line = border.style.dashes.isEmpty ? path : dashed ?? shape.dashedOutline(in: box)
                list.append(.stroke(line, border.style, .solid(border.color)))
            }
        }
        if layered { list.append(.popLayer) }
    }

    /// `outline` trimmed and moved as SwiftUI's shape modifiers say, in the order written; the
    /// anchors are fractions of the shape's (snapped, not inset) frame.
    static func changed(_ outline: Path, by changes: [OutlineChange], in frame: Rect) -> Path {
        var path = outline
        func about(_ anchor: Point, _ t: Transform) -> Transform {
            let a = Point(frame.minX + anchor.x * frame.width, frame.minY + anchor.y * frame.height)
            return Transform.translation(-a.x, -a.y).then(t).then(.translation(a.x, a.y))
        }
        for change in changes {
            switch change {
            case let .trim(from, to): path = path.trimmed(from: from, to: to)
            case let .offset(x, y): path = path.transformed(by: .translation(x, y))
            case let .rotation(degrees, anchor): path = path.transformed(by: about(anchor, .rotation(degrees * Double.pi / 180)))
            case let .scale(x, y, anchor): path = path.transformed(by: about(anchor, .scale(x, y)))
            }
        }
        return path
    }
}
