import Testing
@testable import Raster
import Values

@Suite struct SVGPathParserTests {
    @Test func absoluteAndRelativeCommandsGiveTheSameOutline() throws {
        let a = try Path(svgPathData: "M10 10 L30 10 H40 V20 C40 30 30 30 30 30 S20 30 20 20 Q15 15 10 20 T5 10 Z")
        let b = try Path(svgPathData: "m10 10 l20 0 h10 v10 c0 10 -10 10 -10 10 s-10 0 -10 -10 q-5 -5 -10 0 t-5 -10 z")
        #expect(a.elements.count == b.elements.count)
        for (x, y) in zip(a.elements, b.elements) { #expect(x == y) }
    }

    @Test func implicitLinetoAfterMovetoAndCompactNumbers() throws {
        let p = try Path(svgPathData: "M0.5.5 1,2-3-4e1")
        #expect(p.elements == [.move(Point(0.5, 0.5)), .line(Point(1, 2)), .line(Point(-3, -40))])
    }

    @Test func smoothCurvesReflectThePreviousControlPoint() throws {
        let p = try Path(svgPathData: "M0 0 C0 10 10 10 10 0 S20 -10 20 0")
        #expect(p.elements.last == .cubic(Point(10, -10), Point(20, -10), Point(20, 0)))
    }

    @Test func arcWithCompactFlagsEndsExactlyAtItsEndPoint() throws {
        let p = try Path(svgPathData: "M10 30 a20 20 0 0140 0")
        #expect(p.currentPoint == Point(50, 30))
        // A half circle from (10,30) to (50,30), sweep flag 1: bulges upwards (y down), to y = 10.
        let bounds = p.controlBounds!
        #expect(bounds.minY < 11 && bounds.minY > 0)
    }

    @Test func arcCoversTheAreaOfAHalfDisc() throws {
        let p = try Path(svgPathData: "M10 30 A20 20 0 0 1 50 30 Z")
        let c = TestCanvas.coverage(width: 60, height: 40) { $0.fill(p, paint: TestCanvas.white) }
        let exact = Double.pi * 400 / 2
        // Under by the chords' share at 0.1 px tolerance, as a circle (CircleAreaTests).
        #expect(abs(TestCanvas.total(c) - exact) / exact < 0.006)
    }

    @Test func tooSmallArcRadiiAreScaledUp() throws {
        let p = try Path(svgPathData: "M0 0 A1 1 0 0 1 10 0")
        #expect(p.currentPoint == Point(10, 0))
        #expect(abs(p.controlBounds!.minY + 5) < 0.5, "a half circle of radius 5")
    }

    @Test func errorsNameTheOffsetAndWhatWasExpected() {
        func failure(_ d: String) -> SVGPathError? {
            do { _ = try Path(svgPathData: d); return nil } catch { return error }
        }
        #expect(failure("M 10 10 L 20 x") == SVGPathError(offset: 13, found: "\"x\"", expected: "a number (\"L\" takes 2 numbers)"))
        #expect(failure("L 0 0")?.offset == 0)
        #expect(failure("M0 0 A 5 5 0 2 0 10 10")?.expected.hasPrefix("an arc flag (0 or 1) (\"A\" takes 7 numbers") == true)
        #expect(failure("M0 0 A 5 5 0 2 0 10 10")?.offset == 13)
        #expect(failure("M 1 2 L 3")?.found == "the end of the data")
        #expect(failure("M 1 2 K 3 4")?.offset == 6)
        #expect(failure("M 1 2 L 3 é")?.description == "SVG path data, character 11: found \"é\", expected a number (\"L\" takes 2 numbers)")
    }
}
