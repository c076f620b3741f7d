import Values

/// Something that sizes itself and is drawn by whoever made it: text, shapes, images, icons and
/// whole components (a button knows its own height, padding and label). Layout only asks for sizes.
package protocol LayoutLeaf: Sendable {
    /// The leaf's size for a proposal, as its SwiftUI counterpart chooses it: per axis a length,
    /// 0 (its minimum), `.infinity` (its maximum) or nil (its ideal size). A leaf may answer more
    /// than a length it is offered (a fixed-size icon), never NaN or a negative length.
    func size(for proposal: ProposedSize) -> Size
    /// Distance from the top of the leaf (laid out at `size`) to its first text baseline, if it has text.
    func firstBaseline(in size: Size) -> Double?
    /// For a text drawn as iOS's system font: the space between two of its lines (leading less
    /// line height). A vertical stack with the default spacing puts this much between two such
    /// texts (`StackLayout.defaultSpacing`); nil for every other leaf.
    var lineSpacingAsText: Double? { get }
}

extension LayoutLeaf {
    package func firstBaseline(in size: Size) -> Double? { nil }
    package var lineSpacingAsText: Double? { nil }
}

/// The tree layout works on: stacks, frames, padding and spacers around leaves, and the layout
/// modifiers `layoutPriority` and `fixedSize`. Description files and the Swift DSL both lower to this.
package indirect enum LayoutElement: Sendable {
    /// `spacing` nil: SwiftUI's default spacing, which depends on the neighbours (`StackLayout.defaultSpacing`).
    case vstack(spacing: Double?, alignment: HorizontalGuide, children: [LayoutElement])
    case hstack(spacing: Double, alignment: VerticalGuide, children: [LayoutElement])
    case zstack(alignment: LayoutAlignment, children: [LayoutElement])
    /// Flexible space along the enclosing stack's axis; at least `minLength`.
    case spacer(minLength: Double)
    case frame(FrameSpec, child: LayoutElement)
    case padding(Insets, child: LayoutElement)
    /// SwiftUI's `.layoutPriority(_:)`: the order in which an enclosing stack offers its space
    /// (higher first). Seen through the modifiers around it (padding, frame, fixedSize, backdrops).
    case layoutPriority(Double, child: LayoutElement)
    /// SwiftUI's `.fixedSize(horizontal:vertical:)`: the child is proposed nil (its ideal size)
    /// on the fixed axes, whatever the parent offers.
    case fixedSize(horizontal: Bool, vertical: Bool, child: LayoutElement)
    /// SwiftUI's `.alignmentGuide(_:computeValue:)`: the child, whose guides are where the
    /// closures say (`AlignmentGuides`); a stack, z-stack or frame aligned on them lines them up.
    case alignmentGuides(AlignmentGuides, child: LayoutElement)
    /// `tag` identifies what to draw for this node in the laid-out tree (the caller's own index).
    case leaf(any LayoutLeaf, tag: Int)
    /// A decoration (e.g. a stack's background) drawn at the child's frame; `tag` as for leaves.
    case decorated(tag: Int, child: LayoutElement)
    /// SwiftUI's `.background(_:)` / `.overlay(_:)` with a view: `behind` and `over` are laid out
    /// in `child`'s frame (proposed exactly its size, centred in it) and drawn behind and over it.
    /// The child alone decides the size.
    case layered(child: LayoutElement, behind: LayoutElement?, over: LayoutElement?)
    /// A container laid out by `algorithm` (SwiftUI's `Layout` protocol, grids, scroll views).
    case custom(any LayoutAlgorithm, children: [LayoutElement])
}

/// A frame's constraints, SwiftUI's `.frame(width:height:)` and
/// `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:)`. On an axis a fixed
/// length wins; otherwise min, ideal and max make it a flexible frame.
package struct FrameSpec: Hashable, Sendable {
    package var width: Double?
    package var height: Double?
    package var minWidth: Double?
    package var idealWidth: Double?
    package var maxWidth: Double?
    package var minHeight: Double?
    package var idealHeight: Double?
    package var maxHeight: Double?
    package var alignment: LayoutAlignment

    package init(width: Double? = nil, height: Double? = nil, minWidth: Double? = nil, idealWidth: Double? = nil,
                 maxWidth: Double? = nil, minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
                 alignment: LayoutAlignment = .center) {
        self.width = width; self.height = height
        self.minWidth = minWidth; self.idealWidth = idealWidth; self.maxWidth = maxWidth
        self.minHeight = minHeight; self.idealHeight = idealHeight; self.maxHeight = maxHeight
        self.alignment = alignment
    }

    /// The constraints along one axis.
    func bounds(_ axis: Axis) -> (fixed: Double?, min: Double?, ideal: Double?, max: Double?) {
        axis == .horizontal ? (width, minWidth, idealWidth, maxWidth) : (height, minHeight, idealHeight, maxHeight)
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
