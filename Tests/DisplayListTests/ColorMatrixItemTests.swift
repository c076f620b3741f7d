import DisplayList
import Raster
import Testing
import Values

/// A layer's colour matrix and a mask layer, drawn by both back ends.
@Suite struct ColorMatrixItemTests {
    /// A red 20 px square in a layer turned grey (`saturate(0)`), on white.
    func grey() -> DisplayList {
        var list = DisplayList(width: 40, height: 40, scale: 1, background: .white)
        list.append(.pushLayer(LayerStyle(colorMatrix: .saturation(0))))
        list.append(.fill(Path(rect: Rect(x: 10, y: 10, width: 20, height: 20)), .solid(RGBAColor(r: 255, g: 0, b: 0)), .nonZero))
        list.append(.popLayer)
        return list
    }

    @Test func theRasterFiltersTheLayer() throws {
        let image = try RasterBackend.pixmap(of: grey())
        #expect(image[20, 20] == RGBAColor(r: 54, g: 54, b: 54).premultiplied, "0.213 × 255, CSS's saturate(0) of red")
        #expect(image[5, 5] == RGBAColor.white.premultiplied)
    }

    /// The SVG writes the same matrix, in sRGB as the raster filters it.
    @Test func theSVGWritesAColorMatrixInSRGB() {
        let svg = SVGBackend.svg(of: grey())
        #expect(svg.contains("<feColorMatrix in=\"SourceGraphic\" type=\"matrix\" color-interpolation-filters=\"sRGB\" values=\"0.213 0.715 0.072 0 0 "))
    }

    /// A mask layer keeps the layer below only where it drew: the left half of the square.
    @Test func aMaskLayerCutsTheLayerBelow() throws {
        var list = DisplayList(width: 40, height: 40, scale: 1, background: .white)
        list.append(.pushLayer(opacity: 1))
        list.append(.fill(Path(rect: Rect(x: 10, y: 10, width: 20, height: 20)), .solid(RGBAColor(r: 255, g: 0, b: 0)), .nonZero))
        list.append(.pushLayer(LayerStyle(masksBelow: true)))
        list.append(.fill(Path(rect: Rect(x: 0, y: 0, width: 20, height: 40)), .solid(RGBAColor.black), .nonZero))
        list.append(.popLayer)
        list.append(.popLayer)
        let image = try RasterBackend.pixmap(of: list)
        #expect(image[15, 20] == RGBAColor(r: 255, g: 0, b: 0).premultiplied)
        #expect(image[25, 20] == RGBAColor.white.premultiplied, "outside the mask")
        // The SVG does not write the mask, and does not draw it either.
        #expect(SVGBackend.svg(of: list).contains("<g display=\"none\">"))
    }
}
