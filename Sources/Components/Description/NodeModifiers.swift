/// What any node may carry besides its own keys, SwiftUI's modifiers written in the node's own
/// mapping: the layout modifiers (`layoutPriority`, `fixedSize`), then what is drawn around the
/// node without changing its layout, in one fixed order: clipped, then rotated and moved. One
/// value holds them all, so every node kind reads, lowers and draws them in one place
/// (`KeyTables.nodeModifiers`).
public struct NodeModifiers: Hashable, Sendable {
    /// `.layoutPriority(_:)`: an enclosing stack offers its space to higher priorities first.
    public var layoutPriority: Double?
    /// `.fixedSize()` / `.fixedSize(horizontal:vertical:)`: the node takes its ideal size on
    /// these axes, whatever it is offered.
    public var fixedSize: FixedSizeAxes?
    /// Stacks and `frame` only: the content is drawn only inside this outline (anti-aliased).
    public var clip: ClipShape?
    /// Degrees, clockwise, about the centre of the node's frame.
    public var rotation: Double
    /// Logical px; x points the other way in right-to-left.
    public var offsetX: Double
    public var offsetY: Double

    public init(layoutPriority: Double? = nil, fixedSize: FixedSizeAxes? = nil,
                clip: ClipShape? = nil, rotation: Double = 0, offsetX: Double = 0, offsetY: Double = 0) {
        self.layoutPriority = layoutPriority
        self.fixedSize = fixedSize
        self.clip = clip
        self.rotation = rotation
        self.offsetX = offsetX
        self.offsetY = offsetY
    }

    /// Nothing to do: the node draws as it would without modifiers.
    public var isEmpty: Bool {
        layoutPriority == nil && fixedSize == nil && clip == nil && rotation == 0 && offsetX == 0 && offsetY == 0
    }

    /// Whether anything is drawn differently (the layout modifiers aside).
    var changesDrawing: Bool { clip != nil || rotation != 0 || offsetX != 0 || offsetY != 0 }
}

/// The axes `fixedSize` fixes: `true` is both.
public struct FixedSizeAxes: Hashable, Sendable {
    public var horizontal: Bool
    public var vertical: Bool

    public init(horizontal: Bool = true, vertical: Bool = true) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
}
