@testable import Layout
import Testing
import Values

/// SwiftUI's `.alignmentGuide(_:computeValue:)`: stacks, z-stacks and frames line their children
/// up on the guide's stated values and grow to hold them all.
@Suite struct AlignmentGuideTests {
    func leading(_ value: @escaping (GuideDimensions) -> Double, _ child: LayoutElement) -> LayoutElement {
        .alignmentGuides(AlignmentGuides(horizontal: [.leading: value]), child: child)
    }

    /// `VStack(alignment: .leading) { A; B.alignmentGuide(.leading) { $0.width / 2 } }`, both
    /// 100 × 20, spacing 0: B's leading guide sits 50 into it, so B starts 50 left of A, A is at
    /// x 50, and the stack is 150 wide (the union of the two).
    @Test func aLeadingGuideOfHalfTheWidthShiftsTheChildAndWidensTheStack() {
        let stack = LayoutElement.vstack(spacing: 0, alignment: .leading, children: [
            box(100, 20, tag: 1), leading({ $0.width / 2 }, box(100, 20, tag: 2)),
        ])
        let root = Layout.place(stack, proposal: ProposedSize(width: 375, height: nil))
        #expect(root.frame == Rect(x: 0, y: 0, width: 150, height: 40))
        #expect(leafFrames(root)[1] == Rect(x: 50, y: 0, width: 100, height: 20))
        #expect(leafFrames(root)[2] == Rect(x: 0, y: 20, width: 100, height: 20))
        // A guide is only read by a stack aligned on it: a centred stack ignores a leading guide.
        let centred = Layout.place(.vstack(spacing: 0, alignment: .center, children: [
            box(100, 20, tag: 1), leading({ $0.width / 2 }, box(50, 20, tag: 2)),
        ]), proposal: .unspecified)
        #expect(centred.frame.width == 100 && leafFrames(centred)[2]?.x == 25)
    }

    /// A negative value moves the child the other way: `.alignmentGuide(.leading) { _ in -30 }` on
    /// an 80-wide B under a 100-wide A puts B 30 right of A's leading edge; the stack is 110 wide.
    @Test func aNegativeGuideIndents() {
        let stack = LayoutElement.vstack(spacing: 8, alignment: .leading, children: [
            box(100, 20, tag: 1), leading({ _ in -30 }, box(80, 10, tag: 2)),
        ])
        let root = Layout.place(stack, proposal: .unspecified)
        #expect(root.frame.width == 110 && root.frame.height == 38)
        #expect(leafFrames(root)[1] == Rect(x: 0, y: 0, width: 100, height: 20))
        #expect(leafFrames(root)[2] == Rect(x: 30, y: 28, width: 80, height: 10))
    }

    /// The guide reaches the stack through the modifiers around the view: on a child with 10 of
    /// padding (inside a value carried for the parent), B's stated leading (its width, 40) is 50
    /// from the padded view's leading edge.
    @Test func aGuideIsSeenThroughPadding() {
        let carried = AlignmentGuideCarrier(AlignmentGuides())
        let stack = LayoutElement.vstack(spacing: 0, alignment: .leading, children: [
            box(60, 20, tag: 1),
            .custom(carried, children: [.padding(Insets(all: 10), child: leading({ $0.width }, box(40, 20, tag: 2)))]),
        ])
        let root = Layout.place(stack, proposal: .unspecified)
        #expect(leafFrames(root)[1] == Rect(x: 50, y: 0, width: 60, height: 20))
        #expect(leafFrames(root)[2] == Rect(x: 10, y: 30, width: 40, height: 20))
        #expect(root.frame.width == 110)
    }


    /// `HStack(alignment: .top)` with `.alignmentGuide(.top) { $0[.bottom] }` on the second child:
    /// its bottom meets the first's top, and the row is as tall as both (20 + 30).
    @Test func aTopGuideInARow() {
        let row = LayoutElement.hstack(spacing: 0, alignment: .top, children: [
            box(10, 20, tag: 1),
            .alignmentGuides(AlignmentGuides(vertical: [.top: { $0[.bottom] }]), child: box(10, 30, tag: 2)),
        ])
        let root = Layout.place(row, proposal: .unspecified)
        #expect(root.frame.width == 20 && root.frame.height == 50)
        #expect(leafFrames(root)[1] == Rect(x: 0, y: 30, width: 10, height: 20))
        #expect(leafFrames(root)[2] == Rect(x: 10, y: 0, width: 10, height: 30))
    }

    /// A z-stack aligned `.topLeading` and a frame aligned `.leading` place a child by its guide
    /// too: a leading guide of 20 puts it 20 left of the others (the z-stack grows to 120) and
    /// 20 left of the frame's leading edge.
    @Test func zStacksAndFramesUseTheGuide() {
        let z = LayoutElement.zstack(alignment: .topLeading, children: [
            box(100, 40, tag: 1), leading({ _ in 20 }, box(30, 10, tag: 2)),
        ])
        let placed = Layout.place(z, proposal: .unspecified)
        #expect(placed.frame.width == 120 && placed.frame.height == 40)
        #expect(leafFrames(placed)[1]?.x == 20 && leafFrames(placed)[2]?.x == 0)
        let framed = Layout.place(.frame(FrameSpec(width: 100, height: 40, alignment: LayoutAlignment(horizontal: .leading, vertical: .center)),
                                         child: leading({ _ in 20 }, box(30, 10, tag: 3))), proposal: .unspecified)
        #expect(leafFrames(framed)[3] == Rect(x: -20, y: 15, width: 30, height: 10))
    }

    /// `computeValue` sees the guides a view inside states: an outer `.leading` of
    /// `d[.leading] + 10` over an inner one of 5 is 15.
    @Test func anOuterGuideSeesTheInnerOne() {
        let stack = LayoutElement.vstack(spacing: 0, alignment: .leading, children: [
            box(50, 10, tag: 1), leading({ $0[.leading] + 10 }, leading({ _ in 5 }, box(50, 10, tag: 2))),
        ])
        let root = Layout.place(stack, proposal: .unspecified)
        #expect(leafFrames(root)[1]?.x == 15 && leafFrames(root)[2]?.x == 0)
    }
}
