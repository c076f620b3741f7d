import Testing
@testable import Raster
import Values

/// CSS Backgrounds 3 §5.5: radii are scaled by one factor when adjacent radii overflow a side.
@Suite struct RoundedRectTests {
    @Test func largeRadiusGivesAPillOnEitherOrientation() {
        #expect(RoundedRect(rect: Rect(x: 0, y: 0, width: 160, height: 48), radius: 999).radii == CornerRadii(24))
        #expect(RoundedRect(rect: Rect(x: 0, y: 0, width: 20, height: 90), radius: 999).radii == CornerRadii(10))
    }

    @Test func overflowingCornersScaleAllRadiiByTheSameFactor() {
        // Top side: 60 + 60 = 120 > 100, factor 100/120; the others scale with it.
        let rr = RoundedRect(rect: Rect(x: 0, y: 0, width: 100, height: 200),
                             radii: CornerRadii(topLeft: 60, topRight: 60, bottomRight: 30, bottomLeft: 0))
        let f = 100.0 / 120.0
        #expect(abs(rr.radii.topLeft - 60 * f) < 1e-9 && abs(rr.radii.bottomRight - 30 * f) < 1e-9)
        #expect(rr.radii.bottomLeft == 0)
    }

    @Test func radiiThatFitAreKept() {
        let radii = CornerRadii(topLeft: 4, topRight: 8, bottomRight: 12, bottomLeft: 16)
        #expect(RoundedRect(rect: Rect(x: 0, y: 0, width: 100, height: 100), radii: radii).radii == radii)
    }

    @Test func spreadGrowsRadiiButNeverBelowZero() {
        let rr = RoundedRect(rect: Rect(x: 10, y: 10, width: 40, height: 40), radii: CornerRadii(topLeft: 2, topRight: 8, bottomRight: 0, bottomLeft: 8))
        let shrunk = rr.spread(by: -4)
        #expect(shrunk.rect == Rect(x: 14, y: 14, width: 32, height: 32))
        #expect(shrunk.radii == CornerRadii(topLeft: 0, topRight: 4, bottomRight: 0, bottomLeft: 4))
        #expect(rr.spread(by: 5).radii == CornerRadii(topLeft: 7, topRight: 13, bottomRight: 5, bottomLeft: 13))
    }

    @Test func perCornerRadiiShapeTheCoverage() {
        let rr = RoundedRect(rect: Rect(x: 0, y: 0, width: 40, height: 40), radii: CornerRadii(topLeft: 0, topRight: 20, bottomRight: 0, bottomLeft: 0))
        let c = TestCanvas.coverage(width: 40, height: 40) { $0.fill(rr.path, paint: TestCanvas.white) }
        #expect(c[0][0] == 255 && c[39][39] == 255 && c[39][0] == 255)
        #expect(c[0][39] == 0, "the rounded corner")
    }
}
