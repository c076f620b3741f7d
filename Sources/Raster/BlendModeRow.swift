import RasterLanes

extension Blend {
    /// One row of a layer (premultiplied bytes) blended onto `dst` with a mode other than
    /// source-over, at a uniform opacity (0...255). Transparent layer pixels leave the target as
    /// it is (in every mode, `plusLighter`'s sum with 0 included).
    ///
    /// Each mode gets its own loop: `row` is generic over the mode's formula type, so it is
    /// specialised once a mode with the formula inlined. The per-pixel loop's body is one pixel
    /// in scalar Float with no branches, which the compiler vectorises across pixels: four
    /// pixels are loaded as one vector, and each channel becomes a vector of four.
    ///
    /// Float errors (2^-24 relative per operation, a dozen operations, times 255) stay below a
    /// thousandth of a level, so a byte can differ from exact arithmetic only where the exact
    /// value is that close to a tie between two levels (`BlendModeTests` holds every mode to
    /// 1 level of a Double implementation written from the specification).
    static func modeRow(_ dst: UnsafeMutablePointer<UInt8>, _ src: UnsafePointer<UInt8>, _ count: Int, _ opacity: UInt8,
                        _ mode: CompositeOperation) {
        let d = UnsafeMutableRawPointer(dst).assumingMemoryBound(to: UInt32.self)
        let s = UnsafeRawPointer(src).assumingMemoryBound(to: UInt32.self)
        switch mode {
        case .normal: row(BlendFormulas.Normal.self, d, s, count, opacity)
        case .multiply: row(BlendFormulas.Multiply.self, d, s, count, opacity)
        case .screen: row(BlendFormulas.Screen.self, d, s, count, opacity)
        case .overlay: row(BlendFormulas.Overlay.self, d, s, count, opacity)
        case .darken: row(BlendFormulas.Darken.self, d, s, count, opacity)
        case .lighten: row(BlendFormulas.Lighten.self, d, s, count, opacity)
        case .colorDodge: row(BlendFormulas.ColorDodge.self, d, s, count, opacity)
        case .colorBurn: row(BlendFormulas.ColorBurn.self, d, s, count, opacity)
        case .softLight: row(BlendFormulas.SoftLight.self, d, s, count, opacity)
        case .hardLight: row(BlendFormulas.HardLight.self, d, s, count, opacity)
        case .difference: row(BlendFormulas.Difference.self, d, s, count, opacity)
        case .exclusion: row(BlendFormulas.Exclusion.self, d, s, count, opacity)
        case .hue: row(BlendFormulas.Hue.self, d, s, count, opacity)
        case .saturation: row(BlendFormulas.Saturation.self, d, s, count, opacity)
        case .color: row(BlendFormulas.Color.self, d, s, count, opacity)
        case .luminosity: row(BlendFormulas.Luminosity.self, d, s, count, opacity)
        case .plusDarker: row(BlendFormulas.PlusDarker.self, d, s, count, opacity)
        case .plusLighter: row(BlendFormulas.PlusLighter.self, d, s, count, opacity)
        }
    }

    /// Runs of one layer pixel over one target pixel (a flat shape over a flat fill, most of a
    /// UI layer) are blended once and stored; the pixels between them go through `mixed`. A run
    /// must be `flatRun` long to leave the vectorised loop (shorter ones cost more to split off
    /// than they save). The same pair gives the same bytes on either path.
    private static func row<F: BlendFormula>(_ formula: F.Type, _ d: UnsafeMutablePointer<UInt32>, _ s: UnsafePointer<UInt32>,
                                             _ count: Int, _ opacity: UInt8) {
        // Source bytes to premultiplied 0...1 with the opacity applied, in one multiply.
        let fade = Float(opacity) / (255 * 255)
        var i = 0, pending = 0   // pixels pending..<i wait for `mixed`
        while i < count {
            let source = s[i], backdrop = d[i]
            var j = i &+ 1
            while j < count && s[j] == source && d[j] == backdrop { j &+= 1 }
            if j &- i >= flatRun {
                mixed(F.self, d + pending, s + pending, i &- pending, fade)
                (d + i).update(repeating: blend(F.self, source, fade, over: backdrop), count: j &- i)
                pending = j
            }
            i = j
        }
        mixed(F.self, d + pending, s + pending, count &- pending, fade)
    }

