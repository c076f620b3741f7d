import Values

extension Canvas {
    /// Blurs the four premultiplied channels of `region` of the pixels at `base` (canvas
    /// coordinates: pixel (x, y) at `base + (y·width + x)·4`) in place, each with `blur` (the
    /// project's separable Gaussian: a direct kernel below σ 4, three extended boxes from there),
    /// and transparent outside the region. Colours stay ≤ alpha after rounding.
    func blurChannels(_ base: UnsafeMutablePointer<UInt8>, source region: PixelBox, blur: GaussianBlur) {
        var planes = readChannels(base, region: region, sampled: region)
        for c in 0..<4 { blur.apply(&planes[c], width: region.width, height: region.height, scratch: &blurScratch) }
        writeChannels(planes, region: region, into: base, box: region)
    }

    /// The four channels of `sampled` as Float planes, each pixel read from the nearest pixel of
    /// `region` (the edge pixels repeated outward: a backdrop near the canvas edge is not
    /// darkened by a transparent outside, nor mirrored).
    func readChannels(_ base: UnsafePointer<UInt8>, region: PixelBox, sampled: PixelBox) -> [[Float]] {
        let w = sampled.width, h = sampled.height
        var r = [Float](repeating: 0, count: w * h), g = r, b = r, a = r
        // Through raw pointers: subscripting the nested arrays checked uniqueness at every store.
        r.withUnsafeMutableBufferPointer { r in g.withUnsafeMutableBufferPointer { g in
            b.withUnsafeMutableBufferPointer { b in a.withUnsafeMutableBufferPointer { a in
                for row in 0..<h {
                    let y = min(max(sampled.y0 + row, region.y0), region.y1 - 1)
                    let line = base + y * width * 4
                    let out = row * w
                    for col in 0..<w {
                        let p = line + min(max(sampled.x0 + col, region.x0), region.x1 - 1) * 4
                        r[out + col] = Float(p[0]); g[out + col] = Float(p[1])
                        b[out + col] = Float(p[2]); a[out + col] = Float(p[3])
                    }
                }
            } }
        } }
        return [r, g, b, a]
    }

    /// Writes `box` of the planes (which cover `region`) back as bytes, rounded, colour ≤ alpha.
    func writeChannels(_ planes: [[Float]], region: PixelBox, into base: UnsafeMutablePointer<UInt8>, box: PixelBox) {
        let w = region.width
        for y in box.y0..<box.y1 {
            let line = base + y * width * 4
            for x in box.x0..<box.x1 {
                let i = (y - region.y0) * w + (x - region.x0)
                let p = line + x * 4
                let a = roundedByte(min(max(planes[3][i], 0), 255))
                p[3] = a
                for c in 0..<3 { p[c] = min(roundedByte(min(max(planes[c][i], 0), 255)), a) }
            }
        }
    }
}
