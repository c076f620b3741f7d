import Pixelproof
import PixelproofUI
import Testing

/// Modifiers a still frame draws simply (`hidden`, `border`) or shows nothing of.
@Suite struct StillFrameModifierTests {
    static let red = Color(red: 1, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 1)
    static let white = PremultipliedColor(r: 255, g: 255, b: 255, a: 255)

    /// The view at the top-left of a white 100 × 60 canvas, at scale 1 so points are pixels.
    func pixels(_ content: some View) throws -> Pixmap {
        try Renderer(scale: 1).pixmap(of: content.frame(width: 100, height: 60, alignment: .topLeading).background(Color.white), width: 100)
    }

    /// A hidden view keeps its place in the stack and draws nothing.
    @Test func aHiddenViewKeepsItsSpace() throws {
        let image = try pixels(HStack(spacing: 0) {
            Self.red.frame(width: 20, height: 20).hidden()
            Self.blue.frame(width: 20, height: 20)
        })
        #expect(image[10, 10] == Self.white)
        #expect(image[30, 10] == PremultipliedColor(r: 0, g: 0, b: 255, a: 255))
    }

    /// `.border` strokes inside the frame, over the view.
    @Test func aBorderIsDrawnInsideTheFrame() throws {
        let image = try pixels(Self.blue.frame(width: 40, height: 40).border(Self.red, width: 4))
        #expect(image[1, 1] == PremultipliedColor(r: 255, g: 0, b: 0, a: 255))
        #expect(image[20, 20] == PremultipliedColor(r: 0, g: 0, b: 255, a: 255))
        #expect(image[42, 20] == Self.white, "nothing outside the frame")
    }

    /// Touch and grouping modifiers compile and leave the drawing as it was.
    @Test func touchAndGroupingModifiersDrawNothing() throws {
        let plain = try pixels(Self.blue.frame(width: 40, height: 40))
        let accepted = try pixels(Self.blue.frame(width: 40, height: 40).allowsHitTesting(false)
            .accessibilityElement(children: .combine).badge(3))
        #expect(plain == accepted)
    }

    /// `.textCase` draws the texts inside in that case, the words as written elsewhere.
    @Test func textCaseDrawsTheCasedString() throws {
        let upper = try pixels(VStack { Text("Total due") }.textCase(.uppercase))
        #expect(upper == (try pixels(VStack { Text("TOTAL DUE") })))
        #expect(upper != (try pixels(VStack { Text("Total due") })))
        #expect(try pixels(Text("Total DUE").textCase(.lowercase)) == (try pixels(Text("total due"))))
    }
}
