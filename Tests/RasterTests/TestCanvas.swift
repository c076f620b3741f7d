@testable import Raster

/// Helpers shared by the tests: coverage is read back as the alpha of white drawn on a
/// transparent canvas.
enum TestCanvas {
    static func coverage(width: Int, height: Int, _ draw: (Canvas) -> Void) -> [[Int]] {
        let canvas = try! Canvas(width: width, height: height)
        draw(canvas)
        return (0..<height).map { y in (0..<width).map { x in Int(canvas.pixmap[x, y].a) } }
    }

    static func total(_ c: [[Int]]) -> Double {
        c.reduce(0.0) { $0 + $1.reduce(0.0) { $0 + Double($1) / 255 } }
    }

    static let white = Paint.solid(.white)
}
