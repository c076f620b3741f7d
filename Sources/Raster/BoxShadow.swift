import Values

/// Outer shadows; inner (`inset`) layers are drawn by `drawInnerShadow` (InnerShadow.swift),
/// and the back ends send each layer to the one that draws it.
extension Canvas {
    /// Draws CSS box-shadow layers of an element shaped `shape`: the first listed ends on top,
    /// and no layer is painted under the element itself.
    package func drawShadows(of shape: RoundedRect, _ shadows: [ShadowLayer<RGBAColor>], transform: Transform = .identity) {
        for s in shadows.reversed() { drawShadow(of: shape, s, transform: transform) }
    }

    /// One CSS box-shadow layer of a rounded rect: the shape grown by the spread (radii
    /// `max(0, r + spread)`), offset, blurred with sigma = blur / 2 device px (scaled by the
    /// transform), cut out of the element's own shape.
    package func drawShadow(of shape: RoundedRect, _ shadow: ShadowLayer<RGBAColor>, transform: Transform = .identity) {
        let grown = shape.spread(by: shadow.spread)
        guard !grown.rect.isEmpty || shadow.spread >= 0 else { return }
        let caster = Path(roundedRect: grown.offsetBy(dx: shadow.x, dy: shadow.y))
        drawBlurredShadow(caster: caster, element: Path(roundedRect: shape), shadow: shadow, transform: transform)
    }

    /// A box-shadow layer of any path. Spread grows (or, negative, shrinks) the path by
    /// offsetting it with round joins.
    package func drawShadow(of shape: Path, _ shadow: ShadowLayer<RGBAColor>, transform: Transform = .identity) {
        // Spread is applied on coverage: the outline plus (or minus) its round-joined stroke.
        let caster = shape.transformed(by: .translation(shadow.x, shadow.y))
        drawBlurredShadow(caster: caster, element: shape, shadow: shadow, transform: transform,
                          pathSpread: shadow.spread)
    }

    private func drawBlurredShadow(caster: Path, element: Path, shadow: ShadowLayer<RGBAColor>, transform: Transform,
                                   pathSpread: Double = 0) {
        guard shadow.color.a > 0 else { return }
        let drawable = clipBox
        guard !drawable.isEmpty else { return }
        let sigma = max(0, shadow.blur.isFinite ? shadow.blur : 0) / 2 * transform.maxScale
        // Work at 1/f of the device resolution for wide blurs: the blurred field is smooth
        // (its curvature falls as 1/σ²), so bilinear upsampling from a grid where σ is still
        // 12 px loses well under a level.
        let f = sigma > reducedResolutionFromSigma ? sigma / (reducedResolutionFromSigma / 2) : 1
        let work = f > 1 ? transform.then(.scale(1 / f)) : transform
        // Sampling the caster by area at 1/f (a box of 1 low-res px, variance 1/12) and the
        // bilinear upsampling (a triangle, variance 1/6) blur too: take their variance off.
        let workSigma = f > 1 ? max(0, (sigma / f) * (sigma / f) - 0.25).squareRoot() : sigma
        let blur = GaussianBlur(sigma: workSigma, boxesFrom: boxBlurFromSigma)
        let reach = blur.reach + 1
        let workDrawable = f > 1
            ? PixelBox(covering: Double(drawable.x0) / f, Double(drawable.y0) / f, Double(drawable.x1) / f, Double(drawable.y1) / f)
            : drawable

        // 1. The caster's coverage over its box grown by the blur's reach (limited to what can
        //    still reach the drawable area).
        Flattener.flatten(caster, transform: work, tolerance: tolerance, into: &flat)
        let spreadReach = Int((abs(pathSpread) * work.maxScale).rounded(.up)) + 1
        guard let bounds = flat.pixelBounds?.outset(pathSpread > 0 ? spreadReach : 0) else { return }
        let region = bounds.outset(reach).intersection(workDrawable.outset(reach))
        guard !region.isEmpty else { return }
        accumulator.rasterize(flat, box: region, rule: .nonZero, mask: &mask)
        if pathSpread != 0 {
            applyPathSpread(caster, spread: pathSpread, transform: work, region: region)
        }
        let w = region.width, h = region.height
        if blurImage.count < w * h { blurImage = [Float](repeating: 0, count: w * h) }
        mask.withUnsafeBufferPointer { m in
            blurImage.withUnsafeMutableBufferPointer { f in
                for i in 0..<(w * h) { f[i] = Float(m[i]) }
            }
        }
        // 2. Blur.
        blur.apply(&blurImage, width: w, height: h, scratch: &blurScratch)

        // 3. Back to bytes over the drawable part, minus the element's own coverage.
        let out = f > 1
            ? PixelBox(covering: Double(region.x0) * f, Double(region.y0) * f, Double(region.x1) * f, Double(region.y1) * f)
                .intersection(drawable)
            : region.intersection(drawable)
        guard !out.isEmpty else { return }
        let ow = out.width
        if mask.count < ow * out.height { mask = [UInt8](repeating: 0, count: ow * out.height) }
        blurImage.withUnsafeBufferPointer { field in
            mask.withUnsafeMutableBufferPointer { m in
                if f > 1 {
                    Canvas.upsample(field.baseAddress!, w, h, origin: region, factor: f, into: m.baseAddress!, out)
                    return
                }
                for row in 0..<out.height {
                    let src = field.baseAddress! + (out.y0 - region.y0 + row) * w + (out.x0 - region.x0)
                    let dst = m.baseAddress! + row * ow
                    for x in 0..<ow {
                        dst[x] = roundedByte(min(max(src[x], 0), 255))
                    }
                }
            }
        }
        Flattener.flatten(element, transform: transform, tolerance: tolerance, into: &flat)
        accumulator.rasterize(flat, box: out, rule: .nonZero, mask: &mask2)
        mask.withUnsafeMutableBufferPointer { m in
            mask2.withUnsafeBufferPointer { e in
                for i in 0..<(ow * out.height) {
                    m[i] = UInt8(truncatingIfNeeded: div255(UInt16(m[i]) &* (255 &- UInt16(e[i]))))
                }
            }
        }
        applyClip(box: out, to: &mask)
        composite(box: out, shader: .solid(shadow.color.premultiplied))
    }

