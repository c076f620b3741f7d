#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import DisplayList
import Raster
import Values

/// A node's `clip`, `rotation` and `offset`: everything the node draws goes through a transform
/// (rotation about the frame's centre, then the offset) and inside the clip, which turns with it
/// (SwiftUI's `.clipShape(…).rotationEffect(…).offset(…)`). Layout never sees either.
struct ModifiersPainter: Painter {
    var clip: ShapeOutline?
    var rotation: Double
    var offset: Point

    private var moves: Bool { rotation != 0 || offset != .zero }

    func draw(in frame: Rect, scale: Double, into list: inout DisplayList) {
        if moves {
            let c = frame.center
            let turn = Transform.translation(-c.x, -c.y).then(.rotation(rotation * Double.pi / 180)).then(.translation(c.x, c.y))
            list.append(.pushTransform((rotation == 0 ? .identity : turn).then(.translation(offset.x, offset.y))))
        }
        if let clip {
            list.append(.pushClip(clip.outline(in: PixelSnapping.snap(frame, scale: scale)).1))
        }
    }

    func finish(in frame: Rect, scale: Double, into list: inout DisplayList) {
        if clip != nil { list.append(.popClip) }
        if moves { list.append(.popTransform) }
    }
}
