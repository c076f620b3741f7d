import DescriptionModel
import DescriptionFormat
import DisplayList
import Layout
import Raster
import Values

/// An `image` node: a decoded PNG drawn into its box, aspect-fit (letterboxed) or aspect-fill
/// (cropped), clipped to the corner radius. Without a size it takes its pixel size in logical px;
/// with one side given the other follows the image's aspect ratio.
package struct ImageLeaf: DrawableLeaf {
    enum Mode { case fit, fill }

    var image: Pixmap
    var width: Double?
    var height: Double?
    var mode: Mode
    package var cornerRadius: Double
    var corners: CornerStyle = .circular
    /// IDS.Image: take the offered width, height from the aspect ratio.
    package var stretchesToWidth = false

    private var aspect: Double { Double(image.height) / Double(image.width) }

    package func size(for proposal: ProposedSize) -> Size {
        // IDS.Image is SwiftUI's `.resizable().aspectRatio(contentMode: .fit)` in a full-width
        // frame: any width offered, the height from the aspect ratio; nil, its pixel size.
        if stretchesToWidth, let offered = proposal.width { return Size(width: offered, height: offered * aspect) }
        switch (width, height) {
        case let (w?, h?): return Size(width: w, height: h)
        case let (w?, nil): return Size(width: w, height: w * aspect)
        case let (nil, h?): return Size(width: h / aspect, height: h)
        case (nil, nil): return Size(width: Double(image.width), height: Double(image.height))
        }
    }

    package func draw(in frame: Rect, scale: Double, into list: inout DisplayList) {
        let box = PixelSnapping.snap(frame, scale: scale)
        guard !box.isEmpty else { return }
        let fitScale = min(box.width / Double(image.width), box.height / Double(image.height))
        let fillScale = max(box.width / Double(image.width), box.height / Double(image.height))
        let k = mode == .fit ? fitScale : fillScale
        let w = Double(image.width) * k, h = Double(image.height) * k
        let target = Rect(x: box.x + (box.width - w) / 2, y: box.y + (box.height - h) / 2, width: w, height: h)
        if mode == .fill || cornerRadius > 0 {
            list.append(.pushClip(Path(roundedRect: RoundedRect(rect: box, radius: cornerRadius, style: corners))))
            list.append(.image(image, rect: target))
            list.append(.popClip)
        } else {
            list.append(.image(image, rect: target))
        }
    }
}
