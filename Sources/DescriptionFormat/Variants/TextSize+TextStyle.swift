import DescriptionModel
import DesignTokens
import Typesetting

extension TextSize {
    /// `style` as it is drawn in this category: size, line height and letter spacing multiplied
    /// by the factor, kept fractional (the line box is rounded later, in device px).
    /// `scaling` says which text style's row of the table applies (the style's own size by default).
    package func scaled(_ style: TextStyle, scaling: TextScaling = .bySize) -> TextStyle {
        guard self != .large else { return style }
        let f: Double
        switch scaling {
        case .bySize: f = factor(forSizeAtLarge: style.size)
        case let .relativeTo(sizeAtLarge): f = factor(forSizeAtLarge: sizeAtLarge)
        case .fixed: return style
        }
        var scaled = style
        scaled.size = style.size * f
        scaled.lineHeight = style.lineHeight * f
        scaled.letterSpacing = style.letterSpacing * f
        return scaled
    }
}
