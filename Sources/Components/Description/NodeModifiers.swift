/// What any node may carry besides its own keys, drawn around the node without changing its
/// layout, in one fixed order: clipped, then rotated and moved. One value holds them all, so
/// every node kind reads, lowers and draws them in one place (`KeyTables.nodeModifiers`).
public struct NodeModifiers: Hashable, Sendable {
    /// Stacks and `frame` only: the content is drawn only inside this outline (anti-aliased).
    public var clip: ClipShape?
    /// Degrees, clockwise, about the centre of the node's frame.
    public var rotation: Double
    /// Logical px; x points the other way in right-to-left.
    public var offsetX: Double
    public var offsetY: Double

    public init(clip: ClipShape? = nil, rotation: Double = 0, offsetX: Double = 0, offsetY: Double = 0) {
        self.clip = clip
        self.rotation = rotation
        self.offsetX = offsetX
        self.offsetY = offsetY
    }

    /// Nothing to do: the node draws as it would without modifiers.
    public var isEmpty: Bool { clip == nil && rotation == 0 && offsetX == 0 && offsetY == 0 }
}
