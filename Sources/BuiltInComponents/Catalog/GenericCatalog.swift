import DescriptionModel
import DescriptionFormat
import SceneBuilding
import DescriptionSource

/// The generic components (card, section header with an action, progress bar, text field, amount
/// input, floating action button), written in the shipped `Libraries/generic.yaml` after the
/// seed's SwiftUI templates, each used as an app's screen uses its template: on the app
/// background (`appBackground`, #f8fafc) with `Space.l` (16 px) around it, 375 px wide. Every
/// picture is the template's render of the same use, byte for byte (the SwiftUI tests'
/// `GenericCatalogTwinTests` draws both).
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
        for progress in progressValues {
            let percent = Int((progress * 100).rounded())
            items.append(try item("progressBar", FigmaName("Generic.ProgressBar", ["\(percent)%"], state: "Default"),
                                  [("progress", String(progress))], use: ["ProgressBar": ["progress": SourceNode("\(progress)")]]))
        }
        items.append(try item("textField", FigmaName("Generic.TextField", ["Standard"], state: "Filled"),
                              [("title", "Name"), ("text", "Sam Rivera")], use: ["GenericTextField": ["title": "Name", "text": "Sam Rivera"]]))
        items.append(try item("amountInput", FigmaName("Generic.AmountInput", ["Standard"], state: "Filled"),
                              [("title", "Amount"), ("value", "1,250.00")], use: ["AmountInput": ["title": "Amount", "value": "1,250.00"]]))
        for glass in [false, true] {
            items.append(try item("glassFAB", FigmaName("Generic.GlassFAB", [glass ? "Glass" : "Material"], state: "Default"),
                                  [("glass", String(glass))], use: fabOverBars(glass: glass)))
        }
        return items
    }

    /// The progress bar's pictures: empty, 40 % and full.
    package static let progressValues = [0.0, 0.4, 1.0]

    /// The button floating over bars in the accent colours (accentPrimary, accentSuccess,
    /// accentWarning), so the material's frost and the glass's refraction have something to show:
    /// the button in a full-width frame over an `HStack(spacing: 10)` of 10 × 72 capsules.
    static func fabOverBars(glass: Bool) -> SourceNode {
        let colours = ["#7c3aed", "#22c55e", "#7c3aed", "#f59e0b", "#7c3aed"]
        let bars = colours.map { colour -> SourceNode in
            ["frame": ["width": 10, "height": 72,
                       "child": ["shape": ["kind": "pill", "cornerStyle": "continuous", "fill": SourceNode(colour, style: .doubleQuoted)]]]]
        }
        return ["frame": ["maxWidth": "infinity", "child": ["zstack": ["children": [
            ["hstack": ["spacing": 10, "children": .sequence(SourceNode.Sequence(bars))]],
            ["GlassFAB": ["glass": SourceNode(booleanLiteral: glass)]],
        ]]]]]
    }
}
