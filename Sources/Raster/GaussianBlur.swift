#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A separable Gaussian blur of a single-channel Float image, zero outside.
///
/// Below `boxesFrom` (the default for shadows: always): a direct kernel of radius ⌈3σ⌉.
/// From it on: three passes per axis of an *extended box* filter (Gwosdek, Grewenig, Bruhn,
/// Weickert, "Theoretical foundations of Gaussian convolution by extended box filtering",
/// 2011): a box of radius r plus a fractional weight α on the two next taps, chosen so that
/// the three passes have exactly the Gaussian's variance σ²; each pass is a running sum, so
/// the cost per pixel does not depend on sigma. Integer boxes (SVG's d = ⌊σ·3·√(2π)/4 + 0.5⌋,
/// or Kovesi's mix of two widths) miss the variance by up to ~17 % at small sigma. Shadows
/// bound the kernel's cost instead by blurring wide shadows at reduced resolution
/// (BoxShadow.swift, which draws `ShadowLayer`s); docs/RASTER.md has the measurements behind that choice.
struct GaussianBlur {
    let sigma: Double
    /// Sigma from which the running-sum boxes replace the direct kernel.
    var boxesFrom: Double = 4

    init(sigma: Double, boxesFrom: Double = 4) { self.sigma = sigma; self.boxesFrom = boxesFrom }

    static let passes = 3

    /// One extended box: integer radius and the weight of the two taps just outside it.
    struct Box: Equatable { var radius: Int; var alpha: Double }

    /// The box used for each of the three passes, or nil when a direct kernel is used.
    var box: Box? {
        guard sigma >= boxesFrom else { return nil }
        let v = sigma * sigma / Double(GaussianBlur.passes)   // each pass carries an equal share of the variance
        // Largest r whose plain box variance r(r+1)/3 is at most v.
        var r = Int(((12 * v + 1).squareRoot() - 1) / 2)
        while Double((r + 1) * (r + 2)) / 3 <= v { r += 1 }
        while r > 0 && Double(r * (r + 1)) / 3 > v { r -= 1 }
        let rd = Double(r)
        let alpha = (2 * rd + 1) * (rd * (rd + 1) / 3 - v) / (2 * (v - (rd + 1) * (rd + 1)))
        return Box(radius: r, alpha: min(max(alpha, 0), 1))
    }

    /// How far the blur spreads a pixel (pixels needed around a shape).
    var reach: Int {
        if let b = box { return GaussianBlur.passes * (b.radius + 1) }
        return Int((3 * sigma).rounded(.up))
    }

    /// Blurs `image` (width × height, rows top to bottom) in place; `scratch` is resized as needed.
    /// The box passes run down columns, where a whole row of running sums is updated at once
    /// and vectorises; the horizontal passes are done the same way on the transposed image.
    func apply(_ image: inout [Float], width: Int, height: Int, scratch: inout [Float]) {
        guard sigma > 0, width > 0, height > 0 else { return }
        let needed = width * height + max(width, height)
        if scratch.count < needed { scratch = [Float](repeating: 0, count: needed) }
        image.withUnsafeMutableBufferPointer { img in
            scratch.withUnsafeMutableBufferPointer { tmp in
                let base = img.baseAddress!, t = tmp.baseAddress!
                if let b = box {
                    let sums = t + width * height
                    for _ in 0..<GaussianBlur.passes { GaussianBlur.boxColumns(base, width, height, b, sums: sums) }
                    GaussianBlur.transpose(base, width, height, into: t)
                    for _ in 0..<GaussianBlur.passes { GaussianBlur.boxColumns(t, height, width, b, sums: sums) }
                    GaussianBlur.transpose(t, height, width, into: base)
                } else {
                    let kernel = GaussianBlur.kernel(sigma)
                    GaussianBlur.kernelColumns(base, width, height, kernel, copy: t)
                    GaussianBlur.transpose(base, width, height, into: t)
                    GaussianBlur.kernelColumns(t, height, width, kernel, copy: base)
                    GaussianBlur.transpose(t, height, width, into: base)
                }
            }
        }
    }

