import Testing
import Raster
@testable import PixelDiff
import Values

/// The shortcut for an unchanged golden agrees with the differ: every pixel a golden could hold
/// (each alpha, opaque and transparent words included) is "the same" exactly when the differ finds
/// nothing between the golden and `RGBAImage(pixmap)`.
@Suite struct UnchangedPixelsTests {
    /// One pixel per alpha level, colours spread over the channels; premultiplied as a canvas holds them.
    static let pixmap: Pixmap = {
        var bytes: [UInt8] = []
        for a in 0...255 {
            let c = RGBAColor(r: UInt8((a * 7) % 256), g: UInt8((a * 13 + 5) % 256), b: UInt8(255 - a), a: UInt8(a)).premultiplied
            bytes += [c.r, c.g, c.b, c.a]
        }
        return try! Pixmap(width: 16, height: 16, premultipliedBytes: bytes)
    }()

    @Test func thePixmapsOwnStraightPixelsAreTheSame() {
        let golden = RGBAImage(Self.pixmap)
        #expect(golden.hasPixels(of: Self.pixmap))
        #expect(PixelDiffer(options: .exact).compare(golden, RGBAImage(Self.pixmap)).metrics?.maxDelta == 0)
    }

    @Test(arguments: [0, 1, 128, 254, 255])
    func oneChangedByteAtAnyAlphaIsNotTheSame(alpha: Int) {
        var golden = RGBAImage(Self.pixmap)
        golden.bytes[alpha * 4] ^= 1
        #expect(!golden.hasPixels(of: Self.pixmap))
        #expect(PixelDiffer(options: .exact).compare(golden, RGBAImage(Self.pixmap)).metrics?.maxDelta == 1)
    }

    @Test func anotherSizeIsNotTheSame() throws {
        let other = try Pixmap(width: 8, height: 32, premultipliedBytes: Self.pixmap.bytes)
        #expect(!RGBAImage(Self.pixmap).hasPixels(of: other))
    }
}
