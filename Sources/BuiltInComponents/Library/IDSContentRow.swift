import DescriptionFormat
import SceneBuilding
import DescriptionModel
import Layout
import Raster
import Values

/// IDS.Row / Content Row: a leading slot (icon or image, 8 px gap), a text column (title in
/// bodyEmphasized grayscale80; subtitle and tertiary text in bodyRegular contentSecondary, no gap)
/// that takes the free width, and a trailing column aligned on the first line. Padding 16 across,
/// 12 (standard) or 8 (compact) down. As a card: white, 1 px grayscale20 inside border, radius 8,
/// inset 16 px across from the row's edge, no vertical inset.
public struct ContentRowNode: ComponentDefinition {
    /// Vertical padding: standard 12 px, compact 8 px.
    public enum Inset: String, Hashable, Sendable, CaseIterable {
        case standard, compact
    }

    public var title: String
    public var subtitle: String?
    public var tertiaryText: String?
    public var trailingTitle: String?
    public var trailingSubtitle: String?
    public var inset: Inset
    public var isCard: Bool
    public var isDisabled: Bool
    /// An icon or an image.
    public var leading: Node?

    public init(title: String, subtitle: String? = nil, tertiaryText: String? = nil, trailingTitle: String? = nil,
                trailingSubtitle: String? = nil, inset: Inset = .standard, isCard: Bool = false, isDisabled: Bool = false,
                leading: Node? = nil) {
        self.title = title
        self.subtitle = subtitle
        self.tertiaryText = tertiaryText
        self.trailingTitle = trailingTitle
        self.trailingSubtitle = trailingSubtitle
        self.inset = inset
        self.isCard = isCard
        self.isDisabled = isDisabled
        self.leading = leading
    }

    public static let kind = "contentRow"
    public static let system = SystemReference.ids
    public var node: Node { .component(ComponentNode(self)) }

    // MARK: description

    package static let keys = [
        KeySpec("title", .string, required: true, "the row's title"),
        KeySpec("subtitle", .string, "a second line under the title"),
        KeySpec("tertiaryText", .string, "a third line (shown with a subtitle)"),
        KeySpec("trailingTitle", .string, "text at the trailing edge, on the title's line"),
        KeySpec("trailingSubtitle", .string, "text at the trailing edge, under the trailing title"),
        KeySpec("inset", .choice(of: Inset.self), "standard (12 px down, default) or compact (8 px)"),
        KeySpec("isCard", .bool, "draw the row as a card"),
        KeySpec("isDisabled", .bool, "draw the texts in the disabled colour"),
        KeySpec("leading", .node, "an icon or an image before the texts"),
    ]

    package static func read(_ f: Fields, depth: Int) throws(DescriptionError) -> ContentRowNode {
        var leading: Node?
        if let slot = f["leading"] {
            let node = try f.reader.node(slot, depth: depth)
            switch node.unmodified {
            case .icon, .image: leading = node
            default: throw f.reader.error(slot, "a contentRow's leading slot holds an icon or an image, found \(node.kind)")
            }
        }
        return ContentRowNode(
            title: try f.string("title", required: "the row's title"),
            subtitle: try f.text("subtitle"), tertiaryText: try f.text("tertiaryText"),
            trailingTitle: try f.text("trailingTitle"), trailingSubtitle: try f.text("trailingSubtitle"),
            inset: try f.choice("inset", Inset.self, what: "inset", default: .standard),
            isCard: try f.flag("isCard", default: false), isDisabled: try f.flag("isDisabled", default: false),
            leading: leading)
    }

    package var slots: [ComponentSlot] { leading.map { [ComponentSlot(key: "leading", node: $0)] } ?? [] }

    // MARK: layout

