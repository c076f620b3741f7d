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
        }
    }

    /// Layout and primitive node kinds, available in every system.
    public static let primitiveKinds = ["vstack", "hstack", "zstack", "spacer", "frame", "text", "shape", "path", "image", "icon"]
}

/// A design-system component. Which ones exist depends on the document's `system`
/// (`button` is a different component in ids and web).
public enum ComponentNode: Hashable, Sendable {
    case idsButton(IDSButtonNode)
    case contentRow(ContentRowNode)
    case sectionTitle(SectionTitleNode)
    case topNav(TopNavNode)
    case badge(BadgeNode)
    case tabs(TabsNode)
    case imageCard(ImageCardNode)
    case webButton(WebButtonNode)
    case card(CardNode)
    case textField(TextFieldNode)

    public var kind: String {
        switch self {
        case .idsButton, .webButton: "button"
        case .contentRow: "contentRow"
        case .sectionTitle: "sectionTitle"
        case .topNav: "topNav"
        case .badge: "badge"
        case .tabs: "tabs"
        case .imageCard: "imageCard"
        case .card: "card"
        case .textField: "textField"
        }
    }

    /// Component kinds of each built-in system, in the order messages list them.
    public static let idsKinds = ["button", "contentRow", "sectionTitle", "topNav", "badge", "tabs", "imageCard"]
    public static let webKinds = ["button", "card", "textField"]

    public static func kinds(in system: SystemReference) -> [String] {
        switch system {
        case .ids: idsKinds
        case .web: webKinds
        case .ds, .tokensFile: []
        }
    }
}
