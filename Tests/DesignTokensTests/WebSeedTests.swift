import Testing
import DesignTokens
import Values

/// The web design system, every value: the runtime `web` system and the Swift constants.
/// Shades marked "seed" are written in the web design system itself; the others are Tailwind v3's palettes.
@Suite struct WebSeedTests {
    static let colorRows: [ColorRow] = [
        .init("primary-50", WebColors.primary50, "#f5f3ff"),   // seed
        .init("primary-100", WebColors.primary100, "#ede9fe"),
        .init("primary-200", WebColors.primary200, "#ddd6fe"),
        .init("primary-300", WebColors.primary300, "#c4b5fd"),
        .init("primary-400", WebColors.primary400, "#a78bfa"),
        .init("primary-500", WebColors.primary500, "#8b5cf6"),  // seed
        .init("primary-600", WebColors.primary600, "#7c3aed"),
        .init("primary-700", WebColors.primary700, "#6d28d9"),  // seed (gradients)
        .init("primary-800", WebColors.primary800, "#5b21b6"),  // seed (gradients)
        .init("primary-900", WebColors.primary900, "#4c1d95"),  // seed
        .init("accent-50", WebColors.accent50, "#fdf4ff"),      // seed
        .init("accent-100", WebColors.accent100, "#fae8ff"),
        .init("accent-200", WebColors.accent200, "#f5d0fe"),
        .init("accent-300", WebColors.accent300, "#f0abfc"),
        .init("accent-400", WebColors.accent400, "#e879f9"),    // seed
        .init("accent-500", WebColors.accent500, "#d946ef"),    // seed (gradients)
        .init("accent-600", WebColors.accent600, "#c026d3"),    // seed (gradients)
        .init("accent-700", WebColors.accent700, "#a21caf"),    // seed
        .init("secondary-50", WebColors.secondary50, "#ecfeff"),   // seed
        .init("secondary-100", WebColors.secondary100, "#cffafe"),
        .init("secondary-200", WebColors.secondary200, "#a5f3fc"),
        .init("secondary-300", WebColors.secondary300, "#67e8f9"),
        .init("secondary-400", WebColors.secondary400, "#22d3ee"), // seed
        .init("secondary-500", WebColors.secondary500, "#06b6d4"), // seed (gradients)
        .init("secondary-600", WebColors.secondary600, "#0891b2"), // seed
        .init("neutral-50", WebColors.neutral50, "#f8fafc"),    // seed
        .init("neutral-100", WebColors.neutral100, "#f1f5f9"),
        .init("neutral-200", WebColors.neutral200, "#e2e8f0"),  // the input border
        .init("neutral-300", WebColors.neutral300, "#cbd5e1"),
        .init("neutral-400", WebColors.neutral400, "#94a3b8"),  // the input placeholder
        .init("neutral-500", WebColors.neutral500, "#64748b"),  // the card body text
        .init("neutral-600", WebColors.neutral600, "#475569"),
        .init("neutral-700", WebColors.neutral700, "#334155"),
        .init("neutral-800", WebColors.neutral800, "#1e293b"),
        .init("neutral-900", WebColors.neutral900, "#0f172a"),  // seed
        .init("white", WebColors.white, "#ffffff"),
        .init("black", WebColors.black, "#000000"),
        .init("success", WebColors.success, "#22c55e"),
        .init("warning", WebColors.warning, "#f59e0b"),
        .init("error", WebColors.error, "#ef4444"),
        .init("info", WebColors.info, "#3b82f6"),
    ]

    @Test("Web colour, one row", arguments: colorRows)
    func color(_ row: ColorRow) {
        #expect(TokenSystem.web.color(row.name)?.hex == row.hex)
        #expect(row.swift.light.hex == row.hex)
    }

    @Test func colorGroupHasExactlyTheseRows() {
        #expect(TokenSystem.web.tokens(inGroup: "color").map(\.name) == Self.colorRows.map(\.name))
    }

