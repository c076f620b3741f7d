#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A separable Gaussian blur of a single-channel Float image, zero outside.
///
/// Small sigma (below `boxesFrom`, 4 px by default): a direct kernel of radius ⌈3σ⌉, at most
/// 25 taps, exact to within a level. From there on: three passes per axis of an *extended box*
/// filter (Gwosdek, Grewenig, Bruhn, Weickert, "Theoretical foundations of Gaussian
/// convolution by extended box filtering", 2011): a box of radius r plus a fractional weight α
/// on the two next taps, chosen so that the three passes have exactly the Gaussian's variance
/// σ². Each pass is a running sum, so the cost per pixel does not depend on sigma. Integer
/// boxes (SVG's d = ⌊σ·3·√(2π)/4 + 0.5⌋, or Kovesi's mix of two widths) miss the variance by
/// up to ~17 % at small sigma. Accuracy and cost of both routes: docs/RASTER.md
/// (scripts/measure-blur).
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
    func apply(_ image: inout [Float], width: Int, height: Int, scratch: inout [Float]) {
        guard sigma > 0, width > 0, height > 0 else { return }
        if scratch.count < max(width, 1) { scratch = [Float](repeating: 0, count: width) }
        image.withUnsafeMutableBufferPointer { img in
            scratch.withUnsafeMutableBufferPointer { tmp in
                let base = img.baseAddress!, t = tmp.baseAddress!
                if let b = box {
                    for y in 0..<height {
                        let row = base + y * width
                        for _ in 0..<GaussianBlur.passes { GaussianBlur.boxRow(row, width, b, tmp: t) }
                    }
                    for _ in 0..<GaussianBlur.passes { GaussianBlur.boxColumns(base, width, height, b, sums: t) }
                } else {
                    let kernel = GaussianBlur.kernel(sigma)
                    for y in 0..<height { GaussianBlur.kernelRow(base + y * width, width, kernel, tmp: t) }
                    GaussianBlur.kernelColumns(base, width, height, kernel)
                }
            }
        }
    }

    /// One horizontal pass: out[i] = (Σ in[i−r ... i+r] + α·(in[i−r−1] + in[i+r+1])) / (2r + 1 + 2α).
    static func boxRow(_ row: UnsafeMutablePointer<Float>, _ n: Int, _ b: Box, tmp: UnsafeMutablePointer<Float>) {
        let r = b.radius
        let alpha = Float(b.alpha)
        tmp.update(from: row, count: n)
        let scale = 1 / (Float(2 * r + 1) + 2 * alpha)
        @inline(__always) func at(_ j: Int) -> Float { j >= 0 && j < n ? tmp[j] : 0 }
        var sum: Float = 0
        for j in 0..<min(r, n) { sum += tmp[j] }
        for i in 0..<n {
            sum += at(i + r)
            row[i] = (sum + alpha * (at(i - r - 1) + at(i + r + 1))) * scale
            sum -= at(i - r)
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

    static func kernel(_ sigma: Double) -> [Float] {
        let r = Int((3 * sigma).rounded(.up))
        var k = (-r...r).map { i -> Double in exp(-Double(i * i) / (2 * sigma * sigma)) }
        let total = k.reduce(0, +)
        k = k.map { $0 / total }
        return k.map(Float.init)
    }

    static func kernelRow(_ row: UnsafeMutablePointer<Float>, _ n: Int, _ k: [Float], tmp: UnsafeMutablePointer<Float>) {
        let r = k.count / 2
        tmp.update(from: row, count: n)
        for i in 0..<n {
            var s: Float = 0
            for j in max(0, i - r)...min(n - 1, i + r) { s += tmp[j] * k[j - i + r] }
            row[i] = s
        }
    }

    static func kernelColumns(_ img: UnsafeMutablePointer<Float>, _ w: Int, _ h: Int, _ k: [Float]) {
        let r = k.count / 2
        var copy = [Float](repeating: 0, count: w * h)
        copy.withUnsafeMutableBufferPointer { c in
            c.baseAddress!.update(from: img, count: w * h)
            for y in 0..<h {
                let dst = img + y * w
                dst.update(repeating: 0, count: w)
                for j in max(0, y - r)...min(h - 1, y + r) {
                    let weight = k[j - y + r]
                    let src = c.baseAddress! + j * w
                    for x in 0..<w { dst[x] += src[x] * weight }
                }
            }
        }
    }
}
