import Testing
import DesignTokens

/// The IDS token tables, every row: the runtime `ids` system and the Swift constants both match it.
@Suite struct IDSSeedTests {
    static let colorsRows: [ColorRow] = [
        .init("brandTertiaryLight", IDSColors.brandTertiaryLight, "#f7f5f0"),
        .init("grayscale00", IDSColors.grayscale00, "#ffffff"),
        .init("grayscale20", IDSColors.grayscale20, "#e8e9eb"),
        .init("grayscale70", IDSColors.grayscale70, "#343538"),
        .init("grayscale80", IDSColors.grayscale80, "#242529"),
        .init("contentSecondary", IDSColors.contentSecondary, "#56595e"),
        .init("buttonPrimaryBg", IDSColors.buttonPrimaryBg, "#108910"),
        .init("buttonPrimaryContent", IDSColors.buttonPrimaryContent, "#ffffff"),
        .init("buttonPrimaryBgLoading", IDSColors.buttonPrimaryBgLoading, "#0d720d"),
        .init("buttonSecondaryBg", IDSColors.buttonSecondaryBg, "#e8e9eb"),
        .init("buttonSecondaryContent", IDSColors.buttonSecondaryContent, "#242529"),
        .init("buttonSecondaryBgLoading", IDSColors.buttonSecondaryBgLoading, "#c7c8cd"),
        .init("buttonTertiaryBg", IDSColors.buttonTertiaryBg, "#f6f7f8"),
        .init("buttonTertiaryBorder", IDSColors.buttonTertiaryBorder, "#e8e9eb"),
        .init("buttonTertiaryContent", IDSColors.buttonTertiaryContent, "#242529"),
        .init("buttonDetrimentalBg", IDSColors.buttonDetrimentalBg, "#de3534"),
        .init("buttonDetrimentalContent", IDSColors.buttonDetrimentalContent, "#ffffff"),
        .init("buttonDetrimentalBgLoading", IDSColors.buttonDetrimentalBgLoading, "#bb1c1b"),
        .init("buttonInstacartPlusBg", IDSColors.buttonInstacartPlusBg, "#530038"),
        .init("buttonInstacartPlusContent", IDSColors.buttonInstacartPlusContent, "#ffffff"),
        .init("buttonInstacartPlusBgLoading", IDSColors.buttonInstacartPlusBgLoading, "#750046"),
        .init("buttonDisabledBg", IDSColors.buttonDisabledBg, "#f6f7f8"),
        .init("buttonDisabledContent", IDSColors.buttonDisabledContent, "#c7c8cd"),
        .init("inputBorder", IDSColors.inputBorder, "#8f939b"),
        .init("inputBackground", IDSColors.inputBackground, "#ffffff"),
        .init("inputTextLabel", IDSColors.inputTextLabel, "#242529"),
        .init("inputTextInput", IDSColors.inputTextInput, "#242529"),
        .init("inputBorderActive", IDSColors.inputBorderActive, "#242529"),
        .init("inputBorderInvalid", IDSColors.inputBorderInvalid, "#de3534"),
        .init("inputBackgroundInvalid", IDSColors.inputBackgroundInvalid, "#fef0f0"),
        .init("inputErrorContent", IDSColors.inputErrorContent, "#de3534"),
        .init("badgeBackground", IDSColors.badgeBackground, "#242529"),
        .init("badgeBackgroundCritical", IDSColors.badgeBackgroundCritical, "#de3534"),
        .init("badgeContent", IDSColors.badgeContent, "#ffffff"),
        .init("badgeBorder", IDSColors.badgeBorder, "#ffffff"),
        .init("vehicleBlack", IDSColors.vehicleBlack, "#343538"),
        .init("vehicleCashew", IDSColors.vehicleCashew, "#e8dcc8"),
        .init("vehicleLemon", IDSColors.vehicleLemon, "#f5d547"),
        .init("vehicleKale", IDSColors.vehicleKale, "#1b6631"),
        .init("vehiclePlum", IDSColors.vehiclePlum, "#6b1d5e"),
        .init("vehicleBlue", IDSColors.vehicleBlue, "#7b8dc8"),
        .init("vehicleRed", IDSColors.vehicleRed, "#8b1a1a"),
    ]

    @Test("IDS colour, one seed row", arguments: colorsRows)
    func color(_ row: ColorRow) {
        #expect(TokenSystem.ids.color(row.name)?.hex == row.hex)
        #expect(row.swift.light.hex == row.hex)
        #expect(row.swift.dark == nil)
    }

    @Test func colorGroupHasExactlyTheSeedRowsInOrder() {
        #expect(TokenSystem.ids.tokens(inGroup: "color").map(\.name) == Self.colorsRows.map(\.name))
    }

    static func ids(_ name: String, _ swift: TypographyToken, _ style: String, _ weight: Int, _ size: Double, _ lineHeight: Double) -> TypeRow {
        TypeRow(name: name, swift: swift, style: style, weight: weight, size: size, lineHeight: lineHeight,
                letterSpacing: .px(0), family: "Instacart Sans")
    }

    // Font column as the IDS writes it; CSS weights SemiBold 600, Regular 400.
    static let typographyRows: [TypeRow] = [
        ids("headline", IDSTypography.headline, "Subhead SemiBold", 600, 24, 28),
        ids("title", IDSTypography.title, "Subhead SemiBold", 600, 18, 22),
        ids("subtitle", IDSTypography.subtitle, "Text SemiBold", 600, 14, 20),
        ids("button", IDSTypography.button, "Subhead SemiBold", 600, 18, 18),
        ids("buttonSmall", IDSTypography.buttonSmall, "Subhead SemiBold", 600, 14, 18),
        ids("bodyRegular", IDSTypography.bodyRegular, "Text Regular", 400, 12, 18),
        ids("bodyEmphasized", IDSTypography.bodyEmphasized, "Text SemiBold", 600, 12, 18),
        ids("accentRegular", IDSTypography.accentRegular, "Text Regular", 400, 10, 14),
        ids("accentEmphasized", IDSTypography.accentEmphasized, "Text SemiBold", 600, 10, 14),
    ]

    @Test("IDS type style, one seed row", arguments: typographyRows)
    func typography(_ row: TypeRow) throws {
        try row.expectMatches(in: .ids)
    }

    @Test func typographyGroupHasExactlyTheSeedRows() {
        #expect(TokenSystem.ids.tokens(inGroup: "typography").map(\.name) == Self.typographyRows.map(\.name))
    }

    static let spacingRows: [LengthRow] = [
        .init("none", IDSSpacing.none, 0), .init("xxs", IDSSpacing.xxs, 2), .init("xs", IDSSpacing.xs, 4),
        .init("sm", IDSSpacing.sm, 8), .init("md", IDSSpacing.md, 12), .init("lg", IDSSpacing.lg, 16),
        .init("xl", IDSSpacing.xl, 24), .init("xxl", IDSSpacing.xxl, 32), .init("xxxl", IDSSpacing.xxxl, 48),
    ]

    @Test("IDS spacing, one seed row", arguments: spacingRows)
    func spacing(_ row: LengthRow) {
        #expect(TokenSystem.ids.lookup(group: "spacing", name: row.name) == .dimension(.px(row.px)))
        #expect(row.swift == row.px)
    }

    @Test func spacingGroupHasExactlyTheSeedRows() {
        #expect(TokenSystem.ids.tokens(inGroup: "spacing").map(\.name) == Self.spacingRows.map(\.name))
        #expect(TokenSystem.ids.groups == ["color", "typography", "spacing"])
    }
}
