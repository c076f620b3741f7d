import Testing
@testable import Raster
import Values

/// CSS linear-gradient angles on a non-square box: 0deg points up, 90deg right, and the
/// gradient line's length |w·sinθ| + |h·cosθ| puts the end colours in the corners.
@Suite struct GradientAngleTests {
    static let red = RGBAColor(r: 255, g: 0, b: 0), blue = RGBAColor(r: 0, g: 0, b: 255)
    static let box = Rect(x: 0, y: 0, width: 200, height: 80)

    func render(_ degrees: Double) -> Canvas {
        let canvas = try! Canvas(width: 200, height: 80)
        let g = LinearGradient.css(angle: degrees, box: Self.box, stops: [GradientStop(0, Self.red), GradientStop(1, Self.blue)])
        canvas.fill(Path(rect: Self.box), paint: .linearGradient(g))
        return canvas
    }

    /// How far a pixel is along red → blue, from its blue channel (0 = red, 255 = blue).
    func blueness(_ c: Canvas, _ x: Int, _ y: Int) -> Int { Int(c.pixmap[x, y].b) }

    @Test func zeroDegreesRunsBottomToTop() {
        let c = render(0)
        #expect(blueness(c, 100, 79) <= 2)
        #expect(blueness(c, 100, 0) >= 253)
        #expect(blueness(c, 0, 40) == blueness(c, 199, 40), "no horizontal change")
    }

    @Test func ninetyDegreesRunsLeftToRight() {
        let c = render(90)
        #expect(blueness(c, 0, 40) <= 1)
        #expect(blueness(c, 199, 40) >= 254)
        #expect(abs(blueness(c, 100, 40) - 128) <= 1)
    }

    @Test func oneEightyDegreesRunsTopToBottom() {
        let c = render(180)
        #expect(blueness(c, 100, 0) <= 2)
        #expect(blueness(c, 100, 79) >= 253)
    }

    @Test func fortyFiveDegreesPutsTheEndsInTheBottomLeftAndTopRightCorners() {
        let c = render(45)
        #expect(blueness(c, 0, 79) <= 2)
        #expect(blueness(c, 199, 0) >= 253)
        // The other two corners lie symmetrically about the 50 % line through the centre.
        #expect(abs(blueness(c, 0, 0) + blueness(c, 199, 79) - 255) <= 2)
        #expect(abs(blueness(c, 0, 0) - 128) > 20, "they are not on the 50 % line for a non-square box")
    }

    @Test func oneThirtyFiveDegreesPutsTheEndsInTheTopLeftAndBottomRightCorners() {
        let c = render(135)
        #expect(blueness(c, 0, 0) <= 2)
        #expect(blueness(c, 199, 79) >= 253)
        // The 50 % line passes through the centre, perpendicular to the 135deg direction.
        #expect(abs(blueness(c, 99, 39) - 128) <= 2)
        #expect(abs(blueness(c, 119, 59) - 128) > 10, "along the direction t changes")
    }

    @Test func stopPositionsAreHonouredAndEndsArePadded() {
        let canvas = try! Canvas(width: 100, height: 1)
        let g = LinearGradient(start: Point(20, 0), end: Point(80, 0),
                               stops: [GradientStop(0, Self.red), GradientStop(0.5, Self.red), GradientStop(1, Self.blue)])
        canvas.fill(Path(rect: Rect(x: 0, y: 0, width: 100, height: 1)), paint: .linearGradient(g))
        #expect(canvas.pixmap[5, 0] == Self.red.premultiplied)      // padded before the start
        #expect(canvas.pixmap[45, 0] == Self.red.premultiplied)     // before the 50 % stop
        #expect(canvas.pixmap[95, 0] == Self.blue.premultiplied)    // padded after the end
        // Pixel centre 65.5: t = 45.5 / 60 = 0.758, 51.7 % of the way from the 50 % stop to blue.
        #expect(abs(Int(canvas.pixmap[65, 0].b) - 132) <= 1)
    }

    @Test func translucentStopsInterpolatePremultiplied() {
        // Transparent → opaque blue: premultiplied interpolation never shows the
        // transparent stop's (black) colour channels, as browsers do.
        let canvas = try! Canvas(width: 101, height: 1)
        let g = LinearGradient(start: Point(0, 0), end: Point(101, 0),
                               stops: [GradientStop(0, RGBAColor(r: 255, g: 0, b: 0, a: 0)), GradientStop(1, Self.blue)])
        canvas.fill(Path(rect: Rect(x: 0, y: 0, width: 101, height: 1)), paint: .linearGradient(g))
        let mid = canvas.pixmap[50, 0]
        #expect(mid.r == 0)
        #expect(abs(Int(mid.a) - 128) <= 2 && abs(Int(mid.b) - Int(mid.a)) <= 1)
    }
}
