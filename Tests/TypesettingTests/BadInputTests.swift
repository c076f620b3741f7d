import Testing
@testable import Typesetting

/// Bad or odd text never crashes and gives a sensible layout; bad sizes are clear errors.
struct BadInputTests {
    let style = TestFonts.lexend(14, lineHeight: 20)

    @Test(arguments: ["", "   ", "\n\t  \n"])
    func emptyAndBlankTextKeepsOneLineBox(text: String) throws {
        let layout = try TestFonts.typesetter.layout(text, style: style, options: .singleLine(width: 100))
        #expect(layout.glyphCount == 0)
        #expect(layout.lines.count == 1)
        #expect(layout.measurement == TextMeasurement(width: 0, height: 20, firstBaseline: 15))
    }

    @Test func whiteSpaceCollapsesLikeCSS() throws {
        let a = try TestFonts.typesetter.layout("  Add \n\t to   cart ", style: style)
        let b = try TestFonts.typesetter.layout("Add to cart", style: style)
        #expect(a.text == "Add to cart")
        #expect(a.contentWidth == b.contentWidth)
    }

    @Test func controlCharactersAreDropped() throws {
        let layout = try TestFonts.typesetter.layout("Add\u{07}\u{00} to\u{7F}\u{85} cart", style: style)
        #expect(layout.text == "Add to cart")
        #expect(!TestFonts.glyphs(layout).contains { $0.id == 0 })
    }

    @Test func tenThousandCharacterLabel() throws {
        let text = String(repeating: "Groceries delivered fast. ", count: 385).prefix(10_000)
        let single = try TestFonts.typesetter.layout(String(text), style: style)
        #expect(single.glyphCount > 9_000)
        let truncated = try TestFonts.typesetter.layout(String(text), style: style, options: .singleLine(width: 200))
        #expect(truncated.contentWidth <= 200)
        let wrapped = try TestFonts.typesetter.layout(String(text), style: style,
                                                      options: TextLayoutOptions(maxWidth: 300, wraps: true, maxLines: 3))
        #expect(wrapped.lines.count == 3)
    }

    /// "a" and 40,000 U+0301 took 44 s inside HarfBuzz (its cost grows with the square of a
    /// cluster's marks): a cluster keeps a base and 30 marks, and the cut is reported.
    @Test func aClusterOfThousandsOfMarksIsCutToThirty() throws {
        let sink = TypesettingDiagnostics()
        let registry = FontRegistry(folders: [TestFonts.fontsFolder], systemFallbacks: false, diagnostics: sink)
        let text = "a" + String(repeating: "\u{301}", count: 5_000) + " b"
        let layout = try Typesetter(registry: registry).layout(text, style: style)
        #expect(layout.text.unicodeScalars.count == 31 + 2)
        #expect(layout.glyphCount <= 31 + 2)
        #expect(sink.messages.filter { $0.contains("more than 30 combining marks") }.count == 1)
        // Below the bound nothing is cut: an emoji family (7 scalars) and 30 marks stay whole.
        let whole = "👨\u{200D}👩\u{200D}👧\u{200D}👦 a" + String(repeating: "\u{301}", count: 30)
        #expect(try Typesetter(registry: registry).layout(whole, style: style).text == whole)
    }

    @Test func emojiWithNoFontDrawsNotdefAndIsReportedOnce() throws {
        let sink = TypesettingDiagnostics()
        let registry = FontRegistry(folders: [TestFonts.fontsFolder], systemFallbacks: false, diagnostics: sink)
        let layout = try Typesetter(registry: registry).layout("Hi 😀😀", style: style)
        let glyphs = TestFonts.glyphs(layout)
        #expect(glyphs.filter { $0.id == 0 }.count == 2)
        #expect(sink.messages.filter { $0.contains("U+1F600") }.count == 1)
        #expect(!GlyphRasterizer().masks(for: layout, at: .zero).isEmpty)
    }

    @Test func invalidUTF8AndLoneSurrogatesBecomeReplacementCharacters() throws {
        let fromBytes = String(decoding: [0x41, 0xFF, 0xC3, 0x42] as [UInt8], as: UTF8.self)
        let fromUTF16 = String(decoding: [0x0041, 0xD800, 0x0042] as [UInt16], as: UTF16.self)
        for text in [fromBytes, fromUTF16] {
            #expect(text.unicodeScalars.contains("\u{FFFD}"))
            let layout = try TestFonts.typesetter.layout(text, style: style)
            #expect(layout.glyphCount >= 3)
            _ = GlyphRasterizer().masks(for: layout, at: .zero)
        }
    }

    @Test(arguments: [0.0, -3, .nan, .infinity, 10_000])
    func unusableSizesAreErrors(size: Double) {
        #expect(throws: FontError.self) {
            try TestFonts.typesetter.layout("A", style: TextStyle(size: size, lineHeight: 20))
        }
    }

    @Test func glyphBitmapsStayBounded() {
        // 1500 px at 2x would be 3000 px glyphs: refused before FreeType allocates them.
        #expect(throws: FontError.invalidSize(3000)) {
            try TestFonts.typesetter.layout("A", style: TextStyle(size: 1500, lineHeight: 1500), scale: 2)
        }
    }

    @Test func nonFiniteNumbersAreErrorsOrDrawNothing() throws {
        #expect(throws: FontError.self) { try TestFonts.typesetter.layout("A", style: TestFonts.lexend(14, letterSpacing: .nan)) }
        #expect(throws: FontError.self) { try TestFonts.typesetter.layout("A", style: TestFonts.lexend(14, weight: .infinity)) }
        #expect(throws: FontError.self) { try TestFonts.typesetter.layout("A", style: style, scale: .nan) }
        #expect(throws: FontError.self) { try TestFonts.typesetter.layout("A", style: style, options: .singleLine(width: .nan)) }
        let layout = try TestFonts.typesetter.layout("Add", style: style, options: .singleLine(width: .infinity))
        #expect(!layout.isTruncated)
        #expect(GlyphRasterizer().masks(for: layout, at: .init(.nan, 0)).isEmpty)
        #expect(GlyphRasterizer().masks(for: layout, at: .init(1e300, 0)).isEmpty)
        let negative = try TestFonts.typesetter.layout("Add to cart", style: style, options: .singleLine(width: -5))
        #expect(negative.glyphCount == 0)
    }

    @Test func unusableLineHeightIsAnError() {
        #expect(throws: FontError.invalidLineHeight(0)) {
            try TestFonts.typesetter.layout("A", style: TextStyle(size: 14, lineHeight: 0))
        }
    }
}
