/// Web component tokens (button, card, input, with the sizes the components are drawn at), composed of the
/// primitive tokens. In the runtime system they are aliases (`button.primary-background` →
/// `gradient.primary`), so a DTCG export keeps the reference.

/// The web button's tokens: size, padding, label style, backgrounds and shadows.
public enum WebButtonTokens {
    public static let width: Double = 160
    public static let height: Double = 48
    public static let paddingX = WebSpacing.lg
    public static let paddingY: Double = 12
    public static let radius = WebRadius.full
    public static let label = WebTypography.buttonMedium
    public static let content = WebColors.white
    public static let primaryBackground = WebGradient.primary
    public static let primaryShadow = WebShadow.md
    public static let secondaryBackground = WebGradient.secondary
    public static let secondaryShadow = WebShadow.md
    public static let outlineBorder = WebColors.primary500
    public static let outlineBorderWidth: Double = 2
    public static let outlineContent = WebColors.primary500
}

/// The web card's tokens: background, radius, shadow, paddings, gap and text styles.
public enum WebCardTokens {
    public static let background = WebColors.white
    public static let radius = WebRadius.xl2
    public static let shadow = WebShadow.lg
    public static let paddingSmall = WebSpacing.md
    public static let paddingMedium = WebSpacing.lg
    public static let paddingLarge = WebSpacing.xl
    public static let gap = WebSpacing.sm
    public static let heading = WebTypography.heading2
    public static let headingColor = WebColors.neutral900
    public static let body = WebTypography.bodySmall
    public static let bodyColor = WebColors.neutral500
}

/// The web text field's tokens: padding, radius, border colours and widths, text styles.
public enum WebInputTokens {
    public static let paddingX = WebSpacing.md
    public static let paddingY: Double = 12
    public static let radius = WebRadius.lg
    public static let borderWidth: Double = 2
    public static let height: Double = 52
    public static let background = WebColors.white
    public static let text = WebTypography.input
    public static let placeholder = WebColors.neutral400
    public static let border = WebColors.neutral200
    public static let borderFocus = WebColors.primary500
    public static let borderError = WebColors.error
}
