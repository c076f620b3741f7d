import Testing
import Raster
@testable import PixelDiff
import Values

/// Mismatched pixels, ratio, largest channel delta and bounding box; sizes that differ.
@Suite struct MetricsTests {
    @Test func metricsOfTwoChangedPixels() throws {
        let a = TestImages.filled(10, 8, TestImages.grey(200))
        var b = a
        b.set(2, 3, TestImages.grey(20))
        b.set(7, 5, RGBAColor(r: 200, g: 200, b: 90))
        b.set(9, 0, TestImages.grey(201)) // below threshold: not counted, but in maxDelta only if larger
        let m = try #require(PixelDiffer().compare(a, b).metrics)
        #expect(m.mismatched == 2)
        #expect(m.ratio == 2.0 / 80)
        #expect(m.maxDelta == 180)
        #expect(m.bbox == PixelBox(x: 2, y: 3, width: 6, height: 3))
    }

    @Test func identicalImagesHaveNoBoundingBox() throws {
        let a = TestImages.filled(4, 4, TestImages.grey(9))
        let m = try #require(PixelDiffer().compare(a, a).metrics)
        #expect(m.mismatched == 0 && m.bbox == nil && m.maxDelta == 0)
    }

    @Test func differentSizesAreAResultNamingBothSizes() {
        let a = TestImages.filled(750, 112, TestImages.grey(9)), b = TestImages.filled(750, 110, TestImages.grey(9))
        guard case let .sizesDiffer(mismatch) = PixelDiffer().compare(a, b) else { Issue.record("expected sizesDiffer"); return }
        #expect(mismatch.description == "sizes differ: 750x112 vs 750x110")
        #expect(!Tolerance.exact.accepts(PixelDiffer().compare(a, b)))
    }

    @Test func toleranceInPixelsAndRatio() throws {
        let m = DiffMetrics(width: 10, height: 10, mismatched: 3, antialiased: 0, maxDelta: 50, bbox: nil)
        #expect(Tolerance.pixels(3).accepts(m))
        #expect(!Tolerance.pixels(2).accepts(m))
        #expect(Tolerance.ratio(0.03).accepts(m))
        #expect(!Tolerance.ratio(0.02).accepts(m))
    }

    @Test func jsonHasTheDocumentedKeys() {
        let m = DiffMetrics(width: 10, height: 10, mismatched: 3, antialiased: 1, maxDelta: 50,
                            bbox: PixelBox(x: 1, y: 2, width: 3, height: 4))
        #expect(m.json == "{\"mismatched\": 3, \"width\": 10, \"height\": 10, \"ratio\": 0.03, \"maxDelta\": 50, "
                + "\"bbox\": {\"x\": 1, \"y\": 2, \"width\": 3, \"height\": 4}, \"antialiased\": 1}")
    }
}
