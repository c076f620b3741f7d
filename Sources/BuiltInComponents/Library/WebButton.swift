import DescriptionFormat
import SceneBuilding
import DescriptionModel
import Layout
import Raster
import Typesetting
import Values

/// The web system's button: a 160 x 48 pill, label 16/24 semibold. Primary and secondary fill
/// with their gradient token and cast the md shadow, with a white label; outline is transparent
/// with a 2 px #8b5cf6 inside border and a #8b5cf6 label. Disabled is the same at 50 % opacity
/// (the web convention; the design system does not say).
public struct WebButtonNode: ComponentDefinition {
    /// Primary and secondary fill with a gradient; outline draws a border.
    public enum ButtonType: String, Hashable, Sendable, CaseIterable {
        case primary, secondary, outline
    }

    public var label: String
    public var type: ButtonType
    public var isEnabled: Bool

    public init(label: String, type: ButtonType = .primary, isEnabled: Bool = true) {
        self.label = label
        self.type = type
        self.isEnabled = isEnabled
    }

    public static let kind = "button"
    public static let system = SystemReference.web
    public var node: Node { .component(ComponentNode(self)) }

    // MARK: description

    package static let keys = [
        KeySpec("label", .string, required: true, "the button's text"),
        KeySpec("type", .choice(of: ButtonType.self), "primary (default), secondary or outline"),
        KeySpec("isEnabled", .bool, "false draws the button at 50 % opacity"),
    ]

    package static func read(_ f: Fields, depth: Int) throws(DescriptionError) -> WebButtonNode {
        WebButtonNode(label: try f.string("label", required: "the button's text"),
                      type: try f.choice("type", ButtonType.self, what: "button type", default: .primary),
                      isEnabled: try f.flag("isEnabled", default: true))
    }

    // MARK: layout

    package func lower(_ l: inout Lowering, at path: String) throws -> LayoutElement {
        let family = try l.webFamily(at: path)
        let atLarge = TextStyle(family: family, weight: 600, size: 16, lineHeight: 24)
        let style = l.context.textSize.scaled(atLarge)
        let violet = RGBAColor(r: 0x8b, g: 0x5c, b: 0xf6)
        let background: ShapeLeaf
        let ink: RGBAColor
        switch type {
        case .primary, .secondary:
            let gradient = try l.context.paint(.gradientToken(type.rawValue), at: path + ".type")
            background = l.box(fill: gradient, radius: 0, shadows: try l.context.shadows([.token("md")], at: path), pill: true)
            ink = .white
        case .outline:
            background = l.box(fill: nil, radius: 0, border: (width: 2, color: violet), pill: true)
            ink = violet
        }
        let text = l.label(label, style: style, color: ink, alignment: .center)
        let content: LayoutElement = .frame(FrameSpec(width: 160, height: l.grownHeight(48, text: atLarge)), child: .padding(Insets(vertical: 12, horizontal: 24), child: l.leaf(text)))
        let button = l.decorate(content, with: background)
        return isEnabled ? button : l.decorate(button, with: LayerPainter(style: LayerStyle(opacity: 0.5)))
    }

    // MARK: catalog

    static var catalog: [CatalogItem] {
        ButtonType.allCases.flatMap { type in
            [true, false].map { enabled in
                let node = WebButtonNode(label: "Get started", type: type, isEnabled: enabled)
                return WebCatalog.item(kind, FigmaName("Web.Button", [type.rawValue.capitalized], state: enabled ? "Default" : "Disabled"),
                                       [("label", node.label), ("type", type.rawValue), ("isEnabled", String(enabled))],
                                       width: 224, padding: 32, node.node)
            }
        }
    }
}

/// `WebButton("Get started", type: .outline)`: the web system's button in Swift.
public struct WebButton: Sendable {
    public let node: Node
    public init(_ label: String, type: WebButtonNode.ButtonType = .primary, isEnabled: Bool = true, action: () -> Void = {}) {
        node = WebButtonNode(label: label, type: type, isEnabled: isEnabled).node
    }
}
