import DescriptionModel
import DescriptionFormat
import Raster
import Values

/// A resizable image with cap insets, as UIKit and SwiftUI draw it: the corners at their size,
/// the edges stretched along their side, the middle stretched both ways. Caps wider than the
/// box are scaled down together so they meet.
enum NinePart {
    /// Each part's pixels and where it is drawn in `box` (points).
    static func parts(of image: Pixmap, caps: SideWidths, pixelScale: Double, in box: Rect) -> [(Pixmap, Rect)] {
        let w = Double(image.width), h = Double(image.height)
        // In the image: caps in pixels, no more than the image has.
        let sx = min(1, w / max(1e-9, (caps.left + caps.right) * pixelScale)), sy = min(1, h / max(1e-9, (caps.top + caps.bottom) * pixelScale))
        let srcX = [0, (caps.left * pixelScale * sx).rounded(), w - (caps.right * pixelScale * sx).rounded(), w]
        let srcY = [0, (caps.top * pixelScale * sy).rounded(), h - (caps.bottom * pixelScale * sy).rounded(), h]
        // In the box: caps in points, no more than the box has.
        let dx = min(1, box.width / max(1e-9, caps.left + caps.right)), dy = min(1, box.height / max(1e-9, caps.top + caps.bottom))
        let dstX = [box.x, box.x + caps.left * dx, box.x + box.width - caps.right * dx, box.x + box.width]
        let dstY = [box.y, box.y + caps.top * dy, box.y + box.height - caps.bottom * dy, box.y + box.height]
        var parts: [(Pixmap, Rect)] = []
        for row in 0..<3 {
            for column in 0..<3 {
                let x0 = Int(srcX[column]), x1 = Int(srcX[column + 1]), y0 = Int(srcY[row]), y1 = Int(srcY[row + 1])
                let target = Rect(x: dstX[column], y: dstY[row], width: dstX[column + 1] - dstX[column], height: dstY[row + 1] - dstY[row])
                guard x1 > x0, y1 > y0, target.width > 0, target.height > 0, let part = crop(image, x0, y0, x1 - x0, y1 - y0) else { continue }
                parts.append((part, target))
            }
        }
        return parts
    }

    static func crop(_ image: Pixmap, _ x: Int, _ y: Int, _ width: Int, _ height: Int) -> Pixmap? {
        var bytes = [UInt8]()
        bytes.reserveCapacity(width * height * 4)
        for row in y..<(y + height) {
            let start = (row * image.width + x) * 4
            bytes += image.bytes[start..<(start + width * 4)]
        }
        return try? Pixmap(width: width, height: height, premultipliedBytes: bytes)
    }
}
