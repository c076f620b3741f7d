/// The DS (JoJoPlayground) tokens, exactly as the Lexend Deca token set writes them.
/// Colour names are unique across the set's sub-tables, so they all live in group `color`.

/// DS colours, in the set's sub-table order.
package enum DSColors {
    // Primitives
    package static let primitiveBlack = ColorToken(0x000000)
    package static let primitiveWhite = ColorToken(0xffffff)
    package static let primitiveBlue600 = ColorToken(0x276ef1)
    package static let primitiveRed600 = ColorToken(0xde1135)
    package static let primitiveYellow300 = ColorToken(0xf6bc2f)
    package static let primitiveGreen600 = ColorToken(0x0e8345)
    // Background
    package static let backgroundPrimary = ColorToken(0xffffff)
    package static let backgroundSecondary = ColorToken(0xf3f3f3)
    package static let backgroundTertiary = ColorToken(0xe8e8e8)
    // Content
    package static let contentPrimary = ColorToken(0x000000)
    package static let contentSecondary = ColorToken(0x4b4b4b)
    package static let contentTertiary = ColorToken(0x5e5e5e)
    // Border
    package static let borderOpaque = ColorToken(0xe8e8e8)
    package static let borderSelected = ColorToken(0x000000)
    // Inverse
    package static let backgroundInversePrimary = ColorToken(0x000000)
    package static let backgroundInverseSecondary = ColorToken(0x282828)
    package static let contentInversePrimary = ColorToken(0xffffff)
    package static let contentInverseSecondary = ColorToken(0xdddddd)
    package static let contentInverseTertiary = ColorToken(0xa6a6a6)
    package static let borderInverseOpaque = ColorToken(0x4b4b4b)
    package static let borderInverseSelected = ColorToken(0xffffff)
    // Background extensions
    package static let backgroundStateDisabled = ColorToken(0xf3f3f3)
    package static let backgroundAccent = ColorToken(0x276ef1)
    package static let backgroundNegative = ColorToken(0xde1135)
    package static let backgroundWarning = ColorToken(0xf6bc2f)
    package static let backgroundPositive = ColorToken(0x0e8345)
    package static let backgroundAccentLight = ColorToken(0xeff4fe)
    package static let backgroundNegativeLight = ColorToken(0xfff0ee)
    package static let backgroundWarningLight = ColorToken(0xfdf2dc)
    package static let backgroundPositiveLight = ColorToken(0xeaf6ed)
    package static let backgroundAlwaysDark = ColorToken(0x000000)
    package static let backgroundAlwaysLight = ColorToken(0xffffff)
    // Content extensions
    package static let contentStateDisabled = ColorToken(0xa6a6a6)
    package static let contentOnColor = ColorToken(0xffffff)
    package static let contentOnColorInverse = ColorToken(0x000000)
    package static let contentAccent = ColorToken(0x276ef1)
    package static let contentNegative = ColorToken(0xde1135)
    package static let contentWarning = ColorToken(0x9f6402)
    package static let contentPositive = ColorToken(0x0e8345)
    // Border extensions
    package static let borderStateDisabled = ColorToken(0xf3f3f3)
    package static let borderAccent = ColorToken(0x276ef1)
    package static let borderNegative = ColorToken(0xde1135)
    package static let borderWarning = ColorToken(0x9f6402)
    package static let borderPositive = ColorToken(0x0e8345)
    package static let borderAccentLight = ColorToken(0xcddeff)
    // Programs
    package static let programsSafety = ColorToken(0x276ef1)
    package static let programsEats = ColorToken(0x0e8345)
    package static let programsFreight = ColorToken(0x0e1fc1)
    package static let programsRewardsTier2 = ColorToken(0xffc043)
    package static let programsRewardsTier3 = ColorToken(0x8fa3ad)
    package static let programsRewardsTier4 = ColorToken(0x000000)
    package static let programsMembership = ColorToken(0x9f6402)
}

