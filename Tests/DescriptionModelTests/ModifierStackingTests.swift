import DescriptionModel
import Testing
import Values

/// SwiftUI's modifier order onto description nodes (`Node+Modifiers.swift`): the rule both the
/// description reader's tree and PixelproofUI's views follow.
@Suite struct ModifierStackingTests {
    static let text = Node.text(TextNode(string: "Hi", typography: .style("body")))
    static let red = Backdrop.color(.token("red")), blue = Backdrop.color(.token("blue"))

    @Test func paddingThenBackgroundIsOneStackWithThePaddingInside() {
        guard case let .vstack(stack) = Self.text.padded(LengthInsets(all: .points(8))).withBackground(Self.red) else {
            Issue.record("not a stack"); return
        }
        #expect(stack.children == [Self.text] && stack.padding == LengthInsets(all: .points(8)) && stack.background == Self.red)
    }

    @Test func backgroundThenPaddingWrapsSoThePaddingIsOutside() {
        guard case let .vstack(outer) = Self.text.withBackground(Self.red).padded(LengthInsets(all: .points(8))),
              case let .vstack(inner)? = outer.children.first else { Issue.record("not two stacks"); return }
        #expect(outer.background == nil && outer.padding == LengthInsets(all: .points(8)))
        #expect(inner.background == Self.red && inner.padding == .zero && inner.children == [Self.text])
    }

    @Test func aSecondBackgroundGoesBehindTheFirst() {
        guard case let .vstack(outer) = Self.text.withBackground(Self.red).withBackground(Self.blue),
              case let .vstack(inner)? = outer.children.first else { Issue.record("not two stacks"); return }
        #expect(inner.background == Self.red && outer.background == Self.blue)
    }

    @Test func eachModifierIsASetOfItsOwnInTheOrderWritten() {
        let node = Self.text.modified { $0.blur = 4 }.modified { $0.opacity = 0.5 }
        guard case let .modified(inner, outer) = node, case let .modified(text, first) = inner else { Issue.record("not nested"); return }
        #expect(text == Self.text && first.blur == 4 && first.opacity == 1 && outer.opacity == 0.5 && outer.blur == 0)
    }

    @Test func aClippedTextIsWrappedInAOneChildVerticalStackAndAStackIsClippedItself() {
        guard case let .modified(.vstack(stack), modifiers) = Self.text.clipped(to: .frame) else { Issue.record("not a clipped stack"); return }
        #expect(stack.children == [Self.text] && modifiers.clip == .frame)
        let row = Node.hstack(StackNode(alignment: .vertical(.center), children: [Self.text]))
        #expect(row.clipped(to: .frame) == .modified(row, NodeModifiers(clip: .frame)))
    }

    @Test func aShadowGoesOnTheShapeOrTheShapeBehindAndNowhereElse() {
        let shadow = Shadow.token("md")
        let pill = Node.shape(ShapeNode(kind: .pill))
        #expect(pill.withShadow(shadow) == .shape(ShapeNode(kind: .pill, shadows: [shadow])))
        guard case let .vstack(stack)? = Self.text.withBackground(.node(pill)).withShadow(shadow) else { Issue.record("no stack"); return }
        #expect(stack.background == .node(.shape(ShapeNode(kind: .pill, shadows: [shadow]))))
        #expect(Self.text.withShadow(shadow) == nil)
    }

    @Test func swiftUIsRadiusIsSigmaAndItsAngleZeroPointsRight() {
        #expect(NodeModifiers.blur(radius: 3) == 6)
        let gradient = AngularGradientValue(swiftUICenter: Point(0.5, 0.5), startAngle: 0, stops: [])
        #expect(gradient.from == 90)
    }
}
