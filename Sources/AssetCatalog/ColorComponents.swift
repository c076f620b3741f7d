import DesignTokens
import Foundation
import Values

/// The colour spaces a colour set may name, and how each becomes 8-bit sRGB. Extended spaces
/// allow components past 0...1 (colours outside the sRGB gamut); every colour is brought into
/// sRGB by the same gamut mapping the token files' display-p3 colours go through.
enum ColorSetSpace: String, CaseIterable {
    case srgb, extendedSRGB = "extended-srgb", displayP3 = "display-p3", extendedLinearSRGB = "extended-linear-srgb"
    case grayGamma22 = "gray-gamma-22", extendedGray = "extended-gray"

    var isGray: Bool { self == .grayGamma22 || self == .extendedGray }
    var isExtended: Bool { self == .extendedSRGB || self == .extendedLinearSRGB || self == .extendedGray }

    /// The component keys a colour in this space has, in the order Xcode writes them.
    var componentKeys: [String] { isGray ? ["white", "alpha"] : ["red", "green", "blue", "alpha"] }

    /// 8-bit sRGB for `c` (red, green, blue or white, as fractions) and `alpha`.
    func color(_ c: [Double], alpha: Double) -> RGBAColor {
        switch self {
        case .srgb, .extendedSRGB: return SpaceColor(.srgb, c, alpha: alpha).tokenColor
        case .displayP3: return SpaceColor(.p3, c, alpha: alpha).tokenColor
        case .extendedLinearSRGB: return SpaceColor(.srgb, c.map(ColorMath.gamma), alpha: alpha).tokenColor
        case .grayGamma22, .extendedGray:
            // Gray with a pure 2.2 power curve (Core Graphics' generic gray), re-encoded for sRGB.
            let linear = c[0] < 0 ? -pow(-c[0], 2.2) : pow(c[0], 2.2)
            let v = ColorMath.gamma(linear)
            return SpaceColor(.srgb, [v, v, v], alpha: alpha).tokenColor
        }
    }
}

/// One component as Xcode writes it: a fraction with a decimal point ("0.502"), an 8-bit integer
/// ("128") or 8-bit hex ("0x80"). A string without a point is an integer, so "1" is 1/255, as in
/// Xcode's "8-bit (0-255)" input; alpha is always a fraction (or hex), so "1" is opaque.
enum ColorComponent {
    enum Reading: Equatable {
        case value(Double)
        case unreadable
        case outOfRange(String)
    }

    static func read(_ text: String, isAlpha: Bool, extended: Bool) -> Reading {
        let t = text.trimmingCharacters(in: .whitespaces)
        if t.lowercased().hasPrefix("0x") {
            let digits = t.dropFirst(2)
            guard (1...2).contains(digits.count), let byte = UInt8(digits, radix: 16) else { return .unreadable }
            return .value(Double(byte) / 255)
        }
        let isFraction = isAlpha || t.contains(".") || t.lowercased().contains("e")
        if isFraction {
            guard let v = Double(t), v.isFinite, t.allSatisfy({ "+-.0123456789eE".contains($0) }) else { return .unreadable }
            if isAlpha && !(0...1).contains(v) { return .outOfRange("alpha is a fraction from 0 to 1") }
            if !extended && !(0...1).contains(v) {
                return .outOfRange("a fraction from 0 to 1 in this colour space; an extended space (extended-srgb) allows values past the gamut")
            }
            // Extended components past a few times the gamut are typing mistakes.
            if abs(v) > 16 { return .outOfRange("extended components lie within ±16") }
            return .value(v)
        }
        guard t.allSatisfy(\.isASCII), let n = Int(t) else { return .unreadable }
        guard (0...255).contains(n) else { return .outOfRange("an 8-bit integer from 0 to 255 (or write a fraction with a decimal point, \"0.5\")") }
        return .value(Double(n) / 255)
    }
}
