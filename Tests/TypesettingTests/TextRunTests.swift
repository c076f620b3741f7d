import Testing
@testable import Typesetting

/// A paragraph of spans (SwiftUI's `Text + Text`, Markdown runs): each span shaped in its own
/// style, lines broken across them, one baseline per line.
struct TextRunTests {
    static let regular = TestFonts.lexend(17)
    static let bold = TestFonts.lexend(17, weight: 700)
    static let ellipsisGlyph = TruncationTests.ellipsisGlyph

    func width(_ text: String, _ style: TextStyle) throws -> Double {
        try TestFonts.typesetter.layout(text, style: style).contentWidth
    }

    @Test func oneSpanIsTheTextInOneStyleExactly() throws {
        let options = TextLayoutOptions(maxWidth: 90, wraps: true)
        let spans = try TestFonts.typesetter.layout([TextSpan("Add to cart and continue", style: Self.regular)], options: options)
        let plain = try TestFonts.typesetter.layout("Add to cart and continue", style: Self.regular, options: options)
        #expect(spans == plain)
    }

    @Test func eachSpanIsShapedInItsOwnWeight() throws {
        let layout = try TestFonts.typesetter.layout([TextSpan("Total: ", style: Self.regular), TextSpan("$12.99", style: Self.bold)])
        let line = try #require(layout.lines.first)
        #expect(line.runs.map(\.span) == [0, 1])
        #expect(line.runs.map(\.weight) == [400, 700])
        // The bold price is as wide as it is alone; the whole line is the two side by side.
        #expect(abs(line.runs[1].advance - (try width("$12.99", Self.bold))) < 1e-9)
        #expect(line.runs[0].advance > (try width("Total:", Self.regular)), "the space stays in the first run")
        #expect(abs(layout.contentWidth - line.runs[0].advance - line.runs[1].advance) < 1e-9)
        #expect(layout.text == "Total: $12.99")
    }

