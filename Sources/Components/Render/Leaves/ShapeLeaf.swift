import DisplayList
import Layout
import Raster
import Values

/// A `shape` node: rect, rounded rect, pill, circle or ellipse with fill, border (inside, centred
/// or outside, solid or dashed, or one width per side), box-shadows and glow (CSS semantics), and
/// group opacity. Its box edges snap to device pixels.
struct ShapeLeaf: DrawableLeaf {
    /// A border resolved: its style (width, alignment, dashes, caps, joins) and colour, or the
    /// widths of its sides (left and right already chosen from leading and trailing).
    struct Line: Sendable {
        var style: Raster.StrokeStyle
        var color: Color
        var sides: SideWidths?
    }

    var shape: ShapeOutline
    var width: Double?
    var height: Double?
    /// Resolved against the snapped box, since gradients follow the box.
    var fill: BoxPaint?
    var border: Line?
    var shadows: [ShadowLayer<Color>]
    var opacity: Double

    /// SwiftUI's length for a shape offered nil on an axis.
    static let idealLength = 10.0

    init(shape: ShapeOutline, width: Double?, height: Double?, fill: BoxPaint?, border: Line?,
         shadows: [ShadowLayer<Color>], opacity: Double) {
        self.shape = shape; self.width = width; self.height = height; self.fill = fill
        self.border = border; self.shadows = shadows; self.opacity = opacity
    }

    /// A CSS box: a solid border inside the edge.
    init(shape: ShapeOutline, width: Double?, height: Double?, fill: BoxPaint?, solidBorder border: (width: Double, color: Color)?,
         shadows: [ShadowLayer<Color>], opacity: Double) {
        self.init(shape: shape, width: width, height: height, fill: fill,
                  border: border.map { Line(style: Raster.StrokeStyle(width: $0.width, alignment: .inside), color: $0.color) },
                  shadows: shadows, opacity: opacity)
    }

    /// A shape takes what it is offered, as SwiftUI's shapes do (nil: 10); a `width` or `height`
    /// written in the description fixes that axis (SwiftUI's `.frame(width:height:)`), and a circle
    /// with one of them written is that square.
    func size(for p: ProposedSize) -> Size {
        let fixedWidth = width ?? (shape.isRound ? height : nil)
        let fixedHeight = height ?? (shape.isRound ? width : nil)
        return Size(width: fixedWidth ?? p.width ?? Self.idealLength, height: fixedHeight ?? p.height ?? Self.idealLength)
    }

    func draw(in frame: Rect, scale: Double, into list: inout DisplayList) {
        let box = PixelSnapping.snap(frame, scale: scale)
        guard !box.isEmpty else { return }
        let (rounded, path) = shape.outline(in: box)
        let layered = opacity < 1
        if layered { list.append(.pushLayer(opacity: opacity)) }
        if !shadows.isEmpty {
            list.append(.shadows(rounded.map(ShadowShape.roundedRect) ?? .path(path), shadows))
        }
        if let fill { list.append(.fill(path, fill.paint(in: box), .nonZero)) }
        if let border {
            if let sides = border.sides, let rounded {
                list.append(.fill(Path(border: rounded, widths: sides), .solid(border.color), .evenOdd))
            } else if border.style.width > 0 {
                let line = border.style.dashes.isEmpty ? path : shape.dashedOutline(in: box)
                list.append(.stroke(line, border.style, .solid(border.color)))
            }
        }
        if layered { list.append(.popLayer) }
    }
}
