import DisplayList
import Layout
import Raster
import Values

/// An `icon` node: a built-in icon (or SVG path data in a 24 x 24 box) scaled to `size`, in one colour.
/// Stroked icon layers keep their stroke width proportional to the size.
struct IconLeaf: DrawableLeaf {
    /// Paths in the 24 x 24 box, with how to draw each.
    var layers: [(path: Path, style: BuiltInIcon.Style)]
    var size: Double
    var color: Color

    func size(for proposal: ProposedSize) -> Size { Size(width: size, height: size) }

    func draw(in frame: Rect, scale: Double, into list: inout DisplayList) {
        let k = size / BuiltInIcon.boxSize
        let place = Transform.scale(k).then(.translation(frame.x, frame.y))
        let first = list.items.count
        defer {
            list.semantics.graphics.append(GraphicSemantics(color: color, frame: Rect(x: frame.x, y: frame.y, width: size, height: size),
                                                            items: first..<list.items.count))
        }
        for layer in layers {
            let path = layer.path.transformed(by: place)
            switch layer.style {
            case let .fill(evenOdd):
                list.append(.fill(path, .solid(color), evenOdd ? .evenOdd : .nonZero))
            case let .stroke(width):
                list.append(.stroke(path, StrokeStyle(width: width * k, join: .round, cap: .round), .solid(color)))
            }
        }
    }
}
