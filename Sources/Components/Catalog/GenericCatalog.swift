import DescriptionSource

/// The generic component rules' shared components (card, section header with an action, progress
/// bar, text field, amount input), as an app following those rules would build them: from
/// primitives, with the web tokens. They are written in the shipped `Libraries/generic.yaml`.
enum GenericCatalog {
    static let canvas: SourceNode = ["width": 375, "background": "#f8fafc", "padding": 16]

    static func item(_ component: String, _ name: FigmaName, _ parameters: [(key: String, value: String)],
                     use: SourceNode) throws(RenderError) -> CatalogItem {
        try ShippedLibrary.item(system: "generic", file: "generic.yaml", component: component, name, parameters, canvas: canvas, use: use)
    }

    static func items() throws(RenderError) -> [CatalogItem] {
        var items = [
            try item("card", FigmaName("Generic.Card", ["Standard"], state: "Default"), [("title", "Weekly budget")],
                     use: ["GenericCard": ["title": "Weekly budget", "detail": "$240 of $400 spent"]]),
            try item("sectionHeader", FigmaName("Generic.SectionHeader", ["Action"], state: "Default"),
                     [("title", "Recent orders"), ("actionTitle", "See all")],
                     use: ["SectionHeader": ["title": "Recent orders", "actionTitle": "See all"]]),
        ]
        for progress in [0.0, 0.4, 1.0] {
            let percent = Int((progress * 100).rounded())
            items.append(try item("progressBar", FigmaName("Generic.ProgressBar", ["\(percent)%"], state: "Default"),
                                  [("progress", String(progress))], use: ["ProgressBar": ["filled": SourceNode("\(343 * progress)")]]))
        }
        items.append(try item("textField", FigmaName("Generic.TextField", ["Standard"], state: "Filled"),
                              [("title", "Name"), ("text", "Sam Rivera")], use: ["GenericTextField": ["title": "Name", "text": "Sam Rivera"]]))
        items.append(try item("amountInput", FigmaName("Generic.AmountInput", ["Standard"], state: "Filled"),
                              [("title", "Amount"), ("value", "$1,250.00")], use: ["AmountInput": ["title": "Amount", "value": "$1,250.00"]]))
        for glass in [false, true] {
            items.append(try ShippedLibrary.item(
                system: "generic", file: "generic.yaml", component: "glassFAB",
                FigmaName("Generic.GlassFAB", [glass ? "Glass" : "Material"], state: "Default"), [("glass", String(glass))],
                canvas: ["width": 120, "height": 100, "background": "#ffffff"], use: fabOverBackdrop(glass: glass)))
        }
        return items
    }

    /// The FAB over a busy backdrop that shows what it does to what is behind it: colour stripes
    /// (blurred and re-saturated by the material, bent at the rim by the glass) and a line of text.
    static func fabOverBackdrop(glass: Bool) -> SourceNode {
        let colours = ["#ef4444", "#f59e0b", "#10b981", "#3b82f6", "#8b5cf6", "#ec4899"]
        let stripes = (0..<12).map { i -> SourceNode in
            ["shape": ["kind": "rect", "width": 10, "height": 100, "fill": SourceNode(colours[i % colours.count], style: .doubleQuoted)]]
        }
        return ["zstack": ["children": [
            ["hstack": ["spacing": 0, "children": .sequence(SourceNode.Sequence(stripes))]],
            ["text": ["string": "Fresh picks", "style": "heading-3", "color": "neutral-900"]],
            ["GlassFAB": ["glass": SourceNode(booleanLiteral: glass)]],
        ]]]
    }
}
