#if canImport(Glibc)
import DescriptionModel
import DescriptionFormat
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import DisplayList
import Raster
import Values

/// A node's `clip`, `scale`, `rotation` and `offset`: everything the node draws goes through a
/// transform (scaled about its anchor, rotated about the frame's centre, then moved) and inside
/// the clip, which is transformed with it (SwiftUI's
/// `.clipShape(…).scaleEffect(…).rotationEffect(…).offset(…)`). Layout never sees any of them.
package struct ModifiersPainter: Painter {
    var clip: ShapeOutline?
    /// Factors along x and y.
    var scaling = Point(1, 1)
    /// Fractions of the frame from its left and top edges.
    var scaleAnchor = Point(0.5, 0.5)
    var rotation: Double
    var offset: Point

    private var moves: Bool { scaling != Point(1, 1) || rotation != 0 || offset != .zero }

    package func draw(in frame: Rect, scale: Double, into list: inout DisplayList) {
        if moves { list.append(.pushTransform(transform(of: frame))) }
        if let clip {
            list.append(.pushClip(clip.outline(in: PixelSnapping.snap(frame, scale: scale)).1))
        }
    }

    private func transform(of frame: Rect) -> Transform {
        var t = Transform.identity
        if scaling != Point(1, 1) {
            let a = Point(frame.minX + scaleAnchor.x * frame.width, frame.minY + scaleAnchor.y * frame.height)
            t = t.then(.translation(-a.x, -a.y)).then(.scale(scaling.x, scaling.y)).then(.translation(a.x, a.y))
        }
        if rotation != 0 {
            let c = frame.center
            t = t.then(.translation(-c.x, -c.y)).then(.rotation(rotation * Double.pi / 180)).then(.translation(c.x, c.y))
        }
        return t.then(.translation(offset.x, offset.y))
    }

    package func finish(in frame: Rect, scale: Double, into list: inout DisplayList) {
        if clip != nil { list.append(.popClip) }
        if moves { list.append(.popTransform) }
    }
}
