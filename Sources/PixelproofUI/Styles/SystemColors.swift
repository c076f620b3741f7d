import Values

// UIKit's semantic colours the built-in controls are drawn with, in light and dark, as Apple's
// UIKit publishes them (UIColor's `systemFill` …; the values are those of iOS 17 and 18).
extension Color {
    private static func dynamic(_ light: (UInt8, UInt8, UInt8, UInt8), _ dark: (UInt8, UInt8, UInt8, UInt8)) -> Color {
        Color(.appearance(light: Values.Color(r: light.0, g: light.1, b: light.2, a: light.3),
                          dark: Values.Color(r: dark.0, g: dark.1, b: dark.2, a: dark.3)))
    }

    /// `systemFill`: #787880 at 20 % (light), 36 % (dark): a switch's track when off, a progress bar's track.
    static let systemFill = dynamic((0x78, 0x78, 0x80, 51), (0x78, 0x78, 0x80, 92))
    /// `tertiarySystemFill`: #767680 at 12 % (light), 24 % (dark): a disabled bordered button, a segmented control's track.
    static let tertiarySystemFill = dynamic((0x76, 0x76, 0x80, 31), (0x76, 0x76, 0x80, 61))
    /// `tertiaryLabel`: #3C3C43 at 30 % (light), #EBEBF5 at 30 % (dark): a disabled control's label.
    static let tertiaryLabel = dynamic((0x3C, 0x3C, 0x43, 77), (0xEB, 0xEB, 0xF5, 77))
    /// `systemGroupedBackground`: #F2F2F7 (light), #000000 (dark): behind a grouped list.
    static let systemGroupedBackground = dynamic((0xF2, 0xF2, 0xF7, 255), (0, 0, 0, 255))
    /// `secondarySystemGroupedBackground`: #FFFFFF (light), #1C1C1E (dark): a grouped list's rows.
    static let secondarySystemGroupedBackground = dynamic((0xFF, 0xFF, 0xFF, 255), (0x1C, 0x1C, 0x1E, 255))
    /// `secondarySystemBackground`: #F2F2F7 (light), #1C1C1E (dark): a group box.
    static let secondarySystemBackground = dynamic((0xF2, 0xF2, 0xF7, 255), (0x1C, 0x1C, 0x1E, 255))
    /// `systemBackground`: #FFFFFF (light), #000000 (dark): a plain list's rows.
    static let systemBackground = dynamic((0xFF, 0xFF, 0xFF, 255), (0, 0, 0, 255))
}
