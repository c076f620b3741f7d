import Testing
@testable import Raster
import Values

/// Every blend mode composited by the canvas against the W3C Compositing and Blending Level 1
/// formulas, written out here a second time from the specification's text (straight colours,
/// one channel at a time), on a grid of colour pairs, opaque and translucent: exact to 1 level.
@Suite struct BlendModeTests {
    static let levels: [UInt8] = [0, 40, 128, 200, 255]
    static let colours: [RGBAColor] = levels.flatMap { r in [0, 128, 255].flatMap { g in [30, 220].map { b in RGBAColor(r: r, g: UInt8(g), b: UInt8(b)) } } }

    @Test(arguments: CompositeOperation.allCases)
    func matchesTheFormulasOnAGridOfColourPairs(mode: CompositeOperation) {
        for alpha in [255, 153] as [UInt8] {
            let sources = Self.colours.map { RGBAColor(r: $0.r, g: $0.g, b: $0.b, a: alpha) }
            let n = Self.colours.count
            let canvas = try! Canvas(width: n, height: n)
            // Row y: backdrop colour y (opaque in the first round, 80 % in the second).
            let backdropAlpha: UInt8 = alpha == 255 ? 255 : 204
            for (y, b) in Self.colours.enumerated() {
                canvas.fill(Path(rect: Rect(x: 0, y: Double(y), width: Double(n), height: 1)),
                            paint: .solid(RGBAColor(r: b.r, g: b.g, b: b.b, a: backdropAlpha)))
            }
            canvas.pushLayer(LayerStyle(blendMode: mode))
            for (x, s) in sources.enumerated() {
                canvas.fill(Path(rect: Rect(x: Double(x), y: 0, width: 1, height: Double(n))), paint: .solid(s))
            }
            canvas.popLayer()
            for y in 0..<n { for x in 0..<n {
                let backdrop = RGBAColor(r: Self.colours[y].r, g: Self.colours[y].g, b: Self.colours[y].b, a: backdropAlpha)
                // The formulas on the colours as stored (premultiplied bytes), compared as stored.
                let want = Reference.composite(sources[x].premultiplied, over: backdrop.premultiplied, mode)
                let got = canvas.pixmap[x, y]
                let worst = max(abs(Int(got.r) - Int(want.r)), abs(Int(got.g) - Int(want.g)), abs(Int(got.b) - Int(want.b)),
                                abs(Int(got.a) - Int(want.a)))
                #expect(worst <= 1, "\(mode) \(sources[x]) over \(backdrop): got \(got), want \(want)")
            } }
        }
    }

