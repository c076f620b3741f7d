import DescriptionFormat
import SceneBuilding
import DescriptionModel
import Layout
import Raster
import Values

/// IDS.SectionTitle: the title in its hierarchy's style (headline 24/28, title 18/22, subtitle
/// 14/20) in grayscale80, optional secondary text (bodyRegular, contentSecondary) with no gap,
/// leading and trailing slots centred with 8 px gaps. Contained: 16 px across and 8 down; not
/// contained: no padding. At least 240 wide; full width.
public struct SectionTitleNode: ComponentDefinition {
    /// The title's type style: headline (24/28), title (18/22) or subtitle (14/20).
    public enum Hierarchy: String, Hashable, Sendable, CaseIterable {
        case headline, title, subtitle
    }

    public var title: String
    public var hierarchy: Hierarchy
    public var isContained: Bool
    public var secondaryText: String?
    public var leading: Node?
    public var trailing: Node?

    public init(title: String, hierarchy: Hierarchy = .headline, isContained: Bool = true, secondaryText: String? = nil,
                leading: Node? = nil, trailing: Node? = nil) {
        self.title = title
        self.hierarchy = hierarchy
        self.isContained = isContained
        self.secondaryText = secondaryText
        self.leading = leading
        self.trailing = trailing
    }

    public static let kind = "sectionTitle"
    public static let system = SystemReference.ids
    public var node: Node { .component(ComponentNode(self)) }

    // MARK: description

    package static let keys = [
        KeySpec("title", .string, required: true, "the section's title"),
        KeySpec("hierarchy", .choice(of: Hierarchy.self), "headline (default), title or subtitle"),
        KeySpec("isContained", .bool, "16 px across and 8 down around the row (default true)"),
        KeySpec("secondaryText", .string, "a line under the title"),
        KeySpec("leading", .node, "a node before the title"),
        KeySpec("trailing", .node, "a node after the title (an action)"),
    ]

    package static func read(_ f: Fields, depth: Int) throws(DescriptionError) -> SectionTitleNode {
        SectionTitleNode(title: try f.string("title", required: "the section's title"),
                         hierarchy: try f.choice("hierarchy", Hierarchy.self, what: "hierarchy", default: .headline),
                         isContained: try f.flag("isContained", default: true),
                         secondaryText: try f.text("secondaryText"),
                         leading: try f.node("leading", depth: depth), trailing: try f.node("trailing", depth: depth))
    }

    package var slots: [ComponentSlot] {
        [("leading", leading), ("trailing", trailing)].compactMap { key, node in node.map { ComponentSlot(key: key, node: $0) } }
    }

    // MARK: layout

    package func lower(_ l: inout Lowering, at path: String) throws -> LayoutElement {
        let heading = l.label(title, style: try l.tokenStyle(hierarchy.rawValue, at: path),
                              color: try l.tokenColor("grayscale80", at: path), lineLimit: nil)
        var texts = [l.leaf(heading)]
        if let secondary = secondaryText {
            texts.append(l.leaf(l.label(secondary, style: try l.tokenStyle("bodyRegular", at: path),
                                        color: try l.tokenColor("contentSecondary", at: path), lineLimit: nil)))
        }
        var row: [LayoutElement] = []
        if let leading = leading { row.append(try l.lower(leading, at: path + ".leading")) }
        row.append(l.fullWidth(.vstack(spacing: 0, alignment: .leading, children: texts), alignment: LayoutAlignment(horizontal: .leading, vertical: .center)))
        if let trailing = trailing { row.append(try l.lower(trailing, at: path + ".trailing")) }
        var element: LayoutElement = .hstack(spacing: 8, alignment: .center, children: row)
        if isContained { element = .padding(Insets(vertical: 8, horizontal: 16), child: element) }
        return .frame(FrameSpec(minWidth: 240, maxWidth: .infinity, alignment: .topLeading), child: element)
    }

    // MARK: catalog

    static var catalog: [CatalogItem] {
        let action = IDSButtonNode(label: "Action", type: .tertiary, size: .compact).node
        let marker = Node.icon(IconNode(glyph: .builtIn(.marker), size: 24, color: .token("grayscale80")))
        var out: [CatalogItem] = []
        for hierarchy in Hierarchy.allCases {
            for contained in [true, false] {
                let node = SectionTitleNode(title: "Section title", hierarchy: hierarchy, isContained: contained)
                out.append(node.catalogItem([hierarchy.rawValue.capitalized, contained ? "Contained" : "Not Contained"]))
            }
        }
        out.append(SectionTitleNode(title: "Section title", hierarchy: .title, secondaryText: "Description")
            .catalogItem(["Title", "Secondary Text"]))
        out.append(SectionTitleNode(title: "Section title", hierarchy: .subtitle, isContained: false, trailing: action)
            .catalogItem(["Subtitle", "Trailing"]))
        out.append(SectionTitleNode(title: "Section title", hierarchy: .title, leading: marker, trailing: action)
            .catalogItem(["Title", "Leading and Trailing"]))
        return out
    }

    func catalogItem(_ variant: [String]) -> CatalogItem {
        IDSCatalog.item(Self.kind, FigmaName("IDS.SectionTitle", variant, state: "Default"),
                        [("title", title), ("hierarchy", hierarchy.rawValue), ("isContained", String(isContained)),
                         ("secondaryText", secondaryText ?? ""), ("leading", leading?.kind ?? ""), ("trailing", trailing?.kind ?? "")],
                        background: IDSCatalog.white, padding: 0, node)
    }
}

/// The IDS library's name for a section title's hierarchy.
public typealias IDSSectionTitleHierarchy = SectionTitleNode.Hierarchy
