import Values

extension Canvas {
    /// Many coverage masks (a label's glyphs) painted with one paint, in order: the same pixels as
    /// `fill(mask:paint:paintTransform:)` on each mask, for less work per glyph. The shader is made
    /// once; with a solid paint and no clip mask (the usual case for text) each mask's rows are
    /// blended straight from its own coverage, without copying it into the scratch buffer, and the
    /// target is opened once for all of them.
    package func fill(masks: [CoverageMask], paint: Paint, paintTransform: Transform = .identity) {
        guard !masks.isEmpty else { return }
        let shader = Shader(paint, transform: paintTransform)
        guard case let .solid(color) = shader, clips.last?.mask == nil else {
            // Gradients and anti-aliased clips: the per-mask path (copy, clip, shade), one shader.
            for m in masks { fillCopying(m, shader: shader) }
            return
        }
        let clip = clipBox
        guard let dirty = dirtyBox(masks.lazy.map(Canvas.box(of:)), clip: clip) else { return }
        let wide = CPUFeatures.wideLanes
        withTarget(marking: dirty) { bytes in
            if color.a == 0 { return }
            for m in masks {
                m.coverage.withUnsafeBufferPointer {
                    blendSolid($0.baseAddress!, whole: Canvas.box(of: m), clip: clip, into: bytes, color, wide: wide)
                }
            }
        }
    }

    /// What `withTarget(marking:)` is given for masks covering `boxes`: on a layer, the union of
    /// their visible parts (a layer's dirty box grows by it, as it would mask by mask), nil when
    /// none is visible; straight onto the canvas nothing is marked, and the union is not computed.
    func dirtyBox(_ boxes: some Sequence<PixelBox>, clip: PixelBox) -> PixelBox? {
        if layers.isEmpty { return clip }
        var union: PixelBox?
        for whole in boxes {
            let box = whole.intersection(clip)
            guard !box.isEmpty else { continue }
            union = union?.union(box) ?? box
        }
        return union
    }

    /// Blends the part inside `clip` of a mask whose rows (`whole.width` bytes each) cover
    /// `whole`, in a solid colour, onto the target's `bytes`.
    @inline(__always)
    func blendSolid(_ coverage: UnsafePointer<UInt8>, whole: PixelBox, clip: PixelBox,
                    into bytes: UnsafeMutablePointer<UInt8>, _ color: PremultipliedColor, wide: Bool) {
        let box = whole.intersection(clip)
        guard !box.isEmpty else { return }
        let stride = width * 4
        // Row `y` of the box reads the mask's row `y - whole.y0`, from column `box.x0 - whole.x0`.
        Blend.solidBlock(bytes + box.y0 * stride + box.x0 * 4, stride: stride,
                         coverage + (box.y0 - whole.y0) * whole.width + (box.x0 - whole.x0),
                         coverageStride: whole.width, width: box.width, height: box.height,
                         room: width - box.x1, color, wide: wide)
    }

    /// The device box a mask covers.
    static func box(of m: CoverageMask) -> PixelBox {
        PixelBox(x0: m.left, y0: m.top, x1: m.left + m.width, y1: m.top + m.height)
    }

    /// `fill(mask:)` with a shader already made: the mask's visible part is copied into the
    /// scratch coverage, the clip applied, then composited.
    func fillCopying(_ m: CoverageMask, shader: Shader) {
        guard !Canvas.box(of: m).intersection(clipBox).isEmpty else { return }
        m.coverage.withUnsafeBufferPointer { src in
            fillCopying(src.baseAddress!, width: m.width, box: Canvas.box(of: m), shader: shader)
        }
    }

    /// `fillCopying` of `whole.width * whole.height` coverage bytes at `coverage` covering `whole`.
    func fillCopying(_ coverage: UnsafePointer<UInt8>, width maskWidth: Int, box whole: PixelBox, shader: Shader) {
        let box = whole.intersection(clipBox)
        guard !box.isEmpty else { return }
        let count = box.width * box.height
        if mask.count < count { mask = [UInt8](repeating: 0, count: count) }
        mask.withUnsafeMutableBufferPointer { dst in
            for row in 0..<box.height {
                let from = (box.y0 + row - whole.y0) * maskWidth + (box.x0 - whole.x0)
                (dst.baseAddress! + row * box.width).update(from: coverage + from, count: box.width)
            }
        }
        applyClip(box: box, to: &mask)
        composite(box: box, shader: shader)
    }
}
