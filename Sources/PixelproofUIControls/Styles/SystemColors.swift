// UIKit's semantic colours the built-in controls are drawn with, in light and dark: the palette's
// own entries (UIColor+Palette.swift), named here as the controls use them.
import PixelproofUICore
extension Color {
    /// A switch's track when off, a progress bar's track.
    static let systemFill = Color(uiColor: .systemFill)
    /// A segmented control's track, a stepper.
    static let tertiarySystemFill = Color(uiColor: .tertiarySystemFill)
    /// A disabled bordered button.
    static let secondarySystemFill = Color(uiColor: .secondarySystemFill)
    /// A disabled control's label.
    static let tertiaryLabel = Color(uiColor: .tertiaryLabel)
    /// A disabled bordered button's label: `tertiaryLabel` at 75 %, the measured (194, 194, 196)
    /// over the disabled fill in light.
    static let disabledBorderedLabel = Color(uiColor: .tertiaryLabel).opacity(0.75)
    /// Behind a grouped list.
    static let systemGroupedBackground = Color(uiColor: .systemGroupedBackground)
    /// A grouped list's rows.
    static let secondarySystemGroupedBackground = Color(uiColor: .secondarySystemGroupedBackground)
    /// A group box.
    static let secondarySystemBackground = Color(uiColor: .secondarySystemBackground)
    /// A plain list's rows, a rounded-border text field.
    static let systemBackground = Color(uiColor: .systemBackground)
}
