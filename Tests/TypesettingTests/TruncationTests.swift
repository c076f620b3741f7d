import Testing
@testable import Typesetting

/// A long label truncates with "…" shaped in the same font and never exceeds its width.
struct TruncationTests {
    static let label = "Add to cart and continue shopping for groceries"
    static let ellipsisGlyph: UInt32 = 626      // U+2026 in Lexend Deca (uharfbuzz)

    @Test(arguments: stride(from: 10.0, through: 300.0, by: 7.25).map { $0 })
    func truncatedLabelNeverExceedsItsWidth(width: Double) throws {
        let layout = try TestFonts.typesetter.layout(Self.label, style: TestFonts.lexend(14, weight: 600, lineHeight: 20),
                                                     options: .singleLine(width: width))
        let line = try #require(layout.lines.first)
        #expect(line.width <= width + 1e-9)
        #expect(line.isTruncated)
        let glyphs = line.runs.flatMap(\.glyphs)
        if let last = glyphs.last { #expect(last.id == Self.ellipsisGlyph) }
        // Ink stays inside too: the last advance ends within the width.
        if let last = glyphs.last { #expect(last.position.x + last.advance <= width + 1e-9) }
    }

    @Test func keepsTheWholeClustersThatFitBeforeTheEllipsis() throws {
        let style = TestFonts.lexend(14, lineHeight: 20)
        let ellipsis = try TestFonts.typesetter.layout("…", style: style).contentWidth
        let prefix = try TestFonts.typesetter.layout("Add to c", style: style).contentWidth
        let longer = try TestFonts.typesetter.layout("Add to ca", style: style).contentWidth
        // A width between "Add to c…" and "Add to ca…" keeps exactly "Add to c".
        let width = (prefix + longer) / 2 + ellipsis
        let layout = try TestFonts.typesetter.layout(Self.label, style: style, options: .singleLine(width: width))
        let clusters = TestFonts.glyphs(layout).map(\.cluster)
        #expect(clusters == [0, 1, 2, 3, 4, 5, 6, 7, 0])
        #expect(abs(layout.contentWidth - (prefix + ellipsis)) < 1e-9)
    }

    @Test func shortLabelIsNotTruncated() throws {
        let layout = try TestFonts.typesetter.layout("Add", style: TestFonts.lexend(14), options: .singleLine(width: 200))
        #expect(!layout.isTruncated)
        #expect(!TestFonts.glyphs(layout).contains { $0.id == Self.ellipsisGlyph })
    }

    @Test func widthTooSmallForTheEllipsisDrawsNothing() throws {
        let layout = try TestFonts.typesetter.layout(Self.label, style: TestFonts.lexend(14), options: .singleLine(width: 3))
        #expect(layout.glyphCount == 0)
        #expect(layout.height == layout.style.lineHeight)
    }
}
