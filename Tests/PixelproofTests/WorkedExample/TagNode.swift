@testable import DescriptionModel
@testable import BuiltInComponents
@testable import DescriptionFormat
@testable import SceneBuilding
import Layout
import Raster
import Values

// The worked example of docs/ARCHITECTURE.md: a whole component in one file. To ship it, move
// this file to Sources/Components/Library/ and add `TagNode.self` to `ComponentRegistry.builtIn`;
// the description format, the JSON Schema, `import Pixelproof`'s Swift API and the catalog then
// know it. WorkedExampleTests uses it through `ComponentRegistry.builtIn.adding(TagNode.self)`.

/// A web tag: a 24 px pill with a short label in the `label` style, neutral or accented.
struct TagNode: ComponentDefinition {
    enum Tone: String, Hashable, Sendable, CaseIterable {
        case neutral, accent
    }

    var label: String
    var tone: Tone

    init(label: String, tone: Tone = .neutral) {
        self.label = label
        self.tone = tone
    }

    // What a description calls it, and which system has it.
    static let kind = "tag"
    static let system = SystemReference.web
    var node: Node { .component(ComponentNode(self)) }

    // The keys a description may write: the parser refuses others (with a did-you-mean), and
    // docs/pixelproof.schema.json is generated from this table.
    static let keys = [
        KeySpec("label", .string, required: true, "the tag's text"),
        KeySpec("tone", .choice(of: Tone.self), "neutral (default) or accent"),
    ]

    static func read(_ f: Fields, depth: Int) throws(DescriptionError) -> TagNode {
        TagNode(label: try f.string("label", required: "the tag's text"),
                tone: try f.choice("tone", Tone.self, what: "tag tone", default: .neutral))
    }

    // Layout: the label, 10 px across and 2 down, on a pill of the tone's colours. Every token is
    // looked up with the path of the key that chose it, so a missing token names its place.
    func lower(_ l: inout Lowering, at path: String) throws -> LayoutElement {
        let ink = try l.tokenColor(tone == .accent ? "primary-700" : "neutral-700", at: path)
        let fill = try l.tokenColor(tone == .accent ? "primary-100" : "neutral-100", at: path)
        let text = l.label(label, style: try l.tokenStyle("label", at: path), color: ink, alignment: .center)
        let content: LayoutElement = .frame(FrameSpec(height: 24), child: .padding(Insets(vertical: 2, horizontal: 10), child: l.leaf(text)))
        return l.decorate(content, with: l.box(fill: .solid(fill), radius: 0, pill: true))
    }

    // The catalog: one picture per tone, named as the Figma component set names its variants.
    static var catalog: [CatalogItem] {
        Tone.allCases.map { tone in
            WebCatalog.item(kind, FigmaName("Web.Tag", [tone.rawValue.capitalized], state: "Default"),
                            [("label", "New"), ("tone", tone.rawValue)], width: 120, padding: 16,
                            TagNode(label: "New", tone: tone).node)
        }
    }
}

/// `Tag("New", tone: .accent).node` in a tree of description nodes built in Swift.
struct Tag {
    let node: Node
    init(_ label: String, tone: TagNode.Tone = .neutral) { node = TagNode(label: label, tone: tone).node }
}
