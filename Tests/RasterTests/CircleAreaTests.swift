import Testing
@testable import Raster

@Suite struct CircleAreaTests {
    @Test(arguments: [Point(32, 32), Point(32.3, 31.7)])
    func circleOfRadius20CoversPiRSquared(center: Point) {
        let c = TestCanvas.coverage(width: 64, height: 64) { $0.fill(Path(circleCenter: center, radius: 20), paint: TestCanvas.white) }
        let exact = Double.pi * 400
        #expect(abs(TestCanvas.total(c) - exact) / exact < 0.001)
    }

    @Test func circleAt3xIsAsAccurateAsAt1x() {
        let c = TestCanvas.coverage(width: 140, height: 140) {
            $0.fill(Path(circleCenter: Point(23, 23), radius: 20), paint: TestCanvas.white, transform: .scale(3))
        }
        let exact = Double.pi * 3600
        #expect(abs(TestCanvas.total(c) - exact) / exact < 0.001)
    }
}
