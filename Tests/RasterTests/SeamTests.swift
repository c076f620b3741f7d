import Testing
@testable import Raster
import Values

/// Abutting shapes must split each shared pixel's coverage between them exactly, or a seam
/// (or a double-dark line) shows between them.
@Suite struct SeamTests {
    @Test func rectsSharingAWholePixelEdgeLeaveNoSeam() {
        let canvas = try! Canvas(width: 20, height: 10, background: .white)
        let blue = Paint.solid(RGBAColor(r: 37, g: 99, b: 235))
        canvas.fill(Path(rect: Rect(x: 2, y: 2, width: 8, height: 6)), paint: blue)
        canvas.fill(Path(rect: Rect(x: 10, y: 2, width: 8, height: 6)), paint: blue)
        for x in 2..<18 { #expect(canvas.pixmap[x, 4] == RGBAColor(r: 37, g: 99, b: 235).premultiplied) }
    }

    @Test(arguments: [10.3, 10.5, 10.77])
    func coverageOfAbuttingRectsAddsUpToFull(edge: Double) {
        let left = TestCanvas.coverage(width: 20, height: 4) { $0.fill(Path(rect: Rect(x: 2, y: 0, width: edge - 2, height: 4)), paint: TestCanvas.white) }
        let right = TestCanvas.coverage(width: 20, height: 4) { $0.fill(Path(rect: Rect(x: edge, y: 0, width: 18 - edge, height: 4)), paint: TestCanvas.white) }
        for x in 2..<18 { #expect(abs(left[1][x] + right[1][x] - 255) <= 1, "column \(x)") }
    }

    @Test func triangleHalvesOfARectangleAddUpToFull() {
        var a = Path(), b = Path()
        a.move(to: Point(1.3, 1.1)); a.line(to: Point(18.6, 1.1)); a.line(to: Point(1.3, 13.9)); a.close()
        b.move(to: Point(18.6, 1.1)); b.line(to: Point(18.6, 13.9)); b.line(to: Point(1.3, 13.9)); b.close()
        let ca = TestCanvas.coverage(width: 20, height: 15) { $0.fill(a, paint: TestCanvas.white) }
        let cb = TestCanvas.coverage(width: 20, height: 15) { $0.fill(b, paint: TestCanvas.white) }
        for y in 2..<13 { for x in 2..<18 { #expect(abs(ca[y][x] + cb[y][x] - 255) <= 1, "pixel \(x),\(y)") } }
    }
}
