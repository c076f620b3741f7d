import Values

extension Canvas {
    /// Draws `image` scaled into `rect` (bilinear, premultiplied), clipped to the rect's rounded
    /// corners (CSS-clamped radii) with anti-aliased edges, at `opacity`.
    package func drawImage(_ image: Pixmap, in rect: Rect, cornerRadii: CornerRadii = .zero,
                          opacity: Double = 1, transform: Transform = .identity) {
        guard !rect.isEmpty, image.width > 0, image.height > 0 else { return }
        let shape = Path(roundedRect: RoundedRect(rect: rect, radii: cornerRadii))
        Flattener.flatten(shape, transform: transform, tolerance: tolerance, into: &flat)
        guard let box = coverFlat(flat, rule: .nonZero, into: &mask) else { return }
        // Device → user → image pixels.
        let toImage = Transform.translation(-rect.x, -rect.y)
            .then(.scale(Double(image.width) / rect.width, Double(image.height) / rect.height))
        guard let inverse = transform.inverted?.then(toImage) else { return }
        let o = opacity.isFinite ? min(max(opacity, 0), 1) : 1
        if o < 1 {
            let k = UInt16((o * 255).rounded())
            let count = box.width * box.height
            mask.withUnsafeMutableBufferPointer { m in
                for i in 0..<count { m[i] = UInt8(truncatingIfNeeded: div255(UInt16(m[i]) &* k)) }
            }
        }
        composite(box: box, shader: .image(image, inverse: inverse))
    }
}
