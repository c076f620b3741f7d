import Files
import PNGCodec
import Raster
import Testing
import Values

/// Fixtures written by libpng itself (scripts/make-png-fixtures.c), each with the straight RGBA8
/// pixels a correct decoder must produce (cross-checked against Pillow for the 8-bit files).
@Suite struct DecodingEveryColorTypeTests {
    static let names = [
        "gray1", "gray2", "gray4", "gray8", "gray16", "gray8-trns", "gray-alpha8", "gray-alpha16",
        "rgb8", "rgb16", "rgba8", "rgba16", "rgba8-interlaced",
        "palette1", "palette2", "palette4", "palette8-trns", "palette8-trns-interlaced",
    ]

    @Test(arguments: names)
    func decodesToTheExpectedPixels(name: String) throws {
        let decoded = try PNGFile.read(Fixtures.path(name + ".png"))
        let expected = try AtomicFile.read(Fixtures.path(name + ".rgba"), maxBytes: 1 << 26)
        #expect(decoded.pixmap.width == 9 && decoded.pixmap.height == 7)
        var mismatches = 0
        for i in 0..<(9 * 7) {
            let want = RGBAColor(r: expected[4 * i], g: expected[4 * i + 1], b: expected[4 * i + 2], a: expected[4 * i + 3]).premultiplied
            if decoded.pixmap[i % 9, i / 9] != want { mismatches += 1 }
        }
        #expect(mismatches == 0, "\(mismatches) of 63 pixels differ in \(name)")
    }

    @Test func reportsWhatTheHeaderSaid() throws {
        let palette = try PNGFile.read(Fixtures.path("palette8-trns-interlaced.png")).info
        #expect(palette.colorType == 3 && palette.bitDepth == 8 && palette.isInterlaced)
        let gray = try PNGFile.read(Fixtures.path("gray16.png")).info
        #expect(gray.colorType == 0 && gray.bitDepth == 16 && !gray.isInterlaced)
    }
}