    @Test func handComputedValues() {
        func one(_ s: RGBAColor, _ b: RGBAColor, _ mode: CompositeOperation) -> PremultipliedColor {
            let canvas = try! Canvas(width: 1, height: 1, background: b)
            canvas.pushLayer(LayerStyle(blendMode: mode))
            canvas.fill(Path(rect: Rect(x: 0, y: 0, width: 1, height: 1)), paint: .solid(s))
            canvas.popLayer()
            return canvas.pixmap[0, 0]
        }
        let grey = RGBAColor(r: 128, g: 128, b: 128)
        // screen: 1 − (1 − .502)² = .752 → 192
        #expect(one(grey, grey, .screen) == PremultipliedColor(r: 192, g: 192, b: 192, a: 255))
        // multiply: red on cyan is black
        #expect(one(RGBAColor(r: 255, g: 0, b: 0), RGBAColor(r: 0, g: 255, b: 255), .multiply) == PremultipliedColor(r: 0, g: 0, b: 0, a: 255))
        // plusDarker (Core Graphics): max(0, 200 + 100 − 255) = 45
        #expect(one(RGBAColor(r: 200, g: 200, b: 200), RGBAColor(r: 100, g: 100, b: 100), .plusDarker).r == 45)
        // plusLighter: clamped sum
        #expect(one(RGBAColor(r: 200, g: 20, b: 0), RGBAColor(r: 100, g: 30, b: 0), .plusLighter) == PremultipliedColor(r: 255, g: 50, b: 0, a: 255))
        // difference of white and a colour is its complement
        #expect(one(.white, RGBAColor(r: 10, g: 100, b: 250), .difference) == PremultipliedColor(r: 245, g: 155, b: 5, a: 255))
        // a transparent source leaves the backdrop in every mode but plusLighter's sum with 0
        for mode in CompositeOperation.allCases { #expect(one(.transparent, grey, mode) == grey.premultiplied, "\(mode)") }
    }

    /// A run of one layer colour over one backdrop colour is blended once and stored: every pixel
    /// of such a run must be the byte a lone pixel of the same pair gets, in every mode, opaque,
    /// translucent and faded, and the pixels on either side of a run must be untouched by it.
    @Test(arguments: CompositeOperation.allCases)
    func flatRunsGiveTheBytesOfSinglePixels(mode: CompositeOperation) {
        let pairs: [(RGBAColor, RGBAColor)] = [(RGBAColor(r: 200, g: 40, b: 120), RGBAColor(r: 30, g: 180, b: 250)),
                                       (RGBAColor(r: 10, g: 250, b: 90, a: 140), RGBAColor(r: 240, g: 200, b: 10)),
                                       (RGBAColor(r: 90, g: 90, b: 200, a: 200), RGBAColor(r: 128, g: 20, b: 60, a: 120))]
        for opacity in [1.0, 0.6] { for (source, backdrop) in pairs {
            func draw(width: Int, layerFrom x: Int) -> Canvas {
                let canvas = try! Canvas(width: width, height: 1)
                canvas.fill(Path(rect: Rect(x: 0, y: 0, width: Double(width), height: 1)), paint: .solid(backdrop))
                canvas.pushLayer(LayerStyle(opacity: opacity, blendMode: mode))
                canvas.fill(Path(rect: Rect(x: Double(x), y: 0, width: Double(width - 2 * x), height: 1)), paint: .solid(source))
                canvas.popLayer()
                return canvas
            }
            let lone = draw(width: 1, layerFrom: 0).pixmap[0, 0]
            let run = draw(width: 40, layerFrom: 3)
            for x in 3..<37 { #expect(run.pixmap[x, 0] == lone, "\(mode) \(source) over \(backdrop) at \(opacity), pixel \(x)") }
            for x in [0, 1, 2, 37, 38, 39] { #expect(run.pixmap[x, 0] == backdrop.premultiplied, "\(mode): pixel \(x) outside the layer") }
        } }
    }

    /// The specification's formulas, straight colours in 0...1.
    enum Reference {
        static func composite(_ s: PremultipliedColor, over b: PremultipliedColor, _ mode: CompositeOperation) -> PremultipliedColor {
            let aS = Double(s.a) / 255, aB = Double(b.a) / 255
            let cs = [s.r, s.g, s.b].map { Double($0) / 255 / max(aS, 1e-9) }, cb = [b.r, b.g, b.b].map { Double($0) / 255 / max(aB, 1e-9) }
            var co = [0.0, 0, 0], aO: Double
            if mode == .plusLighter {
                aO = min(1, aS + aB)
                for i in 0..<3 { co[i] = min(1, cs[i] * aS + cb[i] * aB) }
            } else {
                let mixed = blend(cb, cs, mode)
                aO = aS + aB * (1 - aS)
                for i in 0..<3 { co[i] = cs[i] * aS * (1 - aB) + cb[i] * aB * (1 - aS) + aS * aB * mixed[i] }
            }
            let a = (aO * 255).rounded()
            let bytes = co.map { min((($0) * 255).rounded(), a) }
            return PremultipliedColor(r: UInt8(bytes[0]), g: UInt8(bytes[1]), b: UInt8(bytes[2]), a: UInt8(a))
        }

        static func blend(_ b: [Double], _ s: [Double], _ mode: CompositeOperation) -> [Double] {
            switch mode {
            case .hue: return setLum(setSat(s, sat(b)), lum(b))
            case .saturation: return setLum(setSat(b, sat(s)), lum(b))
            case .color: return setLum(s, lum(b))
            case .luminosity: return setLum(b, lum(s))
            default: return (0..<3).map { channel(b[$0], s[$0], mode) }
            }
        }

        static func channel(_ cb: Double, _ cs: Double, _ mode: CompositeOperation) -> Double {
            func hardLight(_ cb: Double, _ cs: Double) -> Double { cs <= 0.5 ? cb * 2 * cs : cb + (2 * cs - 1) - cb * (2 * cs - 1) }
            switch mode {
            case .normal, .plusLighter: return cs
            case .multiply: return cb * cs
            case .screen: return cb + cs - cb * cs
            case .overlay: return hardLight(cs, cb)
            case .darken: return min(cb, cs)
            case .lighten: return max(cb, cs)
            case .colorDodge: return cb == 0 ? 0 : (cs == 1 ? 1 : min(1, cb / (1 - cs)))
            case .colorBurn: return cb == 1 ? 1 : (cs == 0 ? 0 : 1 - min(1, (1 - cb) / cs))
            case .hardLight: return hardLight(cb, cs)
            case .softLight:
                if cs <= 0.5 { return cb - (1 - 2 * cs) * cb * (1 - cb) }
                let d = cb <= 0.25 ? ((16 * cb - 12) * cb + 4) * cb : cb.squareRoot()
                return cb + (2 * cs - 1) * (d - cb)
            case .difference: return abs(cb - cs)
            case .exclusion: return cb + cs - 2 * cb * cs
            case .plusDarker: return max(0, 1 - ((1 - cb) + (1 - cs)))
            case .hue, .saturation, .color, .luminosity: return cs
            }
        }

        static func lum(_ c: [Double]) -> Double { 0.3 * c[0] + 0.59 * c[1] + 0.11 * c[2] }
        static func clip(_ c: [Double]) -> [Double] {
            let l = lum(c), n = c.min()!, x = c.max()!
            var c = c
            if n < 0 { c = c.map { l + ($0 - l) * l / (l - n) } }
            if x > 1 { c = c.map { l + ($0 - l) * (1 - l) / (x - l) } }
            return c
        }
        static func setLum(_ c: [Double], _ l: Double) -> [Double] { let d = l - lum(c); return clip(c.map { $0 + d }) }
        static func sat(_ c: [Double]) -> Double { c.max()! - c.min()! }
        static func setSat(_ c: [Double], _ s: Double) -> [Double] {
            // The specification's Cmax / Cmid / Cmin by sorting indices.
            let order = [0, 1, 2].sorted { c[$0] < c[$1] }
            let (lo, mid, hi) = (order[0], order[1], order[2])
            var out = [0.0, 0, 0]
            if c[hi] > c[lo] {
                out[mid] = (c[mid] - c[lo]) * s / (c[hi] - c[lo])
                out[hi] = s
            }
            out[lo] = 0
            return out
        }
    }
}
