import BuiltInComponents
import DescriptionFormat
import SceneBuilding
import Pixelproof
import Raster
import Testing
import Values

/// The shape keys and the node keys `clip`, `rotation` and `offset` drawn from descriptions:
/// direction swaps leading and trailing, modifiers leave layout alone, clips clip.
@Suite struct ShapeKeysRenderingTests {
    /// Content starts at (10, 10), inside the canvas's padding.
    func document(_ content: String, direction: String = "ltr") -> String {
        """
        system: web
        direction: \(direction)
        canvas: { width: 120, height: 80, background: "#ffffff", padding: 10 }
        content:
        \(content)
        """
    }

    func isMirror(_ a: Pixmap, _ b: Pixmap) -> Bool {
        (0..<a.height).allSatisfy { y in (0..<a.width).allSatisfy { x in a[x, y] == b[a.width - 1 - x, y] } }
    }

    static let red = RGBAColor(r: 255, g: 0, b: 0), blue = RGBAColor(r: 0, g: 0, b: 255)

    @Test func rightToLeftSwapsLeadingAndTrailingCorners() throws {
        let shape = "  shape: { kind: roundedRect, width: 100, height: 60, cornerRadius: { topLeading: 30, bottomTrailing: 4 }, cornerStyle: continuous, fill: \"#000000\" }"
        let ltr = try render(document(shape)), rtl = try render(document(shape, direction: "rtl"))
        #expect(isMirror(ltr, rtl))
        // The leading corner is the large one: cut at the top-left in ltr, square at the top-right.
        #expect(ltr.color(14, 14) == .white && ltr.color(108, 11) == .black)
    }

    @Test func offsetAndRotationMoveThePictureNotTheLayout() throws {
        let plain = try render(document("""
              vstack:
                children:
                  - shape: { kind: rect, width: 40, height: 10, fill: "#ff0000" }
                  - shape: { kind: rect, width: 40, height: 10, fill: "#0000ff" }
            """))
        let moved = try render(document("""
              vstack:
                children:
                  - shape: { kind: rect, width: 40, height: 10, fill: "#ff0000", offset: { x: 20, y: 3 } }
                  - shape: { kind: rect, width: 40, height: 10, fill: "#0000ff", rotation: 90 }
            """))
        // Laid out: red at 10…50 × 10…20, blue below it. Drawn: red 20 right and 3 down.
        #expect(plain.color(11, 11) == Self.red && moved.color(11, 11) == .white && moved.color(51, 14) == Self.red)
        // The blue bar turned a quarter about its centre (30, 25): 10 wide, 40 high.
        #expect(plain.color(30, 40) == .white && moved.color(30, 40) == Self.blue && moved.color(12, 25) == .white)
        // An offset's x points the other way in right-to-left: the picture is the mirror.
        let shape = "  shape: { kind: rect, width: 40, height: 10, fill: \"#ff0000\", offset: { x: 20 } }"
        #expect(isMirror(try render(document(shape)), try render(document(shape, direction: "rtl"))))
    }

    @Test func clipKeepsChildrenInsideTheFrameOrShape() throws {
        let children = """
                children:
                  - shape: { kind: rect, width: 80, height: 60, fill: "#000000" }
                  - shape: { kind: rect, width: 20, height: 20, fill: "#ff0000", offset: { x: 60 } }
            """
        let clipped = try render(document("  zstack:\n    clip: { kind: roundedRect, cornerRadius: 20, cornerStyle: continuous }\n" + children))
        // The zstack's frame is 80 × 60 at (10, 10): its corners are cut, and the red square
        // moved past its right edge is cut off.
        #expect(clipped.color(11, 11) == .white && clipped.color(50, 40) == .black && clipped.color(110, 40) == .white)
        let unclipped = try render(document("  zstack:\n" + children))
        #expect(unclipped.color(11, 11) == .black && unclipped.color(110, 40) == Self.red)
    }

    @Test func dashedOutsideBorderDrawsOutsideTheShapeOnly() throws {
        let p = try render(document("  shape: { kind: rect, width: 60, height: 40, fill: \"#ffffff\", border: { width: 4, color: \"#000000\", align: outside, dash: [8, 8] } }"))
        // The shape is 60 × 40 at (10, 10); the border is the 4 px outside it, dashed from the
        // top-left corner clockwise: on 10…18, off 18…26, on 26…34 along the top.
        #expect(p.color(12, 8) == .black && p.color(12, 11) == .white)
        #expect(p.color(22, 8) == .white && p.color(28, 8) == .black)
    }

    @Test func perSideWidthsFollowTheDirection() throws {
        let shape = "  shape: { kind: rect, width: 60, height: 40, fill: \"#ffffff\", border: { width: { leading: 8, top: 1 }, color: \"#000000\" } }"
        let ltr = try render(document(shape))
        #expect(ltr.color(12, 30) == .black && ltr.color(17, 30) == .black && ltr.color(19, 30) == .white && ltr.color(68, 30) == .white)
        #expect(ltr.color(40, 10) == .black && ltr.color(40, 11) == .white)
        #expect(isMirror(ltr, try render(document(shape, direction: "rtl"))))
    }
}
