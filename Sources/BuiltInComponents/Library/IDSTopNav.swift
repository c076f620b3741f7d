import DescriptionFormat
import SceneBuilding
import DescriptionModel
import DisplayList
import Layout
import Raster
import Values

/// IDS.TopNav: a 48 px white bar, 8 px padding and gaps, 40 x 40 icon buttons with 24 px
/// grayscale80 icons, the title (title style, grayscale80) leading-aligned, vertically centred and
/// tail-truncated in the space left; no divider.
public struct TopNavNode: ComponentDefinition {
    public var title: String?
    public var leadingIcon: IconName?
    public var trailingSecondaryIcon: IconName?
    public var trailingPrimaryIcon: IconName?

    public init(title: String? = nil, leadingIcon: IconName? = nil, trailingSecondaryIcon: IconName? = nil,
                trailingPrimaryIcon: IconName? = nil) {
        self.title = title
        self.leadingIcon = leadingIcon
        self.trailingSecondaryIcon = trailingSecondaryIcon
        self.trailingPrimaryIcon = trailingPrimaryIcon
    }

    public static let kind = "topNav"
    public static let system = SystemReference.ids
    public var node: Node { .component(ComponentNode(self)) }

    // MARK: description

    package static let keys = [
        KeySpec("title", .string, "the bar's title"),
        KeySpec("leadingIcon", .choice(of: IconName.self), "an icon button at the leading edge (arrowLeft for back)"),
        KeySpec("trailingSecondaryIcon", .choice(of: IconName.self), "the first of two trailing icon buttons"),
        KeySpec("trailingPrimaryIcon", .choice(of: IconName.self), "the icon button at the trailing edge"),
    ]

    package static func read(_ f: Fields, depth: Int) throws(DescriptionError) -> TopNavNode {
        func icon(_ key: String) throws(DescriptionError) -> IconName? {
            try f.optional(key) { v throws(DescriptionError) in try f.reader.iconName(v) }
        }
        return TopNavNode(title: try f.text("title"), leadingIcon: try icon("leadingIcon"),
                          trailingSecondaryIcon: try icon("trailingSecondaryIcon"), trailingPrimaryIcon: try icon("trailingPrimaryIcon"))
    }

    // MARK: layout

    package func lower(_ l: inout Lowering, at path: String) throws -> LayoutElement {
        let ink = try l.tokenColor("grayscale80", at: path)
        func iconButton(_ name: IconName, _ key: String) throws -> LayoutElement {
            let icon = try l.iconLeaf(IconNode(glyph: .builtIn(name), size: 24, color: .literal(ink)), at: path + "." + key)
            return l.semantic(.frame(FrameSpec(width: 40, height: 40), child: l.leaf(icon)),
                              ElementSemantics(path: "." + key, component: "topNav", role: .button, label: name.accessibilityLabel,
                                               frame: Rect(x: 0, y: 0, width: 0, height: 0), items: 0..<0))
        }
        var row: [LayoutElement] = []
        if let name = leadingIcon { row.append(try iconButton(name, "leadingIcon")) }
        if let title = title {
            row.append(l.fullWidth(l.leaf(l.label(title, style: try l.tokenStyle("title", at: path), color: ink)),
                                 alignment: LayoutAlignment(horizontal: .leading, vertical: .center)))
        } else {
            row.append(.spacer(minLength: 0))
        }
        if let name = trailingSecondaryIcon { row.append(try iconButton(name, "trailingSecondaryIcon")) }
        if let name = trailingPrimaryIcon { row.append(try iconButton(name, "trailingPrimaryIcon")) }
        let bar: LayoutElement = .frame(FrameSpec(height: try l.grownHeight(48, text: .style("title"), at: path), maxWidth: .infinity, alignment: LayoutAlignment(horizontal: .leading, vertical: .center)),
                                        child: .padding(Insets(vertical: 0, horizontal: 8), child: .hstack(spacing: 8, alignment: .center, children: row)))
        return l.decorate(bar, with: l.box(fill: .solid(try l.tokenColor("grayscale00", at: path)), radius: 0))
    }

    // MARK: catalog

    static var catalog: [CatalogItem] {
        let navs: [(String, TopNavNode)] = [
            ("Full", TopNavNode(title: "Surface title", leadingIcon: .arrowLeft, trailingSecondaryIcon: .save, trailingPrimaryIcon: .share)),
            ("Back and Title", TopNavNode(title: "Surface title", leadingIcon: .arrowLeft)),
            ("Title", TopNavNode(title: "Surface title")),
            ("Truncated", TopNavNode(title: "A surface title far too long to fit in the bar", leadingIcon: .arrowLeft,
                                     trailingSecondaryIcon: .save, trailingPrimaryIcon: .share)),
        ]
        return navs.map { variant, node in
            IDSCatalog.item(kind, FigmaName("IDS.TopNav", ["Standard", variant], state: "Default"),
                            [("title", node.title ?? ""), ("leadingIcon", node.leadingIcon?.rawValue ?? ""),
                             ("trailingSecondaryIcon", node.trailingSecondaryIcon?.rawValue ?? ""),
                             ("trailingPrimaryIcon", node.trailingPrimaryIcon?.rawValue ?? "")],
                            background: IDSCatalog.warm, padding: 0, node.node)
        }
    }
}

/// `IDSTopNav(title: "Surface title", leadingIcon: .arrowLeft, leadingAction: { })`: actions are
/// accepted and ignored.
public struct IDSTopNav: Sendable {
    public let node: Node
    public init(title: String? = nil, leadingIcon: IconName? = nil, leadingAction: (() -> Void)? = nil,
                trailingSecondaryIcon: IconName? = nil, trailingSecondaryAction: (() -> Void)? = nil,
                trailingPrimaryIcon: IconName? = nil, trailingPrimaryAction: (() -> Void)? = nil) {
        node = TopNavNode(title: title, leadingIcon: leadingIcon, trailingSecondaryIcon: trailingSecondaryIcon,
                          trailingPrimaryIcon: trailingPrimaryIcon).node
    }
}
