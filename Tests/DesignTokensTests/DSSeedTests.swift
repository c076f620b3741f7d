import Testing
import DesignTokens
import Values

/// The DS token set's tables, every row: the runtime `ds` system and the Swift constants both match it.
@Suite struct DSSeedTests {
    // The seed writes uppercase hex (`#276EF1`); tokens print lowercase.
    static let colorRows: [ColorRow] = [
        // Primitives
        .init("primitiveBlack", DSColors.primitiveBlack, "#000000"),
        .init("primitiveWhite", DSColors.primitiveWhite, "#FFFFFF"),
        .init("primitiveBlue600", DSColors.primitiveBlue600, "#276EF1"),
        .init("primitiveRed600", DSColors.primitiveRed600, "#DE1135"),
        .init("primitiveYellow300", DSColors.primitiveYellow300, "#F6BC2F"),
        .init("primitiveGreen600", DSColors.primitiveGreen600, "#0E8345"),
        // Background
        .init("backgroundPrimary", DSColors.backgroundPrimary, "#FFFFFF"),
        .init("backgroundSecondary", DSColors.backgroundSecondary, "#F3F3F3"),
        .init("backgroundTertiary", DSColors.backgroundTertiary, "#E8E8E8"),
        // Content
        .init("contentPrimary", DSColors.contentPrimary, "#000000"),
        .init("contentSecondary", DSColors.contentSecondary, "#4B4B4B"),
        .init("contentTertiary", DSColors.contentTertiary, "#5E5E5E"),
        // Border
        .init("borderOpaque", DSColors.borderOpaque, "#E8E8E8"),
        .init("borderSelected", DSColors.borderSelected, "#000000"),
        // Inverse
        .init("backgroundInversePrimary", DSColors.backgroundInversePrimary, "#000000"),
        .init("backgroundInverseSecondary", DSColors.backgroundInverseSecondary, "#282828"),
        .init("contentInversePrimary", DSColors.contentInversePrimary, "#FFFFFF"),
        .init("contentInverseSecondary", DSColors.contentInverseSecondary, "#DDDDDD"),
        .init("contentInverseTertiary", DSColors.contentInverseTertiary, "#A6A6A6"),
        .init("borderInverseOpaque", DSColors.borderInverseOpaque, "#4B4B4B"),
        .init("borderInverseSelected", DSColors.borderInverseSelected, "#FFFFFF"),
        // Background Extensions
        .init("backgroundStateDisabled", DSColors.backgroundStateDisabled, "#F3F3F3"),
        .init("backgroundAccent", DSColors.backgroundAccent, "#276EF1"),
        .init("backgroundNegative", DSColors.backgroundNegative, "#DE1135"),
        .init("backgroundWarning", DSColors.backgroundWarning, "#F6BC2F"),
        .init("backgroundPositive", DSColors.backgroundPositive, "#0E8345"),
        .init("backgroundAccentLight", DSColors.backgroundAccentLight, "#EFF4FE"),
        .init("backgroundNegativeLight", DSColors.backgroundNegativeLight, "#FFF0EE"),
        .init("backgroundWarningLight", DSColors.backgroundWarningLight, "#FDF2DC"),
        .init("backgroundPositiveLight", DSColors.backgroundPositiveLight, "#EAF6ED"),
        .init("backgroundAlwaysDark", DSColors.backgroundAlwaysDark, "#000000"),
        .init("backgroundAlwaysLight", DSColors.backgroundAlwaysLight, "#FFFFFF"),
        // Content Extensions
        .init("contentStateDisabled", DSColors.contentStateDisabled, "#A6A6A6"),
        .init("contentOnColor", DSColors.contentOnColor, "#FFFFFF"),
        .init("contentOnColorInverse", DSColors.contentOnColorInverse, "#000000"),
        .init("contentAccent", DSColors.contentAccent, "#276EF1"),
        .init("contentNegative", DSColors.contentNegative, "#DE1135"),
        .init("contentWarning", DSColors.contentWarning, "#9F6402"),
        .init("contentPositive", DSColors.contentPositive, "#0E8345"),
        // Border Extensions
        .init("borderStateDisabled", DSColors.borderStateDisabled, "#F3F3F3"),
        .init("borderAccent", DSColors.borderAccent, "#276EF1"),
        .init("borderNegative", DSColors.borderNegative, "#DE1135"),
        .init("borderWarning", DSColors.borderWarning, "#9F6402"),
        .init("borderPositive", DSColors.borderPositive, "#0E8345"),
        .init("borderAccentLight", DSColors.borderAccentLight, "#CDDEFF"),
        // Programs
        .init("programsSafety", DSColors.programsSafety, "#276EF1"),
        .init("programsEats", DSColors.programsEats, "#0E8345"),
        .init("programsFreight", DSColors.programsFreight, "#0E1FC1"),
        .init("programsRewardsTier2", DSColors.programsRewardsTier2, "#FFC043"),
        .init("programsRewardsTier3", DSColors.programsRewardsTier3, "#8FA3AD"),
        .init("programsRewardsTier4", DSColors.programsRewardsTier4, "#000000"),
        .init("programsMembership", DSColors.programsMembership, "#9F6402"),
    ]

