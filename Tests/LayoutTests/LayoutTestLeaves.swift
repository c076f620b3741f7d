@testable import Layout
import Raster
import Values

/// A box of one size whatever it is offered (an icon, a fixed image).
struct BoxLeaf: LayoutLeaf {
    var width: Double
    var height: Double
    var baseline: Double? = nil
    func size(for proposal: ProposedSize) -> Size { Size(width: width, height: height) }
    func firstBaseline(in size: Size) -> Double? { baseline }
}

/// SwiftUI's `Rectangle()` / `Color`: takes what it is offered, 10 on an axis offered nil.
struct RectLeaf: LayoutLeaf {
    func size(for proposal: ProposedSize) -> Size { Size(width: proposal.width ?? 10, height: proposal.height ?? 10) }
}

/// A colour proposed a fraction of what its parent is offered, as Ole Begemann's
/// `relativeProposed(width:)` modifier does with a custom `Layout`.
struct RelativeLeaf: LayoutLeaf {
    var fraction: Double
    func size(for proposal: ProposedSize) -> Size {
        Size(width: proposal.width.map { $0 * fraction } ?? 10, height: proposal.height ?? 10)
    }
}

/// One-line text (`lineLimit(1)`): 10 px a character, truncated to the width offered; baseline at 14 of 20.
struct LabelLeaf: LayoutLeaf {
    var characters: Int
    func size(for proposal: ProposedSize) -> Size {
        let ideal = Double(characters) * 10
        return Size(width: min(ideal, proposal.width ?? ideal), height: 20)
    }
    func firstBaseline(in size: Size) -> Double? { 14 }
}

/// A one-line text drawn as iOS's system font: its line height and the line spacing of its style.
struct SystemTextLeaf: LayoutLeaf {
    var width: Double
    var height: Double
    var lineSpacing: Double
    func size(for proposal: ProposedSize) -> Size { Size(width: width, height: height) }
    var lineSpacingAsText: Double? { lineSpacing }
}

func box(_ w: Double, _ h: Double, baseline: Double? = nil, tag: Int = 0) -> LayoutElement {
    .leaf(BoxLeaf(width: w, height: h, baseline: baseline), tag: tag)
}

func rect(tag: Int = 0) -> LayoutElement { .leaf(RectLeaf(), tag: tag) }

func label(_ n: Int, tag: Int = 0) -> LayoutElement { .leaf(LabelLeaf(characters: n), tag: tag) }

/// `.frame(maxWidth: .infinity)` around `element`, content at the leading edge.
func fullWidth(_ element: LayoutElement) -> LayoutElement {
    .frame(FrameSpec(maxWidth: .infinity, alignment: .topLeading), child: element)
}

/// The frames of the laid-out leaves, by tag.
func leafFrames(_ node: PlacedNode) -> [Int: Rect] {
    var frames: [Int: Rect] = [:]
    node.forEach { if case let .leaf(tag) = $0.kind { frames[tag] = $0.frame } }
    return frames
}
