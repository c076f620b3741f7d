/// One node of a description: a layout container, a primitive, or a design-system component.
/// In a file a node is a mapping with exactly one key, its kind: `{button: {label: Continue}}`.
public indirect enum Node: Hashable, Sendable {
    case vstack(StackNode)
    case hstack(StackNode)
    case zstack(StackNode)
    case spacer(SpacerNode)
    case frame(FrameNode)
    case text(TextNode)
    case shape(ShapeNode)
    case path(PathNode)
    case image(ImageNode)
    case icon(IconNode)
    case component(ComponentNode)
    /// A node with SwiftUI's modifiers written among its own keys (`layoutPriority`, `fixedSize`,
    /// `clip`, `rotation`, `offset`): read here, around it.
    case modified(Node, NodeModifiers)

    /// The key that names this node in a file.
    public var kind: String {
        switch self {
        case .vstack: "vstack"
        case .hstack: "hstack"
        case .zstack: "zstack"
        case .spacer: "spacer"
        case .frame: "frame"
        case .text: "text"
        case .shape: "shape"
        case .path: "path"
        case .image: "image"
        case .icon: "icon"
        case let .component(component): component.kind
        case let .modified(node, _): node.kind
        }
    }

    /// The node without its modifiers.
    public var unmodified: Node {
        if case let .modified(node, _) = self { return node.unmodified }
        return self
    }
}
