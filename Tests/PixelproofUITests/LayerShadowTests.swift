import Pixelproof
import PixelproofTesting
import PixelproofUI
import Testing

/// `.shadow` on a view that is not a shape casts Core Animation's layer shadow: the composited
/// layer's alpha, moved, blurred and tinted, drawn under the view.
@Suite struct LayerShadowTests {
    /// The view at the top-left of a white 200 × 100 canvas, at scale 1 so points are pixels.
    func pixels(_ content: some View) throws -> Pixmap {
        try Renderer(scale: 1).pixmap(of: content.frame(width: 200, height: 100, alignment: .topLeading).background(Color.white), width: 200)
    }

    /// The tutorials' card: a padded label on an orange rounded background with a soft shadow.
    @Test func theTutorialCardCastsASoftShadow() throws {
        let card = Text("Hello, shadow").padding().background(Color.orange).cornerRadius(25).shadow(radius: 25)
        assertSnapshot(of: VStack { card }.padding(60).background(Color.white), width: 375, named: "swiftui/shadow-card")
    }

    /// A sharp shadow 60 px to the right is a copy of the view's alpha: an opaque square casts
    /// black, a half-transparent one half black — the shadow follows the composited alpha.
    @Test func theShadowIsAsDarkAsTheViewIsOpaque() throws {
        func square(_ opacity: Double) -> some View {
            ZStack { Rectangle().fill(Color.black.opacity(opacity)) }.frame(width: 40, height: 40)
                .shadow(color: .black, radius: 0, x: 60)
        }
        let opaque = try pixels(square(1))[80, 20], half = try pixels(square(0.5))[80, 20]
        #expect(opaque == PremultipliedColor(r: 0, g: 0, b: 0, a: 255))
        #expect(abs(Int(half.r) - 128) <= 2 && half.r == half.g && half.g == half.b)
        // Beyond the shadow's copy, the canvas is untouched.
        #expect(try pixels(square(1))[150, 20] == PremultipliedColor(r: 255, g: 255, b: 255, a: 255))
    }

    /// A ring casts a ring: the band beside both its edges darkens, its hole's centre stays white.
    /// (A shape's box-shadow would cast a disc, hidden under the shape: nothing inside the hole.)
    @Test func aRingsHoleCastsNoShadow() throws {
        // The band is 32...40 px from the centre (50, 50): its top edges are at y 10 and 18.
        let ring = ZStack { Circle().strokeBorder(Color.blue, lineWidth: 8) }.frame(width: 80, height: 80)
            .shadow(color: .black, radius: 3)
        let image = try pixels(ring.padding(10))
        #expect(image[50, 50] == PremultipliedColor(r: 255, g: 255, b: 255, a: 255), "the hole's centre")
        let outside = image[50, 7], inside = image[50, 21]
        #expect(outside.r < 240 && outside.r == outside.b, "just above the ring: \(outside)")
        #expect(inside.r < 240 && inside.r == inside.b, "just inside the hole: \(inside)")
    }

    /// A shadow at NaN or a million points away is refused with the place and the limits.
    @Test func anUnreasonableShadowIsRefused() {
        for view in [AnyView(Text("x").shadow(radius: 2, x: .nan)), AnyView(Text("x").shadow(radius: 2, y: 1e6)),
                     AnyView(Text("x").shadow(radius: -1))] {
            var message = "(no error)"
            do { _ = try pixels(view) } catch { message = "\(error)" }
            #expect(message.contains("shadow(radius: ") && message.contains("±10000 points"), "\(message)")
        }
    }
}
