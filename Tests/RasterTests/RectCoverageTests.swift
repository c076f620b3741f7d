import Testing
@testable import Raster
import Values

@Suite struct RectCoverageTests {
    @Test func axisAlignedRectCoversWholePixelsExactly() {
        let c = TestCanvas.coverage(width: 10, height: 10) { $0.fill(Path(rect: Rect(x: 2, y: 3, width: 5, height: 4)), paint: TestCanvas.white) }
        for y in 0..<10 { for x in 0..<10 {
            let inside = (2..<7).contains(x) && (3..<7).contains(y)
            #expect(c[y][x] == (inside ? 255 : 0), "pixel \(x),\(y)")
        } }
    }

    @Test func halfCoveredColumnIsFiftyPercent() {
        let c = TestCanvas.coverage(width: 10, height: 6) { $0.fill(Path(rect: Rect(x: 2, y: 1, width: 4.5, height: 4)), paint: TestCanvas.white) }
        for y in 1..<5 {
            #expect(c[y][5] == 255)
            #expect(c[y][6] == 128, "column 6 is half covered: 0.5 · 255 rounds to 128")
            #expect(c[y][7] == 0)
        }
    }

    @Test func fractionalRectCoverageIsTheAreaOfEachPixel() {
        // x 1.25...3.75, y 0.5...2.25: corner pixel (1, 0) is 0.75 × 0.5 covered.
        let c = TestCanvas.coverage(width: 5, height: 4) { $0.fill(Path(rect: Rect(x: 1.25, y: 0.5, width: 2.5, height: 1.75)), paint: TestCanvas.white) }
        func expected(_ fx: Double, _ fy: Double) -> Int { Int((fx * fy * 255).rounded()) }
        #expect(c[0][1] == expected(0.75, 0.5))
        #expect(c[0][2] == expected(1, 0.5))
        #expect(c[1][2] == 255)
        #expect(c[2][3] == expected(0.75, 0.25))
        #expect(c[2][1] == expected(0.75, 0.25))
        #expect(c[3][2] == 0)
    }
}
