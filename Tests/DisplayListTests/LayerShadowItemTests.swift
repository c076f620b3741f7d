import DisplayList
import Raster
import Testing
import Values

/// A layer's shadows, drawn by both back ends from the layer's content.
@Suite struct LayerShadowItemTests {
    /// A 20 px square in a layer with a sharp shadow 30 px to the right and a half-black one below.
    func list() -> DisplayList {
        var list = DisplayList(width: 80, height: 80, scale: 1, background: .white)
        let shadows = [ShadowLayer(x: 30, color: RGBAColor.black), ShadowLayer(y: 30, color: RGBAColor(r: 0, g: 0, b: 0, a: 128))]
        list.append(.pushLayer(LayerStyle(shadows: shadows)))
        list.append(.fill(Path(rect: Rect(x: 10, y: 10, width: 20, height: 20)), .solid(RGBAColor(r: 255, g: 0, b: 0)), .nonZero))
        list.append(.popLayer)
        return list
    }

    @Test func theRasterCastsEachShadowOfTheContent() throws {
        let image = try RasterBackend.pixmap(of: list())
        #expect(image[20, 20] == RGBAColor(r: 255, g: 0, b: 0).premultiplied, "the content on top")
        #expect(image[50, 20] == RGBAColor.black.premultiplied, "the sharp shadow to the right")
        #expect(abs(Int(image[20, 50].r) - 127) <= 1, "the half-black shadow below: \(image[20, 50])")
        #expect(image[50, 50] == RGBAColor.white.premultiplied, "nothing where neither shadow falls")
    }

    @Test func theSVGMergesTheShadowsUnderTheContent() {
        let svg = SVGBackend.svg(of: list())
        #expect(svg.contains("<feOffset in=\"SourceGraphic\" dx=\"30\" dy=\"0\" result=\"moved0\"/>"))
        #expect(svg.contains("flood-opacity=\"0.5"))
        #expect(svg.contains("<feMerge><feMergeNode in=\"shadow1\"/><feMergeNode in=\"shadow0\"/><feMergeNode in=\"SourceGraphic\"/></feMerge>"))
    }
}
