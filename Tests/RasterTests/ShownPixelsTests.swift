import Raster
import Testing
import Values

/// What the picture shows at a moment of drawing, open layers included (the audit's backdrop).
@Suite struct ShownPixelsTests {
    @Test func openLayersAreCompositedOverTheBase() throws {
        let canvas = try Canvas(width: 4, height: 4, background: .white)
        canvas.pushLayer(opacity: 0.5)
        canvas.fill(Path(rect: Rect(x: 0, y: 0, width: 2, height: 4)), paint: .solid(.black))
        let shown = canvas.shownPixels(in: PixelBox(x0: 0, y0: 0, x1: 4, y1: 1))
        #expect(shown.box == PixelBox(x0: 0, y0: 0, x1: 4, y1: 1))
        #expect((126...128).contains(shown.bytes[0]) && shown.bytes[3] == 255)   // half black over white
        #expect(Array(shown.bytes[8..<12]) == [255, 255, 255, 255])    // untouched
        #expect(canvas.openLayerOpacity == Double(128) / 255)
        // The canvas itself is unchanged: the layer is still open.
        #expect(canvas.pixmap.bytes[0] == 255)
        canvas.popLayer()
        #expect(canvas.openLayerOpacity == 1)
    }

    @Test func aBoxOutsideTheCanvasIsEmpty() throws {
        let canvas = try Canvas(width: 4, height: 4)
        #expect(canvas.shownPixels(in: PixelBox(x0: 10, y0: 10, x1: 12, y1: 12)).bytes.isEmpty)
    }
}
