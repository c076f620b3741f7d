import Testing
@testable import Typesetting

/// Hebrew and Arabic lay out right to left (Lexend Deca has neither script: Noto Sans Hebrew and
/// Noto Sans Arabic stand in when installed, as scripts/setup does, else DejaVu Sans); mixed runs
/// are reordered by the bidi rules. Glyph ids and advances from uharfbuzz 0.57.0.
@Suite(.enabled(if: TestFonts.hasDejaVu, "needs fonts-dejavu-core"))
struct RightToLeftTests {
    @Test func hebrewComesOutRightToLeft() throws {
        let layout = try TestFonts.typesetter.layout("שלום", style: TestFonts.lexend(16))
        #expect(layout.direction == .rightToLeft)
        let run = try #require(layout.lines.first?.runs.first)
        #expect(run.face.family == (FontFallbackTests.hasNoto ? "Noto Sans Hebrew" : "DejaVu Sans"))
        #expect(run.direction == .rightToLeft)
        // Visual order: the last letter (ם, cluster 3) is drawn leftmost.
        #expect(run.glyphs.map(\.id) == (FontFallbackTests.hasNoto ? [23, 124, 55, 96] : [1332, 1324, 1331, 1344]))
        #expect(run.glyphs.map(\.cluster) == [3, 2, 1, 0])
        #expect(run.glyphs.map { Int(($0.advance * 65536).rounded()) }
            == (FontFallbackTests.hasNoto ? [717226, 305135, 547357, 765461] : [695808, 285696, 595968, 742912]))
    }

    @Test func arabicJoinsAndRunsRightToLeft() throws {
        let layout = try TestFonts.typesetter.layout("مرحبا", style: TestFonts.lexend(16))
        let glyphs = TestFonts.glyphs(layout)
        #expect(glyphs.map(\.id) == (FontFallbackTests.hasNoto ? [47, 104, 417, 979, 771] : [5256, 5260, 5277, 5288, 5341]))
        #expect(glyphs.map(\.cluster) == [4, 3, 2, 1, 0])
    }

    @Test func mixedTextIsReorderedByBidiRules() throws {
        // "Hi שלום 123" in a left-to-right paragraph reads "Hi 123 םולש" on screen:
        // the digits and the space before them belong to the Hebrew embedding.
        let layout = try TestFonts.typesetter.layout("Hi שלום 123", style: TestFonts.lexend(16))
        #expect(layout.direction == .leftToRight)
        let clusters = TestFonts.glyphs(layout).map(\.cluster)
        #expect(clusters == [0, 1, 2, 8, 9, 10, 7, 6, 5, 4, 3])
        let xs = TestFonts.glyphs(layout).map(\.position.x)
        #expect(xs == xs.sorted())
    }

    @Test func rightToLeftParagraphAlignsLeadingToTheRight() throws {
        let layout = try TestFonts.typesetter.layout("שלום", style: TestFonts.lexend(16),
                                                     options: TextLayoutOptions(maxWidth: 200, alignment: .leading))
        let line = try #require(layout.lines.first)
        #expect(abs(line.x + line.width - 200) < 1e-9)
    }
}

/// A right-to-left layout aligns English to the right but keeps its characters in their own order,
/// as SwiftUI does: a price reads "$12.99", not "99.12$".
@Suite struct LayoutDirectionAlignmentTests {
    @Test func latinTextInARightToLeftLayoutKeepsItsOrderAndAlignsRight() throws {
        let style = TestFonts.lexend(16)
        let plain = try TestFonts.typesetter.layout("$12.99 today", style: style, options: TextLayoutOptions(maxWidth: 200))
        let mirrored = try TestFonts.typesetter.layout("$12.99 today", style: style,
                                                       options: TextLayoutOptions(maxWidth: 200, alignmentDirection: .rightToLeft))
        #expect(mirrored.direction == .leftToRight)
        #expect(TestFonts.glyphs(mirrored).map(\.cluster) == TestFonts.glyphs(plain).map(\.cluster))
        let line = try #require(mirrored.lines.first)
        #expect(abs(line.x + line.width - 200) < 1e-9, "leading is the right edge")
        #expect(plain.lines.first?.x == 0)
    }
}
