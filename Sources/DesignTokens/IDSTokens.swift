/// The Instacart Design System (IDS) tokens, exactly as its specification writes them.
/// `white` is #ffffff. Fonts: Instacart Sans style names are kept; numeric weights
/// are CSS's (Subhead SemiBold and Text SemiBold 600, Text Regular 400).

/// IDS colours.
package enum IDSColors {
    package static let brandTertiaryLight = ColorToken(0xf7f5f0)
    package static let grayscale00 = ColorToken(0xffffff)
    package static let grayscale20 = ColorToken(0xe8e9eb)
    package static let grayscale70 = ColorToken(0x343538)
    package static let grayscale80 = ColorToken(0x242529)
    package static let contentSecondary = ColorToken(0x56595e)
    package static let buttonPrimaryBg = ColorToken(0x108910)
    package static let buttonPrimaryContent = ColorToken(0xffffff)
    package static let buttonPrimaryBgLoading = ColorToken(0x0d720d)
    package static let buttonSecondaryBg = ColorToken(0xe8e9eb)
    package static let buttonSecondaryContent = ColorToken(0x242529)
    package static let buttonSecondaryBgLoading = ColorToken(0xc7c8cd)
    package static let buttonTertiaryBg = ColorToken(0xf6f7f8)
    package static let buttonTertiaryBorder = ColorToken(0xe8e9eb)
    package static let buttonTertiaryContent = ColorToken(0x242529)
    package static let buttonDetrimentalBg = ColorToken(0xde3534)
    package static let buttonDetrimentalContent = ColorToken(0xffffff)
    package static let buttonDetrimentalBgLoading = ColorToken(0xbb1c1b)
    package static let buttonInstacartPlusBg = ColorToken(0x530038)
    package static let buttonInstacartPlusContent = ColorToken(0xffffff)
    package static let buttonInstacartPlusBgLoading = ColorToken(0x750046)
    package static let buttonDisabledBg = ColorToken(0xf6f7f8)
    package static let buttonDisabledContent = ColorToken(0xc7c8cd)
    package static let inputBorder = ColorToken(0x8f939b)
    package static let inputBackground = ColorToken(0xffffff)
    package static let inputTextLabel = ColorToken(0x242529)
    package static let inputTextInput = ColorToken(0x242529)
    package static let inputBorderActive = ColorToken(0x242529)
    package static let inputBorderInvalid = ColorToken(0xde3534)
    package static let inputBackgroundInvalid = ColorToken(0xfef0f0)
    package static let inputErrorContent = ColorToken(0xde3534)
    package static let badgeBackground = ColorToken(0x242529)
    package static let badgeBackgroundCritical = ColorToken(0xde3534)
    package static let badgeContent = ColorToken(0xffffff)
    package static let badgeBorder = ColorToken(0xffffff)
    package static let vehicleBlack = ColorToken(0x343538)
    package static let vehicleCashew = ColorToken(0xe8dcc8)
    package static let vehicleLemon = ColorToken(0xf5d547)
    package static let vehicleKale = ColorToken(0x1b6631)
    package static let vehiclePlum = ColorToken(0x6b1d5e)
    package static let vehicleBlue = ColorToken(0x7b8dc8)
    package static let vehicleRed = ColorToken(0x8b1a1a)
}

/// IDS type styles: Instacart Sans, size / line height in px, no letter spacing.
package enum IDSTypography {
    package static let family = "Instacart Sans"

    private static func style(_ name: String, _ size: Double, _ lineHeight: Double) -> TypographyToken {
        // Style names to CSS weights: Subhead SemiBold and Text SemiBold → 600, Text Regular → 400.
        TypographyToken(family: family, style: name, weight: name.hasSuffix("SemiBold") ? 600 : 400,
                        size: size, lineHeight: lineHeight)
    }

    package static let headline = style("Subhead SemiBold", 24, 28)
    package static let title = style("Subhead SemiBold", 18, 22)
    package static let subtitle = style("Text SemiBold", 14, 20)
    package static let button = style("Subhead SemiBold", 18, 18)
    package static let buttonSmall = style("Subhead SemiBold", 14, 18)
    package static let bodyRegular = style("Text Regular", 12, 18)
    package static let bodyEmphasized = style("Text SemiBold", 12, 18)
    package static let accentRegular = style("Text Regular", 10, 14)
    package static let accentEmphasized = style("Text SemiBold", 10, 14)
}

/// IDS spacing in px.
package enum IDSSpacing {
    package static let none: Double = 0
    package static let xxs: Double = 2
    package static let xs: Double = 4
    package static let sm: Double = 8
    package static let md: Double = 12
    package static let lg: Double = 16
    package static let xl: Double = 24
    package static let xxl: Double = 32
    package static let xxxl: Double = 48
}

