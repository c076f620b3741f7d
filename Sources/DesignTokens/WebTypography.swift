/// Web type scale. Swift names: a name that starts with a digit moves
/// the digit to the end (`fontSize.2xl` is `WebFontSize.xl2`); hyphens go (`heading-1` is `heading1`).

/// The web font families (display and text), in preference order.
package enum WebFontFamily {
    /// Titles (display and heading presets).
    package static let display = "SF Pro Display"
    /// Body text and everything else.
    package static let text = "SF Pro Text"
}

/// Font sizes in px.
package enum WebFontSize {
    package static let xs: Double = 12
    package static let sm: Double = 14
    package static let base: Double = 16
    package static let lg: Double = 18
    package static let xl: Double = 20
    package static let xl2: Double = 24
    package static let xl3: Double = 30
    package static let xl4: Double = 36
}

/// The web font weights: normal, medium, semibold, bold.
package enum WebFontWeight {
    package static let normal = 400
    package static let medium = 500
    package static let semibold = 600
    package static let bold = 700
}

/// Line heights as multiples of the font size (CSS unitless line-height).
package enum WebLineHeight {
    package static let tight: Double = 1.2
    package static let normal: Double = 1.5
    package static let relaxed: Double = 1.75
}

/// Letter spacing in px, as the web design system writes it.
package enum WebLetterSpacing {
    package static let tight = TokenDimension.px(-0.5)
    package static let normal = TokenDimension.px(0)
    package static let wide = TokenDimension.px(0.5)
}

/// The typography presets. The seed fixes heading-1 (24, semibold, tight) and body-regular
/// (16, regular, normal) and names the rest; their values are Pixelproof's reading of the
/// scale, consistent with the components that use them (button label 16/24 600, card heading 20/24 600, card body
/// 14/21 400, input 16/24 400). docs/TOKENS.md lists them as a decision.
package enum WebTypography {
    private static func preset(_ family: String, _ size: Double, _ weight: Int, _ lineHeight: Double,
                               _ letterSpacing: TokenDimension = WebLetterSpacing.normal) -> TypographyToken {
        TypographyToken(family: family, weight: weight, size: size, lineHeightRatio: lineHeight, letterSpacing: letterSpacing)
    }

    package static let display1 = preset(WebFontFamily.display, WebFontSize.xl4, WebFontWeight.bold, WebLineHeight.tight, WebLetterSpacing.tight)
    package static let display2 = preset(WebFontFamily.display, WebFontSize.xl3, WebFontWeight.bold, WebLineHeight.tight, WebLetterSpacing.tight)
    package static let heading1 = preset(WebFontFamily.display, WebFontSize.xl2, WebFontWeight.semibold, WebLineHeight.tight)
    package static let heading2 = preset(WebFontFamily.display, WebFontSize.xl, WebFontWeight.semibold, WebLineHeight.tight)
    package static let heading3 = preset(WebFontFamily.display, WebFontSize.lg, WebFontWeight.semibold, WebLineHeight.tight)
    package static let bodyLarge = preset(WebFontFamily.text, WebFontSize.lg, WebFontWeight.normal, WebLineHeight.normal)
    package static let bodyRegular = preset(WebFontFamily.text, WebFontSize.base, WebFontWeight.normal, WebLineHeight.normal)
    package static let bodyMedium = preset(WebFontFamily.text, WebFontSize.base, WebFontWeight.medium, WebLineHeight.normal)
    package static let bodySemibold = preset(WebFontFamily.text, WebFontSize.base, WebFontWeight.semibold, WebLineHeight.normal)
    package static let bodySmall = preset(WebFontFamily.text, WebFontSize.sm, WebFontWeight.normal, WebLineHeight.normal)
    package static let caption = preset(WebFontFamily.text, WebFontSize.xs, WebFontWeight.normal, WebLineHeight.normal)
    package static let buttonLarge = preset(WebFontFamily.text, WebFontSize.lg, WebFontWeight.semibold, WebLineHeight.normal)
    package static let buttonMedium = preset(WebFontFamily.text, WebFontSize.base, WebFontWeight.semibold, WebLineHeight.normal)
    package static let buttonSmall = preset(WebFontFamily.text, WebFontSize.sm, WebFontWeight.semibold, WebLineHeight.normal)
    package static let label = preset(WebFontFamily.text, WebFontSize.sm, WebFontWeight.medium, WebLineHeight.normal)
    package static let input = preset(WebFontFamily.text, WebFontSize.base, WebFontWeight.normal, WebLineHeight.normal)
}
