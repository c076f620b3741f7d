import Testing
@testable import Typesetting

/// Word wrapping within a width, a line limit, and leading / centre / trailing alignment.
struct WrappingTests {
    static let text = "Fresh groceries delivered to your door in as fast as one hour from stores near you"
    let style = TestFonts.lexend(14, lineHeight: 20)

    @Test func wrapsAtSpacesWithinTheWidth() throws {
        let layout = try TestFonts.typesetter.layout(Self.text, style: style, options: TextLayoutOptions(maxWidth: 150, wraps: true))
        #expect(layout.lines.count > 2)
        for line in layout.lines { #expect(line.width <= 150 + 1e-9) }
        #expect(layout.height == Double(layout.lines.count) * 20)
        // Baselines step by the line height (15 = the 14/20 baseline at 1x).
        #expect(layout.lines.map(\.deviceBaseline) == layout.lines.indices.map { 15 + 20 * $0 })
        // Every character is drawn once, in order, except the one space dropped at each break.
        let drawn = TestFonts.glyphs(layout).map(\.cluster)
        #expect(drawn == drawn.sorted())
        #expect(drawn.count == Self.text.unicodeScalars.count - (layout.lines.count - 1))
    }

    @Test func lineLimitTruncatesTheLastLine() throws {
        let layout = try TestFonts.typesetter.layout(Self.text, style: style,
                                                     options: TextLayoutOptions(maxWidth: 150, wraps: true, maxLines: 2))
        #expect(layout.lines.count == 2)
        #expect(layout.lines[1].isTruncated)
        #expect(layout.lines[1].width <= 150)
        #expect(layout.height == 40)
    }

    @Test func aWordLongerThanTheLineBreaksInside() throws {
        let layout = try TestFonts.typesetter.layout("Supercalifragilisticexpialidocious", style: style,
                                                     options: TextLayoutOptions(maxWidth: 60, wraps: true))
        #expect(layout.lines.count > 1)
        for line in layout.lines { #expect(line.width <= 60 + 1e-9) }
        #expect(layout.glyphCount == 34)
    }

    /// A word wider than the line, with spaces or a line separator after it: the word is cut to
    /// what fits and the next line starts after what hangs. The `previews` fuzz target found
    /// "\u{FFFD}\n" in a fitted preview trapping here (the next line started on the hanging
    /// character, past every break opportunity).
    @Test(arguments: ["ab ", "W  ", "\u{FFFD}\n", "a\u{2028}", "go  on ", "\u{FFFD}\u{2029}x"])
    func aTooWideWordBeforeHangingSpacesEndsItsLine(text: String) throws {
        let layout = try TestFonts.typesetter.layout(text, style: style, options: TextLayoutOptions(maxWidth: 1, wraps: true))
        let drawn = TestFonts.glyphs(layout).map(\.cluster)
        #expect(drawn == drawn.sorted() && Set(drawn).count == drawn.count, "\(drawn)")
        let visible = text.unicodeScalars.filter { !" \n\u{2028}\u{2029}".unicodeScalars.contains($0) }.count
        #expect(drawn.count == visible)
        #expect(layout.lines.count >= visible)
    }

    /// Separators after the last word, with room to spare: the last break opportunities all end
    /// (their hanging separators left out) before the line that follows them starts. The
    /// `previews` fuzz target found this trap too, in a fitted preview's text of line breaks.
    @Test(arguments: ["a\u{2028}\u{2028}", "a\u{2029}\u{2029}\u{2029}", "go \u{2028} \u{2028}", "\u{2028}\u{2028}"])
    func separatorsAfterTheLastWordEndTheText(text: String) throws {
        let layout = try TestFonts.typesetter.layout(text, style: style, options: TextLayoutOptions(maxWidth: 100, wraps: true))
        let drawn = TestFonts.glyphs(layout).map(\.cluster)
        #expect(drawn == drawn.sorted() && Set(drawn).count == drawn.count, "\(drawn)")
        #expect(!layout.lines.isEmpty)
    }

    @Test(arguments: [TextAlignment.leading, .center, .trailing])
    func alignmentPlacesEachLine(alignment: TextAlignment) throws {
        let layout = try TestFonts.typesetter.layout("Buy it again", style: style,
                                                     options: TextLayoutOptions(maxWidth: 200, alignment: alignment))
        let line = try #require(layout.lines.first)
        let expected: Double = switch alignment {
        case .leading: 0
        case .center: (200 - line.width) / 2
        case .trailing: 200 - line.width
        }
        #expect(abs(line.x - expected) < 1e-9)
        #expect(abs((line.runs.first?.glyphs.first?.position.x ?? -1) - expected) < 1e-9)
    }
}

/// Lines end where Unicode's line-breaking rules (UAX #14) allow, as SwiftUI wraps a `Text`: a
/// number, a price or a phone number stays whole, a URL breaks after a slash, ideographs break
/// between any two but never before closing punctuation, and only a word wider than the line by
/// itself is cut inside, between grapheme clusters.
struct UnicodeWrappingTests {
    let style = TestFonts.lexend(14, lineHeight: 20)

    func width(_ text: String) throws -> Double { try TestFonts.typesetter.layout(text, style: style).contentWidth }

    func lines(_ text: String, width: Double) throws -> [String] {
        let layout = try TestFonts.typesetter.layout(text, style: style, options: TextLayoutOptions(maxWidth: width, wraps: true))
        let scalars = Array(layout.text.unicodeScalars)
        return layout.lines.map { line in
            let clusters = line.runs.flatMap(\.glyphs).map(\.cluster)
            guard let first = clusters.min(), let last = clusters.max() else { return "" }
            return String(String.UnicodeScalarView(scalars[first...last]))
        }
    }

    @Test func aPriceMovesToTheNextLineWhole() throws {
        let width = (try width("Total $84") + width("Total $84.20")) / 2
        #expect(try lines("Total $84.20", width: width) == ["Total", "$84.20"])
    }

    @Test func aPhoneNumberIsNotBrokenAtItsHyphen() throws {
        // A hyphen before a digit is a minus or part of a number (rule LB25), not a place to wrap.
        let width = (try width("Call 555-") + width("Call 555-0100")) / 2
        #expect(try lines("Call 555-0100", width: width) == ["Call", "555-0100"])
    }

    @Test func aURLBreaksAfterASlash() throws {
        let url = "https://example.com/orders/1234"
        let width = try width("https://example.com/or")
        #expect(try lines(url, width: width) == ["https://example.com/", "orders/1234"])
    }

    @Test func ideographsBreakAnywhereButNotBeforeClosingPunctuation() throws {
        // No CJK font is needed: the breaks depend on the characters, the widths on .notdef.
        let text = "今日は晴れです。明日も晴れます。"
        let width = try width("今日は晴れです。") - 0.01     // "。" does not fit on the first line
        let shown = try lines(text, width: width)
        #expect(shown.first == "今日は晴れで", "す。 moves down together: a line never starts with 。")
        #expect(shown.joined() == text)
        #expect(!shown.contains { $0.hasPrefix("。") })
    }

    @Test func onlyAWordWiderThanTheLineIsCutInside() throws {
        let width = try width("Supercalifragi") + 1     // not "Supercalifragil": l is 3.4 px wide
        let shown = try lines("Hi Supercalifragilisticexpialidocious", width: width)
        #expect(shown.first == "Hi", "the long word starts its own line before it is cut")
        #expect(shown.dropFirst().first == "Supercalifragi")
        #expect(shown.joined() == "HiSupercalifragilisticexpialidocious")
    }

    @Test func aCutWordKeepsItsGraphemeClustersWhole() throws {
        // Flags are pairs of regional indicators: one grapheme cluster each, cut only between pairs.
        let flags = "🇺🇸🇫🇷🇩🇪🇯🇵🇮🇹🇪🇸"
        let layout = try TestFonts.typesetter.layout(flags, style: style,
                                                     options: TextLayoutOptions(maxWidth: try width("🇺🇸🇫") , wraps: true))
        #expect(layout.lines.count > 1)
        for line in layout.lines {
            let clusters = line.runs.flatMap(\.glyphs).map(\.cluster)
            #expect((clusters.min() ?? 0) % 2 == 0, "a line starts at a flag's first half")
        }
    }
}

/// Lines may also end after a hyphen between letters, keeping the hyphen on the first line.
struct HyphenBreakTests {
    @Test func breaksAfterAHyphenBetweenLetters() throws {
        let style = TestFonts.lexend(14, lineHeight: 20)
        let first = try TestFonts.typesetter.layout("Fast check-", style: style).contentWidth
        let whole = try TestFonts.typesetter.layout("Fast check-out", style: style).contentWidth
        let layout = try TestFonts.typesetter.layout("Fast check-out", style: style,
                                                     options: TextLayoutOptions(maxWidth: (first + whole) / 2, wraps: true))
        #expect(layout.lines.count == 2)
        // "Fast check-" on the first line (clusters 0…10), "out" on the second (11…13).
        #expect(layout.lines[0].runs.flatMap(\.glyphs).map(\.cluster) == Array(0...10))
        #expect(layout.lines[1].runs.flatMap(\.glyphs).map(\.cluster) == [11, 12, 13])
    }

    @Test func noBreakAfterALeadingOrSpacedHyphen() {
        let style = TestFonts.lexend(14, lineHeight: 20)
        let layout = try? TestFonts.typesetter.layout("-5 - 3", style: style)
        #expect(layout != nil)
        let scalars = Array("-5 - 3".unicodeScalars)
        let shaper = ParagraphShaper(scalars: scalars, font: try! TestFonts.registry.resolve(style.request), style: style,
                                     diagnostics: TypesettingDiagnostics())
        let ends = LineBreaker(shaper: shaper, options: TextLayoutOptions()).breakOpportunities().map(\.end)
        #expect(ends == [2, 4, 6])
    }
}
