import Testing
@testable import Raster
import Values

/// Gradients live in user space: under a 2x transform a CSS gradient still ends in the box's
/// corners; radial gradients grow from their centre.
@Suite struct GradientTransformTests {
    static let red = RGBAColor(r: 255, g: 0, b: 0), blue = RGBAColor(r: 0, g: 0, b: 255)

    @Test func cssGradientFollowsTheBoxAt2x() {
        let box = Rect(x: 5, y: 5, width: 100, height: 40)
        let canvas = try! Canvas(width: 220, height: 100)
        let g = LinearGradient.css(angle: 135, box: box, stops: [GradientStop(0, Self.red), GradientStop(1, Self.blue)])
        canvas.fill(Path(rect: box), paint: .linearGradient(g), transform: .scale(2))
        #expect(canvas.pixmap[10, 10].b <= 2, "top-left corner of the 2x box: start colour")
        #expect(canvas.pixmap[209, 89].b >= 253, "bottom-right corner: end colour")
    }

    @Test func radialGradientRunsFromCentreToRadius() {
        let canvas = try! Canvas(width: 100, height: 100)
        let g = RadialGradient(center: Point(50, 50), radius: 40, stops: [GradientStop(0, Self.red), GradientStop(1, Self.blue)])
        canvas.fill(Path(rect: Rect(x: 0, y: 0, width: 100, height: 100)), paint: .radialGradient(g))
        #expect(canvas.pixmap[50, 50].b <= 4)
        #expect(abs(Int(canvas.pixmap[70, 49].b) - 128) <= 3, "half-way out: distance 20.0 from the centre")
        #expect(canvas.pixmap[95, 50] == Self.blue.premultiplied, "padded beyond the radius")
        #expect(canvas.pixmap[50, 70].b == canvas.pixmap[70, 49].b, "round")
    }

    @Test func gradientTextThroughACoverageMask() {
        let canvas = try! Canvas(width: 10, height: 1)
        let g = LinearGradient(start: Point(0, 0), end: Point(10, 0), stops: [GradientStop(0, Self.red), GradientStop(1, Self.blue)])
        canvas.fill(mask: CoverageMask(width: 10, height: 1, left: 0, top: 0, coverage: [UInt8](repeating: 255, count: 10)),
                    paint: .linearGradient(g))
        #expect(canvas.pixmap[0, 0].r > 200 && canvas.pixmap[9, 0].b > 200)
    }

    @Test func maskPaintCanBeGivenInLogicalPixels() {
        let canvas = try! Canvas(width: 20, height: 1)
        let g = LinearGradient(start: Point(0, 0), end: Point(10, 0), stops: [GradientStop(0, Self.red), GradientStop(1, Self.blue)])
        canvas.fill(mask: CoverageMask(width: 20, height: 1, left: 0, top: 0, coverage: [UInt8](repeating: 255, count: 20)),
                    paint: .linearGradient(g), paintTransform: .scale(2))
        #expect(canvas.pixmap[0, 0].r > 240 && canvas.pixmap[19, 0].b > 240)
        #expect(abs(Int(canvas.pixmap[9, 0].b) - Int(canvas.pixmap[10, 0].r)) <= 14, "half-way at device x 10")
    }
}
