import Testing
@testable import Raster
import Values

/// A curve is drawn as the polygon of its chords at 0.1 device px (`Flattener.defaultTolerance`),
/// which lies inside a convex curve: a circle comes out a little under π r², as Skia's does
/// (skia-python's 20 px circle: 0.14 % under), and never over.
@Suite struct CircleAreaTests {
    /// The relative area error of a circle of radius 20 (logical px) drawn at `scale`.
    func error(center: Point, scale: Double, size: Int) -> Double {
        let c = TestCanvas.coverage(width: size, height: size) {
            $0.fill(Path(circleCenter: center, radius: 20), paint: TestCanvas.white, transform: .scale(scale))
        }
        let exact = Double.pi * 400 * scale * scale
        return (TestCanvas.total(c) - exact) / exact
    }

    @Test(arguments: [Point(32, 32), Point(32.3, 31.7)])
    func circleOfRadius20CoversPiRSquared(center: Point) {
        let e = error(center: center, scale: 1, size: 64)
        #expect(e < 0 && e > -0.006, "relative area error \(e)")
    }

    /// The tolerance is in device pixels, so the larger circle of a 3x render is closer still.
    @Test func circleAt3xIsAtLeastAsAccurateAsAt1x() {
        let e1 = error(center: Point(32, 32), scale: 1, size: 64)
        let e3 = error(center: Point(23, 23), scale: 3, size: 140)
        #expect(e3 < 0 && abs(e3) <= abs(e1), "3x \(e3), 1x \(e1)")
    }
}
