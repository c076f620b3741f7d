import Values

/// Inner shadows, as CSS `box-shadow: inset` draws them: the shadow colour everywhere outside a
/// "hole" — the element's own shape offset by (x, y) and shrunk by the spread (radii
/// `max(0, r − spread)`) — blurred with σ = blur / 2 and shown only inside the element.
extension Canvas {
    /// An inset layer of a rounded rect.
    package func drawInnerShadow(of shape: RoundedRect, _ shadow: ShadowLayer<RGBAColor>, transform: Transform = .identity) {
        let hole = shape.spread(by: -shadow.spread)
        let holePath: Path? = hole.rect.width > 0 && hole.rect.height > 0
            ? Path(roundedRect: hole.offsetBy(dx: shadow.x, dy: shadow.y)) : nil
        drawInnerShadow(element: Path(roundedRect: shape), hole: holePath, shadow: shadow, transform: transform, pathSpread: 0)
    }

    /// An inset layer of any path; the spread shrinks the hole by a round-joined offset.
    package func drawInnerShadow(of shape: Path, _ shadow: ShadowLayer<RGBAColor>, transform: Transform = .identity) {
        drawInnerShadow(element: shape, hole: shape.transformed(by: .translation(shadow.x, shadow.y)), shadow: shadow,
                        transform: transform, pathSpread: -shadow.spread)
    }

    private func drawInnerShadow(element: Path, hole: Path?, shadow: ShadowLayer<RGBAColor>, transform: Transform, pathSpread: Double) {
        guard shadow.color.a > 0 else { return }
        Flattener.flatten(element, transform: transform, tolerance: tolerance, into: &flat)
        guard let box = coverFlat(flat, rule: .nonZero, into: &mask) else { return }
        let inside = Array(mask[0..<(box.width * box.height)])
        let sigma = max(0, shadow.blur.isFinite ? shadow.blur : 0) / 2 * transform.maxScale
        let blur = GaussianBlur(sigma: sigma)
        let region = box.outset(blur.reach + 1)
        let w = region.width, h = region.height
        // The hole's coverage over the region (zero where there is no hole).
        if let hole {
            Flattener.flatten(hole, transform: transform, tolerance: tolerance, into: &flat)
            accumulator.rasterize(flat, box: region, rule: .nonZero, mask: &mask)
            if pathSpread != 0 { applyPathSpread(hole, spread: pathSpread, transform: transform, region: region) }
        } else {
            if mask.count < w * h { mask = [UInt8](repeating: 0, count: w * h) }
            mask.withUnsafeMutableBufferPointer { $0.baseAddress!.update(repeating: 0, count: w * h) }
        }
        // The shadow field: 255 outside the hole. The region reaches a blur's width past the
        // element, so the zero the blur assumes outside it never reaches the element.
        if blurImage.count < w * h { blurImage = [Float](repeating: 0, count: w * h) }
        for i in 0..<(w * h) { blurImage[i] = 255 - Float(mask[i]) }
        blur.apply(&blurImage, width: w, height: h, scratch: &blurScratch)
        let bw = box.width
        if mask.count < bw * box.height { mask = [UInt8](repeating: 0, count: bw * box.height) }
        for row in 0..<box.height {
            for col in 0..<bw {
                let field = blurImage[(box.y0 - region.y0 + row) * w + (box.x0 - region.x0 + col)]
                let v = roundedByte(min(max(field, 0), 255))
                mask[row * bw + col] = UInt8(truncatingIfNeeded: div255(UInt16(v) &* UInt16(inside[row * bw + col])))
            }
        }
        composite(box: box, shader: .solid(shadow.color.premultiplied))
    }
}
