/// SwiftUI's layout modifiers that any node takes, written in the node's own mapping:
/// `text: {string: All, layoutPriority: 1}`, `icon: {name: plus, fixedSize: true}`.
public struct LayoutModifiers: Hashable, Sendable {
    /// `.layoutPriority(_:)`: an enclosing stack offers its space to higher priorities first.
    public var layoutPriority: Double?
    /// `.fixedSize()` / `.fixedSize(horizontal:vertical:)`: the node takes its ideal size on
    /// these axes, whatever it is offered.
    public var fixedSize: FixedSizeAxes?

    public init(layoutPriority: Double? = nil, fixedSize: FixedSizeAxes? = nil) {
        self.layoutPriority = layoutPriority
        self.fixedSize = fixedSize
    }

    /// The keys, as a node's mapping writes them.
    static let keys = ["layoutPriority", "fixedSize"]
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
