import Values

extension Canvas {
    /// Coverage masks placed relative to the device pixel (`x`, `y`) (a label's glyphs at its pen
    /// position), painted with one paint, in order: the same pixels as `fill(masks:)` on the masks
    /// moved there, without a `CoverageMask` (and its retained array) per glyph. The caller keeps
    /// the coverage alive for the call.
    package func fill(placed: UnsafeBufferPointer<PlacedCoverage>, x: Int, y: Int, paint: Paint,
                     paintTransform: Transform = .identity) {
        guard !placed.isEmpty else { return }
        let shader = Shader(paint, transform: paintTransform)
        guard case let .solid(color) = shader, clips.last?.mask == nil else {
            // Gradients and anti-aliased clips: the per-mask path (copy, clip, shade), one shader.
            for p in placed { fillCopying(p.coverage, width: Int(p.width), box: Canvas.box(of: p, x, y), shader: shader) }
            return
        }
        let clip = clipBox
        guard let dirty = dirtyBox(placed.lazy.map { Canvas.box(of: $0, x, y) }, clip: clip) else { return }
        let wide = CPUFeatures.wideLanes
        withTarget(marking: dirty) { bytes in
            if color.a == 0 { return }
            for p in placed { blendSolid(p.coverage, whole: Canvas.box(of: p, x, y), clip: clip, into: bytes, color, wide: wide) }
        }
    }

    /// The device box of `p` drawn at (x, y).
    @inline(__always)
    static func box(of p: PlacedCoverage, _ x: Int, _ y: Int) -> PixelBox {
        PixelBox(x0: x + p.left, y0: y + p.top, x1: x + p.left + Int(p.width), y1: y + p.top + Int(p.height))
    }
}
