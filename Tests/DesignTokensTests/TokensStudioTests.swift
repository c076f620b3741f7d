import Testing
import DesignTokens
import Values

/// The legacy Tokens Studio export: `value`/`type` without `$`, token sets, `boxShadow` with
/// x/y/blur/spread/type, percentage line heights and letter spacing, named weights, math.
@Suite struct TokensStudioTests {
    /// Shaped like a Tokens Studio (Figma plugin) export with two sets.
    static let export = """
    {
      "global": {
        "colors": {
          "purple": { "value": "#8b5cf6", "type": "color" },
          "ink": { "value": "#0f172a", "type": "color" },
          "overlay": { "value": "rgba({colors.ink}, 0.5)", "type": "color" },
          "brand": { "value": "linear-gradient(135deg, #8b5cf6 0%, #22d3ee 100%)", "type": "color" }
        },
        "spacing": {
          "sm": { "value": "8", "type": "spacing" },
          "lg": { "value": "{spacing.sm} * 2", "type": "spacing" }
        },
        "fontFamilies": { "body": { "value": "Lexend Deca", "type": "fontFamilies" } },
        "fontWeights": { "semibold": { "value": "Semi Bold", "type": "fontWeights" } },
        "lineHeights": { "relaxed": { "value": "150%", "type": "lineHeights" }, "auto": { "value": "AUTO", "type": "lineHeights" } },
        "typography": {
          "body": {
            "value": {
              "fontFamily": "{fontFamilies.body}",
              "fontWeight": "{fontWeights.semibold}",
              "fontSize": "16",
              "lineHeight": "{lineHeights.relaxed}",
              "letterSpacing": "-2%"
            },
            "type": "typography",
            "description": "Body copy"
          }
        },
        "shadow": {
          "pressed": {
            "value": { "x": "0", "y": "2", "blur": "4", "spread": "0", "color": "#00000040", "type": "innerShadow" },
            "type": "boxShadow"
          },
          "raised": {
            "value": [
              { "x": "0", "y": "10", "blur": "15", "spread": "-3", "color": "rgba(0,0,0,0.1)", "type": "dropShadow" },
              { "x": "0", "y": "4", "blur": "6", "spread": "-4", "color": "rgba(0,0,0,0.1)", "type": "dropShadow" }
            ],
            "type": "boxShadow"
          }
        },
        "opacity": { "half": { "value": "50%", "type": "opacity" } },
        "radius": { "card": { "value": "24", "type": "borderRadius" } }
      },
      "dark": {
        "colors": { "ink": { "value": "#f8fafc", "type": "color" } }
      },
      "$themes": [],
      "$metadata": { "tokenSetOrder": ["global", "dark"] }
    }
    """

    @Test func readsTheExport() throws {
        let file = try readTokens(Self.export, name: "studio.json")
        #expect(file.format == .tokensStudio)
        let s = file.system
        #expect(s.tokens.map(\.fullName) == [
            "colors.purple", "colors.ink", "colors.overlay", "colors.brand", "spacing.sm", "spacing.lg",
            "fontFamilies.body", "fontWeights.semibold", "lineHeights.relaxed", "lineHeights.auto", "typography.body",
            "shadow.pressed", "shadow.raised", "opacity.half", "radius.card",
        ])
        // The later set overrides the earlier one in place.
        #expect(s.lookup(group: "colors", name: "ink") == .color(RGBAColor(0xf8fafc)))
        #expect(s.lookup(group: "colors", name: "overlay") == .color(RGBAColor(r: 0xf8, g: 0xfa, b: 0xfc, a: 128)))
        #expect(s.lookup(group: "colors", name: "brand")?.gradient?.css == "linear-gradient(135deg, #8b5cf6 0%, #22d3ee 100%)")
        #expect(s.lookup(group: "spacing", name: "lg") == .dimension(.px(16)))
        #expect(s.lookup(group: "opacity", name: "half") == .opacity(0.5))
        #expect(s.lookup(group: "radius", name: "card") == .dimension(.px(24)))
        #expect(s.lookup(group: "fontWeights", name: "semibold") == .fontWeight(600))
        #expect(s.lookup(group: "lineHeights", name: "relaxed") == .lineHeight(1.5))
        #expect(s.lookup(group: "lineHeights", name: "auto") == .lineHeight(1.2))
    }

    @Test func percentageLineHeightAndLetterSpacingInTypography() throws {
        let token = try #require(try readTokens(Self.export).system.token(fullName: "typography.body"))
        let t = try #require(token.value.typography)
        #expect(t.family == "Lexend Deca")
        #expect(t.weight == 600)
        #expect(t.size == 16)
        #expect(t.lineHeight == 24)  // 150 % of 16
        #expect(t.letterSpacing == TokenDimension(-0.02, .em))
        #expect(t.letterSpacingPoints == -0.32)
        #expect(token.description == "Body copy")
    }

    @Test func innerShadowAndLayeredDropShadow() throws {
        let s = try readTokens(Self.export).system
        let pressed = try #require(s.lookup(group: "shadow", name: "pressed")?.shadow)
        #expect(pressed.layers.count == 1)
        #expect(pressed.layers[0].inset)
        #expect(pressed.css == "inset 0 2px 4px 0 #00000040")
        let raised = try #require(s.lookup(group: "shadow", name: "raised")?.shadow)
        #expect(raised == WebShadow.lg)
    }

    @Test func unitlessLineHeightInTokensStudioIsPixels() throws {
        let file = try readTokens("""
        { "t": { "value": { "fontFamily": "Inter", "fontWeight": "Bold Italic", "fontSize": "20", "lineHeight": "28", "letterSpacing": "0.5" }, "type": "typography" } }
        """)
        let t = try #require(file.system.token(fullName: "t")?.value.typography)
        #expect(t.lineHeight == 28 && t.weight == 700 && t.letterSpacing == .px(0.5))
    }

    @Test func studioFileWrittenAsDTCGReadsBackTheSame() throws {
        let s = try readTokens(Self.export).system
        let back = try readTokens(s.dtcgText).system
        #expect(back.tokens == s.tokens)
    }
}
