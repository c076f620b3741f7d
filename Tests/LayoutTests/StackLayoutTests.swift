@testable import Layout
import Raster
import Testing
import Values

@Suite struct StackLayoutTests {
    let screen = ProposedSize(width: 343, height: nil)

    @Test func vstackHugsAndSpacesItsChildren() {
        let root = Layout.place(.vstack(spacing: 8, alignment: .leading, children: [box(100, 40, tag: 1), box(60, 20, tag: 2)]),
                                proposal: screen, origin: Point(16, 16))
        #expect(root.frame == Rect(x: 16, y: 16, width: 100, height: 68))
        let f = leafFrames(root)
        #expect(f[1] == Rect(x: 16, y: 16, width: 100, height: 40))
        #expect(f[2] == Rect(x: 16, y: 64, width: 60, height: 20))
    }

    /// SwiftUI's default spacing depends on the neighbours: two texts in the system font sit as two
    /// lines of a paragraph (the larger line spacing between them: body's 22 − 20.29), any other
    /// pair 8 apart; a spacing written (0 here) is used between every pair.
    @Test func vstackDefaultSpacingBetweenTextsIsTheirLineSpacing() {
        let body = SystemTextLeaf(width: 90, height: 20.287, lineSpacing: 1.713)
        let caption = SystemTextLeaf(width: 60, height: 14.32, lineSpacing: 1.68)
        let children: [LayoutElement] = [.leaf(body, tag: 1), .leaf(caption, tag: 2), box(40, 10, tag: 3), .leaf(body, tag: 4)]
        let f = leafFrames(Layout.place(.vstack(spacing: nil, alignment: .leading, children: children), proposal: screen))
        #expect(f[1]?.y == 0)
        #expect(f[2]?.y == 20.287 + 1.713)
        #expect(f[3]?.y == 20.287 + 1.713 + 14.32 + 8)
        #expect(f[4]?.y == 20.287 + 1.713 + 14.32 + 8 + 10 + 8)
        let written = leafFrames(Layout.place(.vstack(spacing: 0, alignment: .leading, children: children), proposal: screen))
        #expect(written[2]?.y == 20.287)
        // Seen through a modifier that changes no geometry (a colour behind it).
        let decorated = leafFrames(Layout.place(.vstack(spacing: nil, alignment: .leading, children: [
            .decorated(tag: 9, child: .leaf(body, tag: 1)), .leaf(body, tag: 2)]), proposal: screen))
        #expect(decorated[2]?.y == 20.287 + 1.713)
    }

    @Test func vstackAlignment() {
        for (alignment, x) in [(HorizontalGuide.leading, 0.0), (.center, 20.0), (.trailing, 40.0)] {
            let root = Layout.place(.vstack(spacing: 0, alignment: alignment, children: [box(100, 10), box(60, 10, tag: 2)]), proposal: screen)
            #expect(leafFrames(root)[2]?.x == x)
        }
    }

    @Test func fullWidthChildStretchesTheStack() {
        let root = Layout.place(.vstack(spacing: 0, alignment: .leading, children: [fullWidth(rect(tag: 1)), box(80, 40, tag: 2)]),
                                proposal: ProposedSize(width: 300, height: nil))
        #expect(root.frame.width == 300)
        #expect(leafFrames(root)[1]?.width == 300)
        #expect(leafFrames(root)[2]?.width == 80)
    }

    @Test func hstackSpacerPushesToTheTrailingEdge() {
        let root = Layout.place(.hstack(spacing: 0, alignment: .center, children: [box(50, 20, tag: 1), .spacer(minLength: 0), box(30, 10, tag: 2)]),
                                proposal: screen)
        #expect(root.frame.width == 343)
        #expect(leafFrames(root)[2] == Rect(x: 313, y: 5, width: 30, height: 10))
    }

