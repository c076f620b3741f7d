@testable import Layout
import Raster
import Testing
import Values

@Suite struct FrameLayoutTests {
    @Test func fixedFrameCentresItsChild() {
        let root = Layout.place(.frame(FrameSpec(width: 40, height: 40), child: box(24, 24, tag: 1)), proposal: .unspecified)
        #expect(root.frame.width == 40 && root.frame.height == 40)
        #expect(leafFrames(root)[1] == Rect(x: 8, y: 8, width: 24, height: 24))
    }

    @Test func minWidthRaisesAHuggingChild() {
        let root = Layout.place(.frame(FrameSpec(minWidth: 80, alignment: .topLeading), child: label(3, tag: 1)),
                                proposal: ProposedSize(width: 343, height: nil))
        #expect(root.frame.width == 80)
        #expect(leafFrames(root)[1]?.width == 30)
    }

    @Test func maxWidthClampsTheOfferAndInfinityFills() {
        let capped = Layout.place(.frame(FrameSpec(maxWidth: 192), child: label(30)), proposal: ProposedSize(width: 343, height: nil))
        #expect(capped.frame.width == 192)
        let fills = Layout.place(.frame(FrameSpec(maxWidth: .infinity), child: label(3)), proposal: ProposedSize(width: 343, height: nil))
        #expect(fills.frame.width == 343)
    }

    @Test func paddingGrowsTheChild() {
        let root = Layout.place(.padding(Insets(vertical: 12, horizontal: 16), child: box(10, 18, tag: 1)), proposal: .unspecified)
        #expect(root.frame.width == 42 && root.frame.height == 42)
        #expect(leafFrames(root)[1] == Rect(x: 16, y: 12, width: 10, height: 18))
    }

    @Test func paddingShrinksTheOffer() {
        let root = Layout.place(.padding(Insets(all: 16), child: rect(tag: 1)), proposal: ProposedSize(width: 375, height: nil))
        #expect(leafFrames(root)[1]?.width == 343)
    }
}
