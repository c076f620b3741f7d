/// The web system's components (seed 004, RESOLVED 14-16): buttons, cards, text fields.
enum WebCatalog {
    static let backdrop = ColorValue.literal(r: 0xf8, g: 0xfa, b: 0xfc)

    static var items: [CatalogItem] { buttons + cards + textFields }

    static func item(_ component: String, _ name: FigmaName, _ parameters: [(key: String, value: String)],
                     width: Double, padding: Double, _ node: Node) -> CatalogItem {
        CatalogItem(system: "web", component: component, figmaName: name, parameters: parameters,
                    document: Catalog.document(.web, width: width, background: backdrop, padding: padding, node))
    }

    static var buttons: [CatalogItem] {
        WebButtonNode.ButtonType.allCases.flatMap { type in
            [true, false].map { enabled in
                let node = WebButtonNode(label: "Get started", type: type, isEnabled: enabled)
                return item("button", FigmaName("Web.Button", [type.rawValue.capitalized], state: enabled ? "Default" : "Disabled"),
                            [("label", node.label), ("type", type.rawValue), ("isEnabled", String(enabled))],
                            width: 224, padding: 32, .component(.webButton(node)))
            }
        }
    }

    static var cards: [CatalogItem] {
        CardNode.Padding.allCases.map { padding in
            let heading = Node.text(TextNode(string: "Fresh picks for you", typography: .font(FontSpec(weight: 600, size: 20, lineHeight: 24)),
                                             color: .literal(r: 0x0f, g: 0x17, b: 0x2a)))
            let body = Node.text(TextNode(string: "Seasonal produce from stores near you, delivered in as little as an hour.",
                                          typography: .font(FontSpec(weight: 400, size: 14, lineHeight: 21)),
                                          color: .literal(r: 0x64, g: 0x74, b: 0x8b)))
            let node = CardNode(padding: padding, children: [heading, body])
            return item("card", FigmaName("Web.Card", [padding.rawValue.capitalized], state: "Default"),
                        [("padding", padding.rawValue), ("children", "heading, body")],
                        width: 375, padding: 24, .component(.card(node)))
        }
    }

    static var textFields: [CatalogItem] {
        let fields: [(String, TextFieldNode)] = [
            ("Default", TextFieldNode(placeholder: "you@example.com", text: "sam@example.com", state: .default)),
            ("Focus", TextFieldNode(placeholder: "you@example.com", text: "sam@example.com", state: .focus)),
            ("Error", TextFieldNode(placeholder: "you@example.com", text: "sam@example", state: .error)),
            ("Default", TextFieldNode(label: "Email", placeholder: "you@example.com", state: .default)),
        ]
        return fields.map { state, node in
            item("textField", FigmaName("Web.Input", node.label == nil ? ["TextField"] : ["TextField", "Label"], state: state),
                 [("label", node.label ?? ""), ("placeholder", node.placeholder ?? ""), ("text", node.text ?? ""), ("state", node.state.rawValue)],
                 width: 375, padding: 16, .component(.textField(node)))
        }
    }
}
