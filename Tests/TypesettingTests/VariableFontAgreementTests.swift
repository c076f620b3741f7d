import Testing
@testable import Typesetting

/// FreeType's design coordinates and HarfBuzz's variations agree: each shaped advance equals
/// FT_Get_Advance (unhinted) for the same glyph, size and weight, at several weights.
struct VariableFontAgreementTests {
    @Test(arguments: [100.0, 300.0, 400.0, 600.0, 900.0])
    func shapedAdvancesEqualFreeTypeAdvances(weight: Double) throws {
        // Kerning off: GPOS pairs change advances, FreeType knows only the glyphs' own.
        let layout = try TestFonts.typesetter.layout("Hamburgefonstiv", style: TestFonts.lexend(18, weight: weight, features: [FontFeature("kern", value: 0)]))
        let run = try #require(layout.lines.first?.runs.first)
        #expect(run.weight == weight)
        for glyph in run.glyphs {
            let ft = try #require(GlyphRasterizer.freeTypeAdvance(face: run.face, glyph: glyph.id, size: 18, weight: weight))
            // FreeType scales to 26.6 before returning 16.16 (up to 1/128 px off) and rounds variation
            // deltas to whole font units (gid 393 at wght 600: 1 unit = 0.018 px), HarfBuzz keeps them
            // fractional. A weight mismatch between the libraries (400 vs 600) moves advances by up to 0.5 px.
            let tolerance = 1.0 / 128 + 18.0 / Double(run.face.unitsPerEm)
            #expect(abs(ft - glyph.advance) <= tolerance, "glyph \(glyph.id) at wght \(weight)")
        }
    }

    @Test func weightOutsideTheAxisIsClamped() throws {
        let font = try TestFonts.registry.resolve(FontRequest(family: "Lexend Deca", weight: 1000))
        #expect(font.weight == 900)
    }
}
