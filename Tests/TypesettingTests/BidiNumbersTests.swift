import Testing
@testable import Typesetting

/// Numbers, currency signs and separators inside right-to-left text keep their own order, by
/// the weak-type rules of the Unicode Bidirectional Algorithm: "מחיר $84.20" shows "$84.20" as
/// written, at the left of the Hebrew word, whichever way the paragraph runs.
@Suite(.enabled(if: TestFonts.hasDejaVu, "needs fonts-dejavu-core"))
struct BidiNumbersTests {
    /// The text as it reads on screen, left to right: each glyph's character, once per cluster.
    static func visual(_ layout: TextLayout) -> String {
        let scalars = Array(layout.text.unicodeScalars)
        var out = String.UnicodeScalarView()
        var previous: Int?
        for glyph in TestFonts.glyphs(layout) where glyph.cluster != previous {
            out.append(scalars[glyph.cluster]); previous = glyph.cluster
        }
        return String(out)
    }

    @Test(arguments: [TextDirection.rightToLeft, .leftToRight, nil])
    func aPriceInHebrewReadsAsWritten(direction: TextDirection?) throws {
        let layout = try TestFonts.typesetter.layout("מחיר $84.20", style: TestFonts.lexend(16),
                                                     options: TextLayoutOptions(direction: direction))
        #expect(Self.visual(layout) == "$84.20 ריחמ")
        let xs = TestFonts.glyphs(layout).map(\.position.x)
        #expect(xs == xs.sorted(), "glyphs placed left to right in visual order")
    }

    @Test func aPriceFirstStaysFirstInARightToLeftParagraph() throws {
        let layout = try TestFonts.typesetter.layout("$12.99 לק״ג", style: TestFonts.lexend(16),
                                                     options: TextLayoutOptions(direction: .rightToLeft))
        #expect(Self.visual(layout) == "ג״קל $12.99")
    }

    @Test func aRangeOfNumbersAndAPercentageKeepTheirOrder() throws {
        let layout = try TestFonts.typesetter.layout("הנחה 10-20% היום", style: TestFonts.lexend(16))
        #expect(layout.direction == .rightToLeft)
        #expect(Self.visual(layout) == "םויה 10-20% החנה")
    }

    @Test func anIsolatedEnglishNameKeepsItsOrderAndTheNumberAfterIt() throws {
        // U+2068 FIRST STRONG ISOLATE … U+2069: "Instacart" is its own left-to-right island.
        let layout = try TestFonts.typesetter.layout("הזמנה \u{2068}Instacart\u{2069} 3", style: TestFonts.lexend(16))
        let shown = Self.visual(layout).unicodeScalars.filter { $0.value != 0x2068 && $0.value != 0x2069 }
        #expect(String(String.UnicodeScalarView(shown)) == "3 Instacart הנמזה")
    }
}
