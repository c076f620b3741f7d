import Raster
import Values

/// Something that sizes itself and is drawn by whoever made it: text, shapes, images, icons and
/// whole components (a button knows its own height, padding and label). Layout only asks for sizes.
package protocol LayoutLeaf: Sendable {
    /// The leaf's size for a proposal (nil on an axis = its ideal size on that axis).
    func size(for proposal: ProposedSize) -> Size
    /// Distance from the top of the leaf (laid out at `size`) to its first text baseline, if it has text.
    func firstBaseline(in size: Size) -> Double?
    /// Full-width leaves take the whole width their container offers (as SwiftUI's full-width views do);
    /// the others hug their content.
    var fillsWidth: Bool { get }
    /// Text can be squeezed narrower than its ideal width (it wraps or truncates); shapes cannot.
    var isCompressible: Bool { get }
}

extension LayoutLeaf {
    package func firstBaseline(in size: Size) -> Double? { nil }
    package var fillsWidth: Bool { false }
    package var isCompressible: Bool { false }
}

/// The tree layout works on: stacks, frames, padding and spacers around leaves.
/// Description files and the Swift DSL both lower to this.
package indirect enum LayoutElement: Sendable {
    case vstack(spacing: Double, alignment: HorizontalAlignment, children: [LayoutElement])
    case hstack(spacing: Double, alignment: VerticalAlignment, children: [LayoutElement])
    case zstack(alignment: LayoutAlignment, children: [LayoutElement])
    /// Flexible space along the enclosing stack's axis; at least `minLength`.
    case spacer(minLength: Double)
    case frame(FrameSpec, child: LayoutElement)
    case padding(Insets, child: LayoutElement)
    /// `tag` identifies what to draw for this node in the laid-out tree (the caller's own index).
    case leaf(any LayoutLeaf, tag: Int)
    /// A decoration (e.g. a stack's background) drawn at the child's frame; `tag` as for leaves.
    case decorated(tag: Int, child: LayoutElement)
    /// SwiftUI's `.background(_:)` / `.overlay(_:)` with a view: `behind` and `over` are laid out
    /// in `child`'s frame (proposed exactly its size, centred in it) and drawn behind and over it.
    /// The child alone decides the size.
    case layered(child: LayoutElement, behind: LayoutElement?, over: LayoutElement?)
}

/// A frame's constraints. Fixed sizes win; min/max clamp what the child wants.
package struct FrameSpec: Hashable, Sendable {
    package var width: Double?
    package var height: Double?
    package var minWidth: Double?
    package var maxWidth: Double?
    package var minHeight: Double?
    package var maxHeight: Double?
    package var alignment: LayoutAlignment

    package init(width: Double? = nil, height: Double? = nil, minWidth: Double? = nil, maxWidth: Double? = nil,
                minHeight: Double? = nil, maxHeight: Double? = nil, alignment: LayoutAlignment = .center) {
        self.width = width; self.height = height; self.minWidth = minWidth; self.maxWidth = maxWidth
        self.minHeight = minHeight; self.maxHeight = maxHeight; self.alignment = alignment
    }
}

/// A laid-out node: its frame in the canvas (logical px, fractions kept) and its children.
package struct PlacedNode: Sendable {
    package enum Kind: Sendable {
        case container
        case leaf(tag: Int)
        case decoration(tag: Int)
    }

    package var kind: Kind
    package var frame: Rect
    /// The first text baseline, in canvas coordinates, when the subtree has one.
    package var firstBaseline: Double?
    package var children: [PlacedNode]

    package init(kind: Kind, frame: Rect, firstBaseline: Double? = nil, children: [PlacedNode] = []) {
        self.kind = kind; self.frame = frame; self.firstBaseline = firstBaseline; self.children = children
    }

    /// Visits this node and its subtree in paint order (parents before children).
    package func forEach(_ body: (PlacedNode) throws -> Void) rethrows {
        try body(self)
        for child in children { try child.forEach(body) }
    }
}
