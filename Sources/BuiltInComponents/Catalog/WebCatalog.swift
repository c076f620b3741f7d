import DescriptionFormat
import SceneBuilding
import DescriptionModel
import DescriptionSource

/// What the web components' catalog pictures share: the slate backdrop and one way to make an
/// item. Each component lists its own pictures (`static var catalog` in Library/).
enum WebCatalog {
    static let backdrop = ColorValue.literal(r: 0xf8, g: 0xfa, b: 0xfc)

    static func item(_ component: String, _ name: FigmaName, _ parameters: [(key: String, value: String)],
                     width: Double, padding: Double, _ node: Node) -> CatalogItem {
        CatalogItem(system: "web", component: component, figmaName: name, parameters: parameters,
                    document: Catalog.document(.web, width: width, background: backdrop, padding: padding, node))
    }
}

extension WebCatalog {
    /// The card and the text field, drawn from the shipped `Libraries/web.yaml`.
    static func shippedItems() throws(RenderError) -> [CatalogItem] {
        try cards() + textFields()
    }

    static func cards() throws(RenderError) -> [CatalogItem] {
        let heading: SourceNode = ["text": ["string": "Fresh picks for you", "font": ["weight": 600, "size": 20, "lineHeight": 24], "color": "#0f172a"]]
        let body: SourceNode = ["text": ["string": "Seasonal produce from stores near you, delivered in as little as an hour.",
                                         "font": ["weight": 400, "size": 14, "lineHeight": 21], "color": "#64748b"]]
        let content: SourceNode = ["vstack": ["spacing": 8, "alignment": "leading", "children": [heading, body]]]
        var items: [CatalogItem] = []
        for padding in ["small", "medium", "large"] {
            items.append(try ShippedLibrary.item(
                system: "web", file: "web.yaml", component: "card", FigmaName("Web.Card", [padding.capitalized], state: "Default"),
                [("padding", padding), ("children", "heading, body")], canvas: ["width": 375, "background": "#f8fafc", "padding": 24],
                use: ["WebCard": ["padding": SourceNode(padding), "content": content]]))
        }
        return items
    }

    static func textFields() throws(RenderError) -> [CatalogItem] {
        let fields: [(state: String, label: String?, placeholder: String, text: String?)] = [
            ("default", nil, "you@example.com", "sam@example.com"),
            ("focus", nil, "you@example.com", "sam@example.com"),
            ("error", nil, "you@example.com", "sam@example"),
            ("default", "Email", "you@example.com", nil),
        ]
        return try fields.map { (field) throws(RenderError) -> CatalogItem in
            var props: [(String, SourceNode)] = [("placeholder", SourceNode(field.placeholder)), ("state", SourceNode(field.state))]
            if let label = field.label { props.insert(("label", SourceNode(label)), at: 0) }
            if let text = field.text { props.append(("text", SourceNode(text))) }
            return try ShippedLibrary.item(
                system: "web", file: "web.yaml", component: "textField",
                FigmaName("Web.Input", field.label == nil ? ["TextField"] : ["TextField", "Label"], state: field.state.capitalized),
                [("label", field.label ?? ""), ("placeholder", field.placeholder), ("text", field.text ?? ""), ("state", field.state)],
                canvas: ["width": 375, "background": "#f8fafc", "padding": 16],
                use: ["WebTextField": SourceNode(props)])
        }
    }
}
