import Testing
@testable import Raster
import Values

@Suite struct SourceOverTests {
    @Test func opaqueSourceOverAnythingIsExactlyTheSource() {
        let canvas = try! Canvas(width: 16, height: 16)
        // Every kind of destination: translucent, opaque, transparent.
        for y in 0..<16 { for x in 0..<16 {
            let a = UInt8((x * 17 + y * 3) % 256)
            canvas.fill(Path(rect: Rect(x: Double(x), y: Double(y), width: 1, height: 1)),
                        paint: .solid(RGBAColor(r: UInt8(x * 16), g: UInt8(y * 16), b: 77, a: a)))
        } }
        let source = RGBAColor(r: 12, g: 200, b: 99)
        canvas.fill(Path(rect: Rect(x: 0, y: 0, width: 16, height: 16)), paint: .solid(source))
        for y in 0..<16 { for x in 0..<16 { #expect(canvas.pixmap[x, y] == source.premultiplied) } }
    }

    @Test func blendingTheSameColourRepeatedlyDoesNotDrift() {
        for alpha in [1, 37, 128, 200, 254] as [UInt8] {
            let base = RGBAColor(r: 139, g: 92, b: 246)
            let canvas = try! Canvas(width: 4, height: 4, background: base)
            for _ in 0..<50 {
                canvas.fill(Path(rect: Rect(x: 0, y: 0, width: 4, height: 4)), paint: .solid(base.opacity(Double(alpha) / 255)))
            }
            #expect(canvas.pixmap[1, 1] == base.premultiplied, "alpha \(alpha)")
        }
    }

    @Test func translucentOverOpaqueMatchesTheFormula() {
        let canvas = try! Canvas(width: 1, height: 1, background: .white)
        canvas.fill(Path(rect: Rect(x: 0, y: 0, width: 1, height: 1)), paint: .solid(RGBAColor(r: 0, g: 0, b: 0, a: 128)))
        // 0 + 255 · (255 − 128) / 255 = 127
        #expect(canvas.pixmap[0, 0] == PremultipliedColor(r: 127, g: 127, b: 127, a: 255))
    }

    @Test func groupOpacityAppliesOnceToOverlappingChildren() {
        let canvas = try! Canvas(width: 10, height: 1, background: .white)
        canvas.pushLayer(opacity: 0.5)
        canvas.fill(Path(rect: Rect(x: 0, y: 0, width: 6, height: 1)), paint: .solid(.black))
        canvas.fill(Path(rect: Rect(x: 4, y: 0, width: 6, height: 1)), paint: .solid(.black))
        canvas.popLayer()
        // The overlap (x 4, 5) is no darker than the rest.
        #expect(canvas.pixmap[2, 0] == canvas.pixmap[5, 0])
        #expect(canvas.pixmap[5, 0] == canvas.pixmap[8, 0])
        #expect(canvas.pixmap[5, 0].r == 127 || canvas.pixmap[5, 0].r == 128)
    }
}
