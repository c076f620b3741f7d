import DescriptionFormat
import SceneBuilding
import DescriptionModel
import Layout
import Raster
import Typesetting
import Values

/// The web system's card: white, radius 24, the lg shadow, padding 24 (small 16, large 32), its
/// children stacked with 8 px gaps; full width.
public struct CardNode: ComponentDefinition {
    /// The card's inner padding.
    public enum Padding: String, Hashable, Sendable, CaseIterable {
        case small, medium, large

        /// The padding on every side, in px.
        var points: Double {
            switch self {
            case .small: 16
            case .medium: 24
            case .large: 32
            }
        }
    }

    public var padding: Padding
    public var children: [Node]

    public init(padding: Padding = .medium, children: [Node] = []) {
        self.padding = padding
        self.children = children
    }

    public static let kind = "card"
    public static let system = SystemReference.web
    public var node: Node { .component(ComponentNode(self)) }

    // MARK: description

    package static let keys = [
        KeySpec("padding", .choice(of: Padding.self), "small (16 px), medium (24, default) or large (32)"),
        KeySpec("children", .nodes, "the card's content, stacked with 8 px gaps"),
    ]

    package static func read(_ f: Fields, depth: Int) throws(DescriptionError) -> CardNode {
        CardNode(padding: try f.choice("padding", Padding.self, what: "card padding", default: .medium),
                 children: try f.children("children", depth: depth))
    }

    package var slots: [ComponentSlot] { children.enumerated().map { ComponentSlot(key: "children", index: $0, node: $1) } }

    // MARK: layout

    package func lower(_ l: inout Lowering, at path: String) throws -> LayoutElement {
        let inset = padding.points
        var stacked: [LayoutElement] = []
        for (i, child) in children.enumerated() { stacked.append(try l.lower(child, at: "\(path).children[\(i)]")) }
        let content = l.fullWidth(.padding(Insets(all: inset), child: .vstack(spacing: 8, alignment: .leading, children: stacked)))
        let card = l.box(fill: .solid(.white), radius: 24, shadows: try l.context.shadows([.token("lg")], at: path))
        return l.decorate(content, with: card)
    }

    // MARK: catalog

    /// The catalog draws the card from the shipped library (`Libraries/web.yaml`, `WebCard`);
    /// `WebCatalog.cards` lists its pictures.
    static var catalog: [CatalogItem] { [] }
}

