@testable import Layout
import Raster
import Testing
import Values

/// Layouts whose frames SwiftUI's authors published, laid out to those frames. Each case names
/// its source; leaves stand in for SwiftUI's views: `rect` is `Rectangle()`/`Color` (takes what it
/// is offered, 10 when offered nil), `box` an image of fixed size, `label` a one-line text 10 px a
/// character.
@Suite struct SwiftUILayoutCasesTests {
    /// `HStack(spacing: 0) { r; r; r }.frame(width: 300, height: 100)`: each 100 wide.
    /// objc.io, "How an HStack Lays out Its Children" (2020).
    @Test func equalShapesShareTheWidthEqually() {
        let root = Layout.place(.frame(FrameSpec(width: 300, height: 100),
                                       child: .hstack(spacing: 0, alignment: .center, children: [rect(tag: 1), rect(tag: 2), rect(tag: 3)])),
                                proposal: .unspecified)
        let f = leafFrames(root)
        #expect(f[1] == Rect(x: 0, y: 0, width: 100, height: 100))
        #expect(f[2] == Rect(x: 100, y: 0, width: 100, height: 100))
        #expect(f[3] == Rect(x: 200, y: 0, width: 100, height: 100))
    }

    /// `HStack(spacing: 0) { red.frame(maxWidth: 100); green.frame(minWidth: 100) }.frame(width: 150)`:
    /// red 75, green 100, the stack 175 wide, past its 150 (drawn out of the frame, centred).
    /// objc.io, "How an HStack Lays out Its Children" (2020).
    @Test func theLeastFlexibleChildGoesFirstAndTheStackOverflows() {
        let stack = LayoutElement.hstack(spacing: 0, alignment: .center, children: [
            .frame(FrameSpec(maxWidth: 100), child: rect(tag: 1)),
            .frame(FrameSpec(minWidth: 100), child: rect(tag: 2)),
        ])
        let root = Layout.place(.frame(FrameSpec(width: 150, height: 100), child: stack), proposal: .unspecified)
        let f = leafFrames(root)
        #expect(f[1]?.width == 75)
        #expect(f[2]?.width == 100)
        #expect(Layout.size(of: stack, for: ProposedSize(width: 150, height: 100)).width == 175)
        #expect(f[1]?.x == -12.5)   // 175 centred in 150
    }

    /// `HStack { Color; Text("Hello, world"); Color }`: the text, least flexible, is offered a third
    /// of the width; with `.layoutPriority(1)` it is offered everything the shapes need not (their
    /// minimum, 0) and keeps its ideal width. swiftuifieldguide.com, "HStack".
    @Test func layoutPriorityOffersTheWholeRemainderFirst() {
        func stack(_ text: LayoutElement) -> LayoutElement {
            .hstack(spacing: 0, alignment: .center, children: [rect(tag: 1), text, rect(tag: 3)])
        }
        let plain = leafFrames(Layout.place(stack(label(12, tag: 2)), proposal: ProposedSize(width: 240, height: 100)))
        #expect(plain[2]?.width == 80)   // 240 / 3: truncated
        #expect(plain[1]?.width == 80 && plain[3]?.width == 80)
        let first = leafFrames(Layout.place(stack(.layoutPriority(1, child: label(12, tag: 2))), proposal: ProposedSize(width: 240, height: 100)))
        #expect(first[2]?.width == 120)
        #expect(first[1]?.width == 60 && first[3]?.width == 60)
    }

    /// `Image(20 × 20).frame(width: 50, height: 10)`: the frame is 50 × 10 whatever its child, the
    /// fixed-size image centred in it and overflowing it. WWDC 2019, "Building Custom Views with SwiftUI".
    @Test func aFixedFrameIsItsSizeAndCentresAFixedChild() {
        let root = Layout.place(.frame(FrameSpec(width: 50, height: 10), child: box(20, 20, tag: 1)), proposal: ProposedSize(width: 375, height: 600))
        #expect(root.frame.width == 50 && root.frame.height == 10)
        #expect(leafFrames(root)[1] == Rect(x: 15, y: -5, width: 20, height: 20))
    }

    /// `HStack { Text("Delicious"); Image(20 × 20); Text("Avocado Toast") }.lineLimit(1)` in too
    /// little width: the texts share what the image leaves; `.layoutPriority(1)` on "Avocado Toast"
    /// keeps it whole and "Delicious" truncates. WWDC 2019, "Building Custom Views with SwiftUI".
    @Test func priorityDecidesWhichTextTruncates() {
        func stack(_ priority: Double) -> LayoutElement {
            .hstack(spacing: 8, alignment: .center, children: [label(9, tag: 1), box(20, 20), .layoutPriority(priority, child: label(13, tag: 3))])
        }
        let width = ProposedSize(width: 180, height: nil)   // 180 − 16 spacing − 20 image = 144 for 220 of text
        let even = leafFrames(Layout.place(stack(0), proposal: width))
        #expect(even[1]?.width == 72 && even[3]?.width == 72)
        let favoured = leafFrames(Layout.place(stack(1), proposal: width))
        #expect(favoured[3]?.width == 130)
        #expect(favoured[1]?.width == 14)
    }

