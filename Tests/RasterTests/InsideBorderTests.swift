import Testing
@testable import Raster
import Values

/// A CSS border sits inside the shape: a 1 px inside stroke on a 100 × 40 pill at whole pixels.
@Suite struct InsideBorderTests {
    static let pill = RoundedRect(rect: Rect(x: 10, y: 10, width: 100, height: 40), radius: 999)

    func render() -> [[Int]] {
        TestCanvas.coverage(width: 120, height: 60) {
            $0.stroke(Self.pill.path, style: StrokeStyle(width: 1, alignment: .inside), paint: TestCanvas.white)
        }
    }

    @Test func radius999IsClampedToAPill() {
        #expect(Self.pill.radii == CornerRadii(20))
    }

    @Test func straightSidesCoverExactlyTheOutermostPixelRow() {
        let c = render()
        for x in 32..<88 {
            #expect(c[10][x] == 255 && c[49][x] == 255, "column \(x)")
            #expect(c[9][x] == 0 && c[50][x] == 0, "nothing outside, column \(x)")
            #expect(c[11][x] == 0 && c[48][x] == 0, "nothing inside, column \(x)")
        }
    }

    @Test func roundEndsTouchTheBoxAndLeaveTheInsideClear() {
        let c = render()
        // The ends touch the box's sides (the arc's chords at 0.1 px leave ~4 % of the pixel uncovered).
        #expect(c[30][10] >= 240 && c[30][109] >= 240)
        #expect(c[30][9] == 0 && c[30][110] == 0)
        #expect(c[30][12] == 0 && c[30][60] == 0)
        // Corners of the box are outside the pill.
        #expect(c[10][10] == 0 && c[49][109] == 0)
    }

    @Test func ringAreaIsThePillMinusItsInsetPill() {
        let c = render()
        func area(_ w: Double, _ h: Double, _ r: Double) -> Double { w * h - (4 - Double.pi) * r * r }
        let expected = area(100, 40, 20) - area(98, 38, 19)
        #expect(abs(TestCanvas.total(c) - expected) / expected < 0.01)
    }

    @Test func insetRoundedRectFollowsCSSInnerRadius() {
        let inner = Self.pill.inset(by: 1)
        #expect(inner.rect == Rect(x: 11, y: 11, width: 98, height: 38))
        #expect(inner.radii == CornerRadii(19))
    }
}
