import DescriptionFormat
import DescriptionModel
import DisplayList
import Layout
import Raster
import Values

/// Draws itself into a display list once layout has given it a frame (logical px, not snapped:
/// each painter snaps what CSS snaps — box edges — and leaves exact geometry alone).
package protocol Painter: Sendable {
    func draw(in frame: Rect, scale: Double, into list: inout DisplayList)
    /// Called after the node's children have drawn (a decoration closes what it opened).
    func finish(in frame: Rect, scale: Double, into list: inout DisplayList)
}

extension Painter {
    package func finish(in frame: Rect, scale: Double, into list: inout DisplayList) {}
}

/// A layout leaf that also knows how to draw itself.
package typealias DrawableLeaf = LayoutLeaf & Painter

/// A stack's `background`: a colour filling the stack's (snapped) frame.
package struct BackgroundPainter: Painter {
    var color: RGBAColor
    package func draw(in frame: Rect, scale: Double, into list: inout DisplayList) {
        let box = PixelSnapping.snap(frame, scale: scale)
        guard !box.isEmpty else { return }
        list.append(.fill(Path(rect: box), .solid(color), .nonZero))
    }
}

/// A node drawn through a layer of its own (group opacity, blend mode, layer blur): the node and
/// everything in it composited together, then blurred, faded and blended. The layer's bounds for
/// the drawing budget are the node's frame.
package struct LayerPainter: Painter {
    var style: LayerStyle
    package init(style: LayerStyle) { self.style = style }
    package func draw(in frame: Rect, scale: Double, into list: inout DisplayList) { list.append(.pushLayer(style, bounds: frame)) }
    package func finish(in frame: Rect, scale: Double, into list: inout DisplayList) { list.append(.popLayer) }
}

extension LayerStyle {
    init(_ m: NodeModifiers) {
        self.init(opacity: m.opacity, blendMode: m.blendMode, blur: m.blur, colorMatrix: m.colorMatrix, masksBelow: m.masksBelow)
    }
}

/// SwiftUI's `.zIndex`: draws nothing; among its siblings the node it decorates is drawn in the
/// order of its value (`SceneBuilder.paint`).
package struct ZIndexPainter: Painter {
    var zIndex: Double
    package func draw(in frame: Rect, scale: Double, into list: inout DisplayList) {}
}