    /// Shapes offered nil take 10 × 10 (`Rectangle().fixedSize()`); an `idealWidth` is what a
    /// flexible frame takes when offered nil. objc.io, "SwiftUI's Layout: ideal size" (Thinking in
    /// SwiftUI); Apple's documentation of `frame(minWidth:idealWidth:maxWidth:…)`.
    @Test func idealSizesAreWhatFixedSizeAsksFor() {
        #expect(Layout.size(of: .fixedSize(horizontal: true, vertical: true, child: rect()), for: ProposedSize(width: 300, height: 300))
                == Size(width: 10, height: 10))
        let ideal = LayoutElement.frame(FrameSpec(idealWidth: 100, idealHeight: 40), child: rect())
        #expect(Layout.size(of: .fixedSize(horizontal: true, vertical: true, child: ideal), for: ProposedSize(width: 300, height: 300))
                == Size(width: 100, height: 40))
        #expect(Layout.size(of: ideal, for: ProposedSize(width: 300, height: 300)) == Size(width: 300, height: 300))
        // One axis only: fixed width, the height offered.
        #expect(Layout.size(of: .fixedSize(horizontal: true, vertical: false, child: ideal), for: ProposedSize(width: 300, height: 300))
                == Size(width: 100, height: 300))
    }

    /// `Text(long).fixedSize()` in a narrower frame keeps its ideal width and overflows the frame.
    @Test func fixedSizeTextIgnoresTheWidthOffered() {
        let root = Layout.place(.frame(FrameSpec(width: 100), child: .fixedSize(horizontal: true, vertical: false, child: label(30, tag: 1))),
                                proposal: ProposedSize(width: 375, height: nil))
        #expect(root.frame.width == 100)
        #expect(leafFrames(root)[1] == Rect(x: -100, y: 0, width: 300, height: 20))
    }

    /// A flexible frame takes its proposal clamped to [min, max], an absent bound being the
    /// child's size: `.frame(minWidth: 100)` offered 75 around a text of 30 is 100 wide,
    /// `.frame(maxWidth: 100)` offered 150 around it is 100 wide, offered nil it hugs the text.
    @Test func flexibleFrameClampsTheProposal() {
        let minimum = LayoutElement.frame(FrameSpec(minWidth: 100), child: label(3))
        #expect(Layout.size(of: minimum, for: ProposedSize(width: 75, height: nil)).width == 100)
        #expect(Layout.size(of: minimum, for: ProposedSize(width: 200, height: nil)).width == 100)   // upper bound: the text's 30
        let maximum = LayoutElement.frame(FrameSpec(maxWidth: 100), child: label(3))
        #expect(Layout.size(of: maximum, for: ProposedSize(width: 150, height: nil)).width == 100)
        #expect(Layout.size(of: maximum, for: ProposedSize(width: 20, height: nil)).width == 20)
        #expect(Layout.size(of: maximum, for: .unspecified).width == 30)
        let fills = LayoutElement.frame(FrameSpec(maxWidth: .infinity), child: label(3))
        #expect(Layout.size(of: fills, for: ProposedSize(width: 0, height: nil)).width == 0)
        #expect(Layout.size(of: fills, for: ProposedSize(width: .infinity, height: nil)).width == .infinity)
    }

    /// A lower priority group keeps its minimum: the higher group is offered the remainder less it.
    @Test func higherPriorityGroupLeavesTheLowerGroupsMinimum() {
        let root = Layout.place(.hstack(spacing: 0, alignment: .center, children: [
            .layoutPriority(1, child: rect(tag: 1)), box(50, 10, tag: 2),
        ]), proposal: ProposedSize(width: 200, height: 10))
        let f = leafFrames(root)
        #expect(f[1]?.width == 150 && f[2]?.x == 150)
        // Priority is seen through the modifiers around it (padding here).
        let padded = leafFrames(Layout.place(.hstack(spacing: 0, alignment: .center, children: [
            rect(tag: 1), .padding(Insets(all: 0), child: .layoutPriority(1, child: label(12, tag: 2))), rect(tag: 3),
        ]), proposal: ProposedSize(width: 240, height: 100)))
        #expect(padded[2]?.width == 120)
    }

    /// Nested stacks: an inner vstack's flexibility is its children's; the hstack offers it its
    /// share like any child. The stack's size is the sum even past what it was offered.
    @Test func nestedStacksAndOverflow() {
        let inner = LayoutElement.vstack(spacing: 0, alignment: .leading, children: [label(5, tag: 1), label(20, tag: 2)])
        let f = leafFrames(Layout.place(.hstack(spacing: 0, alignment: .top, children: [inner, rect(tag: 3)]),
                                        proposal: ProposedSize(width: 200, height: 40)))
        #expect(f[2]?.width == 100 && f[3]?.x == 100 && f[3]?.width == 100)
        let overflow = Layout.size(of: .hstack(spacing: 10, alignment: .center, children: [box(100, 10), box(100, 10)]),
                                   for: ProposedSize(width: 150, height: nil))
        #expect(overflow.width == 210)
    }

    /// A child that takes less than its share passes the rest on: the next children are offered
    /// the remainder divided among them.
    @Test func unusedSpaceIsPassedOn() {
        let f = leafFrames(Layout.place(.hstack(spacing: 0, alignment: .center, children: [rect(tag: 1), label(2, tag: 2), rect(tag: 3)]),
                                        proposal: ProposedSize(width: 300, height: 10)))
        #expect(f[2]?.width == 20)
        #expect(f[1]?.width == 140 && f[3]?.width == 140)
    }

    /// A spacer's ideal length is its minimum; in a stack offered nil it takes only that.
    @Test func spacersTakeTheirMinimumWhenTheStackIsIdeal() {
        let stack = LayoutElement.hstack(spacing: 0, alignment: .center, children: [box(20, 10), .spacer(minLength: 8), box(20, 10)])
        #expect(Layout.size(of: stack, for: .unspecified).width == 48)
        #expect(Layout.size(of: stack, for: ProposedSize(width: 100, height: nil)).width == 100)
        #expect(Layout.size(of: stack, for: ProposedSize(width: 30, height: nil)).width == 48)   // past the offer: the minimum holds
    }
}
