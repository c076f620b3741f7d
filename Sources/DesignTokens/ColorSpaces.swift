#if canImport(Glibc)
import Glibc
import Values
#elseif canImport(Darwin)
import Darwin
#endif

/// A colour in one of the CSS Color 4 spaces Tokens Studio's colour modifiers work in, with the
/// components as CSS writes them: sRGB and display-p3 in 0...1, HSL as degrees and percentages,
/// LCH as CIE LCH (D50) lightness 0...100, chroma and hue in degrees. A hue of NaN is CSS's `none`
/// (the hue of a grey). The constants are CSS Color 4's (and color.js's, which Tokens Studio uses).
package struct SpaceColor: Sendable {
    package enum Space: String, CaseIterable, Sendable { case srgb, p3, hsl, lch }

    var space: Space
    var c: [Double]
    var alpha: Double

    package init(_ space: Space, _ c: [Double], alpha: Double = 1) { self.space = space; self.c = c; self.alpha = alpha }

    /// An 8-bit sRGB colour.
    init(_ color: RGBAColor) {
        self.init(.srgb, [Double(color.r) / 255, Double(color.g) / 255, Double(color.b) / 255], alpha: Double(color.a) / 255)
    }

    /// The same colour in `target`.
    func converted(to target: Space) -> SpaceColor {
        if target == space { return self }
        if space == .hsl && target == .srgb { return SpaceColor(.srgb, ColorMath.hslToSRGB(c), alpha: alpha) }
        if space == .srgb && target == .hsl { return SpaceColor(.hsl, ColorMath.srgbToHSL(c), alpha: alpha) }
        return SpaceColor(xyz: xyz, target, alpha: alpha)
    }

    /// CIE XYZ with a D65 white, the hub every conversion goes through.
    var xyz: [Double] {
        switch space {
        case .srgb: return ColorMath.multiply(ColorMath.linearSRGBToXYZ, c.map(ColorMath.linear))
        case .p3: return ColorMath.multiply(ColorMath.linearP3ToXYZ, c.map(ColorMath.linear))
        case .hsl: return SpaceColor(.srgb, ColorMath.hslToSRGB(c)).xyz
        case .lch: return ColorMath.multiply(ColorMath.d50ToD65, ColorMath.labToXYZD50(ColorMath.lchToLab(c)))
        }
    }

    init(xyz: [Double], _ space: Space, alpha: Double) {
        switch space {
        case .srgb: self.init(.srgb, ColorMath.multiply(ColorMath.xyzToLinearSRGB, xyz).map(ColorMath.gamma), alpha: alpha)
        case .p3: self.init(.p3, ColorMath.multiply(ColorMath.xyzToLinearP3, xyz).map(ColorMath.gamma), alpha: alpha)
        case .hsl: self.init(.hsl, ColorMath.srgbToHSL(SpaceColor(xyz: xyz, .srgb, alpha: alpha).c), alpha: alpha)
        case .lch: self.init(.lch, ColorMath.labToLCH(ColorMath.xyzD50ToLab(ColorMath.multiply(ColorMath.d65ToD50, xyz))), alpha: alpha)
        }
    }

    /// 8-bit sRGB, brought into the sRGB gamut the way CSS Color 4 does it (lowering OKLCH chroma
    /// until the clipped colour is within a just-noticeable difference), as a browser shows the
    /// colour a modifier produced.
    package var tokenColor: RGBAColor {
        let rgb = ColorMath.gamutMapped(converted(to: .srgb).c)
        return RGBAColor(r: CSSText.byte(rgb[0]), g: CSSText.byte(rgb[1]), b: CSSText.byte(rgb[2]), a: CSSText.byte(alpha))
    }
}

