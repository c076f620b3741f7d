import Foundation
import Testing
import Values
@testable import Raster

/// Dash lengths, phases and caps against their analytic coverage, where SVG starts the pattern,
/// and SVG's miter limit at its exact switch.
@Suite struct StrokeDashTests {
    func inked(_ d: String, _ style: StrokeStyle, width: Int = 120, height: Int = 20) -> Double {
        TestCanvas.total(TestCanvas.coverage(width: width, height: height) {
            $0.stroke(try! Path(svgPathData: d), style: style, paint: TestCanvas.white)
        })
    }

    /// A pattern is judged by what the device shows: [1, 1] under a 1e-6 scale repeats 500,000
    /// times a pixel and draws solid, as the same numbers do not at scale 1 (the svgicon fuzz
    /// target's finding, `Tests/FuzzCorpus/svgicon-crashes/ten-dashed-paths.svg`: a viewBox
    /// 8.9e54 units high made a million invisible dashes of each contour, 11.6 s for ten paths).
    @Test func aPatternFinerThanTheDeviceShowsDrawsSolid() {
        #expect(Dasher([1, 1], offset: 0, deviceScale: 1e-6) == nil)
        #expect(Dasher([1, 1], offset: 0, deviceScale: 1) != nil)
        #expect(Dasher([0.005, 0.005], offset: 0, deviceScale: 1) == nil, "100 periods a pixel")
        #expect(Dasher([0.005, 0.005], offset: 0, deviceScale: 100) != nil, "1 px a period")
    }

    /// The bound on dashes is the stroke's, spent across its contours: once it is spent, a
    /// contour is no longer cut (before, every contour had a million of its own).
    @Test func theDashBudgetIsSharedByAStrokesContours() throws {
        let dasher = try #require(Dasher([1, 1], offset: 0))
        let line = [Point(0, 0), Point(100, 0)]
        var budget = 20, pieces = 0
        dasher.split(line, closed: false, budget: &budget) { _ in pieces += 1 }
        let first = pieces
        #expect(budget == 0 && first <= 11, "\(first) dashes from a budget of 20 cuts")
        dasher.split(line, closed: false, budget: &budget) { _ in pieces += 1 }
        #expect(pieces - first <= 1, "a contour after the budget is spent is one piece, not 50")
    }