    @Test func fontScales() {
        let web = TokenSystem.web
        let sizes: [(String, Double, Double)] = [("xs", WebFontSize.xs, 12), ("sm", WebFontSize.sm, 14), ("base", WebFontSize.base, 16),
                                                 ("lg", WebFontSize.lg, 18), ("xl", WebFontSize.xl, 20), ("2xl", WebFontSize.xl2, 24),
                                                 ("3xl", WebFontSize.xl3, 30), ("4xl", WebFontSize.xl4, 36)]
        for (name, swift, px) in sizes {
            #expect(web.lookup(group: "fontSize", name: name) == .fontSize(.px(px)), "fontSize.\(name)")
            #expect(swift == px, "WebFontSize for \(name)")
        }
        #expect(web.tokens(inGroup: "fontSize").map(\.name) == sizes.map(\.0))
        let weights: [(String, Int, Int)] = [("normal", WebFontWeight.normal, 400), ("medium", WebFontWeight.medium, 500),
                                             ("semibold", WebFontWeight.semibold, 600), ("bold", WebFontWeight.bold, 700)]
        for (name, swift, w) in weights {
            #expect(web.lookup(group: "fontWeight", name: name) == .fontWeight(w), "fontWeight.\(name)")
            #expect(swift == w)
        }
        #expect(web.tokens(inGroup: "fontWeight").map(\.name) == weights.map(\.0))
        let lineHeights: [(String, Double, Double)] = [("tight", WebLineHeight.tight, 1.2), ("normal", WebLineHeight.normal, 1.5),
                                                       ("relaxed", WebLineHeight.relaxed, 1.75)]
        for (name, swift, x) in lineHeights {
            #expect(web.lookup(group: "lineHeight", name: name) == .lineHeight(x), "lineHeight.\(name)")
            #expect(swift == x)
        }
        #expect(web.tokens(inGroup: "lineHeight").map(\.name) == lineHeights.map(\.0))
        let spacings: [(String, TokenDimension, Double)] = [("tight", WebLetterSpacing.tight, -0.5), ("normal", WebLetterSpacing.normal, 0),
                                                            ("wide", WebLetterSpacing.wide, 0.5)]
        for (name, swift, px) in spacings {
            #expect(web.lookup(group: "letterSpacing", name: name) == .letterSpacing(.px(px)), "letterSpacing.\(name)")
            #expect(swift == .px(px))
        }
        #expect(web.tokens(inGroup: "letterSpacing").map(\.name) == spacings.map(\.0))
        #expect(web.lookup(group: "fontFamily", name: "display") == .fontFamily(["SF Pro Display"]))
        #expect(web.lookup(group: "fontFamily", name: "text") == .fontFamily(["SF Pro Text"]))
    }

    /// The design system's acceptance scenarios fix heading-1 and body-regular; the rest is docs/TOKENS.md's table.
    static let presetRows: [TypeRow] = [
        web("display-1", WebTypography.display1, "SF Pro Display", 700, 36, 43.2, -0.5),
        web("display-2", WebTypography.display2, "SF Pro Display", 700, 30, 36, -0.5),
        web("heading-1", WebTypography.heading1, "SF Pro Display", 600, 24, 28.8, 0),  // seed: 24pt semibold tight
        web("heading-2", WebTypography.heading2, "SF Pro Display", 600, 20, 24, 0),    // the card heading 20/24 600
        web("heading-3", WebTypography.heading3, "SF Pro Display", 600, 18, 21.6, 0),
        web("body-large", WebTypography.bodyLarge, "SF Pro Text", 400, 18, 27, 0),
        web("body-regular", WebTypography.bodyRegular, "SF Pro Text", 400, 16, 24, 0), // seed: 16pt regular normal
        web("body-medium", WebTypography.bodyMedium, "SF Pro Text", 500, 16, 24, 0),
        web("body-semibold", WebTypography.bodySemibold, "SF Pro Text", 600, 16, 24, 0),
        web("body-small", WebTypography.bodySmall, "SF Pro Text", 400, 14, 21, 0),     // the card body 14/21 400
        web("caption", WebTypography.caption, "SF Pro Text", 400, 12, 18, 0),
        web("button-large", WebTypography.buttonLarge, "SF Pro Text", 600, 18, 27, 0),
        web("button-medium", WebTypography.buttonMedium, "SF Pro Text", 600, 16, 24, 0), // the button label 16/24 semibold
        web("button-small", WebTypography.buttonSmall, "SF Pro Text", 600, 14, 21, 0),
        web("label", WebTypography.label, "SF Pro Text", 500, 14, 21, 0),
        web("input", WebTypography.input, "SF Pro Text", 400, 16, 24, 0),               // the input text 16/24 400
    ]

    static func web(_ name: String, _ swift: TypographyToken, _ family: String, _ weight: Int, _ size: Double,
                    _ lineHeight: Double, _ letterSpacing: Double) -> TypeRow {
        TypeRow(name: name, swift: swift, style: nil, weight: weight, size: size, lineHeight: lineHeight,
                letterSpacing: .px(letterSpacing), family: family)
    }

    @Test("Web typography preset, one row", arguments: presetRows)
    func preset(_ row: TypeRow) throws {
        let t = try #require(TokenSystem.web.lookup(group: "typography", name: row.name)?.typography)
        #expect(t == row.swift)
        #expect(t.family == row.family)
        #expect(t.style == nil)
        #expect(t.weight == row.weight)
        #expect(t.size == row.size)
        #expect(t.lineHeight == row.lineHeight)
        #expect(t.letterSpacing == row.letterSpacing)
    }

