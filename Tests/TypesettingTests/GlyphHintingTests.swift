import Testing
@testable import Typesetting

/// Slight hinting (what headless Chromium draws here) snaps horizontal edges to the pixel grid
/// vertically and leaves horizontal placement alone; no hinting keeps the designed outline.
struct GlyphHintingTests {
    let layout = { try! TestFonts.typesetter.layout("H", style: TestFonts.lexend(18)) }()

    func topRowPeak(_ hinting: GlyphHinting) throws -> (peak: UInt8, left: Int, width: Int) {
        let m = try #require(GlyphRasterizer(hinting: hinting).masks(for: layout, at: .zero).first)
        return (m.coverage[0..<m.width].max() ?? 0, m.left, m.width)
    }

    @Test func slightHintingPutsTheCapHeightOnAPixelEdge() throws {
        let unhinted = try topRowPeak(.none), hinted = try topRowPeak(.slight)
        #expect(hinted.peak == 255)
        #expect(unhinted.peak < 255)
        // Horizontal extent is untouched.
        #expect(hinted.left == unhinted.left && hinted.width == unhinted.width)
    }
}
