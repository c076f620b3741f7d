import Testing
@testable import Raster
import Values

/// Layer blur, inner shadows and background blur on the canvas: the geometry CSS gives them
/// (Chromium's pictures are compared by scripts/compare-effects-chromium; these hold the rules).
@Suite struct EffectsTests {
    static let square = Path(rect: Rect(x: 20, y: 20, width: 20, height: 20))

    @Test func layerBlurSpreadsPastTheShapeAndKeepsItsInk() {
        let canvas = try! Canvas(width: 60, height: 60)
        canvas.pushLayer(LayerStyle(blur: 8))   // sigma 4
        canvas.fill(Self.square, paint: .solid(.black))
        canvas.popLayer()
        let alphas = (0..<60).flatMap { y in (0..<60).map { x in Double(canvas.pixmap[x, y].a) } }
        // The ink is kept (within rounding over the ~2,000 touched pixels) …
        #expect(abs(alphas.reduce(0, +) / 255 - 400) < 4)
        // … and spread: pixel 20's centre, 0.5 px inside the edge, is Φ(0.5 / 4) = 55 % covered;
        // 2 sigma outside a little; the centre still full.
        #expect(abs(Int(canvas.pixmap[20, 30].a) - 140) <= 4)
        #expect(canvas.pixmap[13, 30].a > 0 && canvas.pixmap[13, 30].a < 20)
        #expect(canvas.pixmap[30, 30].a >= 250)
    }

    @Test func layerBlurOfZeroChangesNothing() {
        func draw(_ style: LayerStyle?) -> Pixmap {
            let canvas = try! Canvas(width: 40, height: 40, background: .white)
            if let style { canvas.pushLayer(style) }
            canvas.fill(Path(ellipseIn: Rect(x: 5, y: 5, width: 30, height: 20)), paint: .solid(RGBAColor(r: 200, g: 10, b: 90)))
            if style != nil { canvas.popLayer() }
            return canvas.pixmap
        }
        #expect(draw(LayerStyle(blur: 0)) == draw(nil))
    }

    @Test func innerShadowWithoutBlurIsTheBandTheSpreadLeaves() {
        let canvas = try! Canvas(width: 60, height: 60, background: .white)
        let box = RoundedRect(rect: Rect(x: 10, y: 10, width: 40, height: 40), radius: 0)
        canvas.drawInnerShadow(of: box, ShadowLayer(spread: 4, color: .black))
        #expect(canvas.pixmap[12, 30] == PremultipliedColor(r: 0, g: 0, b: 0, a: 255))   // inside the band
        #expect(canvas.pixmap[30, 30] == RGBAColor.white.premultiplied)                      // the lit hole
        #expect(canvas.pixmap[5, 30] == RGBAColor.white.premultiplied)                       // nothing outside the shape
    }

    @Test func innerShadowOffsetDownDarkensTheTopEdge() {
        let canvas = try! Canvas(width: 60, height: 60, background: .white)
        let box = RoundedRect(rect: Rect(x: 10, y: 10, width: 40, height: 40), radius: 8)
        canvas.drawInnerShadow(of: box, ShadowLayer(y: 4, blur: 6, color: RGBAColor(r: 0, g: 0, b: 0, a: 160)))
        #expect(canvas.pixmap[30, 11].r < 200)   // under the top edge: shadowed
        #expect(canvas.pixmap[30, 40] == RGBAColor.white.premultiplied)   // toward the bottom: lit
        #expect(canvas.pixmap[30, 8] == RGBAColor.white.premultiplied)    // outside: untouched
    }

    @Test func backgroundBlurAveragesStripesInsideTheShapeOnly() {
        let canvas = try! Canvas(width: 80, height: 40)
        for x in stride(from: 0, to: 80, by: 2) {
            canvas.fill(Path(rect: Rect(x: Double(x), y: 0, width: 1, height: 40)), paint: .solid(.black))
            canvas.fill(Path(rect: Rect(x: Double(x + 1), y: 0, width: 1, height: 40)), paint: .solid(.white))
        }
        canvas.drawBackdrop(Path(rect: Rect(x: 20, y: 10, width: 40, height: 20)), BackdropFilter(blur: 8))
        #expect(abs(Int(canvas.pixmap[40, 20].r) - 128) <= 2)   // blurred to the mean grey
        #expect(canvas.pixmap[10, 20].r == 0 && canvas.pixmap[11, 20].r == 255)   // outside: stripes as drawn
    }

