/// Web component tokens (button, card, input, with the sizes the components are drawn at), composed of the
/// primitive tokens. In the runtime system they are aliases (`button.primary-background` →
/// `gradient.primary`), so a DTCG export keeps the reference.

/// The web button's tokens: size, padding, label style, backgrounds and shadows.
package enum WebButtonTokens {
    package static let width: Double = 160
    package static let height: Double = 48
    package static let paddingX = WebSpacing.lg
    package static let paddingY: Double = 12
    package static let radius = WebRadius.full
    package static let label = WebTypography.buttonMedium
    package static let content = WebColors.white
    package static let primaryBackground = WebGradient.primary
    package static let primaryShadow = WebShadow.md
    package static let secondaryBackground = WebGradient.secondary
    package static let secondaryShadow = WebShadow.md
    package static let outlineBorder = WebColors.primary500
    package static let outlineBorderWidth: Double = 2
    package static let outlineContent = WebColors.primary500
}

/// The web card's tokens: background, radius, shadow, paddings, gap and text styles.
package enum WebCardTokens {
    package static let background = WebColors.white
    package static let radius = WebRadius.xl2
    package static let shadow = WebShadow.lg
    package static let paddingSmall = WebSpacing.md
    package static let paddingMedium = WebSpacing.lg
    package static let paddingLarge = WebSpacing.xl
    package static let gap = WebSpacing.sm
    package static let heading = WebTypography.heading2
    package static let headingColor = WebColors.neutral900
    package static let body = WebTypography.bodySmall
    package static let bodyColor = WebColors.neutral500
}

/// The web text field's tokens: padding, radius, border colours and widths, text styles.
package enum WebInputTokens {
    package static let paddingX = WebSpacing.md
    package static let paddingY: Double = 12
    package static let radius = WebRadius.lg
    package static let borderWidth: Double = 2
    package static let height: Double = 52
    package static let background = WebColors.white
    package static let text = WebTypography.input
    package static let placeholder = WebColors.neutral400
    package static let border = WebColors.neutral200
    package static let borderFocus = WebColors.primary500
    package static let borderError = WebColors.error
}
