import SVGIcons
import Testing

/// An SVG font's glyphs as icon path data: the em square is the 24-unit grid, y turned down.
@Suite struct SVGFontGlyphsTests {
    @Test func aGlyphIsPlacedInTheGrid() throws {
        let font = """
        <svg><defs><font horiz-adv-x="24"><font-face units-per-em="512" ascent="448" descent="64"/>
        <glyph glyph-name="bar" unicode="&#xF001;" d="M0 448L512 448L512 -64Z"/>
        <glyph glyph-name="space" d=" "/></font></defs></svg>
        """
        let glyphs = try SVGFontGlyphs.parse(font, file: "icons.svg")
        #expect(glyphs.pathData == ["bar": "M0 0L24 0L24 24Z"])
    }

    @Test func aFileWithoutAFontFaceIsRefused() {
        let error = #expect(throws: SVGIconError.self) { try SVGFontGlyphs.parse("<svg/>", file: "icons.svg") }
        #expect(error?.description.hasPrefix("icons.svg: has no <font-face> with units-per-em and ascent") == true)
    }
}