    /// Runs shorter than this are blended pixel by pixel.
    private static let flatRun = 8

    /// Every pixel blended: one pixel's formula with no branches, vectorised across pixels.
    @inline(__always)
    private static func mixed<F: BlendFormula>(_ formula: F.Type, _ d: UnsafeMutablePointer<UInt32>, _ s: UnsafePointer<UInt32>,
                                               _ count: Int, _ fade: Float) {
        for k in 0..<count { d[k] = blend(F.self, s[k], fade, over: d[k]) }
    }

    /// One pixel of the layer onto one of the target; alpha 0 leaves the target, picked rather
    /// than branched on, so the loop calling it stays vectorised.
    @inline(__always)
    private static func blend<F: BlendFormula>(_ formula: F.Type, _ source: UInt32, _ fade: Float,
                                               over backdrop: UInt32) -> UInt32 {
        let blended = composite(F.self, source, fade, over: backdrop)
        return source < 0x0100_0000 ? backdrop : blended
    }

    /// co = cs·(1 − αb) + cb·(1 − αs) + αs·αb·B(Cb, Cs), αo = αs + αb·(1 − αs) on one pixel
    /// (or, for the plus modes, the clamped sum), packed back to premultiplied bytes.
    @inline(__always)
    private static func composite<F: BlendFormula>(_ formula: F.Type, _ source: UInt32, _ fade: Float,
                                                   over backdrop: UInt32) -> UInt32 {
        let aS = channel(source, 24) * fade, aB = channel(backdrop, 24) * (1 / 255)
        let cs = RGB(channel(source, 0) * fade, channel(source, 8) * fade, channel(source, 16) * fade)
        let cb = RGB(channel(backdrop, 0) * (1 / 255), channel(backdrop, 8) * (1 / 255), channel(backdrop, 16) * (1 / 255))
        if F.isPlus {
            return pack(RGB(min(1, cs.r + cb.r), min(1, cs.g + cb.g), min(1, cs.b + cb.b)), alpha: min(1, aS + aB))
        }
        // Straight colours; a transparent side gets 0 (its B term is multiplied by 0 anyway).
        let unS: Float = aS > 0 ? 1 / aS : 0, unB: Float = aB > 0 ? 1 / aB : 0
        let b = F.blend(RGB(cb.r * unB, cb.g * unB, cb.b * unB), RGB(cs.r * unS, cs.g * unS, cs.b * unS))
        let keepS = 1 - aB, keepB = 1 - aS, both = aS * aB
        return pack(RGB(cs.r * keepS + cb.r * keepB + both * b.r,
                        cs.g * keepS + cb.g * keepB + both * b.g,
                        cs.b * keepS + cb.b * keepB + both * b.b), alpha: aS + aB - both)
    }

    /// Byte `shift / 8` of a pixel as a Float 0...255 (through Int32: one instruction, where
    /// UInt32's conversion is several).
    @inline(__always)
    private static func channel(_ p: UInt32, _ shift: UInt32) -> Float {
        Float(Int32(truncatingIfNeeded: (p &>> shift) & 0xFF))
    }

    /// A premultiplied colour (0...1) back to bytes: each rounded to the nearest level, colour ≤
    /// alpha. Rounding adds 1.5·2^23, which leaves round-to-nearest (ties to even) in the low
    /// mantissa bits (the trick of `roundedByte`); everything stays in 32-bit lanes, so the
    /// vectorised loop needs no narrowing: alpha is rounded first, and each colour clamped to it
    /// before its own rounding.
    @inline(__always)
    private static func pack(_ c: RGB, alpha: Float) -> UInt32 {
        let a = min(max(alpha * 255, 0), 255) + roundingMagic
        let ceiling = a - roundingMagic   // the rounded alpha, exactly
        return level(c.r, ceiling) | level(c.g, ceiling) &<< 8 | level(c.b, ceiling) &<< 16
            | (a.bitPattern & 0xFF) &<< 24
    }

    /// x (0...1) × 255 clamped to 0...`ceiling` (a whole number ≤ 255), rounded, in the low byte.
    @inline(__always)
    private static func level(_ x: Float, _ ceiling: Float) -> UInt32 {
        (min(max(x * 255, 0), ceiling) + roundingMagic).bitPattern & 0xFF
    }
}
