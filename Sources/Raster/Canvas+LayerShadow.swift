import Values

/// Core Animation's layer shadow: the shadow's source is the layer's composited alpha, so any
/// content casts one (text, a ring, a clipped card), and a hole casts none. Each shadow is that
/// alpha moved by its offset, blurred with σ = blur / 2 device px, and tinted with its colour;
/// it goes *under* the layer's content (destination-over) before the layer is faded and
/// blended, so a faded view's shadow fades with it, as in SwiftUI.
extension Canvas {
    /// Casts `layer.style.shadows` into the layer's own pixmap and grows its dirty box by them.
    /// The first listed ends on top, as CSS and the description's shape shadows.
    func castShadows(_ layer: inout Layer) {
        guard let dirty = layer.dirty, !layer.style.shadows.isEmpty else { return }
        let t = layer.transform
        // Every shadow is of the content alone: read its alpha before any shadow is drawn.
        let source = alphaPlane(of: layer.pixmap, box: dirty)
        var grown = dirty
        for shadow in layer.style.shadows where shadow.color.a > 0 {
            // The offset is in the layer's user space; whole device px keep the cast exact.
            let dx = Int((t.a * shadow.x + t.c * shadow.y).rounded()), dy = Int((t.b * shadow.x + t.d * shadow.y).rounded())
            let sigma = max(0, shadow.blur.isFinite ? shadow.blur : 0) / 2 * t.maxScale
            let blur = GaussianBlur(sigma: sigma)
            let moved = PixelBox(x0: dirty.x0 + dx, y0: dirty.y0 + dy, x1: dirty.x1 + dx, y1: dirty.y1 + dy)
            let region = moved.outset(sigma > 0 ? blur.reach + 1 : 0).intersection(canvasBox)
            guard !region.isEmpty else { continue }
            let w = region.width, h = region.height
            var field = [Float](repeating: 0, count: w * h)
            for y in max(region.y0, moved.y0)..<min(region.y1, moved.y1) {
                for x in max(region.x0, moved.x0)..<min(region.x1, moved.x1) {
                    field[(y - region.y0) * w + x - region.x0] = source[(y - dy - dirty.y0) * dirty.width + x - dx - dirty.x0]
                }
            }
            if sigma > 0 { blur.apply(&field, width: w, height: h, scratch: &blurScratch) }
            drawUnder(field, region: region, color: shadow.color, in: &layer.pixmap)
            grown = grown.union(region)
        }
        layer.dirty = grown
    }

    /// The alpha channel of `box` of a canvas-sized pixmap, 0...255.
    private func alphaPlane(of pixmap: Pixmap, box: PixelBox) -> [Float] {
        var plane = [Float](repeating: 0, count: box.width * box.height)
        pixmap.bytes.withUnsafeBufferPointer { bytes in
            let base = bytes.baseAddress! - bandShift
            for y in box.y0..<box.y1 {
                let row = base + y * width * 4
                for x in box.x0..<box.x1 { plane[(y - box.y0) * box.width + x - box.x0] = Float(row[x * 4 + 3]) }
            }
        }
        return plane
    }

    /// `color` with coverage `field` (0...255 over `region`) drawn under what `pixmap` holds:
    /// destination-over on premultiplied bytes, d + s · (1 − d.a).
    private func drawUnder(_ field: [Float], region: PixelBox, color: RGBAColor, in pixmap: inout Pixmap) {
        let w = region.width
        let stride = width
        let shift = bandShift
        pixmap.bytes.withUnsafeMutableBufferPointer { bytes in
            let base = bytes.baseAddress! - shift
            for y in region.y0..<region.y1 {
                let row = base + y * stride * 4
                for x in region.x0..<region.x1 {
                    let coverage = min(max(field[(y - region.y0) * w + x - region.x0], 0), 255)
                    let sa = (coverage * Float(color.a) / 255).rounded()
                    guard sa > 0 else { continue }
                    let p = row + x * 4
                    let keep = Float(255 - p[3]) / 255
                    guard keep > 0 else { continue }
                    func over(_ d: UInt8, _ s: UInt8) -> UInt8 { UInt8(min(255, Float(d) + (Float(s) * sa / 255 * keep).rounded())) }
                    p[0] = over(p[0], color.r); p[1] = over(p[1], color.g); p[2] = over(p[2], color.b)
                    p[3] = UInt8(min(255, Float(p[3]) + (sa * keep).rounded()))
                }
            }
        }
    }
}
