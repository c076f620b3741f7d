import Testing
import Values

/// The small value types agree with each other: a pixel box reads the same as corners or as
/// origin and size, a shadow layer keeps its fields when its colour is resolved.
@Suite struct ValueTypesTests {
    @Test func pixelBoxBothSpellings() {
        let box = PixelBox(x: 3, y: 4, width: 10, height: 2)
        #expect(box == PixelBox(x0: 3, y0: 4, x1: 13, y1: 6))
        #expect((box.x, box.y, box.width, box.height) == (3, 4, 10, 2))
        #expect(box.intersection(PixelBox(x0: 20, y0: 0, x1: 30, y1: 10)) == .empty)
        #expect(box.union(PixelBox(x0: 0, y0: 5, x1: 4, y1: 9)) == PixelBox(x0: 0, y0: 4, x1: 13, y1: 9))
    }

    @Test func pixelBoxCoveringClampsHugeGeometry() {
        let box = PixelBox(covering: -.infinity, 0.5, 1e300, 2.1)
        #expect(box == PixelBox(x0: -1_073_741_824, y0: 0, x1: 1_073_741_824, y1: 3))
    }

    @Test func shadowLayerMapKeepsGeometryAndInset() {
        let named = ShadowLayer(x: 1, y: 2, blur: 3, spread: -1, color: "shadow-ink", inset: true)
        let resolved = named.map { _ in RGBAColor.black }
        #expect(resolved == ShadowLayer(x: 1, y: 2, blur: 3, spread: -1, color: RGBAColor.black, inset: true))
        #expect(ShadowLayer.glow(blur: 12, color: RGBAColor.white) == ShadowLayer(blur: 12, color: RGBAColor.white))
    }

    @Test func scaleRangeInWords() {
        #expect(Scale.choices == "1, 2, 3 or 4")
        #expect(Scale.isValid(3) && Scale.isValid(4) && !Scale.isValid(0) && !Scale.isValid(5))
        #expect(Scale.range.contains(Scale.picture) && Scale.range.contains(Scale.golden))
    }
}
