import Testing
@testable import Typesetting

/// "office" uses the ffi ligature, "AV" kerns, and OpenType features switch on request.
/// Glyph ids and advances from uharfbuzz 0.57.0 (scripts/text-expected-values.py).
struct LigaturesAndKerningTests {
    func glyphs(_ text: String, features: [FontFeature] = [], letterSpacing: Double = 0) throws -> [PositionedGlyph] {
        TestFonts.glyphs(try TestFonts.typesetter.layout(text, style: TestFonts.lexend(16, letterSpacing: letterSpacing, features: features)))
    }

    @Test func officeUsesTheFfiLigature() throws {
        let g = try glyphs("office")
        #expect(g.map(\.id) == [393, 542, 294, 308])
        #expect(g.map(\.cluster) == [0, 1, 4, 5])
    }

    @Test func ligaturesCanBeTurnedOff() throws {
        let g = try glyphs("office", features: [FontFeature(parsing: "-liga")!])
        #expect(g.map(\.id) == [393, 332, 332, 345, 294, 308])
    }

    @Test func avKerns() throws {
        let kerned = try glyphs("AV")
        #expect(kerned.map(\.id) == [1, 220])
        #expect(Int((kerned[0].advance * 65536).rounded()) == 655360)
        let plain = try glyphs("AV", features: [FontFeature(parsing: "kern=0")!])
        #expect(Int((plain[0].advance * 65536).rounded()) == 734003)
    }

    @Test func letterSpacingAddsAfterEveryCharacterAndBreaksLigatures() throws {
        let plain = try glyphs("office")
        let spaced = try glyphs("office", letterSpacing: 1.5)
        #expect(spaced.count == 6)
        let plainWidth = plain.reduce(0) { $0 + $1.advance }
        let spacedWidth = spaced.reduce(0) { $0 + $1.advance }
        // The ligature and its three letters differ by 1/65536 px (uharfbuzz: 2915041 vs 2915040).
        #expect(abs(spacedWidth - (plainWidth + 6 * 1.5)) <= 2.0 / 65536)
    }

    @Test func featureSyntaxParses() {
        #expect(FontFeature(parsing: "tnum") == FontFeature("tnum"))
        #expect(FontFeature(parsing: "-liga") == FontFeature("liga", value: 0))
        #expect(FontFeature(parsing: "ss01=2") == FontFeature("ss01", value: 2))
        #expect(FontFeature(parsing: "toolong") == nil)
    }
}
