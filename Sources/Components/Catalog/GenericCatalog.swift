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
        return items
    }
}
