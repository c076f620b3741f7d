import Values

/// What a shape does to the backdrop inside its outline before its own fill: a background blur
/// (Figma's BACKGROUND_BLUR, CSS `backdrop-filter: blur(blur / 2)`) and a saturation scale
/// (CSS `saturate()`), the two parts of a material under its tint.
package struct BackdropFilter: Hashable, Sendable {
    /// CSS-style blur in user units: σ = blur / 2.
    package var blur: Double
    /// 1 leaves colours as they are, 0 makes them grey; above 1 more saturated.
    package var saturation: Double
    /// Edge refraction, user units: near the outline of the shape's box ellipse the backdrop is
    /// sampled further out, by up to this much at the outline (a lens's bent rim).
    package var refraction: Double

    package init(blur: Double, saturation: Double = 1, refraction: Double = 0) {
        self.blur = blur; self.saturation = saturation; self.refraction = refraction
    }

    /// The outer part of the radius the refraction bends: 35 % (inside it the backdrop is straight).
    package static let refractionBand = 0.35
}

extension Canvas {
    /// Replaces what is already drawn inside `path` (on the current layer, or the canvas) by its
    /// filtered version. The blur samples the backdrop around the shape out to the blur's reach,
    /// and past the canvas edge it repeats the edge pixels: edges are neither darkened nor mirrored.
    package func drawBackdrop(_ path: Path, _ filter: BackdropFilter, transform: Transform = .identity) {
        Flattener.flatten(path, transform: transform, tolerance: tolerance, into: &flat)
        guard let box = coverFlat(flat, rule: .nonZero, into: &mask) else { return }
        let sigma = (filter.blur.isFinite ? max(0, filter.blur) : 0) / 2 * transform.maxScale
        let saturation = filter.saturation.isFinite ? max(0, filter.saturation) : 1
        let blur = GaussianBlur(sigma: sigma)
        let bend = (filter.refraction.isFinite ? max(0, filter.refraction) : 0) * transform.maxScale
        let sampled = box.outset((sigma > 0 ? blur.reach + 1 : 0) + Int(bend.rounded(.up)) + 1)
        let lens = bend > 0 ? Lens(path: path, transform: transform, bend: bend) : nil
        let w = box.width
        withTarget(marking: box) { base in
            var planes = readChannels(base, region: canvasBox, sampled: sampled)
            if sigma > 0 {
                for c in 0..<4 { blur.apply(&planes[c], width: sampled.width, height: sampled.height, scratch: &blurScratch) }
            }
            if saturation != 1 { Canvas.saturate(&planes, by: saturation) }
            mask.withUnsafeBufferPointer { cov in
                for y in box.y0..<box.y1 {
                    let line = base + y * width * 4
                    for x in box.x0..<box.x1 {
                        let k = Float(cov[(y - box.y0) * w + (x - box.x0)]) / 255
                        guard k > 0 else { continue }
                        let filtered = lens.map { $0.sample(planes, sampled, x, y) }
                            ?? { let i = (y - sampled.y0) * sampled.width + (x - sampled.x0)
                                 return SIMD4(planes[0][i], planes[1][i], planes[2][i], planes[3][i]) }()
                        let p = line + x * 4
                        let alpha = Float(p[3]) + (min(max(filtered[3], 0), 255) - Float(p[3])) * k
                        let a = roundedByte(min(max(alpha, 0), 255))
                        for c in 0..<3 {
                            let v = Float(p[c]) + (min(max(filtered[c], 0), 255) - Float(p[c])) * k
                            p[c] = min(roundedByte(min(max(v, 0), 255)), a)
                        }
                        p[3] = a
                    }
                }
            }
        }
    }

    /// The refraction's geometry: the ellipse inscribed in the shape's device box.
    struct Lens {
        var cx, cy, rx, ry, bend: Double

        init?(path: Path, transform: Transform, bend: Double) {
            guard let b = path.controlBounds else { return nil }
            let p0 = transform.apply(Point(b.minX, b.minY)), p1 = transform.apply(Point(b.maxX, b.maxY))
            cx = (p0.x + p1.x) / 2; cy = (p0.y + p1.y) / 2
            rx = abs(p1.x - p0.x) / 2; ry = abs(p1.y - p0.y) / 2
            self.bend = bend
            guard rx > 0, ry > 0 else { return nil }
        }

        /// The filtered backdrop seen at pixel (x, y): in the outer band of the ellipse the sample
        /// moves outward along the radius by bend · u², u going 0 → 1 across the band, bilinearly read.
        func sample(_ planes: [[Float]], _ region: PixelBox, _ x: Int, _ y: Int) -> SIMD4<Float> {
            var px = Double(x) + 0.5, py = Double(y) + 0.5
            let dx = px - cx, dy = py - cy
            let rho = ((dx / rx) * (dx / rx) + (dy / ry) * (dy / ry)).squareRoot()
            let inner = 1 - BackdropFilter.refractionBand
            if rho > inner, rho > 0 {
                let u = min((rho - inner) / BackdropFilter.refractionBand, 1)
                let length = (dx * dx + dy * dy).squareRoot()
                px += dx / length * bend * u * u
                py += dy / length * bend * u * u
            }
            let fx = min(max(px - 0.5 - Double(region.x0), 0), Double(region.width - 1))
            let fy = min(max(py - 0.5 - Double(region.y0), 0), Double(region.height - 1))
            let x0 = Int(fx), y0 = Int(fy), x1 = min(x0 + 1, region.width - 1), y1 = min(y0 + 1, region.height - 1)
            let tx = Float(fx - Double(x0)), ty = Float(fy - Double(y0))
            var out = SIMD4<Float>()
            for c in 0..<4 {
                let w = region.width
                let top = planes[c][y0 * w + x0] + (planes[c][y0 * w + x1] - planes[c][y0 * w + x0]) * tx
                let bottom = planes[c][y1 * w + x0] + (planes[c][y1 * w + x1] - planes[c][y1 * w + x0]) * tx
                out[c] = top + (bottom - top) * ty
            }
            return out
        }
    }

    /// CSS `saturate(s)`'s matrix (Filter Effects 1, in gamma-encoded sRGB) on premultiplied
    /// planes: its rows sum to 1, so it commutes with premultiplying.
    static func saturate(_ planes: inout [[Float]], by s: Double) {
        let f = Float(s)
        let rr = 0.213 + 0.787 * f, rg = 0.715 - 0.715 * f, rb = 0.072 - 0.072 * f
        let gr = 0.213 - 0.213 * f, gg = 0.715 + 0.285 * f, gb = 0.072 - 0.072 * f
        let br = 0.213 - 0.213 * f, bg = 0.715 - 0.715 * f, bb = 0.072 + 0.928 * f
        // The planes taken out (each then has one owner: no copy on write) and walked through
        // raw pointers with the matrix in scalars: a loop that vectorises.
        var r = planes[0], g = planes[1], b = planes[2]
        planes[0] = []; planes[1] = []; planes[2] = []
        r.withUnsafeMutableBufferPointer { r in g.withUnsafeMutableBufferPointer { g in
            b.withUnsafeMutableBufferPointer { b in
                for i in 0..<r.count {
                    let red = r[i], green = g[i], blue = b[i]
                    r[i] = rr * red + rg * green + rb * blue
                    g[i] = gr * red + gg * green + gb * blue
                    b[i] = br * red + bg * green + bb * blue
                }
            }
        } }
        planes[0] = r; planes[1] = g; planes[2] = b
    }
}