    /// A spacer is sized last (its priority is -infinity): the labels share the row less the
    /// spacer's minimum, so the 130 px label keeps its width in 311 px. Sharing the row three
    /// ways would offer it (295 − 40) ÷ 2 = 127.5 and cut it.
    @Test func spacerIsSizedAfterEveryOtherChild() {
        let root = Layout.place(.hstack(spacing: 8, alignment: .top, children: [label(13, tag: 1), .spacer(minLength: 8), label(4, tag: 2)]),
                                proposal: ProposedSize(width: 311, height: nil))
        #expect(leafFrames(root)[1]?.width == 130)
        #expect(leafFrames(root)[2] == Rect(x: 271, y: 0, width: 40, height: 20))
    }

    /// A `layoutPriority` written around a spacer is its priority.
    @Test func spacerWithPriorityIsSizedInItsGroup() {
        let root = Layout.place(.hstack(spacing: 0, alignment: .top, children: [label(30, tag: 1), .layoutPriority(1, child: .spacer(minLength: 0))]),
                                proposal: ProposedSize(width: 200, height: nil))
        #expect(leafFrames(root)[1]?.width == 0)
    }

    @Test func hstackWithoutWidthHugs() {
        let root = Layout.place(.hstack(spacing: 4, alignment: .top, children: [box(50, 20), .spacer(minLength: 6), box(30, 10)]),
                                proposal: .unspecified)
        #expect(root.frame.width == 50 + 4 + 6 + 4 + 30)
    }

    @Test func spacersShareFixedHeightInVStack() {
        let root = Layout.place(.vstack(spacing: 0, alignment: .center, children: [.spacer(minLength: 0), box(10, 10, tag: 1), .spacer(minLength: 0)]),
                                proposal: ProposedSize(width: 100, height: 100))
        #expect(leafFrames(root)[1] == Rect(x: 0, y: 45, width: 10, height: 10))
    }

    @Test func textIsSqueezedToFitAnHStack() {
        // 40 characters want 400 px; the box (flexibility 0) goes first and takes 24 of 335, the label the other 311.
        let root = Layout.place(.hstack(spacing: 8, alignment: .center, children: [box(24, 24), label(40, tag: 1)]), proposal: screen)
        #expect(leafFrames(root)[1]?.width == 311)
        #expect(root.frame.width == 343)
    }

    @Test func firstTextBaselineAlignment() {
        // Baselines 14 (label) and 30 (box of 40): the label moves down 16 px.
        let root = Layout.place(.hstack(spacing: 0, alignment: .firstTextBaseline,
                                        children: [label(3, tag: 1), box(20, 40, baseline: 30, tag: 2)]), proposal: screen)
        let f = leafFrames(root)
        #expect(f[1]?.y == 16 && f[2]?.y == 0)
        #expect(root.firstBaseline == 30)
        #expect(root.frame.height == 40)
    }

    @Test func zstackCentresByDefault() {
        let root = Layout.place(.zstack(alignment: .center, children: [box(100, 50), box(20, 10, tag: 1)]), proposal: screen)
        #expect(leafFrames(root)[1] == Rect(x: 40, y: 20, width: 20, height: 10))
    }

    @Test func fractionalResultsAreKept() {
        let root = Layout.place(.vstack(spacing: 0, alignment: .center, children: [box(80.625, 40), box(10, 10, tag: 1)]), proposal: screen)
        #expect(leafFrames(root)[1]?.x == 35.3125)
    }

    @Test func rightToLeftMirrorsPositions() {
        let element = LayoutElement.hstack(spacing: 10, alignment: .top, children: [box(50, 20, tag: 1), box(30, 20, tag: 2), .spacer(minLength: 0)])
        let root = Layout.place(element, proposal: ProposedSize(width: 200, height: nil), direction: .rightToLeft)
        let f = leafFrames(root)
        #expect(f[1]?.x == 150)   // the first child sits at the right (leading) edge
        #expect(f[2]?.x == 110)
    }
}