    /// One vertical pass over all columns at once: a running row of sums, so memory is read
    /// row by row and the inner loops vectorise. Rows already overwritten are kept in a ring.
    static func boxColumns(_ img: UnsafeMutablePointer<Float>, _ w: Int, _ h: Int, _ b: Box,
                           sums: UnsafeMutablePointer<Float>) {
        let r = b.radius
        let alpha = Float(b.alpha)
        let scale = 1 / (Float(2 * r + 1) + 2 * alpha)
        // Original rows i − r − 1 ... i + r are needed at step i: a ring of 2r + 3 rows.
        let ringRows = 2 * r + 3
        var ring = [Float](repeating: 0, count: ringRows * w)
        sums.update(repeating: 0, count: w)
        ring.withUnsafeMutableBufferPointer { rb in
            let ringBase = rb.baseAddress!
            @inline(__always) func saved(_ y: Int) -> UnsafeMutablePointer<Float> { ringBase + (y % ringRows) * w }
            for y in 0..<min(r, h) {
                let src = img + y * w
                saved(y).update(from: src, count: w)
                for x in 0..<w { sums[x] += src[x] }
            }
            for i in 0..<h {
                let add = i + r
                if add < h {
                    let src = img + add * w
                    saved(add).update(from: src, count: w)
                    for x in 0..<w { sums[x] += src[x] }
                }
                let dst = img + i * w
                let above = i - r - 1, below = i + r + 1
                // Row `below` is still original in the image; row `above` is in the ring.
                switch (above >= 0, below < h) {
                case (true, true):
                    let a = saved(above), c = img + below * w
                    for x in 0..<w { dst[x] = (sums[x] + alpha * (a[x] + c[x])) * scale }
                case (true, false):
                    let a = saved(above)
                    for x in 0..<w { dst[x] = (sums[x] + alpha * a[x]) * scale }
                case (false, true):
                    let c = img + below * w
                    for x in 0..<w { dst[x] = (sums[x] + alpha * c[x]) * scale }
                case (false, false):
                    for x in 0..<w { dst[x] = sums[x] * scale }
                }
                let drop = i - r
                if drop >= 0 {
                    let old = saved(drop)
                    for x in 0..<w { sums[x] -= old[x] }
                }
            }
        }
    }

    /// `dst` (h × w) = transpose of `src` (w × h), in 16 × 16 tiles to stay in cache.
    static func transpose(_ src: UnsafePointer<Float>, _ w: Int, _ h: Int, into dst: UnsafeMutablePointer<Float>) {
        let tile = 16
        var y0 = 0
        while y0 < h {
            let y1 = min(y0 + tile, h)
            var x0 = 0
            while x0 < w {
                let x1 = min(x0 + tile, w)
                for y in y0..<y1 {
                    let row = src + y * w
                    for x in x0..<x1 { dst[x * h + y] = row[x] }
                }
                x0 = x1
            }
            y0 = y1
        }
    }

    static func kernel(_ sigma: Double) -> [Float] {
        let r = Int((3 * sigma).rounded(.up))
        var k = (-r...r).map { i -> Double in exp(-Double(i * i) / (2 * sigma * sigma)) }
        let total = k.reduce(0, +)
        k = k.map { $0 / total }
        return k.map(Float.init)
    }

    /// The kernel down every column; `copy` (w × h floats) holds the original meanwhile.
    static func kernelColumns(_ img: UnsafeMutablePointer<Float>, _ w: Int, _ h: Int, _ k: [Float],
                              copy: UnsafeMutablePointer<Float>) {
        let r = k.count / 2
        copy.update(from: img, count: w * h)
        k.withUnsafeBufferPointer { k in
            for y in 0..<h {
                let dst = img + y * w
                dst.update(repeating: 0, count: w)
                for j in max(0, y - r)...min(h - 1, y + r) {
                    let weight = k[j - y + r]
                    let src = copy + j * w
                    for x in 0..<w { dst[x] += src[x] * weight }
                }
            }
        }
    }
}
