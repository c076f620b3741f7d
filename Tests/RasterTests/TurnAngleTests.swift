import Foundation
import Testing
@testable import Raster

/// The conic gradient's angle stays within the series' bound of libm's atan2 everywhere, so
/// conic pixels fall in the ramp entries libm's atan2 would put them in.
@Suite struct TurnAngleTests {
    @Test func withinTheSeriesBoundOfLibmEverywhere() {
        var random = SeededRandom(seed: 7)
        func next() -> Double { random.within(-300, 300) }
        var worst = 0.0
        for _ in 0..<200_000 {
            let y = next(), x = next()
            worst = max(worst, abs(TurnAngle.atan2(y, x) - Foundation.atan2(y, x)))
        }
        // Octant edges: the fold at tan(π/8), the diagonals, the axes.
        for k in 0..<64 {
            let angle = Double(k) * Double.pi / 32
            for nudge in [-1e-12, 0, 1e-12] {
                let y = sin(angle + nudge), x = cos(angle + nudge)
                worst = max(worst, abs(TurnAngle.atan2(y, x) - Foundation.atan2(y, x)))
            }
        }
        #expect(worst < 4.5e-10, "worst \(worst)")
    }

    @Test func axesAndTheOriginAreLibmsValues() {
        for (y, x) in [(0.0, 1.0), (1.0, 0.0), (0.0, -1.0), (-1.0, 0.0), (-0.0, -1.0), (0.0, 0.0), (3.0, 3.0), (-2.0, -2.0)] {
            #expect(abs(TurnAngle.atan2(y, x) - Foundation.atan2(y, x)) < 1e-15, "(\(y), \(x))")
        }
    }
}
