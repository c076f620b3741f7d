import Testing
@testable import Raster
import Values
#if canImport(Glibc)
import Glibc
#endif

@Suite struct ShadowBlurTests {
    /// A blurred square, alone on a zero background.
    /// A blurred square, alone on a zero background, by the direct kernel or the extended boxes.
    func blurred(sigma: Double, boxes: Bool, size: Int = 120, square: Range<Int> = 40..<80) -> [Float] {
        var image = [Float](repeating: 0, count: size * size)
        for y in square { for x in square { image[y * size + x] = 1 } }
        var scratch: [Float] = []
        let blur = GaussianBlur(sigma: sigma, boxesFrom: boxes ? 0 : .infinity)
        #expect((blur.box != nil) == boxes)
        blur.apply(&image, width: size, height: size, scratch: &scratch)
        return image
    }

    @Test(arguments: [0.8, 2.5, 7.5, 12.0], [false, true])
    func blurPreservesTotalAlpha(sigma: Double, boxes: Bool) {
        let image = blurred(sigma: sigma, boxes: boxes)
        let total = image.reduce(0, +)
        #expect(abs(Double(total) - 1600) / 1600 < 0.01)
    }

    @Test(arguments: [1.5, 7.5], [false, true])
    func blurIsSymmetric(sigma: Double, boxes: Bool) {
        let n = 120, image = blurred(sigma: sigma, boxes: boxes)
        for y in stride(from: 0, to: n, by: 7) { for x in stride(from: 0, to: n, by: 5) {
            let v = image[y * n + x]
            #expect(abs(v - image[y * n + (n - 1 - x)]) < 1e-4)
            #expect(abs(v - image[(n - 1 - y) * n + x]) < 1e-4)
            #expect(abs(v - image[x * n + y]) < 1e-4, "transpose")
        } }
    }

    /// End to end: the shadow of a large black square on a transparent canvas. Across its left
    /// edge (far from corners) the alpha must follow the Gaussian's CDF with sigma = blur / 2,
    /// within 2 % of full scale.
    /// Blur 2 and 5 take the direct kernel, 15 and 30 the extended boxes.
    @Test(arguments: [2.0, 5.0, 15.0, 30.0])
    func shadowProfileMatchesAGaussianOfSigmaHalfTheBlur(blur: Double) {
        let canvas = try! Canvas(width: 200, height: 200)
        let element = RoundedRect(rect: Rect(x: 60, y: 20, width: 130, height: 160), radius: 0)
        canvas.drawShadow(of: element, ShadowLayer(x: -30, blur: blur, color: .black))
        let sigma = blur / 2
        let edge = 30.0   // the shadow's left edge after the offset
        var worst = 0.0
        for x in 0..<60 {
            let centre = Double(x) + 0.5
            let expected = 0.5 * erfc(-(centre - edge) / (sigma * 2.0.squareRoot()))
            let got = Double(canvas.pixmap[x, 100].a) / 255
            worst = max(worst, abs(got - expected))
        }
        #expect(worst < 0.02, "worst deviation \(worst)")
    }

    /// A wide blur (sigma 60, computed at reduced resolution) on a half-plane: the profile
    /// across its edge still follows the Gaussian CDF within 2 % of full scale.
    @Test func wideShadowProfileMatchesAGaussian() {
        let canvas = try! Canvas(width: 300, height: 20)
        let element = RoundedRect(rect: Rect(x: 250, y: -5000, width: 10_000, height: 10_000), radius: 0)
        canvas.drawShadow(of: element, ShadowLayer(x: -100, blur: 120, color: .black))
        var worst = 0.0
        for x in 0..<250 {
            let expected = 0.5 * erfc(-(Double(x) + 0.5 - 150) / (60 * 2.0.squareRoot()))
            worst = max(worst, abs(Double(canvas.pixmap[x, 10].a) / 255 - expected))
        }
        #expect(worst < 0.02, "worst deviation \(worst)")
    }

    @Test func hugeBlurStaysBoundedAndFaint() {
        let canvas = try! Canvas(width: 100, height: 100)
        let element = RoundedRect(rect: Rect(x: 40, y: 40, width: 20, height: 20), radius: 4)
        canvas.drawShadow(of: element, ShadowLayer(y: 30, blur: 1e6, color: .black))
        canvas.drawShadow(of: element, ShadowLayer(blur: .infinity, color: .black))
        #expect(canvas.pixmap[50, 90].a == 0, "a 20 px square spread over sigma 500,000 px is invisible")
    }

