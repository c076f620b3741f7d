import Testing
@testable import Raster
import Values

@Suite struct StrokeTests {
    @Test func strokedCircleCoversItsRing() {
        let c = TestCanvas.coverage(width: 80, height: 80) {
            $0.stroke(Path(circleCenter: Point(40, 40), radius: 25), style: StrokeStyle(width: 4), paint: TestCanvas.white)
        }
        let exact = Double.pi * (27 * 27 - 23 * 23)
        // Both sides are chord polygons at 0.1 px: the outer loses what the inner gives back.
        #expect(abs(TestCanvas.total(c) - exact) / exact < 0.002)
        #expect(c[40][40] == 0 && c[40][15] == 255)
    }

    @Test func buttSquareAndRoundCapsExtendByNothingHalfWidthAndASemicircle() {
        let line = try! Path(svgPathData: "M10 10 H30")
        func area(_ cap: LineCap) -> Double {
            TestCanvas.total(TestCanvas.coverage(width: 40, height: 20) {
                $0.stroke(line, style: StrokeStyle(width: 6, cap: cap), paint: TestCanvas.white)
            })
        }
        #expect(abs(area(.butt) - 120) < 0.5)
        #expect(abs(area(.square) - 156) < 0.5)
        // Two semicircles of radius 3 as chords at 0.1 px lose ~0.5 px² each (Skia's gain ~0.3).
        #expect(abs(area(.round) - (120 + Double.pi * 9)) < 1.2)
    }

    @Test func miterJoinFillsTheCornerAndBevelCutsIt() {
        let corner = try! Path(svgPathData: "M5 30 H30 V5")
        func cov(_ join: LineJoin) -> [[Int]] {
            TestCanvas.coverage(width: 40, height: 40) { $0.stroke(corner, style: StrokeStyle(width: 8, join: join), paint: TestCanvas.white) }
        }
        // The outer corner of the right-angle turn is at (34, 34).
        #expect(cov(.miter)[33][33] == 255)
        #expect(cov(.bevel)[33][33] == 0)
        #expect(cov(.round)[33][33] == 0 && cov(.round)[31][31] == 255)
    }

    @Test func miterLimitTurnsSharpCornersIntoBevels() {
        let sharp = try! Path(svgPathData: "M5 35 L20 5 L35 35")
        let high = TestCanvas.coverage(width: 40, height: 40) { $0.stroke(sharp, style: StrokeStyle(width: 4, join: .miter, miterLimit: 10), paint: TestCanvas.white) }
        let low = TestCanvas.coverage(width: 40, height: 40) { $0.stroke(sharp, style: StrokeStyle(width: 4, join: .miter, miterLimit: 2), paint: TestCanvas.white) }
        // The miter tip reaches ~4.5 px above the apex; the bevel does not.
        #expect(high[1][20] > 100)
        #expect(low[1][20] == 0)
    }

    @Test func dashesLeaveGaps() {
        let c = TestCanvas.coverage(width: 60, height: 10) {
            $0.stroke(try! Path(svgPathData: "M0 5 H60"), style: StrokeStyle(width: 2, dashes: [10, 5]), paint: TestCanvas.white)
        }
        #expect(c[5][5] == 255 && c[5][12] == 0 && c[5][17] == 255 && c[5][27] == 0)
        #expect(abs(TestCanvas.total(c) - 2 * 40) < 0.5, "four 10 px dashes in 60 px")
    }

    @Test func outsideAlignmentLeavesTheShapeUntouched() {
        let rect = Path(rect: Rect(x: 10, y: 10, width: 20, height: 20))
        let c = TestCanvas.coverage(width: 40, height: 40) { $0.stroke(rect, style: StrokeStyle(width: 2, alignment: .outside), paint: TestCanvas.white) }
        #expect(c[20][10] == 0 && c[20][9] == 255 && c[20][8] == 255 && c[20][7] == 0)
        #expect(abs(TestCanvas.total(c) - (24 * 24 - 20 * 20)) < 0.5)
    }

    @Test func strokeWidthScalesWithTheTransform() {
        let c = TestCanvas.coverage(width: 60, height: 20) {
            $0.stroke(try! Path(svgPathData: "M0 5 H20"), style: StrokeStyle(width: 1), paint: TestCanvas.white, transform: .scale(2))
        }
        #expect(c[9][10] == 255 && c[10][10] == 255 && c[8][10] == 0 && c[11][10] == 0)
    }
}

@Suite struct DashEdgeCaseTests {
    @Test func zeroLengthDashesWithRoundCapsDrawDots() {
        let c = TestCanvas.coverage(width: 40, height: 10) {
            $0.stroke(try! Path(svgPathData: "M5 5 H35"), style: StrokeStyle(width: 4, cap: .round, dashes: [0, 10]), paint: TestCanvas.white)
        }
        // Dots of radius 2 at x = 5, 15, 25, 35.
        #expect(c[5][5] == 255 && c[5][15] == 255 && c[5][25] == 255)
        #expect(c[5][10] == 0 && c[5][20] == 0)
        // Four discs of radius 2 as chord polygons at 0.1 px: ~0.8 px² under each (skia-python
        // draws these dots 28 % smaller than the discs).
        #expect(abs(TestCanvas.total(c) - 4 * Double.pi * 4) < 4)
    }

    @Test func absurdlyFineDashPatternsStillFinish() {
        let c = TestCanvas.coverage(width: 20, height: 10) {
            $0.stroke(try! Path(svgPathData: "M0 5 H1e9"), style: StrokeStyle(width: 2, dashes: [1e-9, 1e-9]), paint: TestCanvas.white)
        }
        #expect(c[5][10] == 255, "drawn solid")
    }
}

@Suite struct DashEndTests {
    @Test func aGapEndingAtThePathsEndAddsNoDot() {
        let c = TestCanvas.coverage(width: 30, height: 10) {
            $0.stroke(try! Path(svgPathData: "M5 5 H20"), style: StrokeStyle(width: 2, cap: .round, dashes: [10, 5]), paint: TestCanvas.white)
        }
        #expect(c[5][20] == 0 && c[5][19] == 0)
        #expect(abs(TestCanvas.total(c) - (20 + Double.pi)) < 0.5, "one 10 px dash with two round caps")
    }
}