    /// Dashes that cannot reach the canvas are not stroked: a line 100,000 px long dashed [3, 1]
    /// over a 100 px canvas strokes the ~26 dashes it shows, not 25,000 (the svgicon fuzz target:
    /// such paths cost a stroked outline per dash, 2.4 s for two of them under its sanitizers,
    /// `Tests/FuzzCorpus/svgicon-crashes/long-dashed-paths-off-the-canvas.svg`).
    @Test func dashesOffTheCanvasAreNotStroked() throws {
        var flat = FlatPath()
        Flattener.flatten(try Path(svgPathData: "M0 10 H100000"), transform: .identity, into: &flat)
        var stroker = Stroker(halfWidth: 0.5, join: .miter, cap: .butt, miterLimit: 4, tolerance: 0.1)
        var all = FlatPath(), seen = FlatPath()
        stroker.stroke(flat, dashes: [3, 1], dashOffset: 0, into: &all)
        stroker.visibleArea = Rect(x: 0, y: 0, width: 100, height: 20)
        stroker.stroke(flat, dashes: [3, 1], dashOffset: 0, into: &seen)
        #expect(all.contours.count == 25_000)
        #expect(seen.contours.count < 40, "\(seen.contours.count) dashes stroked for a 100 px canvas")
        // What the canvas shows is the same: a line from far off the canvas, and the same
        // pattern started where the canvas begins.
        #expect(inked("M-3000 10 H3120", StrokeStyle(width: 2, dashes: [10, 5]))
                == inked("M0 10 H120", StrokeStyle(width: 2, dashes: [10, 5], dashOffset: 3000)))
    }

    @Test func dashLengthsPhaseAndCapsAddUpAnalytically() {
        // 100 px at [10, 5]: dashes at 0, 15, … 90 → 7 dashes, 70 px of dash, 2 px wide.
        #expect(abs(inked("M10 10 H110", StrokeStyle(width: 2, dashes: [10, 5])) - 140) < 0.5)
        // Offset 12 starts 2 px into the first gap: dashes at 3…13, 18…28, … 93…103 (cut at 100): 6 × 10 + 7.
        #expect(abs(inked("M10 10 H110", StrokeStyle(width: 2, dashes: [10, 5], dashOffset: 12)) - 2 * 67) < 0.5)
        // Square caps add half the width at each end of every dash: 7 × 2 × 1 × 2.
        #expect(abs(inked("M10 10 H110", StrokeStyle(width: 2, cap: .square, dashes: [10, 5])) - (140 + 28)) < 0.5)
        // Round caps add a circle of radius w / 2 per dash. Caps are flattened to chords within
        // 0.1 px of the arc, which leaves a 1 px cap 10 % short; at 8 px wide it is 2.5 %.
        // [10, 12] leaves gaps wider than two caps: 5 dashes, 50 px of body.
        let roundInk = inked("M10 10 H110", StrokeStyle(width: 8, cap: .round, dashes: [10, 12]), height: 30) - 8 * 50
        #expect(abs(roundInk - 5 * 16 * Double.pi) < 0.03 * 5 * 16 * Double.pi, "\(roundInk)")
        // An odd list repeats: [10] is [10, 10] → 10 px on, 10 off: 5 dashes.
        #expect(abs(inked("M10 10 H110", StrokeStyle(width: 2, dashes: [10])) - 100) < 0.5)
    }

    @Test func zeroLengthGapsEndingOnACornerKeepEveryDash() {
        // [40, 0] on a 120 px side: dashes end exactly at each corner, where a zero gap is due
        // with nothing left of the side (resvg's stroke-dasharray/n-0). Every side is drawn.
        let c = TestCanvas.coverage(width: 200, height: 200) {
            $0.stroke(Path(rect: Rect(x: 40, y: 40, width: 120, height: 120)), style: StrokeStyle(width: 20, dashes: [40, 0]), paint: TestCanvas.white)
        }
        // Four butt-ended sides, 120 × 20 each, overlapping by 10 × 10 inside each corner; the
        // corner's outer 10 × 10 notch stays empty (no join between separate dashes).
        #expect(abs(TestCanvas.total(c) - (4 * 120 * 20 - 4 * 10 * 10)) < 1)
        #expect(c[35][165] == 0)
        #expect(c[40][100] == 255 && c[100][160] == 255 && c[160][100] == 255 && c[100][40] == 255)
    }

    @Test func aRectanglesDashesStartAtItsTopLeftClockwise() {
        let c = TestCanvas.coverage(width: 60, height: 60) {
            $0.stroke(Path(rect: Rect(x: 10, y: 10, width: 40, height: 40)), style: StrokeStyle(width: 2, dashes: [5, 35]), paint: TestCanvas.white)
        }
        // One dash per side, each at the start of the side going clockwise from the top-left.
        #expect(c[10][12] == 255 && c[10][8] == 0)       // top edge, right of the top-left corner
        #expect(c[12][50] == 255 && c[8][50] == 0)       // right edge, below the top-right corner
        #expect(c[50][48] == 255)                        // bottom edge, left of the bottom-right corner
        #expect(c[48][10] == 255)                        // left edge, above the bottom-left corner
    }

    @Test func miterBecomesABevelExactlyWhereSVGsLimitSays() {
        // Two segments meeting at angle θ have a miter of width / sin(θ / 2); limit 4 ⇔ θ ≈ 28.955°.
        func tip(_ degrees: Double) -> Double {
            let half = degrees / 2 * Double.pi / 180, arm = 60.0
            let apex = Point(20, 40)
            let a = Point(apex.x + arm * cos(half), apex.y - arm * sin(half)), b = Point(apex.x + arm * cos(half), apex.y + arm * sin(half))
            var path = Path(); path.move(to: a); path.line(to: apex); path.line(to: b)
            // Ink left of the apex: only the miter's tip reaches there.
            let c = TestCanvas.coverage(width: 100, height: 80) { $0.stroke(path, style: StrokeStyle(width: 2, join: .miter, miterLimit: 4), paint: TestCanvas.white) }
            return c.reduce(0.0) { $0 + $1[0..<19].reduce(0.0) { $0 + Double($1) / 255 } }
        }
        #expect(tip(29.5) > 1)      // miter ratio 3.93 < 4: the tip is drawn (≈ 3.9 px past the apex)
        #expect(tip(28.4) < 0.01)   // ratio 4.08 > 4: bevelled
    }
}
