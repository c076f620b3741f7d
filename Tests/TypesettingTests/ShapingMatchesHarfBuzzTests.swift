import Testing
@testable import Typesetting

/// Glyph ids and advances equal HarfBuzz's own for the same font, size and weight.
/// Expected values come from uharfbuzz 0.57.0 (scripts/text-expected-values.py), not from our code;
/// advances are in 1/65536 px (font scale = size × 65536).
struct ShapingMatchesHarfBuzzTests {
    func shaped(_ text: String, size: Double, weight: Double) throws -> [PositionedGlyph] {
        TestFonts.glyphs(try TestFonts.typesetter.layout(text, style: TestFonts.lexend(size, weight: weight)))
    }

    @Test func continueAt18pxWeight400() throws {
        let glyphs = try shaped("Continue", size: 18, weight: 400)
        #expect(glyphs.map(\.id) == [30, 393, 381, 452, 345, 381, 460, 308])
        #expect(glyphs.map { Int(($0.advance * 65536).rounded()) }
            == [800981, 725483, 701891, 452985, 327942, 701891, 713687, 691274])
    }

    @Test func continueAt18pxWeight600() throws {
        let glyphs = try shaped("Continue", size: 18, weight: 600)
        #expect(glyphs.map(\.id) == [30, 393, 381, 452, 345, 381, 460, 308])
        #expect(glyphs.map { Int(($0.advance * 65536).rounded()) }
            == [812777, 746717, 733741, 464781, 360972, 733741, 743178, 691274])
    }

    @Test func penPositionsAreTheRunningSumOfAdvances() throws {
        let glyphs = try shaped("Continue", size: 18, weight: 400)
        var pen = 0.0
        for g in glyphs {
            #expect(g.position.x == pen)
            pen += g.advance
        }
        #expect(abs(pen - 5116134.0 / 65536) < 1e-9)
    }

    @Test func detailsMeasuresLikeBlink() throws {
        // A "Details" small button is 48.625 + 32 wide (the label's advance plus 16 px each side). HarfBuzz: 3186491 / 65536 = 48.622 px,
        // which Blink's LayoutUnit rounds up to 3112/64 = 48.625.
        let layout = try TestFonts.typesetter.layout("Details", style: TestFonts.lexend(14, weight: 600, lineHeight: 20))
        #expect(abs(layout.contentWidth - 3186491.0 / 65536) < 1e-9)
        #expect(layout.measurement.width == 48.625)
    }
}
