import Pixelproof
import PixelproofUI
import Testing

/// `.zIndex`, `.mask`, `.compositingGroup` and `.hidden`: which views are drawn, in what order,
/// and how much of them, measured in pixels at scale 1.
@Suite struct LayerOrderTests {
    static let white = PremultipliedColor(r: 255, g: 255, b: 255, a: 255)
    static let red = PremultipliedColor(r: 255, g: 59, b: 48, a: 255)
    /// iOS's system blue and red, `Color.blue` and `Color.red`.
    static let blue = PremultipliedColor(r: 0, g: 122, b: 255, a: 255)

    func pixels(_ content: some View) throws -> Pixmap {
        try Renderer(scale: 1).pixmap(of: content.frame(width: 100, height: 100, alignment: .topLeading).background(Color.white), width: 100)
    }

    /// A higher zIndex is drawn over a sibling written after it; equal ones keep the written order.
    @Test func aHigherZIndexIsDrawnOnTop() throws {
        let raised = ZStack {
            Rectangle().fill(Color.red).frame(width: 40, height: 40).zIndex(1)
            Rectangle().fill(Color.blue).frame(width: 60, height: 60)
        }
        #expect(try pixels(raised)[30, 30] == Self.red)
        let written = ZStack {
            Rectangle().fill(Color.red).frame(width: 40, height: 40)
            Rectangle().fill(Color.blue).frame(width: 60, height: 60)
        }
        #expect(try pixels(written)[30, 30] == Self.blue)
        // The zIndex passes through the modifiers written after it, and a negative one sinks.
        let sunk = ZStack {
            Rectangle().fill(Color.red).frame(width: 40, height: 40)
            Rectangle().fill(Color.blue).frame(width: 60, height: 60).zIndex(-1).padding(0)
        }
        #expect(try pixels(sunk)[30, 30] == Self.red)
    }

    /// An overlapping stack's later sibling is normally on top; zIndex changes only the drawing.
    @Test func zIndexDoesNotMoveTheLayout() throws {
        let row = HStack(spacing: -20) {
            Rectangle().fill(Color.red).frame(width: 40, height: 40).zIndex(1)
            Rectangle().fill(Color.blue).frame(width: 40, height: 40)
        }
        let image = try pixels(row)
        #expect(image[30, 20] == Self.red, "the overlap: red on top")
        #expect(image[50, 20] == Self.blue, "blue still laid out to the right")
    }

    /// A circle mask keeps the square's pixels inside the circle only; an aligned mask sits where
    /// its alignment puts it.
    @Test func aMaskKeepsWhatItCovers() throws {
        let masked = try pixels(Rectangle().fill(Color.red).frame(width: 100, height: 100).mask { Circle() })
        #expect(masked[50, 50] == Self.red)
        #expect(masked[3, 3] == Self.white, "the corner, outside the circle")
        let half = try pixels(Rectangle().fill(Color.red).frame(width: 100, height: 100)
            .mask(alignment: .leading) { Rectangle().frame(width: 50) })
        #expect(half[25, 50] == Self.red && half[75, 50] == Self.white)
        // The mask's alpha counts, not its colour: a half-transparent mask halves the view.
        let faded = try pixels(Rectangle().fill(Color.red).frame(width: 100, height: 100).mask { Color.green.opacity(0.5) })
        let halfOpaque = try pixels(Rectangle().fill(Color.red).frame(width: 100, height: 100).opacity(0.5))
        #expect(faded[50, 50] == halfOpaque[50, 50])
    }

    /// `.compositingGroup()` then `.opacity` fades the group as one: where two opaque squares
    /// overlap, the lower one does not show through.
    @Test func aCompositingGroupFadesAsOne() throws {
        let pair = ZStack(alignment: .topLeading) {
            Rectangle().fill(Color.red).frame(width: 40, height: 40)
            Rectangle().fill(Color.blue).frame(width: 40, height: 40).offset(x: 20)
        }
        let grouped = try pixels(pair.compositingGroup().opacity(0.5))[30, 20]
        #expect(grouped.r == 127 || grouped.r == 128, "no red under the blue: \(grouped)")
    }

    /// `.hidden()` draws nothing and keeps its space.
    @Test func aHiddenViewKeepsItsSpace() throws {
        let row = HStack(spacing: 0) {
            Rectangle().fill(Color.red).frame(width: 40, height: 40).hidden()
            Rectangle().fill(Color.blue).frame(width: 40, height: 40)
        }
        let image = try pixels(row)
        #expect(image[20, 20] == Self.white && image[60, 20] == Self.blue)
    }
}