extension TokenSystem {
    /// `ids`: every IDS token, in the specification's order.
    package static let ids: TokenSystem = {
        let colors: [(String, ColorToken)] = [
            ("brandTertiaryLight", IDSColors.brandTertiaryLight), ("grayscale00", IDSColors.grayscale00),
            ("grayscale20", IDSColors.grayscale20), ("grayscale70", IDSColors.grayscale70),
            ("grayscale80", IDSColors.grayscale80), ("contentSecondary", IDSColors.contentSecondary),
            ("buttonPrimaryBg", IDSColors.buttonPrimaryBg), ("buttonPrimaryContent", IDSColors.buttonPrimaryContent),
            ("buttonPrimaryBgLoading", IDSColors.buttonPrimaryBgLoading), ("buttonSecondaryBg", IDSColors.buttonSecondaryBg),
            ("buttonSecondaryContent", IDSColors.buttonSecondaryContent),
            ("buttonSecondaryBgLoading", IDSColors.buttonSecondaryBgLoading),
            ("buttonTertiaryBg", IDSColors.buttonTertiaryBg), ("buttonTertiaryBorder", IDSColors.buttonTertiaryBorder),
            ("buttonTertiaryContent", IDSColors.buttonTertiaryContent), ("buttonDetrimentalBg", IDSColors.buttonDetrimentalBg),
            ("buttonDetrimentalContent", IDSColors.buttonDetrimentalContent),
            ("buttonDetrimentalBgLoading", IDSColors.buttonDetrimentalBgLoading),
            ("buttonInstacartPlusBg", IDSColors.buttonInstacartPlusBg),
            ("buttonInstacartPlusContent", IDSColors.buttonInstacartPlusContent),
            ("buttonInstacartPlusBgLoading", IDSColors.buttonInstacartPlusBgLoading),
            ("buttonDisabledBg", IDSColors.buttonDisabledBg), ("buttonDisabledContent", IDSColors.buttonDisabledContent),
            ("inputBorder", IDSColors.inputBorder), ("inputBackground", IDSColors.inputBackground),
            ("inputTextLabel", IDSColors.inputTextLabel), ("inputTextInput", IDSColors.inputTextInput),
            ("inputBorderActive", IDSColors.inputBorderActive), ("inputBorderInvalid", IDSColors.inputBorderInvalid),
            ("inputBackgroundInvalid", IDSColors.inputBackgroundInvalid), ("inputErrorContent", IDSColors.inputErrorContent),
            ("badgeBackground", IDSColors.badgeBackground), ("badgeBackgroundCritical", IDSColors.badgeBackgroundCritical),
            ("badgeContent", IDSColors.badgeContent), ("badgeBorder", IDSColors.badgeBorder),
            ("vehicleBlack", IDSColors.vehicleBlack), ("vehicleCashew", IDSColors.vehicleCashew),
            ("vehicleLemon", IDSColors.vehicleLemon), ("vehicleKale", IDSColors.vehicleKale),
            ("vehiclePlum", IDSColors.vehiclePlum), ("vehicleBlue", IDSColors.vehicleBlue),
            ("vehicleRed", IDSColors.vehicleRed),
        ]
        let typography: [(String, TypographyToken)] = [
            ("headline", IDSTypography.headline), ("title", IDSTypography.title), ("subtitle", IDSTypography.subtitle),
            ("button", IDSTypography.button), ("buttonSmall", IDSTypography.buttonSmall),
            ("bodyRegular", IDSTypography.bodyRegular), ("bodyEmphasized", IDSTypography.bodyEmphasized),
            ("accentRegular", IDSTypography.accentRegular), ("accentEmphasized", IDSTypography.accentEmphasized),
        ]
        let spacing: [(String, Double)] = [
            ("none", IDSSpacing.none), ("xxs", IDSSpacing.xxs), ("xs", IDSSpacing.xs), ("sm", IDSSpacing.sm),
            ("md", IDSSpacing.md), ("lg", IDSSpacing.lg), ("xl", IDSSpacing.xl), ("xxl", IDSSpacing.xxl),
            ("xxxl", IDSSpacing.xxxl),
        ]
        return TokenSystem(name: "ids", primaryContentColor: "grayscale80", tokens:
            colors.map { Token(group: "color", name: $0.0, value: .color($0.1.light)) }
            + typography.map { Token(group: "typography", name: $0.0, value: .typography($0.1)) }
            + spacing.map { Token(group: "spacing", name: $0.0, value: .dimension(.px($0.1))) })
    }()
}