    /// Three extended boxes carry exactly the Gaussian's variance: 3 · Var(box) = sigma².
    @Test(arguments: [2.0, 3.3, 7.5, 20.0, 55.5])
    func extendedBoxesMatchTheVariance(sigma: Double) throws {
        let b = try #require(GaussianBlur(sigma: sigma, boxesFrom: 0).box)
        let r = Double(b.radius), a = b.alpha
        let variance = (r * (r + 1) * (2 * r + 1) / 3 + 2 * a * (r + 1) * (r + 1)) / (2 * r + 1 + 2 * a)
        #expect(abs(3 * variance - sigma * sigma) < 1e-9 * sigma * sigma)
        #expect(a >= 0 && a < 1)
    }

    @Test func shadowIsNeverPaintedUnderTheElement() {
        let canvas = try! Canvas(width: 100, height: 100)
        let element = RoundedRect(rect: Rect(x: 20, y: 20, width: 60, height: 60), radius: 10)
        canvas.drawShadow(of: element, ShadowLayer(y: 4, blur: 10, spread: 2, color: .black))
        #expect(canvas.pixmap[50, 50].a == 0)
        #expect(canvas.pixmap[50, 82].a > 100, "but right below it")
    }

    @Test func firstListedShadowIsOnTop() {
        let canvas = try! Canvas(width: 60, height: 60)
        let element = RoundedRect(rect: Rect(x: 20, y: 20, width: 20, height: 20), radius: 0)
        let red = ShadowLayer(spread: 10, color: RGBAColor(r: 255, g: 0, b: 0)), blue = ShadowLayer(spread: 10, color: RGBAColor(r: 0, g: 0, b: 255))
        canvas.drawShadows(of: element, [red, blue])
        #expect(canvas.pixmap[15, 30] == RGBAColor(r: 255, g: 0, b: 0).premultiplied)
    }

    @Test func spreadGrowsTheRectAndItsRadius() {
        let canvas = try! Canvas(width: 100, height: 100)
        let element = RoundedRect(rect: Rect(x: 30, y: 30, width: 40, height: 40), radius: 4)
        canvas.drawShadow(of: element, ShadowLayer(spread: 10, color: .black))
        #expect(canvas.pixmap[21, 50].a == 255, "inside the grown rect")
        #expect(canvas.pixmap[19, 50].a == 0, "outside it")
        // The grown radius is 14: the corner pixel (20, 20) is outside the rounded corner.
        #expect(canvas.pixmap[20, 20].a == 0)
        #expect(canvas.pixmap[26, 26].a == 255)
    }

    @Test func glowSurroundsTheShapeEvenly() {
        let canvas = try! Canvas(width: 120, height: 120)
        let element = RoundedRect.pill(Rect(x: 30, y: 50, width: 60, height: 20))
        canvas.drawShadow(of: element, .glow(blur: 12, color: RGBAColor(r: 139, g: 92, b: 246)))
        #expect(canvas.pixmap[60, 45].a == canvas.pixmap[60, 74].a)
        #expect(canvas.pixmap[25, 60].a == canvas.pixmap[94, 60].a)
        #expect(canvas.pixmap[60, 45].a > 0)
    }
}

@Suite struct PathShadowTests {
    @Test func pathShadowSpreadGrowsAndShrinksTheShape() {
        let square = Path(rect: Rect(x: 40, y: 40, width: 20, height: 20))
        func alpha(_ spread: Double, _ x: Int) -> UInt8 {
            let canvas = try! Canvas(width: 100, height: 100)
            canvas.drawShadow(of: square, ShadowLayer(x: 0, y: 30, spread: spread, color: .black))
            return canvas.pixmap[x, 80].a
        }
        // The shadow square spans x 40..<60 at y 70..<90 (offset 30); spread 5 reaches x 35.
        #expect(alpha(0, 37) == 0 && alpha(5, 37) == 255)
        #expect(alpha(0, 42) == 255 && alpha(-5, 42) == 0 && alpha(-5, 47) == 255)
    }
}
