import DesignTokens
import Typesetting

extension TextSize {
    /// `style` as it is drawn in this category: size, line height and letter spacing multiplied
    /// by the factor, kept fractional (the line box is rounded later, in device px).
    package func scaled(_ style: TextStyle) -> TextStyle {
        guard self != .large else { return style }
        let f = factor(forSizeAtLarge: style.size)
        var scaled = style
        scaled.size = style.size * f
        scaled.lineHeight = style.lineHeight * f
        scaled.letterSpacing = style.letterSpacing * f
        return scaled
    }
}
