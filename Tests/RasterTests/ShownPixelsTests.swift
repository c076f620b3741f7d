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

    /// Under a layer that blends or blurs, what is shown is what the canvas's own compositing
    /// makes of it: the bytes the canvas holds once the layers are popped.
    @Test func blendingAndBlurringLayersShowWhatPoppingThemDraws() throws {
        let navy = RGBAColor(r: 0x1e, g: 0x3a, b: 0x8a), sand = RGBAColor(r: 0xf0, g: 0xd0, b: 0x90)
        for style in [LayerStyle(blendMode: .multiply), LayerStyle(opacity: 0.7, blendMode: .screen), LayerStyle(blur: 3)] {
            func drawn(inked: Bool) throws -> (shown: [UInt8], popped: [UInt8]) {
                let canvas = try Canvas(width: 16, height: 8, background: navy)
                canvas.pushLayer(LayerStyle(blendMode: .normal))
                canvas.pushLayer(style)
                canvas.fill(Path(rect: Rect(x: 0, y: 0, width: 8, height: 8)), paint: .solid(sand))
                let box = PixelBox(x0: 4, y0: 2, x1: 12, y1: 6)
                let shown = canvas.shownPixels(in: box, inkedWith: inked ? .white : nil)
                #expect(shown.box == box)
                if inked { canvas.fill(Path(rect: Rect(x: 4, y: 2, width: 8, height: 4)), paint: .solid(.white)) }
                canvas.popLayer()
                canvas.popLayer()
                let bytes = canvas.pixmap.bytes
                var popped: [UInt8] = []
                for y in 2..<6 { popped += bytes[(y * 16 + 4) * 4..<(y * 16 + 12) * 4] }
                return (shown.bytes, popped)
            }
            let plain = try drawn(inked: false), inked = try drawn(inked: true)
            #expect(plain.shown == plain.popped, "\(style)")
            #expect(inked.shown == inked.popped, "\(style)")
            #expect(plain.shown != inked.shown)
        }
    }

    @Test func aBoxOutsideTheCanvasIsEmpty() throws {
        let canvas = try Canvas(width: 4, height: 4)
        #expect(canvas.shownPixels(in: PixelBox(x0: 10, y0: 10, x1: 12, y1: 12)).bytes.isEmpty)
    }
}
