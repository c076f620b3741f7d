import Pixelproof
import PixelproofUI
import Testing

/// `.alignmentGuide(_:computeValue:)` with SwiftUI's signature, laid out to stated frames.
@Suite struct AlignmentGuideViewTests {
    /// `VStack(alignment: .leading)` of two 100 × 20 rectangles, the second's leading guide at half
    /// its width: it starts 50 left of the first, and the stack is 150 wide (the first at 50).
    @Test func aHalfWidthLeadingGuideShiftsTheSecondRow() throws {
        let view = VStack(alignment: .leading, spacing: 0) {
            Rectangle().fill(Color.red).frame(width: 100, height: 20)
            Rectangle().fill(Color.blue).frame(width: 100, height: 20).alignmentGuide(.leading) { d in d.width / 2 }
        }
        let frames = try ContainerLayoutTests.graphics(view, width: 300)
        #expect(frames.map(\.x) == [50, 0] && frames.map(\.y) == [0, 20], "\(frames)")
    }

    /// `ViewDimensions` reads the guides: `d[.trailing]` is the width, `d[explicit: .leading]` nil
    /// until a view inside states it; a row's `.top` guide at `d[.bottom]` hangs the view above.
    @Test func viewDimensionsAndAVerticalGuide() throws {
        var seen: [CGFloat?] = []
        let row = HStack(alignment: .top, spacing: 0) {
            Rectangle().fill(Color.red).frame(width: 10, height: 20)
            Rectangle().fill(Color.blue).frame(width: 10, height: 30)
                .alignmentGuide(.top) { d in seen = [d[.trailing], d[explicit: .leading]]; return d[.bottom] }
        }
        let frames = try ContainerLayoutTests.graphics(row.fixedSize(), width: 100)
        #expect(frames.map(\.y) == [30, 0])
        #expect(seen == [10, nil])
    }
}