/// DS type styles: Lexend Deca; Light / Regular / Medium → CSS weights 300 / 400 / 500.
package enum DSTypography {
    package static let family = "Lexend Deca"

    private static func style(_ weightName: String, _ size: Double, _ lineHeight: Double) -> TypographyToken {
        let weight = ["Light": 300, "Regular": 400, "Medium": 500][weightName] ?? 400
        return TypographyToken(family: family, style: weightName, weight: weight, size: size, lineHeight: lineHeight)
    }

    package static let title = style("Medium", 36, 44)
    package static let bodyEmphasized = style("Medium", 18, 28)
    package static let bodyRegular = style("Regular", 18, 28)
    package static let accentEmphasized = style("Medium", 14, 16)
    package static let accentRegular = style("Regular", 14, 16)
    package static let accentLight = style("Light", 14, 16)
    package static let accentSmall = style("Regular", 12, 16)

    // The set's `<token>LineHeight` properties, in px.
    package static let titleLineHeight = title.lineHeight
    package static let bodyEmphasizedLineHeight = bodyEmphasized.lineHeight
    package static let bodyRegularLineHeight = bodyRegular.lineHeight
    package static let accentEmphasizedLineHeight = accentEmphasized.lineHeight
    package static let accentRegularLineHeight = accentRegular.lineHeight
    package static let accentLightLineHeight = accentLight.lineHeight
    package static let accentSmallLineHeight = accentSmall.lineHeight
}

/// DS spacing in pt = logical px.
package enum DSSpacing {
    package static let none: Double = 0
    package static let s2: Double = 2
    package static let s4: Double = 4
    package static let s8: Double = 8
    package static let s12: Double = 12
    package static let s16: Double = 16
    package static let s20: Double = 20
    package static let s24: Double = 24
    package static let s28: Double = 28
    package static let s32: Double = 32
    package static let s36: Double = 36
    package static let s40: Double = 40
    package static let s48: Double = 48
    package static let s56: Double = 56
    package static let s64: Double = 64
    package static let s96: Double = 96
    package static let s128: Double = 128
}

/// DS icon sizes in pt; the runtime group is `iconSize`.
package enum DSIcons {
    package static let sizeLarge: Double = 24
    package static let sizeMedium: Double = 20
    package static let sizeSmall: Double = 16
    package static let sizeXSmall: Double = 14
}

