import Foundation
import Testing
import DesignTokens
import Values

/// The compile-time API: typed names, opacity from the scale, room for dark values.
@Suite struct SwiftAPITests {
    @Test func anyColourTakesAnOpacityFromTheScale() {
        #expect(WebColors.primary500.opacity(.o50).light.hex == "#8b5cf680")
        #expect(IDSColors.buttonPrimaryBg.opacity(.o10).light == RGBAColor(r: 0x10, g: 0x89, b: 0x10, a: 26))
        #expect(DSColors.contentPrimary.opacity(.o100).light.hex == "#000000")
        #expect(WebColors.black.opacity(.o0).light.a == 0)
        #expect(WebOpacity.o5.fraction == 0.05 && WebOpacity.o50.tokenName == "50")
    }

    @Test func darkValueFallsBackToLightUntilGiven() {
        #expect(IDSColors.grayscale80.resolved(.dark) == IDSColors.grayscale80.light)
        let themed = ColorToken(light: RGBAColor(0xffffff), dark: RGBAColor(0x000000))
        #expect(themed.resolved(.light).hex == "#ffffff")
        #expect(themed.resolved(.dark).hex == "#000000")
        #expect(themed.opacity(.o50).resolved(.dark).hex == "#00000080")
    }

    @Test func swiftNamesMapToTokenNames() {
        // `2xl` → `xl2`; `heading-1` → `heading1`; `primary-500` → `primary500`; `opacity.50` → `.o50`.
        #expect(TokenSystem.web.lookup(group: "spacing", name: "2xl")?.points == WebSpacing.xl2)
        #expect(TokenSystem.web.lookup(group: "radius", name: "3xl")?.points == WebRadius.xl3)
        #expect(TokenSystem.web.lookup(group: "fontSize", name: "4xl")?.points == WebFontSize.xl4)
        #expect(TokenSystem.web.lookup(group: "shadow", name: "2xl")?.shadow == WebShadow.xl2)
        #expect(TokenSystem.web.lookup(group: "typography", name: "heading-1")?.typography == WebTypography.heading1)
        #expect(TokenSystem.web.lookup(group: "color", name: "primary-500")?.color == WebColors.primary500.light)
        #expect(TokenSystem.web.lookup(group: "opacity", name: "50")?.number == WebOpacity.o50.fraction)
    }

    @Test func hexParsingAndPrinting() {
        #expect(RGBAColor(hex: "#F7F5F0") == RGBAColor(0xf7f5f0))
        #expect(RGBAColor(hex: "#fff") == .white)
        #expect(RGBAColor(hex: "#8b5cf680")?.a == 0x80)
        #expect(RGBAColor(hex: "#12345") == nil && RGBAColor(hex: "123456") == nil && RGBAColor(hex: "#gggggg") == nil)
        #expect(RGBAColor(r: 1, g: 2, b: 3, a: 4).hex == "#01020304")
    }
}

/// Dynamic Type: a type style scales as a whole for a larger text setting.
@Suite struct TypographyScalingTests {
    @Test func scalingKeepsProportions() {
        let big = WebTypography.display1.scaled(1.5)
        #expect(big.size == 54 && big.lineHeight == 64.8 && big.letterSpacing == .px(-0.75))
        #expect(big.weight == 700 && big.family == "SF Pro Display")
        #expect(IDSTypography.headline.scaled(1) == IDSTypography.headline)
    }
}

/// `system:` of a description: built-in names first, else a file relative to the description's folder.
@Suite struct TokenSystemLoadTests {
    @Test func builtInNamesNeedNoFile() throws {
        #expect(try TokenSystem.load("web", relativeTo: "/nowhere").name == "web")
    }

    @Test func fileIsReadRelativeToTheDescriptionsFolder() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("pixelproof-tokens-\(UInt64.random(in: 0...UInt64.max))")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try Data(TokenSystem.ids.dtcgText.utf8).write(to: dir.appendingPathComponent("ids.tokens.json"))
        let system = try TokenSystem.load("ids.tokens.json", relativeTo: dir.path)
        #expect(system.name == "ids.tokens.json")
        #expect(system.tokens == TokenSystem.ids.tokens)
    }

    @Test func missingFileNamesThePathItTried() {
        do {
            _ = try TokenSystem.load("tokens/brand.json", relativeTo: "/nonexistent/descriptions")
            Issue.record("expected a failure")
        } catch {
            #expect(error.file == "/nonexistent/descriptions/tokens/brand.json")
            #expect(error.message.contains("cannot read the token file"))
        }
    }
}
