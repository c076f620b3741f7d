@testable import Layout
import Values

/// A box of fixed ideal size; `fills` makes it full-width like an IDS standard button.
struct BoxLeaf: LayoutLeaf {
    var width: Double
    var height: Double
    var fills = false
    var baseline: Double? = nil
    func size(for proposal: ProposedSize) -> Size { Size(width: width, height: height) }
    func firstBaseline(in size: Size) -> Double? { baseline }
    var fillsWidth: Bool { fills }
}

/// Text-like: 10 px a character on one line, truncated to the width offered; baseline at 14 of 20.
struct LabelLeaf: LayoutLeaf {
    var characters: Int
    func size(for proposal: ProposedSize) -> Size {
        let ideal = Double(characters) * 10
        return Size(width: min(ideal, proposal.width ?? ideal), height: 20)
    }
    func firstBaseline(in size: Size) -> Double? { 14 }
    var isCompressible: Bool { true }
}

func box(_ w: Double, _ h: Double, fills: Bool = false, baseline: Double? = nil, tag: Int = 0) -> LayoutElement {
    .leaf(BoxLeaf(width: w, height: h, fills: fills, baseline: baseline), tag: tag)
}

func label(_ n: Int, tag: Int = 0) -> LayoutElement { .leaf(LabelLeaf(characters: n), tag: tag) }

/// The frames of the laid-out leaves, by tag.
func leafFrames(_ node: PlacedNode) -> [Int: Rect] {
    var frames: [Int: Rect] = [:]
    node.forEach { if case let .leaf(tag) = $0.kind { frames[tag] = $0.frame } }
    return frames
}

import Raster