    package func lower(_ l: inout Lowering, at path: String) throws -> LayoutElement {
        let disabled = try l.tokenColor("buttonDisabledContent", at: path)
        let titleColor = isDisabled ? disabled : try l.tokenColor("grayscale80", at: path)
        let secondaryColor = isDisabled ? disabled : try l.tokenColor("contentSecondary", at: path)
        let emphasized = try l.tokenStyle("bodyEmphasized", at: path), regular = try l.tokenStyle("bodyRegular", at: path)

        var texts = [l.leaf(l.label(title, style: emphasized, color: titleColor))]
        if let subtitle = subtitle {
            texts.append(l.leaf(l.label(subtitle, style: regular, color: secondaryColor)))
            if let tertiary = tertiaryText { texts.append(l.leaf(l.label(tertiary, style: regular, color: secondaryColor))) }
        }
        var trailing: [LayoutElement] = []
        if let t = trailingTitle { trailing.append(l.leaf(l.label(t, style: emphasized, color: titleColor, alignment: .trailing))) }
        if let t = trailingSubtitle { trailing.append(l.leaf(l.label(t, style: regular, color: secondaryColor, alignment: .trailing))) }

        var textRow: [LayoutElement] = [l.fullWidth(.vstack(spacing: 0, alignment: .leading, children: texts))]
        if !trailing.isEmpty { textRow.append(.vstack(spacing: 0, alignment: .trailing, children: trailing)) }
        var row: LayoutElement = .hstack(spacing: 8, alignment: .top, children: textRow)
        if let leading = leading {
            row = .hstack(spacing: 8, alignment: .center, children: [try l.lower(leading, at: path + ".leading"), row])
        }
        let vertical = inset == .compact ? 8.0 : 12.0
        var element: LayoutElement = .padding(Insets(vertical: vertical, horizontal: 16), child: row)
        if isCard {
            let card = l.box(fill: .solid(try l.tokenColor("grayscale00", at: path)), radius: 8,
                           border: (width: 1, color: try l.tokenColor("grayscale20", at: path)))
            element = .padding(Insets(vertical: 0, horizontal: 16), child: l.decorate(element, with: card))
        }
        return element
    }

    // MARK: catalog

    static var catalog: [CatalogItem] {
        let marker = Node.icon(IconNode(glyph: .builtIn(.marker), size: 24, color: .token("grayscale80")))
        let avatar = Node.image(ImageNode(source: FileReference(given: CatalogAssets.scheme + "avatar-retailer", relativeTo: nil),
                                          width: 48, height: 36, contentMode: .fill, cornerRadius: .points(8), cornerStyle: .continuous))
        let rows: [(String, String, ContentRowNode)] = [
            ("Title", "Default", ContentRowNode(title: "Order #1234")),
            ("Subtitle", "Default", ContentRowNode(title: "Order #1234", subtitle: "Delivered")),
            ("Tertiary", "Default", ContentRowNode(title: "Order #1234", subtitle: "Delivered", tertiaryText: "Tuesday, 2:14 PM")),
            ("Trailing", "Default", ContentRowNode(title: "Subtotal", subtitle: "3 items", trailingTitle: "$12.99", trailingSubtitle: "incl. tax")),
            ("Compact", "Default", ContentRowNode(title: "Order #1234", subtitle: "Delivered", inset: .compact)),
            ("Icon", "Default", ContentRowNode(title: "Location", subtitle: "123 Main St", leading: marker)),
            ("Avatar", "Default", ContentRowNode(title: "Sprouts", subtitle: "Grocery", leading: avatar)),
            ("Card", "Default", ContentRowNode(title: "Subtotal", trailingTitle: "$12.99", isCard: true)),
            ("Card", "Disabled", ContentRowNode(title: "Subtotal", subtitle: "3 items", trailingTitle: "$12.99", isCard: true, isDisabled: true)),
            ("Icon", "Disabled", ContentRowNode(title: "Location", subtitle: "123 Main St", isDisabled: true, leading: marker)),
        ]
        return rows.map { variant, state, node in
            IDSCatalog.item(kind, FigmaName("IDS.Row", ["Content Row", variant], state: state),
                            [("title", node.title), ("subtitle", node.subtitle ?? ""), ("tertiaryText", node.tertiaryText ?? ""),
                             ("trailingTitle", node.trailingTitle ?? ""), ("trailingSubtitle", node.trailingSubtitle ?? ""),
                             ("inset", node.inset.rawValue), ("isCard", String(node.isCard)), ("isDisabled", String(node.isDisabled)),
                             ("leading", node.leading.map { $0.kind } ?? "")],
                            background: node.isCard ? IDSCatalog.warm : IDSCatalog.white, padding: 0, node.inCardSpace)
        }
    }

    /// A card row keeps its 16 px inset across; 8 px above and below keep its border off the edges
    /// of the picture, as a card sits in a list.
    var inCardSpace: Node {
        guard isCard else { return node }
        return .vstack(StackNode(alignment: .horizontal(.center), padding: LengthInsets(top: .points(8), bottom: .points(8)),
                                 children: [node]))
    }
}

/// The IDS library's name for a content row's inset.
public typealias IDSContentRowInset = ContentRowNode.Inset
