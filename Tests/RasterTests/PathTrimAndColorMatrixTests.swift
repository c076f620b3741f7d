import Foundation
import Testing
import Values
@testable import Raster

/// `Path.trimmed(from:to:)` against the analytic length of what it keeps, and a layer's colour
/// matrix on premultiplied pixels.
@Suite struct PathTrimAndColorMatrixTests {
    func inked(_ path: Path, width: Double = 2) -> Double {
        TestCanvas.total(TestCanvas.coverage(width: 120, height: 120) {
            $0.stroke(path, style: StrokeStyle(width: width), paint: TestCanvas.white)
        })
    }

    /// A quarter of a circle of radius 50 stroked 2 wide inks 2 × 2π·50 / 4; a trim across the
    /// end of one contour into the next keeps both parts; reversed fractions keep nothing.
    @Test func aTrimKeepsItsShareOfTheLength() {
        let circle = Path(circleCenter: Point(60, 60), radius: 50)
        let quarter = inked(circle.trimmed(from: 0, to: 0.25))
        #expect(abs(quarter - 2 * 2 * Double.pi * 50 / 4) < 1.5, "\(quarter)")
        #expect(circle.trimmed(from: 0, to: 1) == circle)
        #expect(circle.trimmed(from: 0.6, to: 0.2).isEmpty)
        // Two 100-long lines: 0.25…0.75 is the second half of the first and the first half of the second.
        let lines = try! Path(svgPathData: "M10 10 H110 M10 50 H110")
        let middle = lines.trimmed(from: 0.25, to: 0.75)
        #expect(abs(inked(middle) - 2 * 100) < 0.5)
        #expect(middle.elements.filter { if case .move = $0 { true } else { false } }.count == 2)
    }

    /// A half-transparent red inverted is a half-transparent cyan: the matrix is applied to the
    /// unpremultiplied colour (applied to the premultiplied bytes, it would give a light grey).
    @Test func theMatrixSeesTheUnpremultipliedColour() {
        var pixel: [UInt8] = [128, 0, 0, 128]
        pixel.withUnsafeMutableBufferPointer { ColorMatrix.inversion.filter($0.baseAddress!, count: 1) }
        #expect(pixel == [0, 128, 128, 128])
        var clear: [UInt8] = [0, 0, 0, 0]
        clear.withUnsafeMutableBufferPointer { ColorMatrix.brightness(0.5).filter($0.baseAddress!, count: 1) }
        #expect(clear == [0, 0, 0, 0], "a transparent pixel stays transparent")
    }
}
