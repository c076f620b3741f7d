import DescriptionFormat
import SceneBuilding
import DescriptionModel
import DisplayList
import Layout
import Raster
import Typesetting
import Values

/// The web system's text field: text 16/24 regular in a white field with a 2 px inside border and
/// 12 / 16 padding inside it (52 px high), radius 12. Default shows the placeholder (#94a3b8) in a
/// #e2e8f0 border; focus (#8b5cf6) and error (#ef4444) show the value (#0f172a). A label, when
/// given, sits 8 px above in the `label` preset, #334155. No caret: a picture is not focused.
public struct TextFieldNode: ComponentDefinition {
    /// What the field shows: the placeholder (default), or the value with a focus or error border.
    public enum State: String, Hashable, Sendable, CaseIterable {
        case `default`, focus, error
    }

    public var label: String?
    public var placeholder: String?
    public var text: String?
    public var state: State

    public init(label: String? = nil, placeholder: String? = nil, text: String? = nil, state: State = .default) {
        self.label = label
        self.placeholder = placeholder
        self.text = text
        self.state = state
    }

    public static let kind = "textField"
    public static let system = SystemReference.web
    public var node: Node { .component(ComponentNode(self)) }

    // MARK: description

    package static let keys = [
        KeySpec("label", .string, "a label above the field"),
        KeySpec("placeholder", .string, "shown in the default state"),
        KeySpec("text", .string, "the value, shown when focused or in error"),
        KeySpec("state", .choice(of: State.self), "default, focus or error"),
    ]

    package static func read(_ f: Fields, depth: Int) throws(DescriptionError) -> TextFieldNode {
        TextFieldNode(label: try f.text("label"), placeholder: try f.text("placeholder"), text: try f.text("text"),
                      state: try f.choice("state", State.self, what: "text field state", default: .default))
    }

    // MARK: layout

    package func lower(_ l: inout Lowering, at path: String) throws -> LayoutElement {
        let family = try l.webFamily(at: path)
        let style = l.context.textSize.scaled(TextStyle(family: family, weight: 400, size: 16, lineHeight: 24))
        let border: RGBAColor
        switch state {
        case .default: border = RGBAColor(r: 0xe2, g: 0xe8, b: 0xf0)
        case .focus: border = RGBAColor(r: 0x8b, g: 0x5c, b: 0xf6)
        case .error: border = RGBAColor(r: 0xef, g: 0x44, b: 0x44)
        }
        let showsValue = state != .default || placeholder == nil
        let string = showsValue ? (text ?? placeholder ?? "") : (placeholder ?? "")
        let ink = showsValue && text != nil ? RGBAColor(r: 0x0f, g: 0x17, b: 0x2a) : RGBAColor(r: 0x94, g: 0xa3, b: 0xb8)
        let value = l.fullWidth(.padding(Insets(vertical: 14, horizontal: 18), child: l.leaf(l.label(string, style: style, color: ink))))
        let box = l.decorate(value, with: l.box(fill: .solid(.white), radius: 12, border: (width: 2, color: border)))
        // The field (not the label above it) is the target; the label above names it.
        let field = l.semantic(box, ElementSemantics(component: "textField", role: .textField, label: label,
                                                     frame: Rect(x: 0, y: 0, width: 0, height: 0), items: 0..<0))
        guard let title = label else { return field }
        let labelStyle = try l.tokenStyle("label", at: path)
        return .vstack(spacing: 8, alignment: .leading, children: [l.leaf(l.label(title, style: labelStyle, color: RGBAColor(r: 0x33, g: 0x41, b: 0x55))), field])
    }

    // MARK: catalog

    /// The catalog draws the field from the shipped library (`Libraries/web.yaml`,
    /// `WebTextField`); `WebCatalog.textFields` lists its pictures.
    static var catalog: [CatalogItem] { [] }
}

/// `WebTextField(label: "Email", placeholder: "you@example.com", state: .focus)`
public struct WebTextField: Sendable {
    public let node: Node
    public init(label: String? = nil, placeholder: String? = nil, text: String? = nil, state: TextFieldNode.State = .default) {
        node = TextFieldNode(label: label, placeholder: placeholder, text: text, state: state).node
    }
}
