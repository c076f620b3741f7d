import Pixelproof
import Raster
import Testing
import Values

/// Stacks' and frames' `background` and `overlay` as SwiftUI's `.background(_:)` / `.overlay(_:)`:
/// a node is laid out in the container's frame, proposed exactly its size, drawn behind or over
/// the content, and never changes the container's size.
@Suite struct BackdropTests {
    func doc(_ content: String) -> String {
        "system: ids\ncanvas: {width: 200, background: \"#ffffff\"}\ncontent:\n" + content
    }

    @Test func aShapeBehindAStackFillsTheStacksFrame() throws {
        let pixmap = try render(doc("""
              hstack:
                padding: 10
                background: {shape: {kind: rect, fill: "#ff0000"}}
                children:
                  - shape: {kind: rect, width: 20, height: 20, fill: "#0000ff"}
            """))
        #expect(pixmap.width == 200 && pixmap.height == 40, "the background does not change the size")
        // The stack hugs its 20 px child plus 10 px padding: 40 x 40 at the top-leading corner.
        #expect(pixmap.color(5, 5) == RGBAColor(r: 255, g: 0, b: 0), "the padding area is the background's")
        #expect(pixmap.color(20, 20) == RGBAColor(r: 0, g: 0, b: 255), "the content is drawn over it")
        #expect(pixmap.color(45, 20) == RGBAColor.white, "outside the stack's 40 px frame")
    }

    @Test func aColourOverlayCoversTheContentAndANodeOverlayIsCentred() throws {
        let pixmap = try render(doc("""
              frame:
                width: 60
                height: 30
                overlay: {shape: {kind: rect, width: 10, height: 10, fill: "#00ff00"}}
                background: "#000000"
                child: {shape: {kind: rect, width: 60, height: 30, fill: "#0000ff"}}
            """))
        #expect(pixmap.color(30, 15) == RGBAColor(r: 0, g: 255, b: 0), "the overlay, centred in the frame")
        #expect(pixmap.color(2, 2) == RGBAColor(r: 0, g: 0, b: 255), "the child over the black background")
        #expect(pixmap.color(24, 15) == RGBAColor(r: 0, g: 0, b: 255), "a 10 px overlay leaves the rest")
        let tinted = try render(doc("""
              zstack:
                overlay: "#ff000080"
                children: [{shape: {kind: rect, width: 20, height: 20, fill: "#0000ff"}}]
            """))
        let c = tinted.color(10, 10)
        #expect(c.r > 100 && c.b > 100 && c.g == 0, "half red over blue: \(c)")
    }

    @Test func backdropNodesAreCheckedLikeAnyNode() {
        #expect { try render(doc("  vstack: {background: {shape: {kind: rect, fil: red}}}\n")) } throws: { error in
            "\(error)".contains("content.vstack.background.shape.fil") && "\(error)".contains("did you mean \"fill\"?")
        }
        #expect { try render(doc("  vstack: {overlay: {text: {string: Hi, style: bodyRegular, color: grayscale10}}}\n")) } throws: { error in
            "\(error)".contains("content.vstack.overlay.text.color") && "\(error)".contains("unknown colour token \"grayscale10\"")
        }
    }
}

/// The model's modifier rules (padding, then a background and an overlay around it, as SwiftUI stacks
/// them) build the same tree as the description keys, so they draw the same bytes.
@Suite struct BackdropModifierTests {
    @Test func backgroundAndOverlayModifiersMatchTheDescription() throws {
        let swift = try Renderer(scale: 2).pixmap(
            of: Node.hstack(StackNode(spacing: .points(4), alignment: .vertical(.center), children: [
                    .text(TextNode(string: "Fresh", typography: .style("accentEmphasized"), color: .token("grayscale00"))),
                ]))
                .padded(LengthInsets(all: .points(8)))
                .withBackground(.node(.shape(ShapeNode(kind: .pill, fill: .color(.token("buttonPrimaryBg"))))))
                .withOverlay(.node(.shape(ShapeNode(kind: .pill, border: Border(width: 1, color: .token("grayscale80")))))),
            width: 120, background: .literal(.white))
        let file = try render("""
            system: ids
            canvas: {width: 120, background: "#ffffff"}
            content:
              vstack:
                background: {shape: {kind: pill, fill: buttonPrimaryBg}}
                overlay: {shape: {kind: pill, border: {width: 1, color: grayscale80}}}
                children:
                  - vstack:
                      padding: 8
                      children:
                        - hstack: {spacing: 4, children: [{text: {string: Fresh, style: accentEmphasized, color: grayscale00}}]}
            """, scale: 2)
        #expect(swift.bytes == file.bytes)
        #expect(swift.color(4, 20).g > 100, "the pill is drawn behind the label")
    }
}
