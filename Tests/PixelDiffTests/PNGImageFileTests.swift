import Files
import Foundation
import Testing
import PNGCodec
import Raster
@testable import PixelDiff
import Values

/// Reading PNG files for comparison: straight alpha kept exactly, bad input named.
@Suite struct PNGImageFileTests {
    func temporaryPath(_ name: String) -> String {
        NSTemporaryDirectory() + "pixeldiff-\(getpid())-\(name)"
    }

    @Test func semiTransparentPixelsKeepTheirStraightValues() throws {
        // (255, 0, 0, 1) premultiplies to (1, 0, 0, 1); the round trip through a Pixmap would not
        // give back 255 in general, the direct read must.
        let pixmap = try Pixmap(width: 1, height: 1, background: RGBAColor(r: 255, g: 0, b: 0, a: 1).premultiplied)
        let bytes = try PNGEncoder.default.encode(pixmap)
        let image = try PNGImageFile.decode(bytes).image
        #expect(image[0, 0] == RGBAColor(r: 255, g: 0, b: 0, a: 1))
    }

    @Test func missingFileIsAnErrorNamingIt() {
        let path = temporaryPath("missing.png")
        #expect {
            _ = try PNGImageFile.read(path)
        } throws: { error in
            "\(error)".contains(path)
        }
    }

    @Test func notAPNGIsAnErrorNamingTheFile() throws {
        let path = temporaryPath("text.png")
        try AtomicFile.write(Array("hello".utf8), to: path)
        defer { unlink(path) }
        #expect {
            _ = try PNGImageFile.read(path)
        } throws: { error in
            "\(error)".contains(path) && "\(error)".contains("not a readable PNG")
        }
    }

    @Test func overTheLimitIsRefused() throws {
        let bytes = try PNGEncoder.default.encode(try Pixmap(width: 20, height: 20))
        #expect(throws: PNGError.self) { _ = try PNGImageFile.decode(bytes, maxPixels: 100) }
    }

    @Test func pHYsGivesTheExportScale() throws {
        let bytes = try PNGEncoder.default.encode(try Pixmap(width: 2, height: 2), scale: 2)
        #expect(try PNGImageFile.decode(bytes).scale == 2)
    }
}
