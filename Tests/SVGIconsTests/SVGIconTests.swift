import Files
import Raster
import SVGIcons
import Testing
import Values

/// The SVG icon reader: what each element and attribute becomes, and the errors for what it does
/// not draw, each at its line.
@Suite struct SVGIconTests {
    static func icon(_ body: String, root: String = #"viewBox="0 0 24 24""#) throws(SVGIconError) -> SVGIcon {
        try SVGIcon.parse(Array("<svg xmlns=\"http://www.w3.org/2000/svg\" \(root)>\n\(body)\n</svg>\n".utf8), file: "icon.svg")
    }

    static func problem(_ body: String, root: String = #"viewBox="0 0 24 24""#) -> SVGIconError? {
        do { _ = try icon(body, root: root); return nil } catch { return error }
    }

    static func bounds(_ layer: SVGIcon.Layer) -> Rect { layer.path.controlBounds! }

    @Test func shapesBecomeOutlinesInTheViewport() throws {
        let icon = try Self.icon("""
          <rect x="2" y="3" width="10" height="4"/>
          <circle cx="12" cy="12" r="5"/>
          <ellipse cx="12" cy="12" rx="6" ry="2"/>
          <line x1="1" y1="1" x2="5" y2="9" stroke="black"/>
          <polygon points="0,0 4,0 4,4"/>
        """)
        #expect(icon.size == Size(width: 24, height: 24))
        // The line has no area to fill, but a fill layer is harmless; its stroke is the one drawn.
        #expect(icon.layers.map(\.paint).filter { if case .stroke = $0 { true } else { false } }.count == 1)
        #expect(Self.bounds(icon.layers[0]) == Rect(x: 2, y: 3, width: 10, height: 4))
        #expect(Self.bounds(icon.layers[1]) == Rect(x: 7, y: 7, width: 10, height: 10))
        #expect(Self.bounds(icon.layers[2]) == Rect(x: 6, y: 10, width: 12, height: 4))
    }

