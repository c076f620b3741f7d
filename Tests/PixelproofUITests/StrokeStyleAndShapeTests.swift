import Pixelproof
import PixelproofTesting
import PixelproofUI
import Testing

private typealias StrokeStyle = PixelproofUI.StrokeStyle

/// `StrokeStyle` wherever a line goes, and the shape modifiers (`inset`, `trim`, `offset`,
/// `rotation`, `scale`, a fill then a stroke), measured in pixels at scale 1 (a point is a pixel).
@Suite struct StrokeStyleAndShapeTests {
    static let white = PremultipliedColor(r: 255, g: 255, b: 255, a: 255)
    /// iOS's system blue and red, `Color.blue` and `Color.red`.
    static let blue = PremultipliedColor(r: 0, g: 122, b: 255, a: 255)
    static let red = PremultipliedColor(r: 255, g: 59, b: 48, a: 255)

    /// `shape` in a 100 × 60 frame at (10, 10) of a white 200 × 100 canvas.
    func pixels(_ shape: some View, width: CGFloat = 100, height: CGFloat = 60) throws -> Pixmap {
        try Renderer(scale: 1).pixmap(of: shape.frame(width: width, height: height).padding(10)
            .frame(width: 200, height: 100, alignment: .topLeading).background(Color.white), width: 200)
    }

    /// A dashed rounded rectangle's line starts after the top-left corner and runs clockwise:
    /// 10 on, 6 off along the top edge (y 10), from x 10 + 12.
    @Test func aDashedStrokeAlternatesAlongTheOutline() throws {
        let image = try pixels(RoundedRectangle(cornerRadius: 12, style: .circular).stroke(Color.blue, style: StrokeStyle(lineWidth: 4, dash: [10, 6])))
        for dash in 0..<4 {
            let start = 22 + 16 * dash
            #expect(image[start + 5, 10] == Self.blue, "dash \(dash)")
            #expect(image[start + 13, 10] == Self.white, "the gap after dash \(dash)")
        }
        // The phase moves the pattern back along the line: the first gap is now where the first dash was.
        let shifted = try pixels(RoundedRectangle(cornerRadius: 12, style: .circular).stroke(Color.blue, style: StrokeStyle(lineWidth: 4, dash: [10, 6], dashPhase: 10)))
        #expect(shifted[22 + 3, 10] == Self.white)
        #expect(shifted[22 + 10, 10] == Self.blue)
    }

    /// `strokeBorder(style:)` dashes the outline inset by half the width: the line lies inside
    /// the frame, none of it outside; round caps reach past the dash's length.
    @Test func aDashedStrokeBorderStaysInside() throws {
        let style = StrokeStyle(lineWidth: 6, lineCap: .round, dash: [0, 12])
        let image = try pixels(Rectangle().strokeBorder(Color.blue, style: style))
        // Zero-length dashes with round caps are dots of diameter 6, every 12 along the inset line (y 13).
        #expect(image[13, 13] == Self.blue, "the first dot, on the inset outline's start")
        #expect(image[19, 13] == Self.white, "between dots")
        #expect(image[25, 13] == Self.blue, "the second dot")
        #expect(image[25, 9] == Self.white, "nothing outside the frame")
    }

    /// Joins: a round-joined border's outer corner is rounded, a mitred one square.
    @Test func aRoundJoinRoundsTheOuterCorner() throws {
        let round = try pixels(Rectangle().strokeBorder(Color.blue, style: StrokeStyle(lineWidth: 10, lineJoin: .round)))
        let miter = try pixels(Rectangle().strokeBorder(Color.blue, style: StrokeStyle(lineWidth: 10)))
        #expect(miter[10, 10] == Self.blue)
        #expect(round[10, 10] == Self.white, "the rounded corner leaves the frame's corner pixel")
        #expect(round[15, 12] == Self.blue)
    }

    /// `.border` is a line of the width inside the frame.
    @Test func aBorderIsInsideTheFrame() throws {
        let image = try pixels(Color.white.border(Color.blue, width: 3))
        #expect(image[10, 40] == Self.blue && image[12, 40] == Self.blue)
        #expect(image[13, 40] == Self.white && image[9, 40] == Self.white)
        #expect(image[109, 40] == Self.blue && image[60, 69] == Self.blue)
    }

    /// `inset(by:)` draws the outline that much inside the frame.
    @Test func anInsetCircleIsSmaller() throws {
        let image = try pixels(Circle().inset(by: 10).fill(Color.red), width: 60, height: 60)
        #expect(image[40, 40] == Self.red)
        #expect(image[40, 15] == Self.white, "inside the plain circle, outside the inset one")
        #expect(image[40, 22] == Self.red)
    }

