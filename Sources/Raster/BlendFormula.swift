/// A straight (unpremultiplied) colour, 0...1 a channel, as plain Floats: the row loop that uses
/// it (`Blend.modeRow`) is written one pixel at a time and vectorised by the compiler across
/// pixels, each Float becoming a vector of that channel for four pixels (SSE2).
struct RGB {
    var r, g, b: Float

    @inline(__always)
    init(_ r: Float, _ g: Float, _ b: Float) { self.r = r; self.g = g; self.b = b }

    /// `f` on each channel.
    @inline(__always)
    func map(_ f: (Float) -> Float) -> RGB { RGB(f(r), f(g), f(b)) }
}

/// One blend mode's function B(Cb, Cs) on straight colours, as the W3C Compositing and Blending
/// Level 1 specification writes it, branch-free: every case is computed and one picked with a
/// conditional expression, which compiles to a vector select. A division whose result a case
/// discards may give an infinity or NaN in that lane; it is never picked.
///
/// A type a mode rather than a switch: the row loop is generic over it, so it is compiled once
/// per mode with the formula inlined and no per-pixel dispatch.
protocol BlendFormula {
    static func blend(_ b: RGB, _ s: RGB) -> RGB
    /// Porter-Duff plus (clamped sum) instead of source-over with B mixed in.
    static var isPlus: Bool { get }
}

extension BlendFormula { static var isPlus: Bool { false } }

/// A mode whose B works on each channel alone.
protocol SeparableBlendFormula: BlendFormula {
    static func channel(_ b: Float, _ s: Float) -> Float
}

extension SeparableBlendFormula {
    @inline(__always)
    static func blend(_ b: RGB, _ s: RGB) -> RGB { RGB(channel(b.r, s.r), channel(b.g, s.g), channel(b.b, s.b)) }
}

/// The formulas, named as `CompositeOperation`'s cases.
enum BlendFormulas {
    enum Normal: SeparableBlendFormula { static func channel(_ b: Float, _ s: Float) -> Float { s } }

    enum Multiply: SeparableBlendFormula { static func channel(_ b: Float, _ s: Float) -> Float { b * s } }

    enum Screen: SeparableBlendFormula {
        @inline(__always)
        static func channel(_ b: Float, _ s: Float) -> Float { b + s - b * s }
    }

    enum Overlay: SeparableBlendFormula { static func channel(_ b: Float, _ s: Float) -> Float { HardLight.channel(s, b) } }

    enum Darken: SeparableBlendFormula { static func channel(_ b: Float, _ s: Float) -> Float { min(b, s) } }

    enum Lighten: SeparableBlendFormula { static func channel(_ b: Float, _ s: Float) -> Float { max(b, s) } }

    /// Cb = 0 → 0; else Cs = 1 → 1; else min(1, Cb / (1 − Cs)).
    enum ColorDodge: SeparableBlendFormula {
        static func channel(_ b: Float, _ s: Float) -> Float {
            let q = min(1, b / (1 - s))
            return b <= 0 ? 0 : (s >= 1 ? 1 : q)
        }
    }

    /// Cb = 1 → 1; else Cs = 0 → 0; else 1 − min(1, (1 − Cb) / Cs).
    enum ColorBurn: SeparableBlendFormula {
        static func channel(_ b: Float, _ s: Float) -> Float {
            let q = 1 - min(1, (1 - b) / s)
            return b >= 1 ? 1 : (s <= 0 ? 0 : q)
        }
    }

    /// Cs ≤ ½: Cb·2Cs (multiply); above: screen(Cb, 2Cs − 1).
    enum HardLight: SeparableBlendFormula {
        @inline(__always)
        static func channel(_ b: Float, _ s: Float) -> Float {
            let twice = s + s
            return s <= 0.5 ? b * twice : Screen.channel(b, twice - 1)
        }
    }

