import Testing
import Raster
@testable import PixelDiff
import Values

/// Straight RGBA ↔ premultiplied Pixmap.
@Suite struct RGBAImageTests {
    @Test func opaqueAndTransparentPixelsRoundTripExactly() throws {
        var image = TestImages.filled(3, 1, RGBAColor(r: 10, g: 20, b: 30))
        image.set(1, 0, RGBAColor.transparent)
        image.set(2, 0, RGBAColor(r: 200, g: 100, b: 50, a: 128))
        let pixmap = try image.pixmap()
        #expect(pixmap[0, 0] == PremultipliedColor(r: 10, g: 20, b: 30, a: 255))
        #expect(pixmap[1, 0] == PremultipliedColor.transparent)
        #expect(pixmap[2, 0] == RGBAColor(r: 200, g: 100, b: 50, a: 128).premultiplied)
        let back = RGBAImage(pixmap)
        #expect(back[0, 0] == image[0, 0] && back[1, 0] == image[1, 0])
        #expect(back[2, 0] == RGBAColor(r: 200, g: 100, b: 50, a: 128).premultiplied.unpremultiplied)
    }

    @Test func wrongByteCountIsRefused() {
        #expect(throws: RasterError.self) { _ = try RGBAImage(width: 2, height: 2, bytes: [0, 0, 0]) }
    }

    @Test func cropCopiesTheRectangle() {
        var image = TestImages.filled(4, 3, TestImages.grey(1))
        image.set(2, 1, TestImages.grey(99))
        let crop = image.cropped(x: 1, y: 1, width: 2, height: 2)
        #expect(crop.width == 2 && crop.height == 2)
        #expect(crop[1, 0] == TestImages.grey(99) && crop[0, 0] == TestImages.grey(1))
    }
}