    @Test func backgroundBlurAtTheCanvasEdgeIsNotDarkened() {
        let colour = RGBAColor(r: 30, g: 160, b: 220)
        let canvas = try! Canvas(width: 40, height: 40, background: colour)
        // The shape touches the canvas edge: a blur that assumed transparency outside would darken it.
        canvas.drawBackdrop(Path(rect: Rect(x: 0, y: 0, width: 20, height: 40)), BackdropFilter(blur: 12, saturation: 1))
        for y in [0, 20, 39] { #expect(canvas.pixmap[0, y] == colour.premultiplied) }
    }

    @Test func saturationZeroMakesTheBackdropGrey() {
        let canvas = try! Canvas(width: 10, height: 10, background: RGBAColor(r: 255, g: 0, b: 0))
        canvas.drawBackdrop(Path(rect: Rect(x: 0, y: 0, width: 10, height: 10)), BackdropFilter(blur: 0, saturation: 0))
        let p = canvas.pixmap[5, 5]
        // CSS saturate(0) of red: 0.213 · 255 = 54 in every channel.
        #expect(p.r == p.g && p.g == p.b && abs(Int(p.r) - 54) <= 1)
    }

    @Test func conicGradientStartsUpAndTurnsClockwise() {
        let stops = [GradientStop(0, RGBAColor(r: 255, g: 0, b: 0)), GradientStop(0.25, RGBAColor(r: 0, g: 255, b: 0)),
                     GradientStop(0.5, RGBAColor(r: 0, g: 0, b: 255)), GradientStop(0.75, .white), GradientStop(1, RGBAColor(r: 255, g: 0, b: 0))]
        let canvas = try! Canvas(width: 101, height: 101)
        canvas.fill(Path(rect: Rect(x: 0, y: 0, width: 101, height: 101)),
                    paint: .conicGradient(ConicGradient(center: Point(50.5, 50.5), from: 0, stops: stops)))
        func near(_ p: PremultipliedColor, _ c: RGBAColor) -> Bool { abs(Int(p.r) - Int(c.r)) + abs(Int(p.g) - Int(c.g)) + abs(Int(p.b) - Int(c.b)) <= 9 }
        #expect(near(canvas.pixmap[100, 50], RGBAColor(r: 0, g: 255, b: 0)))   // right: a quarter turn
        #expect(near(canvas.pixmap[50, 100], RGBAColor(r: 0, g: 0, b: 255)))   // down: half
        #expect(near(canvas.pixmap[0, 50], .white))                          // left: three quarters
        // `from: 90` turns the whole gradient a quarter clockwise: red is now on the right.
        canvas.fill(Path(rect: Rect(x: 0, y: 0, width: 101, height: 101)),
                    paint: .conicGradient(ConicGradient(center: Point(50.5, 50.5), from: 90, stops: stops)))
        #expect(near(canvas.pixmap[100, 50], RGBAColor(r: 255, g: 0, b: 0)))
    }

    @Test func conicSeamIsAHardEdgeBetweenTheLastAndFirstStops() {
        let stops = [GradientStop(0, .black), GradientStop(1, .white)]
        let canvas = try! Canvas(width: 41, height: 41)
        canvas.fill(Path(rect: Rect(x: 0, y: 0, width: 41, height: 41)),
                    paint: .conicGradient(ConicGradient(center: Point(20.5, 20.5), from: 0, stops: stops)))
        // Just right of the upward ray: the turn begins (dark); just left: it ends (light).
        #expect(canvas.pixmap[21, 2].r < 20)
        #expect(canvas.pixmap[19, 2].r > 235)
    }

    @Test func diamondGradientFollowsItsFormula() {
        let stops = [GradientStop(0, .black), GradientStop(1, .white)]
        let canvas = try! Canvas(width: 60, height: 40)
        let g = DiamondGradient(center: Point(30, 20), radiusX: 30, radiusY: 20, stops: stops)
        canvas.fill(Path(rect: Rect(x: 0, y: 0, width: 60, height: 40)), paint: .diamondGradient(g))
        for (x, y) in [(30, 20), (45, 20), (30, 30), (40, 25), (5, 5), (59, 39), (12, 33)] {
            let t = min(abs(Double(x) + 0.5 - 30) / 30 + abs(Double(y) + 0.5 - 20) / 20, 1)
            #expect(abs(Int(canvas.pixmap[x, y].r) - Int((t * 255).rounded())) <= 1, "(\(x), \(y))")
        }
    }
}