extension TokenSystem {
    /// `ds`: every DS token and the icon sizes, in the set's order.
    package static let ds: TokenSystem = {
        let colors: [(String, ColorToken)] = [
            ("primitiveBlack", DSColors.primitiveBlack), ("primitiveWhite", DSColors.primitiveWhite),
            ("primitiveBlue600", DSColors.primitiveBlue600), ("primitiveRed600", DSColors.primitiveRed600),
            ("primitiveYellow300", DSColors.primitiveYellow300), ("primitiveGreen600", DSColors.primitiveGreen600),
            ("backgroundPrimary", DSColors.backgroundPrimary), ("backgroundSecondary", DSColors.backgroundSecondary),
            ("backgroundTertiary", DSColors.backgroundTertiary),
            ("contentPrimary", DSColors.contentPrimary), ("contentSecondary", DSColors.contentSecondary),
            ("contentTertiary", DSColors.contentTertiary),
            ("borderOpaque", DSColors.borderOpaque), ("borderSelected", DSColors.borderSelected),
            ("backgroundInversePrimary", DSColors.backgroundInversePrimary),
            ("backgroundInverseSecondary", DSColors.backgroundInverseSecondary),
            ("contentInversePrimary", DSColors.contentInversePrimary),
            ("contentInverseSecondary", DSColors.contentInverseSecondary),
            ("contentInverseTertiary", DSColors.contentInverseTertiary),
            ("borderInverseOpaque", DSColors.borderInverseOpaque), ("borderInverseSelected", DSColors.borderInverseSelected),
            ("backgroundStateDisabled", DSColors.backgroundStateDisabled), ("backgroundAccent", DSColors.backgroundAccent),
            ("backgroundNegative", DSColors.backgroundNegative), ("backgroundWarning", DSColors.backgroundWarning),
            ("backgroundPositive", DSColors.backgroundPositive), ("backgroundAccentLight", DSColors.backgroundAccentLight),
            ("backgroundNegativeLight", DSColors.backgroundNegativeLight),
            ("backgroundWarningLight", DSColors.backgroundWarningLight),
            ("backgroundPositiveLight", DSColors.backgroundPositiveLight),
            ("backgroundAlwaysDark", DSColors.backgroundAlwaysDark), ("backgroundAlwaysLight", DSColors.backgroundAlwaysLight),
            ("contentStateDisabled", DSColors.contentStateDisabled), ("contentOnColor", DSColors.contentOnColor),
            ("contentOnColorInverse", DSColors.contentOnColorInverse), ("contentAccent", DSColors.contentAccent),
            ("contentNegative", DSColors.contentNegative), ("contentWarning", DSColors.contentWarning),
            ("contentPositive", DSColors.contentPositive),
            ("borderStateDisabled", DSColors.borderStateDisabled), ("borderAccent", DSColors.borderAccent),
            ("borderNegative", DSColors.borderNegative), ("borderWarning", DSColors.borderWarning),
            ("borderPositive", DSColors.borderPositive), ("borderAccentLight", DSColors.borderAccentLight),
            ("programsSafety", DSColors.programsSafety), ("programsEats", DSColors.programsEats),
            ("programsFreight", DSColors.programsFreight), ("programsRewardsTier2", DSColors.programsRewardsTier2),
            ("programsRewardsTier3", DSColors.programsRewardsTier3), ("programsRewardsTier4", DSColors.programsRewardsTier4),
            ("programsMembership", DSColors.programsMembership),
        ]
        let typography: [(String, TypographyToken)] = [
            ("title", DSTypography.title), ("bodyEmphasized", DSTypography.bodyEmphasized),
            ("bodyRegular", DSTypography.bodyRegular), ("accentEmphasized", DSTypography.accentEmphasized),
            ("accentRegular", DSTypography.accentRegular), ("accentLight", DSTypography.accentLight),
            ("accentSmall", DSTypography.accentSmall),
        ]
        let spacing: [(String, Double)] = [
            ("none", DSSpacing.none), ("s2", DSSpacing.s2), ("s4", DSSpacing.s4), ("s8", DSSpacing.s8),
            ("s12", DSSpacing.s12), ("s16", DSSpacing.s16), ("s20", DSSpacing.s20), ("s24", DSSpacing.s24),
            ("s28", DSSpacing.s28), ("s32", DSSpacing.s32), ("s36", DSSpacing.s36), ("s40", DSSpacing.s40),
            ("s48", DSSpacing.s48), ("s56", DSSpacing.s56), ("s64", DSSpacing.s64), ("s96", DSSpacing.s96),
            ("s128", DSSpacing.s128),
        ]
        let iconSizes: [(String, Double)] = [
            ("sizeLarge", DSIcons.sizeLarge), ("sizeMedium", DSIcons.sizeMedium),
            ("sizeSmall", DSIcons.sizeSmall), ("sizeXSmall", DSIcons.sizeXSmall),
        ]
        return TokenSystem(name: "ds", primaryContentColor: "contentPrimary", tokens:
            colors.map { Token(group: "color", name: $0.0, value: .color($0.1.light)) }
            + typography.map { Token(group: "typography", name: $0.0, value: .typography($0.1)) }
            + spacing.map { Token(group: "spacing", name: $0.0, value: .dimension(.px($0.1))) }
            + iconSizes.map { Token(group: "iconSize", name: $0.0, value: .dimension(.px($0.1))) })
    }()
}