    @Test func presetsAreTheSeedsList() {
        #expect(TokenSystem.web.tokens(inGroup: "typography").map(\.name) == Self.presetRows.map(\.name))
    }

    @Test func spacingAndRadii() {
        let web = TokenSystem.web
        let spacing: [(String, Double, Double)] = [("xs", WebSpacing.xs, 4), ("sm", WebSpacing.sm, 8), ("md", WebSpacing.md, 16),
                                                   ("lg", WebSpacing.lg, 24), ("xl", WebSpacing.xl, 32), ("2xl", WebSpacing.xl2, 48),
                                                   ("3xl", WebSpacing.xl3, 64)]
        for (name, swift, px) in spacing {
            #expect(web.lookup(group: "spacing", name: name) == .dimension(.px(px)), "spacing.\(name)")
            #expect(swift == px)
        }
        #expect(web.tokens(inGroup: "spacing").map(\.name) == spacing.map(\.0))
        let radii: [(String, Double, Double)] = [("none", WebRadius.none, 0), ("sm", WebRadius.sm, 6), ("md", WebRadius.md, 8),
                                                 ("lg", WebRadius.lg, 12), ("xl", WebRadius.xl, 16), ("2xl", WebRadius.xl2, 24),
                                                 ("3xl", WebRadius.xl3, 28), ("full", WebRadius.full, 9999)]
        for (name, swift, px) in radii {
            #expect(web.lookup(group: "radius", name: name) == .dimension(.px(px)), "radius.\(name)")
            #expect(swift == px)
        }
        #expect(web.tokens(inGroup: "radius").map(\.name) == radii.map(\.0))
    }

    /// The web shadows and glows, layer by layer, as CSS text.
    @Test func shadowsAndGlows() {
        let web = TokenSystem.web
        let shadows: [(String, ShadowToken, String)] = [
            ("sm", WebShadow.sm, "0 1px 2px 0 #0000000d"),
            ("md", WebShadow.md, "0 4px 6px -1px #0000001a, 0 2px 4px -2px #0000001a"),
            ("lg", WebShadow.lg, "0 10px 15px -3px #0000001a, 0 4px 6px -4px #0000001a"),
            ("xl", WebShadow.xl, "0 20px 25px -5px #0000001a, 0 8px 10px -6px #0000001a"),
            ("2xl", WebShadow.xl2, "0 25px 50px -12px #00000040"),
        ]
        for (name, swift, css) in shadows {
            #expect(web.lookup(group: "shadow", name: name)?.shadow?.css == css, "shadow.\(name)")
            #expect(swift.css == css)
        }
        #expect(web.tokens(inGroup: "shadow").map(\.name) == shadows.map(\.0))
        // The design system's acceptance scenario: lg is offset (0, 10), blur 15, 10 % black.
        let lg = WebShadow.lg.layers[0]
        #expect(lg.x == 0 && lg.y == 10 && lg.blur == 15 && lg.color == RGBAColor(r: 0, g: 0, b: 0, a: 26))
        let glows: [(String, ShadowToken, String)] = [
            ("purple", WebGlow.purple, "0 0 30px 0 #8b5cf680"),
            ("pink", WebGlow.pink, "0 0 30px 0 #e879f980"),
            ("cyan", WebGlow.cyan, "0 0 30px 0 #22d3ee80"),
        ]
        for (name, swift, css) in glows {
            #expect(web.lookup(group: "glow", name: name)?.shadow?.css == css, "glow.\(name)")
            #expect(swift.css == css)
        }
        #expect(web.tokens(inGroup: "glow").map(\.name) == glows.map(\.0))
    }

    @Test func gradients() {
        let web = TokenSystem.web
        let rows: [(String, GradientToken, [String])] = [
            ("primary", WebGradient.primary, ["#8b5cf6", "#6d28d9", "#5b21b6"]),
            ("accent", WebGradient.accent, ["#e879f9", "#d946ef", "#c026d3"]),
            ("secondary", WebGradient.secondary, ["#22d3ee", "#06b6d4", "#0891b2"]),
            ("neon", WebGradient.neon, ["#8b5cf6", "#d946ef", "#22d3ee"]),
            ("tech", WebGradient.tech, ["#6d28d9", "#a21caf", "#0891b2"]),
            ("background", WebGradient.background, ["#f5f3ff", "#fdf4ff", "#ecfeff"]),
        ]
        for (name, swift, hexes) in rows {
            let g = web.lookup(group: "gradient", name: name)?.gradient
            #expect(g == swift, "gradient.\(name)")
            #expect(g?.angle == 135)
            #expect(g?.stops.map(\.color.hex) == hexes, "gradient.\(name)")
            #expect(g?.stops.map(\.position) == [0, 0.5, 1])
        }
        #expect(web.tokens(inGroup: "gradient").map(\.name) == rows.map(\.0))
    }

