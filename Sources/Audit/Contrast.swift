import Foundation
import Values

/// WCAG 2.x contrast: relative luminance of sRGB colours and the ratio of two of them.
package enum Contrast {
    /// Relative luminance of an opaque colour: each channel linearised (below 0.04045 the sRGB
    /// curve is a straight line, c / 12.92; above it ((c + 0.055) / 1.055)^2.4), then weighted
    /// 0.2126 R + 0.7152 G + 0.0722 B.
    package static func luminance(_ c: RGBAColor) -> Double {
        0.2126 * linear(c.r) + 0.7152 * linear(c.g) + 0.0722 * linear(c.b)
    }

    package static func linear(_ channel: UInt8) -> Double { linearTable[Int(channel)] }

    /// The 256 linearised channel values, computed once (the audit takes a ratio per covered pixel).
    private static let linearTable: [Double] = (0...255).map { byte in
        let c = Double(byte) / 255
        return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }

    /// (L1 + 0.05) / (L2 + 0.05), the lighter over the darker: 1 to 21. Not rounded: 2.999 is
    /// below 3.
    package static func ratio(_ a: RGBAColor, _ b: RGBAColor) -> Double {
        let la = luminance(a), lb = luminance(b)
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }

    /// `top` composited over the opaque `bottom` (source-over, straight alpha), rounded to bytes
    /// as the picture stores it.
    package static func over(_ top: RGBAColor, _ bottom: RGBAColor) -> RGBAColor {
        let a = Double(top.a) / 255
        func mix(_ t: UInt8, _ b: UInt8) -> UInt8 { UInt8((Double(t) * a + Double(b) * (1 - a)).rounded()) }
        return RGBAColor(r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b))
    }

    /// A ratio as reports write it: two decimals, truncated (4.499 is "4.49", never "4.50").
    package static func formatted(_ ratio: Double) -> String {
        let hundredths = Int((ratio * 100).rounded(.down))
        let fraction = hundredths % 100
        return "\(hundredths / 100)." + (fraction < 10 ? "0" : "") + "\(fraction)"
    }
}