    /// A progress ring: a circle trimmed to its first quarter runs clockwise from its rightmost
    /// point, so the quarter from 3 to 6 o'clock is drawn and the rest of the ring is not.
    @Test func aTrimmedCircleIsAQuarterFromThreeOClock() throws {
        let image = try pixels(Circle().trim(from: 0, to: 0.25).stroke(Color.blue, style: StrokeStyle(lineWidth: 6, lineCap: .round)),
                               width: 80, height: 80)
        // Centre (50, 50), radius 40.
        #expect(image[50 + 28, 50 + 28] == Self.blue, "half-way, at 4:30")
        #expect(image[90, 48] == Self.blue, "the round cap just before 3 o'clock")
        #expect(image[50, 11] == Self.white, "12 o'clock")
        #expect(image[11, 50] == Self.white, "9 o'clock")
        #expect(image[50 - 28, 50 + 28] == Self.white, "7:30")
        // The whole trim is the closed circle; none is nothing.
        let whole = try pixels(Circle().trim(from: 0, to: 1).stroke(Color.blue, lineWidth: 6), width: 80, height: 80)
        #expect(whole[50, 10] == Self.blue)
        let none = try pixels(Circle().trim(from: 0.5, to: 0.5).stroke(Color.blue, lineWidth: 6), width: 80, height: 80)
        #expect(none[90, 50] == Self.white)
    }

    /// iOS 17: a filled shape stroked draws both, the line over the fill.
    @Test func aFillThenAStrokeBorderDrawsBoth() throws {
        let image = try pixels(Circle().fill(Color.red).strokeBorder(Color.blue, lineWidth: 4), width: 60, height: 60)
        #expect(image[40, 40] == Self.red)
        #expect(image[40, 11] == Self.blue)
        #expect(image[40, 15] == Self.red)
    }

    /// `stroke(lineWidth:)` is a shape in SwiftUI (the line's outline): a `fill` after it colours
    /// the line, it does not fill the circle.
    @Test func aFillAfterAPlainStrokeColoursTheLine() throws {
        let image = try pixels(Circle().stroke(lineWidth: 4).fill(Color.red), width: 60, height: 60)
        #expect(image[40, 10] == Self.red)
        #expect(image[40, 40] == Self.white)
    }

    /// A shape's own `scale` and `offset` move its outline, and the stroke keeps its width
    /// (`.scaleEffect` would scale the line too).
    @Test func aScaledShapeKeepsItsLineWidth() throws {
        let image = try pixels(Rectangle().scale(0.5).offset(x: 10).stroke(Color.blue, lineWidth: 4))
        // The 100 × 60 frame at (10, 10) halved about its centre (60, 40) is 50 × 30 at (35, 25), moved to x 45.
        #expect(image[45, 40] == Self.blue && image[43, 40] == Self.blue && image[46, 40] == Self.blue)
        #expect(image[42, 40] == Self.white && image[47, 40] == Self.white, "4 wide, not 2")
        let turned = try pixels(Rectangle().rotation(.degrees(90)).stroke(Color.blue, lineWidth: 2))
        // Turned a quarter about its centre, the 100 × 60 outline stands 60 × 100: its top edge leaves the frame.
        #expect(turned[60, 80] == Self.white && turned[30, 40] == Self.blue)
    }

    /// A background `in:` an inset shape fills the inset shape; a clip to one is refused by name
    /// (a clip has no inset).
    @Test func anInsetShapeAsABackgroundAndAsAClip() throws {
        let image = try pixels(Color.clear.background(Color.red, in: Circle().inset(by: 10)), width: 60, height: 60)
        #expect(image[40, 40] == Self.red && image[40, 15] == Self.white)
        var message = "(no error)"
        do { _ = try pixels(Color.red.clipShape(Circle().inset(by: 4))) } catch { message = "\(error)" }
        #expect(message.hasPrefix("clipShape: Pixelproof clips to the built-in shapes as they are"), "\(message)")
    }

    /// A negative width or a dash that is not a number is an error naming the modifier.
    @Test func anUnreasonableStrokeStyleIsRefused() {
        for style in [StrokeStyle(lineWidth: -1), StrokeStyle(dash: [.nan])] {
            var message = "(no error)"
            do { _ = try pixels(Circle().stroke(Color.blue, style: style)) } catch { message = "\(error)" }
            #expect(message.hasPrefix("stroke(_:style:): "), "\(message)")
        }
    }
}