    @Test func opacityScale() {
        let levels = [0, 5, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100]
        #expect(WebOpacity.allCases.map(\.rawValue) == levels)
        #expect(TokenSystem.web.tokens(inGroup: "opacity").map(\.name) == levels.map(String.init))
        for level in levels {
            #expect(TokenSystem.web.lookup(group: "opacity", name: String(level)) == .opacity(Double(level) / 100))
        }
    }

    /// The component tokens, with the sizes the components are drawn at.
    @Test func componentTokens() throws {
        let web = TokenSystem.web
        func value(_ full: String) -> TokenValue? { web.token(fullName: full)?.value }
        func alias(_ full: String) -> String? { web.token(fullName: full)?.aliasOf }
        // Button: 160 × 48, padding 12 / 24, full radius, label 16/24 semibold white, gradients + md shadow, outline 2px #8b5cf6.
        #expect(value("button.width") == .dimension(.px(160)))
        #expect(value("button.height") == .dimension(.px(48)))
        #expect(value("button.padding-x")?.points == 24)
        #expect(value("button.padding-y")?.points == 12)
        #expect(value("button.radius")?.points == 9999 && alias("button.radius") == "radius.full")
        let label = try #require(value("button.label")?.typography)
        #expect(label.size == 16 && label.lineHeight == 24 && label.weight == 600)
        #expect(value("button.content")?.color?.hex == "#ffffff")
        #expect(value("button.primary-background") == .gradient(WebGradient.primary) && alias("button.primary-background") == "gradient.primary")
        #expect(value("button.primary-shadow") == .shadow(WebShadow.md))
        #expect(value("button.secondary-background") == .gradient(WebGradient.secondary))
        #expect(value("button.secondary-shadow") == .shadow(WebShadow.md))
        #expect(value("button.outline-border")?.color?.hex == "#8b5cf6")
        #expect(value("button.outline-border-width")?.points == 2)
        #expect(value("button.outline-content")?.color?.hex == "#8b5cf6")
        // Card: white, radius 24, lg shadow, padding 16 / 24 / 32, heading 20/24 600 #0f172a, body 14/21 400 #64748b, gap 8.
        #expect(value("card.background")?.color?.hex == "#ffffff")
        #expect(value("card.radius")?.points == 24)
        #expect(value("card.shadow") == .shadow(WebShadow.lg))
        #expect(value("card.padding-small")?.points == 16)
        #expect(value("card.padding-medium")?.points == 24)
        #expect(value("card.padding-large")?.points == 32)
        #expect(value("card.gap")?.points == 8)
        let heading = try #require(value("card.heading")?.typography)
        #expect(heading.size == 20 && heading.lineHeight == 24 && heading.weight == 600)
        #expect(value("card.heading-color")?.color?.hex == "#0f172a")
        let body = try #require(value("card.body")?.typography)
        #expect(body.size == 14 && body.lineHeight == 21 && body.weight == 400)
        #expect(value("card.body-color")?.color?.hex == "#64748b")
        // Input: 12 / 16 padding, radius 12, 2px border, height 52, text 16/24 400, borders by state.
        #expect(value("input.padding-x")?.points == 16)
        #expect(value("input.padding-y")?.points == 12)
        #expect(value("input.radius")?.points == 12)
        #expect(value("input.border-width")?.points == 2)
        #expect(value("input.height")?.points == 52)
        #expect(value("input.background")?.color?.hex == "#ffffff")
        let text = try #require(value("input.text")?.typography)
        #expect(text.size == 16 && text.lineHeight == 24 && text.weight == 400)
        #expect(value("input.placeholder")?.color?.hex == "#94a3b8")
        #expect(value("input.border")?.color?.hex == "#e2e8f0")
        #expect(value("input.border-focus")?.color?.hex == "#8b5cf6")
        #expect(value("input.border-error")?.color?.hex == "#ef4444")
        // The Swift side agrees.
        #expect(WebButtonTokens.primaryBackground == WebGradient.primary && WebCardTokens.shadow == WebShadow.lg)
        #expect(WebInputTokens.border == WebColors.neutral200 && WebCardTokens.radius == 24 && WebButtonTokens.radius == WebRadius.full)
        #expect(web.tokens(inGroup: "button").count == 14 && web.tokens(inGroup: "card").count == 11 && web.tokens(inGroup: "input").count == 11)
    }

    @Test func groupsInSeedOrder() {
        #expect(TokenSystem.web.groups == ["color", "fontFamily", "fontSize", "fontWeight", "lineHeight", "letterSpacing",
                                           "typography", "spacing", "radius", "shadow", "glow", "gradient", "opacity",
                                           "button", "card", "input"])
    }
}
