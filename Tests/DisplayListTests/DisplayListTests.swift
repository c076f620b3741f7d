import DisplayList
import Foundation
import Raster
import Testing
import Typesetting
import Values

/// The display list is self-contained (text is placed glyph runs) and its two back ends draw the
/// same items: the raster one exactly where the typesetter measured, the SVG one as outlines.
@Suite struct DisplayListTests {
    static let registry = FontRegistry(folders: [URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fonts").path], systemFallbacks: false)

    func layout(_ text: String, scale: Double, width: Double? = nil) throws -> TextLayout {
        try Typesetter(registry: Self.registry).layout(text, style: TextStyle(size: 15, lineHeight: 21),
                                                       options: TextLayoutOptions(maxWidth: width, wraps: width != nil), scale: scale)
    }

    @Test(arguments: [1.0, 2.0, 3.0])
    func textBecomesOneGlyphItemPerLineOnTheSnappedBaselines(scale: Double) throws {
        let text = try layout("Fresh produce delivered to your door", scale: scale, width: 120)
        #expect(text.lines.count > 1)
        var list = DisplayList(width: 140, height: 100, scale: scale)
        let origin = Point(7.3, 4.6)
        list.append(text, at: origin, paint: .solid(.black))
        #expect(list.items.count == text.lines.count)
        let top = (origin.y * scale).rounded()
        for (item, line) in zip(list.items, text.lines) {
            guard case let .glyphs(runs, _) = item else { Issue.record("not a glyph item"); continue }
            #expect(runs.origin.y * scale == top + Double(line.deviceBaseline))
            #expect(runs.runs == line.runs)
            // The item names its line, so the raster back end can draw its kept masks.
            #expect(runs.line == line.serial)
        }
        // The glyph item draws the very masks the layout's own placement gives.
        let canvas = try Canvas(width: list.deviceWidth, height: list.deviceHeight, background: .white)
        canvas.fill(masks: GlyphRasterizer.shared.masks(for: text, at: origin), paint: .solid(.black))
        list.background = .white
        #expect(try RasterBackend.pixmap(of: list).bytes == canvas.pixmap.bytes)
        // Again: now from the masks the glyph cache kept for each line at this pen phase.
        #expect(try RasterBackend.pixmap(of: list).bytes == canvas.pixmap.bytes)
        // Changed runs are no longer the line's.
        guard case var .glyphs(changed, _) = list.items[0] else { return }
        changed.runs = changed.runs.map { $0.offsetBy(0.1) }
        #expect(changed.line == nil)
    }

    @Test func svgWritesGlyphOutlinesClippedImagesAndHardClips() throws {
        var list = DisplayList(width: 100, height: 60, scale: 2)
        list.append(try layout("Hi", scale: 2), at: Point(4, 4), paint: .solid(RGBAColor(hex: "#108910")!))
        let image = try Pixmap(width: 2, height: 2, background: RGBAColor.black.premultiplied)
        list.append(.pushClip(Path(roundedRect: RoundedRect(rect: Rect(x: 10, y: 10, width: 40, height: 30), radius: 12))))
        list.append(.image(image, rect: Rect(x: 10, y: 10, width: 40, height: 30)))
        list.append(.popClip)
        list.append(.pushClip(Path(rect: Rect(x: 0, y: 0, width: 50, height: 50)), antiAliased: false))
        list.append(.popClip)
        let svg = SVGBackend.svg(of: list)
        #expect(svg.contains("fill=\"#108910\""), "the glyphs, as a filled outline")
        #expect(svg.contains("<g clip-path=\"url(#clip1)\">\n  <image"), "the image inside its rounded clip")
        #expect(svg.contains("shape-rendering=\"crispEdges\""))
        #expect(!svg.contains("<text"), "no font is needed where the file is opened")
    }
}
