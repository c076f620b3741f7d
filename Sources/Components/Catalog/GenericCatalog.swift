/// The generic component rules' shared components (card, section header with an action, progress bar, text field,
/// amount input) built from primitives with the web tokens, as an app following 003 would.
enum GenericCatalog {
    static let backdrop = ColorValue.literal(r: 0xf8, g: 0xfa, b: 0xfc)
    static let ink = ColorValue.token("neutral-900")
    static let secondary = ColorValue.token("neutral-500")
    static let stroke = ColorValue.token("neutral-200")

    static var items: [CatalogItem] { [card, sectionHeader] + progressBars + [textField, amountInput] }

    static func item(_ component: String, _ name: FigmaName, _ parameters: [(key: String, value: String)], _ node: Node) -> CatalogItem {
        CatalogItem(system: "generic", component: component, figmaName: name, parameters: parameters,
                    document: Catalog.document(.web, width: 375, background: backdrop, padding: 16, node))
    }

    static func text(_ string: String, _ style: String, _ color: ColorValue) -> Node {
        .text(TextNode(string: string, typography: .style(style), color: color))
    }

    /// content.padding(Space.l).background(surface).clipShape(radius l).overlay(1 px subtle stroke)
    static var card: CatalogItem {
        let content = Node.vstack(StackNode(spacing: .token("sm"), alignment: .horizontal(.leading), padding: EdgeInsets(all: .token("lg")),
                                            children: [text("Weekly budget", "heading-3", ink), text("$240 of $400 spent", "body-regular", secondary)]))
        let card = Node.zstack(StackNode(alignment: .both(.topLeading), children: [
            .shape(ShapeNode(kind: .roundedRect, cornerRadius: .token("lg"), fill: .color(.token("white")), border: Border(width: 1, color: stroke))),
            content,
        ]))
        return item("card", FigmaName("Generic.Card", ["Standard"], state: "Default"), [("title", "Weekly budget")], card)
    }

    static var sectionHeader: CatalogItem {
        let row = Node.hstack(StackNode(alignment: .vertical(.firstTextBaseline), children: [
            text("Recent orders", "heading-3", ink), .spacer(SpacerNode()), text("See all", "label", .token("primary-600")),
        ]))
        return item("sectionHeader", FigmaName("Generic.SectionHeader", ["Action"], state: "Default"),
                    [("title", "Recent orders"), ("actionTitle", "See all")], row)
    }

    static var progressBars: [CatalogItem] {
        [0.0, 0.4, 1.0].map { progress in
            let width = 343.0
            let bar = Node.zstack(StackNode(alignment: .both(.leading), children: [
                .shape(ShapeNode(kind: .pill, width: width, height: 8, fill: .color(stroke))),
                .shape(ShapeNode(kind: .pill, width: width * progress, height: 8, fill: .color(.token("primary-500")))),
            ]))
            let percent = Int((progress * 100).rounded())
            return item("progressBar", FigmaName("Generic.ProgressBar", ["\(percent)%"], state: "Default"), [("progress", String(progress))], bar)
        }
    }

    static func field(label: String, value: Node) -> Node {
        let box = Node.zstack(StackNode(alignment: .both(.leading), children: [
            .shape(ShapeNode(kind: .roundedRect, height: 48, cornerRadius: .token("md"), fill: .color(.token("white")), border: Border(width: 1, color: stroke))),
            .hstack(StackNode(alignment: .vertical(.center), padding: EdgeInsets(top: .points(0), leading: .token("md"), bottom: .points(0), trailing: .token("md")),
                              children: [value])),
        ]))
        return .vstack(StackNode(spacing: .token("sm"), alignment: .horizontal(.leading), children: [text(label, "label", secondary), box]))
    }

    static var textField: CatalogItem {
        item("textField", FigmaName("Generic.TextField", ["Standard"], state: "Filled"), [("title", "Name"), ("text", "Sam Rivera")],
             field(label: "Name", value: text("Sam Rivera", "body-regular", ink)))
    }

    static var amountInput: CatalogItem {
        item("amountInput", FigmaName("Generic.AmountInput", ["Standard"], state: "Filled"), [("title", "Amount"), ("value", "$1,250.00")],
             field(label: "Amount", value: text("$1,250.00", "heading-3", ink)))
    }
}