    enum SoftLight: SeparableBlendFormula {
        static func channel(_ b: Float, _ s: Float) -> Float {
            let d = b <= 0.25 ? ((16 * b - 12) * b + 4) * b : root(b)
            return s <= 0.5 ? b - (1 - 2 * s) * b * (1 - b) : b + (2 * s - 1) * (d - b)
        }

        /// √b for b in (¼, 1], the only range soft light takes it in: a straight-line guess
        /// (within 3 % there) and two Newton steps, each squaring the relative error, so the
        /// result is within 2·10^-7 (a 20,000th of a level). `squareRoot()` is a C library call
        /// here (it may set errno), which keeps the loop from vectorising; this is two divisions.
        @inline(__always)
        static func root(_ b: Float) -> Float {
            var x = 0.343 + 0.6865 * b
            x = 0.5 * (x + b / x)
            return 0.5 * (x + b / x)
        }
    }

    enum Difference: SeparableBlendFormula { static func channel(_ b: Float, _ s: Float) -> Float { max(b - s, s - b) } }

    enum Exclusion: SeparableBlendFormula { static func channel(_ b: Float, _ s: Float) -> Float { b + s - 2 * b * s } }

    enum PlusDarker: SeparableBlendFormula { static func channel(_ b: Float, _ s: Float) -> Float { max(0, b + s - 1) } }

    enum PlusLighter: SeparableBlendFormula {
        static func channel(_ b: Float, _ s: Float) -> Float { s }
        static var isPlus: Bool { true }
    }

    enum Hue: BlendFormula {
        @inline(__always)
        static func blend(_ b: RGB, _ s: RGB) -> RGB { NonSeparable.setLum(NonSeparable.setSat(s, NonSeparable.sat(b)), NonSeparable.lum(b)) }
    }

    enum Saturation: BlendFormula {
        @inline(__always)
        static func blend(_ b: RGB, _ s: RGB) -> RGB { NonSeparable.setLum(NonSeparable.setSat(b, NonSeparable.sat(s)), NonSeparable.lum(b)) }
    }

    enum Color: BlendFormula {
        @inline(__always)
        static func blend(_ b: RGB, _ s: RGB) -> RGB { NonSeparable.setLum(s, NonSeparable.lum(b)) }
    }

    enum Luminosity: BlendFormula {
        @inline(__always)
        static func blend(_ b: RGB, _ s: RGB) -> RGB { NonSeparable.setLum(b, NonSeparable.lum(s)) }
    }

    /// The non-separable modes' helpers, as the specification writes them.
    enum NonSeparable {
        @inline(__always)
        static func lum(_ c: RGB) -> Float { 0.3 * c.r + 0.59 * c.g + 0.11 * c.b }

        @inline(__always)
        static func clipColor(_ c: RGB) -> RGB {
            let l = lum(c)
            let n = min(min(c.r, c.g), c.b), x = max(max(c.r, c.g), c.b)
            let up = l / (l - n), down = (1 - l) / (x - l)
            let raised = n < 0 ? c.map { l + ($0 - l) * up } : c
            return x > 1 ? raised.map { l + ($0 - l) * down } : raised
        }

        @inline(__always)
        static func setLum(_ c: RGB, _ l: Float) -> RGB {
            let d = l - lum(c)
            return clipColor(c.map { $0 + d })
        }

        @inline(__always)
        static func sat(_ c: RGB) -> Float { max(max(c.r, c.g), c.b) - min(min(c.r, c.g), c.b) }

        /// The colour with its largest channel at `s`, its smallest at 0 and the middle one scaled
        /// between: Cmid = (Cmid − Cmin)·s / (Cmax − Cmin) on every channel gives Cmax → s and
        /// Cmin → 0, and tied channels come out equal, as the specification's sorted form does.
        @inline(__always)
        static func setSat(_ c: RGB, _ s: Float) -> RGB {
            let hi = max(max(c.r, c.g), c.b), lo = min(min(c.r, c.g), c.b)
            let k = s / (hi - lo)
            return hi > lo ? c.map { ($0 - lo) * k } : RGB(0, 0, 0)
        }
    }
}
