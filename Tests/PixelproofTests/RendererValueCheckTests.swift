import DescriptionModel
import Pixelproof
import Testing

/// `Renderer` draws no tree it has not checked: a `Node` made in Swift is held to the ranges a
/// description file is read with.
@Suite struct RendererValueCheckTests {
    @Test func aSwiftTreeWithAnOpacityAboveOneIsRefusedNamingIt() {
        let faded = Node.shape(ShapeNode(kind: .rect, width: 20, height: 20, fill: .color(.token("grayscale80")))).modified { $0.opacity = 1.5 }
        #expect { _ = try Renderer(scale: 1).pixmap(of: faded, width: 40) } throws: { error in
            (error as? NodeValueError)?.description == "content.shape.opacity: 1.5 is out of range; an opacity must be between 0 and 1"
        }
    }

    @Test func theSameTreeInRangeIsDrawn() throws {
        let faded = Node.shape(ShapeNode(kind: .rect, width: 20, height: 20, fill: .color(.token("grayscale80")))).modified { $0.opacity = 0.5 }
        #expect(try Renderer(scale: 1).pixmap(of: faded, width: 40).width == 40)
    }

    /// The scale of a `Renderer` made in Swift is held to `Scale.range` as `--scale` and a
    /// description's `scale:` are: 4x draws (four device pixels a point), 5x is refused by name.
    @Test func aScaleOutsideOneToFourIsRefusedAndFourIsDrawn() throws {
        let square = Node.shape(ShapeNode(kind: .rect, width: 20, height: 20, fill: .color(.token("grayscale80"))))
        #expect(try Renderer(scale: 4).pixmap(of: square, width: 40).width == 160)
        for scale in [0, 5] {
            #expect { _ = try Renderer(scale: scale).pixmap(of: square, width: 40) } throws: { error in
                "\(error)" == "scale: \(scale) is not a scale Pixelproof draws at: give 1, 2, 3 or 4 (device pixels per logical px)"
            }
        }
    }
}
