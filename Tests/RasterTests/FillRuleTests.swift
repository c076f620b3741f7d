import Testing
@testable import Raster
import Values
#if canImport(Glibc)
import Glibc
#endif

@Suite struct FillRuleTests {
    /// A five-pointed star drawn in one stroke crosses itself: its centre pentagon has winding 2.
    static let star: Path = {
        var p = Path()
        for i in 0..<5 {
            let a = Double(i) * 4 * Double.pi / 5
            let pt = Point(50 + 45 * sin(a), 50 - 45 * cos(a))
            if i == 0 { p.move(to: pt) } else { p.line(to: pt) }
        }
        p.close()
        return p
    }()

    @Test func nonZeroFillsTheCentre() {
        let c = TestCanvas.coverage(width: 100, height: 100) { $0.fill(Self.star, paint: TestCanvas.white, fillRule: .nonZero) }
        #expect(c[52][50] == 255)
        #expect(c[22][50] == 255, "a point of the star")
    }

    @Test func evenOddLeavesTheCentreEmpty() {
        let c = TestCanvas.coverage(width: 100, height: 100) { $0.fill(Self.star, paint: TestCanvas.white, fillRule: .evenOdd) }
        #expect(c[52][50] == 0)
        #expect(c[22][50] == 255, "a point of the star")
    }

    @Test func evenOddHoleOfTwoNestedSquares() {
        var p = Path(rect: Rect(x: 0, y: 0, width: 10, height: 10))
        p.addRect(Rect(x: 3, y: 3, width: 4, height: 4))   // same direction: winding 2 inside
        let nz = TestCanvas.coverage(width: 10, height: 10) { $0.fill(p, paint: TestCanvas.white) }
        let eo = TestCanvas.coverage(width: 10, height: 10) { $0.fill(p, paint: TestCanvas.white, fillRule: .evenOdd) }
        #expect(nz[5][5] == 255)
        #expect(eo[5][5] == 0)
        #expect(eo[1][1] == 255)
    }
}