/// The formulas and matrices of CSS Color 4.
package enum ColorMath {
    static func multiply(_ m: [[Double]], _ v: [Double]) -> [Double] {
        m.map { row in row[0] * v[0] + row[1] * v[1] + row[2] * v[2] }
    }

    /// sRGB (and display-p3) transfer function, decoding; odd around 0 as CSS extends it.
    package static func linear(_ x: Double) -> Double {
        let a = abs(x)
        return a <= 0.04045 ? x / 12.92 : (x < 0 ? -1 : 1) * pow((a + 0.055) / 1.055, 2.4)
    }

    package static func gamma(_ x: Double) -> Double {
        let a = abs(x)
        return a > 0.0031308 ? (x < 0 ? -1 : 1) * (1.055 * pow(a, 1 / 2.4) - 0.055) : 12.92 * x
    }

    static let linearSRGBToXYZ = [[0.41239079926595934, 0.357584339383878, 0.1804807884018343],
                                  [0.21263900587151027, 0.715168678767756, 0.07219231536073371],
                                  [0.01933081871559182, 0.11919477979462598, 0.9505321522496607]]
    static let xyzToLinearSRGB = [[3.2409699419045226, -1.537383177570094, -0.4986107602930034],
                                  [-0.9692436362808796, 1.8759675015077202, 0.04155505740717559],
                                  [0.05563007969699366, -0.20397695888897652, 1.0569715142428786]]
    static let linearP3ToXYZ = [[0.4865709486482162, 0.26566769316909306, 0.1982172852343625],
                                [0.2289745640697488, 0.6917385218365064, 0.079286914093745],
                                [0.0, 0.04511338185890264, 1.043944368900976]]
    static let xyzToLinearP3 = [[2.493496911941425, -0.9313836179191239, -0.40271078445071684],
                                [-0.8294889695615747, 1.7626640603183463, 0.023624685841943577],
                                [0.03584583024378447, -0.07617238926804182, 0.9568845240076872]]
    /// Bradford chromatic adaptation between the D65 and D50 whites.
    static let d65ToD50 = [[1.0479298208405488, 0.022946793341019088, -0.05019222954313557],
                           [0.029627815688159344, 0.990434484573249, -0.01707382502938514],
                           [-0.009243058152591178, 0.015055144896577895, 0.7518742899580008]]
    static let d50ToD65 = [[0.9554734527042182, -0.023098536874261423, 0.0632593086610217],
                           [-0.028369706963208136, 1.0099954580058226, 0.021041398966943008],
                           [0.012314001688319899, -0.020507696433477912, 1.3303659366080753]]
    static let d50White = [0.3457 / 0.3585, 1.0, (1.0 - 0.3457 - 0.3585) / 0.3585]

    static let epsilon = 216.0 / 24389, kappa = 24389.0 / 27

    static func xyzD50ToLab(_ xyz: [Double]) -> [Double] {
        let f = zip(xyz, d50White).map { v, w -> Double in
            let x = v / w
            return x > epsilon ? cbrt(x) : (kappa * x + 16) / 116
        }
        return [116 * f[1] - 16, 500 * (f[0] - f[1]), 200 * (f[1] - f[2])]
    }

    static func labToXYZD50(_ lab: [Double]) -> [Double] {
        let fy = (lab[0] + 16) / 116, fx = lab[1] / 500 + fy, fz = fy - lab[2] / 200
        let x = pow(fx, 3) > epsilon ? pow(fx, 3) : (116 * fx - 16) / kappa
        let y = lab[0] > kappa * epsilon ? pow(fy, 3) : lab[0] / kappa
        let z = pow(fz, 3) > epsilon ? pow(fz, 3) : (116 * fz - 16) / kappa
        return [x * d50White[0], y * d50White[1], z * d50White[2]]
    }

    /// The hue of a colour this close to grey is `none`.
    static let achromatic = 0.02

    static func labToLCH(_ lab: [Double]) -> [Double] {
        let chroma = (lab[1] * lab[1] + lab[2] * lab[2]).squareRoot()
        var hue = atan2(lab[2], lab[1]) * 180 / .pi
        if hue < 0 { hue += 360 }
        return [lab[0], chroma, chroma < achromatic ? .nan : hue]
    }

    static func lchToLab(_ lch: [Double]) -> [Double] {
        let h = lch[2].isNaN ? 0 : lch[2] * .pi / 180
        return [lch[0], lch[1] * cos(h), lch[1] * sin(h)]
    }

    /// HSL (degrees, percent, percent) from sRGB 0...1.
    static func srgbToHSL(_ rgb: [Double]) -> [Double] {
        let maxC = rgb.max()!, minC = rgb.min()!
        let l = (minC + maxC) / 2, d = maxC - minC
        var h = Double.nan, s = 0.0
        if d != 0 {
            s = (l == 0 || l == 1) ? 0 : (maxC - l) / min(l, 1 - l)
            switch maxC {
            case rgb[0]: h = (rgb[1] - rgb[2]) / d + (rgb[1] < rgb[2] ? 6 : 0)
            case rgb[1]: h = (rgb[2] - rgb[0]) / d + 2
            default: h = (rgb[0] - rgb[1]) / d + 4
            }
            h *= 60
        }
        if s < 0 { h += 180; s = abs(s) }
        if h >= 360 { h -= 360 }
        return [h, s * 100, l * 100]
    }

    static func hslToSRGB(_ hsl: [Double]) -> [Double] {
        let h = (hsl[0].isNaN ? 0 : hsl[0]).truncatingRemainder(dividingBy: 360)
        let rgb = CSSText.hslToRGB(h: h < 0 ? h + 360 : h, s: hsl[1] / 100, l: hsl[2] / 100)
        return [rgb.0, rgb.1, rgb.2]
    }

    // MARK: OKLab and gamut mapping

    static let xyzToLMS = [[0.8190224379967030, 0.3619062600528904, -0.1288737815209879],
                           [0.0329836539323885, 0.9292868615863434, 0.0361446663506424],
                           [0.0481771893596242, 0.2642395317527308, 0.6335478284694309]]
    static let lmsToOKLab = [[0.2104542683093140, 0.7936177747023054, -0.0040720430116193],
                             [1.9779985324311684, -2.4285922420485799, 0.4505937096174110],
                             [0.0259040424655478, 0.7827717124575296, -0.8086757548730384]]
    static let okLabToLMS = [[1.0, 0.3963377773761749, 0.2158037573099136],
                             [1.0, -0.1055613458156586, -0.0638541728258133],
                             [1.0, -0.0894841775298119, -1.2914855480194092]]
    static let lmsToXYZ = [[1.2268798758459243, -0.5578149944602171, 0.2813910456659647],
                           [-0.0405757452148008, 1.1122868032803170, -0.0717110580655164],
                           [-0.0763729366746601, -0.4214933324022432, 1.5869240198367816]]

    static func srgbToOKLab(_ rgb: [Double]) -> [Double] {
        multiply(lmsToOKLab, multiply(xyzToLMS, multiply(linearSRGBToXYZ, rgb.map(linear))).map(cbrt))
    }

    static func okLabToSRGB(_ lab: [Double]) -> [Double] {
        multiply(xyzToLinearSRGB, multiply(lmsToXYZ, multiply(okLabToLMS, lab).map { $0 * $0 * $0 })).map(gamma)
    }

    /// CSS Color 4's gamut mapping to sRGB: in gamut as it is; otherwise the OKLCH chroma is
    /// lowered (binary search) until clipping the colour moves it less than a just-noticeable
    /// difference (ΔE OK 0.02); lightness and hue are kept.
    static func gamutMapped(_ rgb: [Double]) -> [Double] {
        let tolerance = 0.000_075
        func inGamut(_ c: [Double]) -> Bool { c.allSatisfy { $0 >= -tolerance && $0 <= 1 + tolerance } }
        func clip(_ c: [Double]) -> [Double] { c.map { min(max($0, 0), 1) } }
        if inGamut(rgb) { return clip(rgb) }
        let lab = srgbToOKLab(rgb)
        if lab[0] >= 1 { return [1, 1, 1] }
        if lab[0] <= 0 { return [0, 0, 0] }
        let hue = atan2(lab[2], lab[1]), chroma = (lab[1] * lab[1] + lab[2] * lab[2]).squareRoot()
        func color(_ c: Double) -> [Double] { okLabToSRGB([lab[0], c * cos(hue), c * sin(hue)]) }
        func deltaEOK(_ a: [Double], _ b: [Double]) -> Double {
            let x = srgbToOKLab(a), y = srgbToOKLab(b)
            return ((x[0] - y[0]) * (x[0] - y[0]) + (x[1] - y[1]) * (x[1] - y[1]) + (x[2] - y[2]) * (x[2] - y[2])).squareRoot()
        }
        let jnd = 0.02
        var low = 0.0, high = chroma, lowInGamut = true
        var current = rgb, clipped = clip(rgb)
        if deltaEOK(clipped, current) < jnd { return clipped }
        while high - low > 0.0001 {
            let mid = (low + high) / 2
            current = color(mid)
            if lowInGamut && inGamut(current) { low = mid; continue }
            clipped = clip(current)
            let e = deltaEOK(clipped, current)
            if e < jnd {
                if jnd - e < 0.0001 { return clipped }
                lowInGamut = false
                low = mid
            } else {
                high = mid
            }
        }
        return clip(current)
    }
}
