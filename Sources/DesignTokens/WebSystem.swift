/// The runtime `web` system: every web token under the design system's names, in its order.
extension TokenSystem {
    package static let web: TokenSystem = {
        var tokens: [Token] = []
        func color(_ name: String, _ c: ColorToken) { tokens.append(Token(group: "color", name: name, value: .color(c.light))) }
        func add(_ group: String, _ name: String, _ value: TokenValue) { tokens.append(Token(group: group, name: name, value: value)) }

        let scales: [(String, [(Int, ColorToken)])] = [
            ("primary", [(50, WebColors.primary50), (100, WebColors.primary100), (200, WebColors.primary200),
                         (300, WebColors.primary300), (400, WebColors.primary400), (500, WebColors.primary500),
                         (600, WebColors.primary600), (700, WebColors.primary700), (800, WebColors.primary800),
                         (900, WebColors.primary900)]),
            ("accent", [(50, WebColors.accent50), (100, WebColors.accent100), (200, WebColors.accent200),
                        (300, WebColors.accent300), (400, WebColors.accent400), (500, WebColors.accent500),
                        (600, WebColors.accent600), (700, WebColors.accent700)]),
            ("secondary", [(50, WebColors.secondary50), (100, WebColors.secondary100), (200, WebColors.secondary200),
                           (300, WebColors.secondary300), (400, WebColors.secondary400), (500, WebColors.secondary500),
                           (600, WebColors.secondary600)]),
            ("neutral", [(50, WebColors.neutral50), (100, WebColors.neutral100), (200, WebColors.neutral200),
                         (300, WebColors.neutral300), (400, WebColors.neutral400), (500, WebColors.neutral500),
                         (600, WebColors.neutral600), (700, WebColors.neutral700), (800, WebColors.neutral800),
                         (900, WebColors.neutral900)]),
        ]
        for (scale, shades) in scales { for (shade, c) in shades { color("\(scale)-\(shade)", c) } }
        color("white", WebColors.white); color("black", WebColors.black)
        color("success", WebColors.success); color("warning", WebColors.warning)
        color("error", WebColors.error); color("info", WebColors.info)

        add("fontFamily", "display", .fontFamily([WebFontFamily.display]))
        add("fontFamily", "text", .fontFamily([WebFontFamily.text]))
        for (name, size) in [("xs", WebFontSize.xs), ("sm", WebFontSize.sm), ("base", WebFontSize.base), ("lg", WebFontSize.lg),
                             ("xl", WebFontSize.xl), ("2xl", WebFontSize.xl2), ("3xl", WebFontSize.xl3), ("4xl", WebFontSize.xl4)] {
            add("fontSize", name, .fontSize(.px(size)))
        }
        for (name, weight) in [("normal", WebFontWeight.normal), ("medium", WebFontWeight.medium),
                               ("semibold", WebFontWeight.semibold), ("bold", WebFontWeight.bold)] {
            add("fontWeight", name, .fontWeight(weight))
        }
        for (name, ratio) in [("tight", WebLineHeight.tight), ("normal", WebLineHeight.normal), ("relaxed", WebLineHeight.relaxed)] {
            add("lineHeight", name, .lineHeight(ratio))
        }
        for (name, spacing) in [("tight", WebLetterSpacing.tight), ("normal", WebLetterSpacing.normal), ("wide", WebLetterSpacing.wide)] {
            add("letterSpacing", name, .letterSpacing(spacing))
        }
        let presets: [(String, TypographyToken)] = [
            ("display-1", WebTypography.display1), ("display-2", WebTypography.display2),
            ("heading-1", WebTypography.heading1), ("heading-2", WebTypography.heading2), ("heading-3", WebTypography.heading3),
            ("body-large", WebTypography.bodyLarge), ("body-regular", WebTypography.bodyRegular),
            ("body-medium", WebTypography.bodyMedium), ("body-semibold", WebTypography.bodySemibold),
            ("body-small", WebTypography.bodySmall), ("caption", WebTypography.caption),
            ("button-large", WebTypography.buttonLarge), ("button-medium", WebTypography.buttonMedium),
            ("button-small", WebTypography.buttonSmall), ("label", WebTypography.label), ("input", WebTypography.input),
        ]
        for (name, t) in presets { add("typography", name, .typography(t)) }

        for (name, s) in [("xs", WebSpacing.xs), ("sm", WebSpacing.sm), ("md", WebSpacing.md), ("lg", WebSpacing.lg),
                          ("xl", WebSpacing.xl), ("2xl", WebSpacing.xl2), ("3xl", WebSpacing.xl3)] {
            add("spacing", name, .dimension(.px(s)))
        }
        for (name, r) in [("none", WebRadius.none), ("sm", WebRadius.sm), ("md", WebRadius.md), ("lg", WebRadius.lg),
                          ("xl", WebRadius.xl), ("2xl", WebRadius.xl2), ("3xl", WebRadius.xl3), ("full", WebRadius.full)] {
            add("radius", name, .dimension(.px(r)))
        }
        for (name, s) in [("sm", WebShadow.sm), ("md", WebShadow.md), ("lg", WebShadow.lg), ("xl", WebShadow.xl), ("2xl", WebShadow.xl2)] {
            add("shadow", name, .shadow(s))
        }
        for (name, g) in [("purple", WebGlow.purple), ("pink", WebGlow.pink), ("cyan", WebGlow.cyan)] {
            add("glow", name, .shadow(g))
        }
        for (name, g) in [("primary", WebGradient.primary), ("accent", WebGradient.accent), ("secondary", WebGradient.secondary),
                          ("neon", WebGradient.neon), ("tech", WebGradient.tech), ("background", WebGradient.background)] {
            add("gradient", name, .gradient(g))
        }
        for level in WebOpacity.allCases { add("opacity", level.tokenName, .opacity(level.fraction)) }

        // Component tokens: aliases of the primitives where the design system composes them, plain sizes otherwise.
        var system = TokenSystem(name: "web", primaryContentColor: "neutral-900", tokens: tokens)
        func alias(_ group: String, _ name: String, _ target: String) {
            guard let t = system.token(fullName: target) else { return }  // every target is above; tests list them
            system.add(Token(group: group, name: name, value: t.value, aliasOf: target))
        }
        func size(_ group: String, _ name: String, _ px: Double) { system.add(Token(group: group, name: name, value: .dimension(.px(px)))) }
        size("button", "width", WebButtonTokens.width)
        size("button", "height", WebButtonTokens.height)
        alias("button", "padding-x", "spacing.lg")
        size("button", "padding-y", WebButtonTokens.paddingY)
        alias("button", "radius", "radius.full")
        alias("button", "label", "typography.button-medium")
        alias("button", "content", "color.white")
        alias("button", "primary-background", "gradient.primary")
        alias("button", "primary-shadow", "shadow.md")
        alias("button", "secondary-background", "gradient.secondary")
        alias("button", "secondary-shadow", "shadow.md")
        alias("button", "outline-border", "color.primary-500")
        size("button", "outline-border-width", WebButtonTokens.outlineBorderWidth)
        alias("button", "outline-content", "color.primary-500")

        alias("card", "background", "color.white")
        alias("card", "radius", "radius.2xl")
        alias("card", "shadow", "shadow.lg")
        alias("card", "padding-small", "spacing.md")
        alias("card", "padding-medium", "spacing.lg")
        alias("card", "padding-large", "spacing.xl")
        alias("card", "gap", "spacing.sm")
        alias("card", "heading", "typography.heading-2")
        alias("card", "heading-color", "color.neutral-900")
        alias("card", "body", "typography.body-small")
        alias("card", "body-color", "color.neutral-500")

        alias("input", "padding-x", "spacing.md")
        size("input", "padding-y", WebInputTokens.paddingY)
        alias("input", "radius", "radius.lg")
        size("input", "border-width", WebInputTokens.borderWidth)
        size("input", "height", WebInputTokens.height)
        alias("input", "background", "color.white")
        alias("input", "text", "typography.input")
        alias("input", "placeholder", "color.neutral-400")
        alias("input", "border", "color.neutral-200")
        alias("input", "border-focus", "color.primary-500")
        alias("input", "border-error", "color.error")
        return system
    }()
}
