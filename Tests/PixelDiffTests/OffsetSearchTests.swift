import Testing
import Raster
@testable import PixelDiff
import Values

/// The ±2 px offset search finds the shift that aligns a moved picture.
@Suite struct OffsetSearchTests {
    /// A 20x16 picture with a few distinct blocks, drawn at an offset.
    func picture(shiftX: Int, shiftY: Int) -> RGBAImage {
        var image = TestImages.filled(20, 16, TestImages.grey(255))
        for y in 0..<16 {
            for x in 0..<20 {
                let sx = x - shiftX, sy = y - shiftY
                if (4..<9).contains(sx) && (3..<7).contains(sy) { image.set(x, y, RGBAColor(r: 200, g: 20, b: 20)) }
                if (11..<15).contains(sx) && (8..<13).contains(sy) { image.set(x, y, RGBAColor(r: 20, g: 20, b: 200)) }
            }
        }
        return image
    }

    @Test func findsTheShiftThatAlignsAMovedPicture() throws {
        let expected = picture(shiftX: 0, shiftY: 0), actual = picture(shiftX: 1, shiftY: -2)
        #expect(PixelDiffer().compare(expected, actual).mismatched > 0)
        let best = try #require(OffsetSearch().best(expected, actual))
        #expect(best.dx == 1 && best.dy == -2)
        #expect(best.metrics.mismatched == 0)
    }

    @Test func zeroShiftWinsTies() throws {
        let image = TestImages.filled(6, 6, TestImages.grey(9))
        let best = try #require(OffsetSearch().best(image, image))
        #expect(best.dx == 0 && best.dy == 0)
    }

    @Test func comparesTheOverlapOfDifferentSizes() throws {
        let expected = picture(shiftX: 0, shiftY: 0)
        let actual = expected.cropped(x: 0, y: 0, width: 20, height: 14)
        let best = try #require(OffsetSearch().best(expected, actual))
        #expect(best.metrics.height == 14 && best.metrics.mismatched == 0)
    }

    /// A real render (a catalog golden: a pill with its label) against the same picture moved
    /// 1 px left, as a Figma export placed one pixel off: the search must find dx −1.
    @Test func findsAOnePixelShiftOfARenderedComponent() throws {
        let golden = #filePath.replacingOccurrences(of: "Tests/PixelDiffTests/OffsetSearchTests.swift", with: "")
            + "Snapshots/catalog/ids/IDS.Button--Standard--Primary-Default@2x.png"
        let expected = try PNGImageFile.read(golden).image
        var moved = expected
        for y in 0..<expected.height {
            for x in 0..<expected.width {
                let from = (y * expected.width + min(expected.width - 1, x + 1)) * 4
                for c in 0..<4 { moved.bytes[(y * expected.width + x) * 4 + c] = expected.bytes[from + c] }
            }
        }
        for threshold in [0.1, 0.01] {
            let search = OffsetSearch(differ: PixelDiffer(options: DiffOptions(threshold: threshold)))
            let best = try #require(search.best(expected, moved))
            #expect(best.dx == -1 && best.dy == 0, "threshold \(threshold)")
        }
    }
}
