import JSON
import Testing
import DesignTokens

/// `pixelproof tokens --format json`: an array of {"name", "type", "value"} in token order.
@Suite struct JSONExportTests {
    func line(_ system: TokenSystem, _ name: String) -> String? {
        system.exportJSONText.split(separator: "\n").first { $0.contains("\"name\": \"\(name)\"") }
            .map { String($0.drop { $0 == " " }).replacingComma }
    }

    @Test func eachKindHasItsShape() {
        #expect(line(.ids, "color.buttonPrimaryBg") == ##"{"name": "color.buttonPrimaryBg", "type": "color", "value": "#108910"}"##)
        #expect(line(.ids, "spacing.md") == ##"{"name": "spacing.md", "type": "dimension", "value": 12}"##)
        #expect(line(.ids, "typography.headline") == ##"{"name": "typography.headline", "type": "typography", "value": {"family": "Instacart Sans", "style": "Subhead SemiBold", "weight": 600, "size": 24, "lineHeight": 28, "letterSpacing": 0}}"##)
        #expect(line(.web, "typography.heading-1") == ##"{"name": "typography.heading-1", "type": "typography", "value": {"family": "SF Pro Display", "weight": 600, "size": 24, "lineHeight": 28.8, "letterSpacing": 0}}"##)
        #expect(line(.web, "shadow.sm") == ##"{"name": "shadow.sm", "type": "shadow", "value": [{"x": 0, "y": 1, "blur": 2, "spread": 0, "color": "#0000000d"}]}"##)
        #expect(line(.web, "glow.pink") == ##"{"name": "glow.pink", "type": "shadow", "value": [{"x": 0, "y": 0, "blur": 30, "spread": 0, "color": "#e879f980"}]}"##)
        #expect(line(.web, "gradient.tech") == ##"{"name": "gradient.tech", "type": "gradient", "value": {"angle": 135, "stops": [{"color": "#6d28d9", "position": 0}, {"color": "#a21caf", "position": 0.5}, {"color": "#0891b2", "position": 1}]}}"##)
        #expect(line(.web, "opacity.5") == ##"{"name": "opacity.5", "type": "opacity", "value": 0.05}"##)
        #expect(line(.web, "fontWeight.bold") == ##"{"name": "fontWeight.bold", "type": "fontWeight", "value": 700}"##)
        #expect(line(.web, "letterSpacing.tight") == ##"{"name": "letterSpacing.tight", "type": "letterSpacing", "value": -0.5}"##)
        #expect(line(.web, "lineHeight.relaxed") == ##"{"name": "lineHeight.relaxed", "type": "lineHeight", "value": 1.75}"##)
        #expect(line(.web, "fontSize.2xl") == ##"{"name": "fontSize.2xl", "type": "fontSize", "value": 24}"##)
    }

    @Test func wholeDocumentIsOneTokenPerLineInOrder() {
        let text = TokenSystem.ds.exportJSONText
        let lines = text.split(separator: "\n")
        #expect(lines.first == "[" && lines.last == "]" && text.hasSuffix("]\n"))
        #expect(lines.count == TokenSystem.ds.tokens.count + 2)
        #expect(lines[1] == ##"  {"name": "color.primitiveBlack", "type": "color", "value": "#000000"},"##)
        #expect(lines[lines.count - 2] == ##"  {"name": "iconSize.sizeXSmall", "type": "dimension", "value": 14}"##)
        #expect(TokenSystem.ds.exportJSONText == text)  // deterministic
    }

    @Test func numbersAreWrittenShortest() {
        #expect(JSONValue.number(16).compact == "16")
        #expect(JSONValue.number(-0.5).compact == "-0.5")
        #expect(JSONValue.number(28.8).compact == "28.8")
        #expect(JSONValue.number(-0.0).compact == "0")
        #expect(JSONValue.string("a\"b\\c\n\u{1}").compact == ##""a\"b\\c\n\u0001""##)
    }
}

private extension String {
    /// The array's lines end in "," except the last; compare without it.
    var replacingComma: String { hasSuffix(",") ? String(dropLast()) : self }
}
