/// vstack / hstack / zstack. Which alignment applies depends on the kind: a vstack aligns
/// horizontally, an hstack vertically, a zstack in both directions.
public struct StackNode: Hashable, Sendable {
    /// Where children sit across a stack: a horizontal alignment for vstack, vertical for hstack, both for zstack.
    public enum StackAlignment: Hashable, Sendable {
        case horizontal(HorizontalAlignment)
        case vertical(VerticalAlignment)
        case both(Alignment)
    }

    /// Nil: the default spacing of the layout pass.
    public var spacing: Length?
    public var alignment: StackAlignment
    public var padding: EdgeInsets
    public var background: ColorValue?
    public var children: [Node]

    public init(spacing: Length? = nil, alignment: StackAlignment, padding: EdgeInsets = .zero,
                background: ColorValue? = nil, children: [Node]) {
        self.spacing = spacing
        self.alignment = alignment
        self.padding = padding
        self.background = background
        self.children = children
    }
}

/// Flexible space along the enclosing stack's axis.
public struct SpacerNode: Hashable, Sendable {
    public var minLength: Length?

    public init(minLength: Length? = nil) {
        self.minLength = minLength
    }
}

/// SwiftUI's `.frame(...)`: fixed, minimum and maximum sizes around one child.
/// `maxWidth` / `maxHeight` may be `.infinity` ("take all the space offered").
public struct FrameNode: Hashable, Sendable {
    public var width: Double?
    public var height: Double?
    public var minWidth: Double?
    public var maxWidth: Double?
    public var minHeight: Double?
    public var maxHeight: Double?
    public var alignment: Alignment
    public var child: Node

    public init(width: Double? = nil, height: Double? = nil, minWidth: Double? = nil, maxWidth: Double? = nil,
                minHeight: Double? = nil, maxHeight: Double? = nil, alignment: Alignment = .center, child: Node) {
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
