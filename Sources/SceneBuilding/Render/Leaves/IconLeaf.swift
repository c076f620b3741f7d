import DescriptionFormat
import DescriptionModel
import DisplayList
import Layout
import Raster
import SVGIcons
import Values

/// An `icon` node: drawn in one colour in a `size` × `size` box, as a template image. A vector
/// icon (a built-in, path data, an SVG file) is fitted into the box by its own box (24 × 24, or
/// the SVG's viewport), uniformly and centred, its strokes scaled with it; an SVG file is clipped
/// to its viewport as SVG clips it. A PNG icon keeps its alpha and takes the colour.
package struct IconLeaf: DrawableLeaf {
    enum Drawing {
        /// Paths in a box of `box`'s size, with how to draw each; `clipped` to that box.
        case vector(layers: [SVGIcon.Layer], box: Size, clipped: Bool)
        /// A PNG's pixels, tinted with the colour.
        case template(Pixmap)
    }

    var drawing: Drawing
    var size: Double
    var color: RGBAColor
    /// Drawn as an image: its own box, or the frame offered when resizable.
    var image: ImageBox?

    package func size(for proposal: ProposedSize) -> Size {
        guard let image else { return Size(width: size, height: size) }
        guard image.isResizable else { return Size(width: image.width, height: image.height) }
        return Size(width: proposal.width ?? image.width, height: proposal.height ?? image.height)
    }

    package func draw(in frame: Rect, scale: Double, into list: inout DisplayList) {
        let first = list.items.count
        defer {
            list.semantics.graphics.append(GraphicSemantics(color: color, frame: Rect(x: frame.x, y: frame.y, width: size, height: size),
                                                            items: first..<list.items.count))
        }
        switch drawing {
        case let .vector(layers, box, clipped):
            let width = image == nil ? size : frame.width, height = image == nil ? size : frame.height
            let k = min(width / box.width, height / box.height)
            let dx = frame.x + (width - box.width * k) / 2, dy = frame.y + (height - box.height * k) / 2
            let place = Transform.scale(k).then(.translation(dx, dy))
            if clipped { list.append(.pushClip(Path(rect: Rect(x: dx, y: dy, width: box.width * k, height: box.height * k)))) }
            for layer in layers {
                let path = layer.path.transformed(by: place)
                let ink = Paint.solid(color.opacity(layer.opacity))
                switch layer.paint {
                case let .fill(rule):
                    list.append(.fill(path, ink, rule))
                case var .stroke(style):
                    style.width *= k
                    style.dashes = style.dashes.map { $0 * k }
                    style.dashOffset *= k
                    list.append(.stroke(path, style, ink))
                }
            }
            if clipped { list.append(.popClip) }
        case let .template(pixels):
            let k = min(size / Double(pixels.width), size / Double(pixels.height))
            let w = Double(pixels.width) * k, h = Double(pixels.height) * k
            list.append(.image(Self.tinted(pixels, color), rect: Rect(x: frame.x + (size - w) / 2, y: frame.y + (size - h) / 2, width: w, height: h)))
        }
    }

    /// `pixels` with every pixel's colour replaced by `color`, its alpha kept (times the colour's).
    static func tinted(_ pixels: Pixmap, _ color: RGBAColor) -> Pixmap {
        var out = pixels
        let r = UInt32(color.r), g = UInt32(color.g), b = UInt32(color.b), a = UInt32(color.a)
        out.bytes.withUnsafeMutableBufferPointer { p in
            var i = 0
            while i < p.count {
                let alpha = div255(UInt32(p[i &+ 3]) &* a)
                p[i] = UInt8(truncatingIfNeeded: div255(r &* alpha))
                p[i &+ 1] = UInt8(truncatingIfNeeded: div255(g &* alpha))
                p[i &+ 2] = UInt8(truncatingIfNeeded: div255(b &* alpha))
                p[i &+ 3] = UInt8(truncatingIfNeeded: alpha)
                i &+= 4
            }
        }
        return out
    }
}

extension BuiltInIcon.Layer {
    /// The layer as the icon leaf draws it: strokes with round caps and joins.
    func drawn(_ path: Path) -> SVGIcon.Layer {
        switch style {
        case let .fill(evenOdd): SVGIcon.Layer(path: path, paint: .fill(evenOdd ? .evenOdd : .nonZero), opacity: 1)
        case let .stroke(width): SVGIcon.Layer(path: path, paint: .stroke(Raster.StrokeStyle(width: width, join: .round, cap: .round)), opacity: 1)
        }
    }
}
