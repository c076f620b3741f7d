/// pixelmatch's colour distance: the YIQ-weighted squared difference of two RGBA pixels, from
/// Kotsarenko and Ramos, "Measuring perceived color difference using YIQ NTSC transmission color
/// space in mobile applications" (2010). 35215 is its largest possible value.
///
/// The arithmetic follows pixelmatch operation for operation (IEEE doubles, the same order, no
/// fused multiply-add), so that values on the threshold fall on the same side.
enum ColorDelta {
    static let phi = 1.618033988749895
    static let phiSquared = 2.618033988749895

    /// The squared YIQ distance, negative when the second pixel is darker; or, with `yOnly`, the
    /// signed brightness difference first − second. `k` is the byte offset whose checkerboard
    /// square is the background (pixelmatch uses the first pixel's offset for both pixels).
    @inline(__always)
    static func delta(_ p: UInt32, _ q: UInt32, k: Int, yOnly: Bool, background: DiffOptions.Background) -> Double {
        if p == q { return 0 }
        switch background {
        case .checkerboard: return checkerboard(p, q, k: k, yOnly: yOnly)
        case .white: return white(p, q, yOnly: yOnly)
        }
    }

    /// pixelmatch 7.2: blend over the offset-derived background, in one subtraction.
    @inline(__always)
    static func checkerboard(_ p: UInt32, _ q: UInt32, k: Int, yOnly: Bool) -> Double {
        let r1 = Double(p & 0xff), g1 = Double((p >> 8) & 0xff), b1 = Double((p >> 16) & 0xff), a1 = Double(p >> 24)
        let r2 = Double(q & 0xff), g2 = Double((q >> 8) & 0xff), b2 = Double((q >> 16) & 0xff), a2 = Double(q >> 24)
        var dr = r1 - r2, dg = g1 - g2, db = b1 - b2
        if p >> 24 < 255 || q >> 24 < 255 {
            let da = a1 - a2
            let (rb, gb, bb) = background(k)
            dr = (r1 * a1 - r2 * a2 - rb * da) / 255
            dg = (g1 * a1 - g2 * a2 - gb * da) / 255
            db = (b1 * a1 - b2 * a2 - bb * da) / 255
        }
        let y = dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
        if yOnly { return y }
        let i = dr * 0.59597799 - dg * 0.27417610 - db * 0.32180189
        let q = dr * 0.21147017 - dg * 0.52261711 + db * 0.31114694
        let delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
        return y > 0 ? -delta : delta
    }

    /// The checkerboard colour at byte offset k. R is always 48 (k is a multiple of 4); JS's
    /// `x / phi | 0` truncates toward zero. Not inlined, so that the compiler cannot hoist its two
    /// divisions out of the anti-aliasing loop and pay them for opaque pixels, which never need them.
    @inline(never)
    static func background(_ k: Int) -> (Double, Double, Double) {
        (48 + 159 * Double(k % 2), 48 + 159 * Double(Int(Double(k) / phi) % 2),
         48 + 159 * Double(Int(Double(k) / phiSquared) % 2))
    }

    /// pixelmatch 6 and the PyPI port: each pixel blended over white on its own, then the YIQ
    /// components of the two subtracted.
    @inline(__always)
    static func white(_ p: UInt32, _ q: UInt32, yOnly: Bool) -> Double {
        var r1 = Double(p & 0xff), g1 = Double((p >> 8) & 0xff), b1 = Double((p >> 16) & 0xff)
        var r2 = Double(q & 0xff), g2 = Double((q >> 8) & 0xff), b2 = Double((q >> 16) & 0xff)
        if p >> 24 < 255 {
            let a = Double(p >> 24) / 255
            r1 = 255 + (r1 - 255) * a; g1 = 255 + (g1 - 255) * a; b1 = 255 + (b1 - 255) * a
        }
        if q >> 24 < 255 {
            let a = Double(q >> 24) / 255
            r2 = 255 + (r2 - 255) * a; g2 = 255 + (g2 - 255) * a; b2 = 255 + (b2 - 255) * a
        }
        let y1 = luma(r1, g1, b1), y2 = luma(r2, g2, b2)
        let y = y1 - y2
        if yOnly { return y }
        let i = (r1 * 0.59597799 - g1 * 0.27417610 - b1 * 0.32180189) - (r2 * 0.59597799 - g2 * 0.27417610 - b2 * 0.32180189)
        let q = (r1 * 0.21147017 - g1 * 0.52261711 + b1 * 0.31114694) - (r2 * 0.21147017 - g2 * 0.52261711 + b2 * 0.31114694)
        let delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
        return y1 > y2 ? -delta : delta
    }

    /// The Y (brightness) component of YIQ.
    @inline(__always)
    static func luma(_ r: Double, _ g: Double, _ b: Double) -> Double {
        r * 0.29889531 + g * 0.58662247 + b * 0.11448223
    }
}