    @Test func linesBreakAcrossSpans() throws {
        let spans = [TextSpan("Pay ", style: Self.regular), TextSpan("twelve dollars", style: Self.bold), TextSpan(" today", style: Self.regular)]
        let layout = try TestFonts.typesetter.layout(spans, options: TextLayoutOptions(maxWidth: 100, wraps: true))
        #expect(layout.lines.count >= 2)
        // Every line's glyph runs stay in their spans' weights.
        for line in layout.lines { for run in line.runs { #expect(run.weight == (run.span == 1 ? 700 : 400)) } }
        #expect(layout.lines.last?.runs.last?.span == 2)
    }

    @Test func aLineOfTwoSizesIsAsTallAsTheLargerOnOneBaseline() throws {
        let large = TestFonts.lexend(34)
        let mixed = try TestFonts.typesetter.layout([TextSpan("small ", style: Self.regular), TextSpan("LARGE", style: large)])
        let alone = try TestFonts.typesetter.layout("LARGE", style: large)
        #expect(mixed.height == alone.height)
        #expect(mixed.firstBaseline == alone.firstBaseline)
        #expect(mixed.lines.count == 1)
    }

    @Test func baselineOffsetRaisesTheSpansGlyphsNotTheLine() throws {
        var raised = Self.regular
        raised.baselineOffset = 6
        let layout = try TestFonts.typesetter.layout([TextSpan("x", style: Self.regular), TextSpan("2", style: raised)])
        let runs = try #require(layout.lines.first?.runs)
        #expect(runs[0].glyphs[0].position.y == 0)
        #expect(runs[1].glyphs[0].position.y == -6)
        #expect(layout.firstBaseline == (try TestFonts.typesetter.layout("x", style: Self.regular)).firstBaseline)
    }

    @Test func headTruncationKeepsTheEndAfterTheEllipsis() throws {
        var options = TextLayoutOptions.singleLine(width: 120)
        options.truncation = .head
        let layout = try TestFonts.typesetter.layout(TruncationTests.label, style: Self.regular, options: options)
        let glyphs = TestFonts.glyphs(layout)
        #expect(layout.isTruncated)
        #expect(glyphs.first?.id == Self.ellipsisGlyph)
        #expect(glyphs.last?.cluster == TruncationTests.label.unicodeScalars.count - 1)
        #expect(layout.contentWidth <= 120 + 1e-9)
    }

    @Test func middleTruncationKeepsBothEndsAroundTheEllipsis() throws {
        var options = TextLayoutOptions.singleLine(width: 150)
        options.truncation = .middle
        let layout = try TestFonts.typesetter.layout(TruncationTests.label, style: Self.regular, options: options)
        let glyphs = TestFonts.glyphs(layout)
        let mark = try #require(glyphs.firstIndex { $0.id == Self.ellipsisGlyph })
        #expect(mark > 0 && mark < glyphs.count - 1)
        #expect(glyphs.first?.cluster == 0)
        #expect(glyphs.last?.cluster == TruncationTests.label.unicodeScalars.count - 1)
        #expect(layout.contentWidth <= 150 + 1e-9)
        // The two ends share the width: neither has less than a third of what is kept.
        let before = glyphs[..<mark].reduce(0) { $0 + $1.advance }, after = glyphs[(mark + 1)...].reduce(0) { $0 + $1.advance }
        #expect(min(before, after) > (before + after) / 3)
    }

    @Test func lineSpacingGoesBetweenLinesOnly() throws {
        var options = TextLayoutOptions(maxWidth: 100, wraps: true)
        let plain = try TestFonts.typesetter.layout(TruncationTests.label, style: Self.regular, options: options)
        options.lineSpacing = 10
        let spaced = try TestFonts.typesetter.layout(TruncationTests.label, style: Self.regular, options: options)
        #expect(spaced.lines.count == plain.lines.count && plain.lines.count >= 3)
        #expect(spaced.height == plain.height + Double(plain.lines.count - 1) * 10)
        #expect(spaced.lines[1].baseline == plain.lines[1].baseline + 10)
        #expect(spaced.firstBaseline == plain.firstBaseline)
    }

    @Test func minimumScaleFactorShrinksTextThatWouldBeTruncated() throws {
        let full = try width(TruncationTests.label, Self.regular)
        var options = TextLayoutOptions.singleLine(width: full * 0.8)
        options.minimumScaleFactor = 0.5
        let shrunk = try TestFonts.typesetter.layout(TruncationTests.label, style: Self.regular, options: options)
        #expect(!shrunk.isTruncated)
        #expect(shrunk.contentWidth <= full * 0.8 + 1e-9)
        // As large as fits: within 1 % of the 80 % the width leaves.
        #expect(shrunk.style.size < 17 * 0.81 && shrunk.style.size > 17 * 0.79)
        // Not allowed small enough: the smallest size, truncated.
        options.minimumScaleFactor = 0.9
        let cut = try TestFonts.typesetter.layout(TruncationTests.label, style: Self.regular, options: options)
        #expect(cut.isTruncated)
        #expect(abs(cut.style.size - 17 * 0.9) < 1e-9)
    }

    @Test func textThatFitsIsNeitherShrunkNorTightened() throws {
        var options = TextLayoutOptions.singleLine(width: 300)
        options.minimumScaleFactor = 0.5
        options.allowsTightening = true
        let layout = try TestFonts.typesetter.layout("Add", style: Self.regular, options: options)
        #expect(layout == (try TestFonts.typesetter.layout("Add", style: Self.regular, options: .singleLine(width: 300))))
    }

    @Test func tighteningPullsLettersTogetherBeforeTruncating() throws {
        let full = try width(TruncationTests.label, Self.regular)
        var options = TextLayoutOptions.singleLine(width: full - 10)
        options.allowsTightening = true
        let tight = try TestFonts.typesetter.layout(TruncationTests.label, style: Self.regular, options: options)
        #expect(!tight.isTruncated)
        #expect(tight.style.letterSpacing < 0 && tight.style.letterSpacing >= -17 * TextLayoutOptions.tighteningLimit)
        #expect(tight.style.size == 17)
    }

    @Test func tabularDigitsWithoutATnumFeatureTakeTheWidestDigitsAdvance() throws {
        let tabular = TestFonts.lexend(17, features: [FontFeature("tnum")])
        // Lexend Deca has no `tnum`: its "1" is narrower than its "0" until the digits are made equal.
        #expect(try width("1111", Self.regular) < (try width("0000", Self.regular)))
        #expect(abs((try width("1111", tabular)) - (try width("0000", tabular))) < 1e-9)
        #expect(abs((try width("1045", tabular)) - (try width("8888", tabular))) < 1e-9)
        // Letters keep their widths.
        #expect(try width("Add", tabular) == (try width("Add", Self.regular)))
    }
}
