import DescriptionModel
import DescriptionFormat
import DisplayList
import Layout
import Raster
import Values

/// A `path` node: SVG path data in the node's own logical px, never snapped; its layout size is
/// `width`/`height` when given, else the path's right and bottom extent from (0, 0).
package struct PathLeaf: DrawableLeaf {
    var path: Path
    var width: Double?
    var height: Double?
    var fill: BoxPaint?
    var fillRule: FillRule
    var stroke: (style: Raster.StrokeStyle, color: RGBAColor)?

    package func size(for proposal: ProposedSize) -> Size {
        let bounds = path.controlBounds
        return Size(width: width ?? max(0, bounds?.maxX ?? 0), height: height ?? max(0, bounds?.maxY ?? 0))
    }

    package func draw(in frame: Rect, scale: Double, into list: inout DisplayList) {
        let placed = path.transformed(by: .translation(frame.x, frame.y))
        let box = placed.controlBounds ?? frame
        if let fill { fill.fill(placed, in: box, rule: fillRule, into: &list) }
        if let stroke { list.append(.stroke(placed, stroke.style, .solid(stroke.color))) }
    }
}
