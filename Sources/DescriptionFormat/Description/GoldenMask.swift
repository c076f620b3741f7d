import DescriptionModel
import Values

/// A region of the picture its golden comparison ignores (`mask:` in a description), as
/// Playwright's `toHaveScreenshot({ mask })` does: its pixels count nowhere, and the diff image
/// shows it filled with the mask colour. In logical px from the canvas's top-left corner.
package struct GoldenMask: Hashable, Sendable {
    package var rect: Rect
    /// Where it is written (`mask[1]`), for a region found outside the picture once its height is known.
    package var path: DescriptionPath

    package init(rect: Rect, path: DescriptionPath) {
        self.rect = rect; self.path = path
    }

    /// The device pixels it covers at `scale`, rounded outward: a region ending at 10.5 px covers
    /// the pixel an anti-aliased edge at 10.5 half fills.
    package func pixels(scale: Int) -> PixelBox {
        let s = Double(scale)
        return PixelBox(covering: rect.x * s, rect.y * s, (rect.x + rect.width) * s, (rect.y + rect.height) * s)
    }
}

extension Document {
    /// The masks in device pixels of a picture drawn at `scale`, each checked to lie inside it:
    /// a hugging canvas (no height) is as high as its content, known only once it is drawn.
    package func maskPixels(scale: Int, pictureWidth: Int, pictureHeight: Int) throws(DescriptionError) -> [PixelBox] {
        var boxes: [PixelBox] = []
        for mask in masks {
            let box = mask.pixels(scale: scale)
            if box.x1 > pictureWidth || box.y1 > pictureHeight {
                let s = Double(scale)
                throw sourceMap.error(file: file, location: sourceMap[mask.path], path: mask.path, message:
                    "the mask reaches \(plainNumber(mask.rect.x + mask.rect.width)) × \(plainNumber(mask.rect.y + mask.rect.height)) px, outside the "
                    + "\(plainNumber(Double(pictureWidth) / s)) × \(plainNumber(Double(pictureHeight) / s)) px picture; keep each mask inside the canvas")
            }
            boxes.append(box)
        }
        return boxes
    }
}

extension DescriptionReader {
    /// `mask: [{x, y, width, height}, …]`: each region at least 0 from the canvas's top-left
    /// corner, of a size above 0, and inside the canvas as far as its size is known here (a
    /// hugging canvas's height is checked once the picture is drawn, `Document.maskPixels`).
    func masks(_ value: Value, canvas: CanvasSpec) throws(DescriptionError) -> [GoldenMask] {
        var masks: [GoldenMask] = []
        for element in try elements(value, what: "regions {x, y, width, height}") {
            let f = try fields(element, keys: KeyTables.mask, what: "mask")
            let rect = Rect(x: try size(f.required("x", "x in logical px from the canvas's left edge")),
                            y: try size(f.required("y", "y in logical px from the canvas's top edge")),
                            width: try size(f.required("width", "the width in logical px"), positive: true),
                            height: try size(f.required("height", "the height in logical px"), positive: true))
            let right = rect.x + rect.width, bottom = rect.y + rect.height
            if right > canvas.width {
                throw error(element, "the mask reaches x = \(plainNumber(right)) px, past the canvas's width of \(plainNumber(canvas.width)) px; keep each mask inside the canvas")
            }
            if let height = canvas.height, bottom > height {
                throw error(element, "the mask reaches y = \(plainNumber(bottom)) px, past the canvas's height of \(plainNumber(height)) px; keep each mask inside the canvas")
            }
            masks.append(GoldenMask(rect: rect, path: element.path))
        }
        return masks
    }
}
