import Layout
/// vstack / hstack / zstack. Which alignment applies depends on the kind: a vstack aligns
/// horizontally, an hstack vertically, a zstack in both directions.
public struct StackNode: Hashable, Sendable {
    /// Where children sit across a stack: a horizontal alignment for vstack, vertical for hstack, both for zstack.
    public enum StackAlignment: Hashable, Sendable {
        case horizontal(HorizontalGuide)
        case vertical(VerticalGuide)
        case both(ContentAlignment)
    }

    /// Nil: the default spacing of the layout pass.
    public var spacing: Length?
    public var alignment: StackAlignment
    public var padding: LengthInsets
    /// Behind the children and their padding.
    public var background: Backdrop?
    /// Over the children and their padding.
    public var overlay: Backdrop?
    public var children: [Node]

    public init(spacing: Length? = nil, alignment: StackAlignment, padding: LengthInsets = .zero,
                background: Backdrop? = nil, overlay: Backdrop? = nil, children: [Node]) {
        self.spacing = spacing
        self.alignment = alignment
        self.padding = padding
        self.background = background
        self.overlay = overlay
        self.children = children
    }
}

/// What SwiftUI's `.background(_:)` and `.overlay(_:)` take: a colour filling the container's
/// frame, or a node laid out in that frame (proposed exactly its size, centred in it) and drawn
/// behind or over the content. A `shape` without a size fills the frame, so a pill behind an
/// hstack is `background: {shape: {kind: pill, fill: …}}`.
public enum Backdrop: Hashable, Sendable {
    case color(ColorValue)
    case node(Node)

    /// The colour, when it is one.
    public var color: ColorValue? { if case let .color(c) = self { return c } else { return nil } }
    /// The node, when it is one.
    public var node: Node? { if case let .node(n) = self { return n } else { return nil } }
}

/// Flexible space along the enclosing stack's axis.
public struct SpacerNode: Hashable, Sendable {
    public var minLength: Length?

    public init(minLength: Length? = nil) {
        self.minLength = minLength
    }
}

/// SwiftUI's `.frame(...)`: fixed, minimum, ideal and maximum sizes around one child.
/// `maxWidth` / `maxHeight` may be `.infinity` ("take all the space offered").
public struct FrameNode: Hashable, Sendable {
    public var width: Double?
    public var height: Double?
    public var minWidth: Double?
    /// The width taken when offered nil ("ideal"), as SwiftUI's `idealWidth`.
    public var idealWidth: Double?
    public var maxWidth: Double?
    public var minHeight: Double?
    /// The height taken when offered nil, as SwiftUI's `idealHeight`.
    public var idealHeight: Double?
    public var maxHeight: Double?
    public var alignment: ContentAlignment
    public var child: Node
    /// Behind the frame's whole box (not only its child's), as SwiftUI's `.frame(…).background(…)`.
    public var background: Backdrop?
    /// Over the frame's whole box.
    public var overlay: Backdrop?

    public init(width: Double? = nil, height: Double? = nil, minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
                minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil, alignment: ContentAlignment = .center, child: Node,
                background: Backdrop? = nil, overlay: Backdrop? = nil) {
        self.idealWidth = idealWidth
        self.idealHeight = idealHeight
        self.background = background
        self.overlay = overlay
        self.width = width
        self.height = height
        self.minWidth = minWidth
        self.maxWidth = maxWidth
        self.minHeight = minHeight
        self.maxHeight = maxHeight
        self.alignment = alignment
        self.child = child
    }
}
