import Values

// UIKit's semantic and system colours in the light and dark appearance, at standard contrast and
// the base level. The values are Apple's published palette: the Human Interface Guidelines'
// colour tables ("Color": system colours, "Dark Mode"), and for the semantic colours the
// components UIKit documents (what Xcode's colour inspector shows for `UIColor.label` …): an
// sRGB colour and an alpha fraction, written here as hex and the fraction, rounded to 8 bits
// (0.6 → 153, 0.29 → 74). The system colours are iOS 15's (mint, cyan and the brighter teal).
extension UIColor {
    private static func palette(_ light: UInt32, _ lightAlpha: Double, _ dark: UInt32, _ darkAlpha: Double) -> UIColor {
        func color(_ rgb: UInt32, _ alpha: Double) -> Values.RGBAColor { Values.RGBAColor(rgb).opacity(alpha) }
        return UIColor(Color(.appearance(light: color(light, lightAlpha), dark: color(dark, darkAlpha))))
    }

    private static func palette(_ light: UInt32, _ dark: UInt32) -> UIColor { palette(light, 1, dark, 1) }

    // Labels: text of primary to quaternary importance.
    public static let label = palette(0x000000, 0xFFFFFF)
    public static let secondaryLabel = palette(0x3C3C43, 0.6, 0xEBEBF5, 0.6)
    public static let tertiaryLabel = palette(0x3C3C43, 0.3, 0xEBEBF5, 0.3)
    public static let quaternaryLabel = palette(0x3C3C43, 0.18, 0xEBEBF5, 0.16)
    public static let placeholderText = palette(0x3C3C43, 0.3, 0xEBEBF5, 0.3)
    public static let link = palette(0x007AFF, 0x0984FF)

    // Fills: thin and small shapes (systemFill) to large areas (quaternary).
    public static let systemFill = palette(0x787880, 0.2, 0x787880, 0.36)
    public static let secondarySystemFill = palette(0x787880, 0.16, 0x787880, 0.32)
    public static let tertiarySystemFill = palette(0x767680, 0.12, 0x767680, 0.24)
    public static let quaternarySystemFill = palette(0x747480, 0.08, 0x767680, 0.18)

    // Backgrounds, plain and grouped (a grouped table's grey page with white cells).
    public static let systemBackground = palette(0xFFFFFF, 0x000000)
    public static let secondarySystemBackground = palette(0xF2F2F7, 0x1C1C1E)
    public static let tertiarySystemBackground = palette(0xFFFFFF, 0x2C2C2E)
    public static let systemGroupedBackground = palette(0xF2F2F7, 0x000000)
    public static let secondarySystemGroupedBackground = palette(0xFFFFFF, 0x1C1C1E)
    public static let tertiarySystemGroupedBackground = palette(0xF2F2F7, 0x2C2C2E)

    // Separators: a hairline that lets content through, and one that hides it.
    public static let separator = palette(0x3C3C43, 0.29, 0x545458, 0.6)
    public static let opaqueSeparator = palette(0xC6C6C8, 0x38383A)

    // The system colours (SwiftUI's `Color.red` … are the same).
    public static let systemRed = palette(0xFF3B30, 0xFF453A)
    public static let systemOrange = palette(0xFF9500, 0xFF9F0A)
    public static let systemYellow = palette(0xFFCC00, 0xFFD60A)
    public static let systemGreen = palette(0x34C759, 0x30D158)
    public static let systemMint = palette(0x00C7BE, 0x63E6E2)
    public static let systemTeal = palette(0x30B0C7, 0x40C8E0)
    public static let systemCyan = palette(0x32ADE6, 0x64D2FF)
    public static let systemBlue = palette(0x007AFF, 0x0A84FF)
    public static let systemIndigo = palette(0x5856D6, 0x5E5CE6)
    public static let systemPurple = palette(0xAF52DE, 0xBF5AF2)
    public static let systemPink = palette(0xFF2D55, 0xFF375F)
    public static let systemBrown = palette(0xA2845E, 0xAC8E68)
    public static let systemGray = palette(0x8E8E93, 0x8E8E93)
    public static let systemGray2 = palette(0xAEAEB2, 0x636366)
    public static let systemGray3 = palette(0xC7C7CC, 0x48484A)
    public static let systemGray4 = palette(0xD1D1D6, 0x3A3A3C)
    public static let systemGray5 = palette(0xE5E5EA, 0x2C2C2E)
    public static let systemGray6 = palette(0xF2F2F7, 0x1C1C1E)

    /// The tint of the view (`.tint`, else the accent colour), as UIKit's `tintColor`.
    public static let tintColor = UIColor(Color.accentColor)

    // UIKit's fixed colours, the same in both appearances (UIColor's documented components:
    // `red` is 1, 0, 0, not the system red; `darkGray` is white 1/3).
    public static let black = UIColor(white: 0, alpha: 1)
    public static let darkGray = UIColor(white: 1.0 / 3, alpha: 1)
    public static let lightGray = UIColor(white: 2.0 / 3, alpha: 1)
    public static let white = UIColor(white: 1, alpha: 1)
    public static let gray = UIColor(white: 0.5, alpha: 1)
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    public static let clear = UIColor(white: 0, alpha: 0)
    public static let darkText = palette(0x000000, 0x000000)
    public static let lightText = palette(0xFFFFFF, 0.6, 0xFFFFFF, 0.6)
}
