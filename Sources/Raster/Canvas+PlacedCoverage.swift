extension Canvas {
    /// Coverage masks placed relative to the device pixel (`x`, `y`) (a label's glyphs at its pen
    /// position), painted with one paint, in order: the same pixels as `fill(masks:)` on the masks
    /// moved there, without a `CoverageMask` (and its retained array) per glyph. The caller keeps
    /// the coverage alive for the call.
    public func fill(placed: UnsafeBufferPointer<PlacedCoverage>, x: Int, y: Int, paint: Paint,
                     paintTransform: Transform = .identity) {
        guard !placed.isEmpty else { return }
        let shader = Shader(paint, transform: paintTransform)
        guard case let .solid(color) = shader, clips.last?.mask == nil else {
            // Gradients and anti-aliased clips: the per-mask path (copy, clip, shade), one shader.
            for p in placed { fillCopying(p.coverage, width: Int(p.width), box: Canvas.box(of: p, x, y), shader: shader) }
            return
        }
        let clip = clipBox
        // A layer's dirty box grows to the union of the drawn boxes, as it would mask by mask.
        // Only a layer has one: drawing straight onto the canvas skips the union.
        var dirty = PixelBox(x0: 0, y0: 0, x1: 0, y1: 0)
        if !layers.isEmpty {
            var union: PixelBox?
            for p in placed {
                let box = Canvas.box(of: p, x, y).intersection(clip)
                guard !box.isEmpty else { continue }
                union = union.map { PixelBox(x0: min($0.x0, box.x0), y0: min($0.y0, box.y0),
                                             x1: max($0.x1, box.x1), y1: max($0.y1, box.y1)) } ?? box
            }
            guard let union else { return }
            dirty = union
        }
        let stride = width * 4
        withTarget(marking: dirty) { bytes in
            if color.a == 0 { return }
            for p in placed {
                let whole = Canvas.box(of: p, x, y), box = whole.intersection(clip)
                guard !box.isEmpty else { continue }
                // Row `y` of the box reads the mask's row `y - top`, from column `x0 - left`.
                let w = Int(p.width)
                Blend.solidBlock(bytes + box.y0 * stride + box.x0 * 4, stride: stride,
                                 p.coverage + (box.y0 - whole.y0) * w + (box.x0 - whole.x0),
                                 coverageStride: w, width: box.width, height: box.height,
                                 room: width - box.x1, color)
            }
        }
    }

    /// The device box of `p` drawn at (x, y).
    @inline(__always)
    static func box(of p: PlacedCoverage, _ x: Int, _ y: Int) -> PixelBox {
        PixelBox(x0: x + p.left, y0: y + p.top, x1: x + p.left + Int(p.width), y1: y + p.top + Int(p.height))
    }
}
