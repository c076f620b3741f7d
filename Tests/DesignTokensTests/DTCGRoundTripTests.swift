import Testing
import DesignTokens

/// `pixelproof tokens --format dtcg` writes a built-in system; reading it back gives the same tokens.
@Suite struct DTCGRoundTripTests {
    @Test(arguments: ["ids", "ds", "web"])
    func builtInSystemSurvivesWriteAndRead(_ name: String) throws {
        let system = try #require(TokenSystem.builtIn(name))
        let text = system.dtcgText
        let file = try TokenFile.read(bytes: Array(text.utf8), name: "\(name).tokens.json")
        #expect(file.format == .dtcg)
        #expect(file.skipped.isEmpty)
        #expect(file.system.tokens.count == system.tokens.count)
        for (a, b) in zip(file.system.tokens, system.tokens) {
            #expect(a == b, "\(b.fullName) changed in the round trip")
        }
        // Writing what was read gives the same bytes: the file is a fixed point.
        #expect(file.system.dtcgText == text)
    }

    @Test func writerUsesDTCGShapes() {
        let text = TokenSystem.web.dtcgText
        // A group-level $type, colour objects with a hex fallback, dimension objects, aliases as references.
        #expect(text.contains("""
          "color": {
            "$type": "color",
            "primary-50": {
              "$value": {
                "colorSpace": "srgb",
        """))
        #expect(text.contains("\"hex\": \"#8b5cf6\""))
        #expect(text.contains("""
              "$value": {
                "value": 16,
                "unit": "px"
              }
        """))
        #expect(text.contains("\"$value\": \"{gradient.primary}\""))
        #expect(text.contains("\"angle\": 135"))
        #expect(!text.contains(".0,") && !text.contains(".0\n"))  // numbers like 16, never 16.0
    }

    @Test func translucentColourKeepsItsAlpha() throws {
        let text = TokenSystem.web.dtcgText
        #expect(text.contains("\"alpha\": 0.5019607843137255"))  // glow.purple: 0x80 / 255
        let back = try TokenFile.read(bytes: Array(text.utf8), name: "web.json").system
        #expect(back.lookup(group: "glow", name: "purple")?.shadow?.layers[0].color.hex == "#8b5cf680")
    }
}