    @Test func transformsComposeRightToLeftInsideTheirGroups() throws {
        let icon = try Self.icon(#"<g transform="translate(10, 0)"><rect width="2" height="2" transform="scale(2) translate(1 1)"/></g>"#)
        // scale(2) translate(1 1): the rect moves to (1, 1) and then doubles; the group moves it 10 right.
        #expect(Self.bounds(icon.layers[0]) == Rect(x: 12, y: 2, width: 4, height: 4))
        let rotated = try Self.icon(#"<rect x="10" y="0" width="4" height="2" transform="rotate(90 12 12)"/>"#)
        let box = Self.bounds(rotated.layers[0])
        #expect(abs(box.x - 22) < 1e-9 && abs(box.y - 10) < 1e-9 && abs(box.width - 2) < 1e-9 && abs(box.height - 4) < 1e-9)
    }

    @Test func theViewBoxIsFittedIntoTheViewportUniformlyAndCentred() throws {
        let icon = try Self.icon(#"<rect x="100" y="50" width="10" height="10"/>"#, root: #"width="48" height="24" viewBox="100 50 24 24""#)
        #expect(icon.size == Size(width: 48, height: 24))
        // The 24 × 24 viewBox fills the 24 px height, centred across 48: 12 px in.
        #expect(Self.bounds(icon.layers[0]) == Rect(x: 12, y: 0, width: 10, height: 10))
        let sized = try Self.icon("<circle cx=\"8\" cy=\"8\" r=\"8\"/>", root: #"width="16px" height="16""#)
        #expect(sized.size == Size(width: 16, height: 16))
    }

    @Test func strokesScaleWithUniformTransformsAndInheritFromGroups() throws {
        let icon = try Self.icon(#"<g stroke="currentColor" stroke-width="2" stroke-linecap="round" fill="none"><path d="M0 0 H4" transform="scale(3)" stroke-dasharray="1"/></g>"#)
        #expect(icon.layers.count == 1)
        guard case let .stroke(style) = icon.layers[0].paint else { Issue.record("not a stroke"); return }
        #expect(style.width == 6 && style.cap == .round && style.dashes == [3, 3])
    }

    @Test func opacitiesMultiplyAndNoneDrawsNothing() throws {
        let icon = try Self.icon(##"<rect width="4" height="4" fill="#00000080" opacity="0.5"/><rect width="4" height="4" fill="none"/><rect width="4" height="4" style="fill-opacity: 50%"/>"##)
        #expect(icon.layers.count == 2)
        #expect(abs(icon.layers[0].opacity - 0.5 * 128 / 255) < 1e-9)
        #expect(icon.layers[1].opacity == 0.5)
    }

    @Test func everyUnsupportedThingIsAnErrorAtItsLine() throws {
        let text = try #require(Self.problem("  <path d=\"M0 0 H4\"/>\n  <text>Hi</text>"))
        #expect(text.line == 3 && text.description.contains("<text> is not drawn in icons"))
        #expect(Self.problem(#"<pth d="M0 0"/>"#)?.message.contains(#"did you mean "path""#) == true)
        #expect(Self.problem(##"<rect width="2" height="2" filter="url(#f)"/>"##)?.message.contains("the attribute filter") == true)
        #expect(Self.problem(##"<rect width="2" height="2" fill="url(#g)"/>"##)?.message.contains("gradients") == true)
        #expect(Self.problem(#"<defs><linearGradient id="g"/></defs>"#)?.message.contains("<linearGradient> in <defs>") == true)
        #expect(Self.problem(#"<path d="M0 0 L"/>"#)?.message.contains("<path> d:") == true)
        #expect(Self.problem(#"<g opacity="0.5"><rect width="2" height="2"/></g>"#)?.message.contains("group's opacity") == true)
        #expect(Self.problem(#"<path d="M0 0 H4" stroke="black" transform="scale(2 1)"/>"#)?.message.contains("stretched or skewed") == true)
        #expect(Self.problem(#"<rect width="50%" height="2"/>"#)?.message.contains("percentages") == true)
        #expect(Self.problem(#"<polyline points="1 2 3"/>"#)?.message.contains("odd count") == true)
        #expect(Self.problem(#"<rect width="2" height="2" transform="spin(3)"/>"#)?.message.contains("unknown transform") == true)
        #expect(Self.problem("", root: "")?.message.contains("neither a viewBox") == true)
        #expect(Self.problem("<g>", root: #"viewBox="0 0 24 24""#)?.message.contains("closes <g>") == true)
        #expect(Self.problem(##"<rect width="1" height="1" style="mask: url(#m)"/>"##)?.message.contains("property mask") == true)
    }

    @Test func metadataAndEditorsAttributesAreReadPast() throws {
        let icon = try Self.icon("""
          <title>Plus</title><desc>An icon</desc><metadata><x/></metadata>
          <sodipodi:namedview id="n"/>
          <!-- a comment --><defs/>
          <path id="p" class="c" data-name="plus" inkscape:label="l" aria-hidden="true" d="M0 0 H4 V4 Z"/>
        """, root: #"viewBox="0 0 24 24" version="1.1" xmlns:xlink="http://www.w3.org/1999/xlink""#)
        #expect(icon.layers.count == 1)
    }

    @Test func theXMLReaderRefusesWhatCouldDeclareEntitiesOrNestTooDeep() throws {
        let entity = "<!DOCTYPE svg [<!ENTITY a \"b\">]><svg viewBox=\"0 0 1 1\"/>"
        #expect(throws: SVGIconError.self) { try SVGIcon.parse(Array(entity.utf8), file: "e.svg") }
        let deep = "<svg viewBox=\"0 0 1 1\">" + String(repeating: "<g>", count: 100) + String(repeating: "</g>", count: 100) + "</svg>"
        #expect(throws: SVGIconError.self) { try SVGIcon.parse(Array(deep.utf8), file: "d.svg") }
        let escaped = ##"<svg viewBox="0 0 24 24"><path d="M0&#32;0 H4 V4 Z" data-x="&lt;&amp;&gt;"/></svg>"##
        #expect(try SVGIcon.parse(Array(escaped.utf8), file: "x.svg").layers.count == 1)
    }

    @Test func anIconFileOverTheSizeLimitIsRefusedBeforeReading() throws {
        let folder = try ScratchFolder.make(FilePath.temporaryFolder + "/pixelproof-svg-XXXXXX")
        let text = "<svg viewBox=\"0 0 24 24\">" + String(repeating: " ", count: SVGIcon.maxFileBytes) + "</svg>"
        try AtomicFile.write(Array(text.utf8), to: folder + "/big.svg")
        #expect(throws: SVGIconError.self) { try SVGIcon.load(folder + "/big.svg") }
        do { _ = try SVGIcon.load(folder + "/big.svg") } catch { #expect(error.description.contains("larger")) }
    }

    @Test func theElementCountIsBounded() throws {
        let many = "<svg viewBox=\"0 0 1 1\">" + String(repeating: "<g/>", count: 20_001) + "</svg>"
        do { _ = try SVGIcon.parse(Array(many.utf8), file: "m.svg"); Issue.record("20,001 elements were read") } catch {
            #expect(error.message.contains("more than 20000 elements"))
        }
    }
}