    @Test("DS colour, one seed row", arguments: colorRows)
    func color(_ row: ColorRow) {
        #expect(TokenSystem.ds.color(row.name)?.hex == row.hex.lowercased())
        #expect(row.swift.light == RGBAColor(hex: row.hex))
    }

    @Test func colorGroupHasExactlyTheSeedRowsInOrder() {
        #expect(TokenSystem.ds.tokens(inGroup: "color").map(\.name) == Self.colorRows.map(\.name))
    }

    static func lexend(_ name: String, _ swift: TypographyToken, _ weightName: String, _ weight: Int,
                       _ size: Double, _ lineHeight: Double) -> TypeRow {
        TypeRow(name: name, swift: swift, style: weightName, weight: weight, size: size, lineHeight: lineHeight,
                letterSpacing: .px(0), family: "Lexend Deca")
    }

    // Weight column as the set writes it; CSS numbers Light 300, Regular 400, Medium 500.
    static let typographyRows: [TypeRow] = [
        lexend("title", DSTypography.title, "Medium", 500, 36, 44),
        lexend("bodyEmphasized", DSTypography.bodyEmphasized, "Medium", 500, 18, 28),
        lexend("bodyRegular", DSTypography.bodyRegular, "Regular", 400, 18, 28),
        lexend("accentEmphasized", DSTypography.accentEmphasized, "Medium", 500, 14, 16),
        lexend("accentRegular", DSTypography.accentRegular, "Regular", 400, 14, 16),
        lexend("accentLight", DSTypography.accentLight, "Light", 300, 14, 16),
        lexend("accentSmall", DSTypography.accentSmall, "Regular", 400, 12, 16),
    ]

    @Test("DS type style, one seed row", arguments: typographyRows)
    func typography(_ row: TypeRow) throws {
        try row.expectMatches(in: .ds)
    }

    @Test func lineHeightPropertiesMatchTheStyles() {
        #expect(DSTypography.titleLineHeight == 44)
        #expect(DSTypography.bodyEmphasizedLineHeight == 28)
        #expect(DSTypography.bodyRegularLineHeight == 28)
        #expect(DSTypography.accentEmphasizedLineHeight == 16)
        #expect(DSTypography.accentRegularLineHeight == 16)
        #expect(DSTypography.accentLightLineHeight == 16)
        #expect(DSTypography.accentSmallLineHeight == 16)
    }

    static let spacingRows: [LengthRow] = [
        .init("none", DSSpacing.none, 0), .init("s2", DSSpacing.s2, 2), .init("s4", DSSpacing.s4, 4),
        .init("s8", DSSpacing.s8, 8), .init("s12", DSSpacing.s12, 12), .init("s16", DSSpacing.s16, 16),
        .init("s20", DSSpacing.s20, 20), .init("s24", DSSpacing.s24, 24), .init("s28", DSSpacing.s28, 28),
        .init("s32", DSSpacing.s32, 32), .init("s36", DSSpacing.s36, 36), .init("s40", DSSpacing.s40, 40),
        .init("s48", DSSpacing.s48, 48), .init("s56", DSSpacing.s56, 56), .init("s64", DSSpacing.s64, 64),
        .init("s96", DSSpacing.s96, 96), .init("s128", DSSpacing.s128, 128),
    ]

    @Test("DS spacing, one seed row", arguments: spacingRows)
    func spacing(_ row: LengthRow) {
        #expect(TokenSystem.ds.lookup(group: "spacing", name: row.name) == .dimension(.px(row.px)))
        #expect(row.swift == row.px)
    }

    static let iconSizeRows: [LengthRow] = [
        .init("sizeLarge", DSIcons.sizeLarge, 24), .init("sizeMedium", DSIcons.sizeMedium, 20),
        .init("sizeSmall", DSIcons.sizeSmall, 16), .init("sizeXSmall", DSIcons.sizeXSmall, 14),
    ]

    @Test("DS icon size, one seed row", arguments: iconSizeRows)
    func iconSize(_ row: LengthRow) {
        #expect(TokenSystem.ds.lookup(group: "iconSize", name: row.name) == .dimension(.px(row.px)))
        #expect(row.swift == row.px)
    }

    @Test func groupsHoldExactlyTheSeedRows() {
        #expect(TokenSystem.ds.groups == ["color", "typography", "spacing", "iconSize"])
        #expect(TokenSystem.ds.tokens(inGroup: "typography").map(\.name) == Self.typographyRows.map(\.name))
        #expect(TokenSystem.ds.tokens(inGroup: "spacing").map(\.name) == Self.spacingRows.map(\.name))
        #expect(TokenSystem.ds.tokens(inGroup: "iconSize").map(\.name) == Self.iconSizeRows.map(\.name))
    }
}
