import Pixelproof
import PixelproofUI
import Testing

/// SwiftUI's colour effects against CSS's filter functions as headless Chromium draws them
/// (`chromium --headless --force-color-profile=srgb --screenshot`, 20 px squares on white; the
/// page is in docs/SWIFTUI.md, "Colour effects"): the same W3C matrices, so the same bytes
/// within one level of rounding. `.brightness` adds, as an SVG `feComponentTransfer` with an
/// intercept does (CSS's `brightness()` multiplies instead).
@Suite struct ColorEffectTests {
    struct Case: Sendable, CustomStringConvertible {
        let name: String
        let effect: @Sendable (AnyView) -> AnyView
        /// Chromium's pixels on white for red, #3366cc, half-transparent red and #808080.
        let chromium: [(UInt8, UInt8, UInt8)]
        var description: String { name }
    }

    static let colours: [PixelproofUI.Color] = [Color(red: 1, green: 0, blue: 0), Color(red: 0.2, green: 0.4, blue: 0.8),
                                   Color(red: 1, green: 0, blue: 0).opacity(0.5), Color(red: 128 / 255, green: 128 / 255, blue: 128 / 255)]

    static let cases: [Case] = [
        Case(name: "saturation(0)", effect: { AnyView($0.saturation(0)) }, chromium: [(54, 54, 54), (98, 98, 98), (154, 154, 154), (128, 128, 128)]),
        Case(name: "saturation(0.5)", effect: { AnyView($0.saturation(0.5)) }, chromium: [(155, 27, 27), (75, 100, 151), (205, 141, 141), (128, 128, 128)]),
        Case(name: "grayscale(1)", effect: { AnyView($0.grayscale(1)) }, chromium: [(54, 54, 54), (99, 99, 99), (154, 154, 154), (128, 128, 128)]),
        Case(name: "grayscale(0.3)", effect: { AnyView($0.grayscale(0.3)) }, chromium: [(195, 16, 16), (65, 101, 172), (225, 135, 135), (128, 128, 128)]),
        Case(name: "hueRotation(120°)", effect: { AnyView($0.hueRotation(.degrees(120))) }, chromium: [(0, 113, 0), (214, 65, 87), (127, 184, 127), (128, 128, 128)]),
        Case(name: "contrast(2)", effect: { AnyView($0.contrast(2)) }, chromium: [(255, 0, 0), (0, 77, 255), (255, 127, 127), (129, 129, 129)]),
        Case(name: "contrast(0.5)", effect: { AnyView($0.contrast(0.5)) }, chromium: [(191, 64, 64), (89, 115, 166), (223, 159, 159), (128, 128, 128)]),
        Case(name: "colorInvert()", effect: { AnyView($0.colorInvert()) }, chromium: [(0, 255, 255), (204, 153, 51), (127, 255, 255), (127, 127, 127)]),
        Case(name: "brightness(0.2)", effect: { AnyView($0.brightness(0.2)) }, chromium: [(255, 51, 51), (102, 153, 255), (255, 153, 153), (179, 179, 179)]),
    ]

    /// Each colour as a 20-point square with the effect, on white, at scale 1.
    func pixels(_ effect: @escaping (AnyView) -> AnyView) throws -> [PremultipliedColor] {
        let row = HStack(spacing: 0) { ForEach(0..<4) { i in effect(AnyView(Rectangle().fill(Self.colours[i]).frame(width: 20, height: 20))) } }
        let image = try Renderer(scale: 1).pixmap(of: row.background(Color.white), width: 80)
        return (0..<4).map { image[20 * $0 + 10, 10] }
    }

    @Test(arguments: cases) func theEffectMatchesChromiumsFilter(_ effect: Case) throws {
        for (i, (got, want)) in zip(try pixels(effect.effect), effect.chromium).enumerated() {
            let close = abs(Int(got.r) - Int(want.0)) <= 1 && abs(Int(got.g) - Int(want.1)) <= 1 && abs(Int(got.b) - Int(want.2)) <= 1
            #expect(close, "colour \(i): \(got) against Chromium's \(want)")
        }
    }

    /// `.colorMultiply` multiplies each channel: white becomes the colour, red under blue black.
    @Test func colorMultiplyMultipliesTheChannels() throws {
        let got = try pixels { AnyView($0.colorMultiply(Color(red: 0, green: 0, blue: 1))) }
        #expect(got[0] == PremultipliedColor(r: 0, g: 0, b: 0, a: 255))
        #expect(got[1] == PremultipliedColor(r: 0, g: 0, b: 204, a: 255))
    }

    /// The effect is on the composited layer: two overlapping squares turn grey as one picture,
    /// and the white around them stays white (a transparent pixel has no colour to invert).
    @Test func theEffectFiltersTheLayerNotTheCanvas() throws {
        let pair = ZStack(alignment: .topLeading) {
            Rectangle().fill(Color(red: 1, green: 0, blue: 0)).frame(width: 20, height: 20)
            Rectangle().fill(Color(red: 0, green: 0, blue: 1)).frame(width: 20, height: 20).offset(x: 10)
        }.frame(width: 60, height: 20, alignment: .topLeading).colorInvert()
        let image = try Renderer(scale: 1).pixmap(of: pair.background(Color.white), width: 60)
        #expect(image[5, 10] == PremultipliedColor(r: 0, g: 255, b: 255, a: 255))
        #expect(image[25, 10] == PremultipliedColor(r: 255, g: 255, b: 0, a: 255))
        #expect(image[45, 10] == PremultipliedColor(r: 255, g: 255, b: 255, a: 255))
    }

    @Test func anAmountThatIsNotANumberIsRefused() {
        var message = "(no error)"
        do { _ = try Renderer(scale: 1).pixmap(of: Color.red.saturation(.nan), width: 20) } catch { message = "\(error)" }
        #expect(message == "saturation(nan): the amount must be a finite number")
    }
}
