import DescriptionModel
import Testing

/// `Node.checkValues`: the one range check every front end goes through, naming the value.
@Suite struct ValueCheckTests {
    static let square = Node.shape(ShapeNode(kind: .rect, width: 10, height: 10))

    func problem(_ node: Node) -> String? {
        do { try node.checkValues(); return nil } catch { return error.description }
    }

    @Test func anOpacityAboveOneIsNamedWhereItIs() {
        let node = Node.vstack(StackNode(alignment: .horizontal(.center), children: [Self.square, Self.square.modified { $0.opacity = 1.5 }]))
        #expect(problem(node) == "content.vstack.children[1].shape.opacity: 1.5 is out of range; an opacity must be between 0 and 1")
    }

    @Test func aShapesOwnOpacityANegativeSizeAndNaNAreRefused() {
        #expect(problem(.shape(ShapeNode(kind: .circle, opacity: -0.25))) == "content.shape.opacity: -0.25 is out of range; an opacity must be between 0 and 1")
        #expect(problem(.shape(ShapeNode(kind: .rect, width: -4))) == "content.shape.width: -4 is out of range; a size cannot be negative")
        let frame = Node.frame(FrameNode(width: .nan, child: Self.square))
        #expect(problem(frame) == "content.frame.width: nan is out of range; a size must be a finite number")
    }

    @Test func aBlurPastTheLimitAndAScaleOfAThousandAreRefused() {
        #expect(problem(Self.square.modified { $0.blur = NodeModifiers.maxBlur + 1 })?.hasPrefix("content.shape.blur: 501") == true)
        #expect(problem(Self.square.modified { $0.scaleX = 1000 }) == "content.shape.scale.x: 1000 is out of range; a scale factor must be between -100 and 100")
    }

    @Test func valuesInRangeAnInfiniteMaxWidthAndAnInfiniteRadiusPass() {
        let node = Node.frame(FrameNode(maxWidth: .infinity, child: Self.square.modified { $0.opacity = 0; $0.scaleX = -1 }))
        #expect(problem(node) == nil)
        #expect(problem(.shape(ShapeNode(kind: .roundedRect, cornerRadius: .all(.points(.infinity))))) == nil)
        #expect(problem(.shape(ShapeNode(kind: .roundedRect, cornerRadius: .all(.points(-.infinity))))) != nil)
    }

    @Test func aNodeInsideABackgroundIsChecked() {
        let node = Self.square.withBackground(.node(.shape(ShapeNode(kind: .pill, height: -1))))
        #expect(problem(node) == "content.vstack.background.shape.height: -1 is out of range; a size cannot be negative")
    }
}
