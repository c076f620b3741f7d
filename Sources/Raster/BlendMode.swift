/// How a layer's colours combine with what is behind it: the W3C Compositing and Blending
/// Level 1 modes (SwiftUI's and Figma's names), `plusLighter` (CSS `plus-lighter`: Porter-Duff
/// plus, clamped) and `plusDarker` (Core Graphics: `max(0, 1 − ((1 − D) + (1 − S)))`, Figma's
/// LINEAR_BURN). Every mode but the two plus modes is source-over compositing with the blend
/// function B(Cb, Cs) mixed in where both are present:
/// co = cs·(1 − αb) + cb·(1 − αs) + αs·αb·B(Cb, Cs), αo = αs + αb·(1 − αs).
public enum BlendMode: String, CaseIterable, Hashable, Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity, plusDarker, plusLighter

    /// Unpremultiplied colour channels, 0...1.
    package typealias RGB = SIMD3<Double>

    /// The source `s` (premultiplied, 0...1, alpha in `.w`) composited onto the backdrop `b`.
    package func composite(_ s: SIMD4<Double>, over b: SIMD4<Double>) -> SIMD4<Double> {
        let aS = s.w, aB = b.w
        if self == .plusLighter {
            return SIMD4(min(1, s.x + b.x), min(1, s.y + b.y), min(1, s.z + b.z), min(1, aS + aB))
        }
        let aO = aS + aB * (1 - aS)
        let cs = RGB(s.x, s.y, s.z), cb = RGB(b.x, b.y, b.z)
        var co = cs * (1 - aB) + cb * (1 - aS)
        if aS > 0 && aB > 0 {
            co += aS * aB * blend(backdrop: cb / aB, source: cs / aS)
        }
        return SIMD4(co.x, co.y, co.z, aO)
    }

    /// B(Cb, Cs) on unpremultiplied colours.
    package func blend(backdrop cb: RGB, source cs: RGB) -> RGB {
        switch self {
        case .normal, .plusLighter: return cs
        case .hue: return BlendMode.setLum(BlendMode.setSat(cs, BlendMode.sat(cb)), BlendMode.lum(cb))
        case .saturation: return BlendMode.setLum(BlendMode.setSat(cb, BlendMode.sat(cs)), BlendMode.lum(cb))
        case .color: return BlendMode.setLum(cs, BlendMode.lum(cb))
        case .luminosity: return BlendMode.setLum(cb, BlendMode.lum(cs))
        default: return RGB(separable(cb.x, cs.x), separable(cb.y, cs.y), separable(cb.z, cs.z))
        }
    }

    /// The separable modes, one channel.
    func separable(_ b: Double, _ s: Double) -> Double {
        switch self {
        case .multiply: return b * s
        case .screen: return b + s - b * s
        case .overlay: return BlendMode.hardLight.separable(s, b)
        case .darken: return min(b, s)
        case .lighten: return max(b, s)
        case .colorDodge:
            if b == 0 { return 0 }
            if s >= 1 { return 1 }
            return min(1, b / (1 - s))
        case .colorBurn:
            if b >= 1 { return 1 }
            if s <= 0 { return 0 }
            return 1 - min(1, (1 - b) / s)
        case .hardLight:
            return s <= 0.5 ? b * 2 * s : BlendMode.screen.separable(b, 2 * s - 1)
        case .softLight:
            if s <= 0.5 { return b - (1 - 2 * s) * b * (1 - b) }
            let d = b <= 0.25 ? ((16 * b - 12) * b + 4) * b : b.squareRoot()
            return b + (2 * s - 1) * (d - b)
        case .difference: return abs(b - s)
        case .exclusion: return b + s - 2 * b * s
        case .plusDarker: return max(0, 1 - ((1 - b) + (1 - s)))
        default: return s
        }
    }

    // The non-separable helpers, as the W3C specification writes them.
    static func lum(_ c: RGB) -> Double { 0.3 * c.x + 0.59 * c.y + 0.11 * c.z }

    static func clipColor(_ c: RGB) -> RGB {
        let l = lum(c)
        let n = min(c.x, c.y, c.z), x = max(c.x, c.y, c.z)
        var out = c
        if n < 0 { out = l + (out - l) * l / (l - n) }
        if x > 1 { out = l + (out - l) * (1 - l) / (x - l) }
        return out
    }

    static func setLum(_ c: RGB, _ l: Double) -> RGB { clipColor(c + (l - lum(c))) }

    static func sat(_ c: RGB) -> Double { max(c.x, c.y, c.z) - min(c.x, c.y, c.z) }

    /// The colour with its largest channel at `s`, its smallest at 0 and the middle one scaled between.
    static func setSat(_ c: RGB, _ s: Double) -> RGB {
        let hi = max(c.x, c.y, c.z), lo = min(c.x, c.y, c.z)
        guard hi > lo else { return RGB(0, 0, 0) }
        func channel(_ v: Double) -> Double {
            if v == hi { return s }
            if v == lo { return 0 }
            return (v - lo) * s / (hi - lo)
        }
        // Tied channels come out equal, as the specification's Cmid = (Cmid − Cmin)·s / (Cmax − Cmin) gives.
        return RGB(channel(c.x), channel(c.y), channel(c.z))
    }
}