    /// Bilinear samples of a low-resolution field (pixel (i, j) centred at device
    /// ((origin.x0 + i + 0.5)·f, …)) at the device pixel centres of `out`, zero outside it.
    /// Separable: each low-res row needed is first stretched to the output width (weights per
    /// column computed once), then output rows are a vectorised mix of two stretched rows.
    static func upsample(_ field: UnsafePointer<Float>, _ w: Int, _ h: Int, origin: PixelBox, factor f: Double,
                         into dst: UnsafeMutablePointer<UInt8>, _ out: PixelBox) {
        let ow = out.width
        var left = [Int](repeating: 0, count: ow), weight = [Float](repeating: 0, count: ow)
        for col in 0..<ow {
            let u = (Double(out.x0 + col) + 0.5) / f - 0.5 - Double(origin.x0)
            let i = Int(u.rounded(.down))
            left[col] = i; weight[col] = Float(u - Double(i))
        }
        var rows = [Float](repeating: 0, count: 2 * ow)
        var loaded = (Int.min, Int.min)   // which low-res rows the two buffers hold
        rows.withUnsafeMutableBufferPointer { buffers in
            let upper = buffers.baseAddress!, lower = upper + ow
            func stretch(_ j: Int, into row: UnsafeMutablePointer<Float>) {
                guard j >= 0 && j < h else { row.update(repeating: 0, count: ow); return }
                let src = field + j * w
                for col in 0..<ow {
                    let i = left[col]
                    let a: Float = i >= 0 && i < w ? src[i] : 0
                    let b: Float = i + 1 >= 0 && i + 1 < w ? src[i + 1] : 0
                    row[col] = a + (b - a) * weight[col]
                }
            }
            for line in 0..<out.height {
                let v = (Double(out.y0 + line) + 0.5) / f - 0.5 - Double(origin.y0)
                let j = Int(v.rounded(.down)), fy = Float(v - Double(j))
                if loaded.0 != j {
                    if loaded.1 == j { upper.update(from: lower, count: ow) } else { stretch(j, into: upper) }
                    stretch(j + 1, into: lower)
                    loaded = (j, j + 1)
                }
                let d = dst + line * ow
                for col in 0..<ow {
                    d[col] = roundedByte(min(max(upper[col] + (lower[col] - upper[col]) * fy, 0), 255))
                }
            }
        }
    }

    /// Grows (spread > 0) or shrinks the caster coverage in `mask` by a round-joined stroke of
    /// width 2·|spread| around its outline.
    func applyPathSpread(_ caster: Path, spread: Double, transform: Transform, region: PixelBox) {
        let saved = mask
        let style = StrokeStyle(width: 2 * abs(spread), join: .round, cap: .round)
        let scale = max(transform.maxScale, 1e-9)
        Flattener.flatten(caster, transform: .identity, tolerance: tolerance / scale, into: &flat)
        Stroker(halfWidth: style.width / 2, join: .round, cap: .round, miterLimit: 4, tolerance: tolerance / scale,
                transform: transform)
            .stroke(flat, dashes: [], dashOffset: 0, into: &deviceOutline)
        accumulator.rasterize(deviceOutline, box: region, rule: .nonZero, mask: &mask2)
        let count = region.width * region.height
        mask = saved
        mask.withUnsafeMutableBufferPointer { m in
            mask2.withUnsafeBufferPointer { s in
                for i in 0..<count {
                    let a = UInt16(m[i]), b = UInt16(s[i])
                    m[i] = spread > 0
                        ? UInt8(truncatingIfNeeded: a &+ b &- div255(a &* b))   // union
                        : UInt8(truncatingIfNeeded: div255(a &* (255 &- b)))     // difference
                }
            }
        }
    }
}
