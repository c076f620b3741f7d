import DescriptionModel
import Parallel

/// One picture of the catalog: a component in one variant and state, as a description document.
package struct CatalogItem: Sendable {
    package var system: String
    /// The component's node name (`button`, `badge` ...).
    package var component: String
    package var figmaName: FigmaName
    /// The parameters that make this variant, as the manifest lists them (ordered).
    package var parameters: [(key: String, value: String)]
    package var document: Document
    /// Items sharing this key form one row of the contact sheet, however many (a component's
    /// variants: a row per value of its first axis). Nil: rows group by the Figma name's component
    /// and first variant.
    package var sheetRow: String?

    package init(system: String, component: String, figmaName: FigmaName, parameters: [(key: String, value: String)], document: Document) {
        self.system = system; self.component = component; self.figmaName = figmaName
        self.parameters = parameters; self.document = document
    }
}

/// The whole catalog, system by system, in a fixed order (file names and contact sheets depend on it).
package enum Catalog {
    package static func document(_ system: SystemReference, width: Double, background: ColorValue?, padding: Double,
                         _ content: Node) -> Document {
        Document(system: system, canvas: CanvasSpec(width: width, background: background, padding: LengthInsets(all: .points(padding))),
                 content: content)
    }
}

/// Images the catalog uses (a retailer avatar, a landscape photo placeholder), drawn procedurally so
/// the catalog needs no files: descriptions name them `catalog:avatar-retailer`, `catalog:image-placeholder`.
package enum CatalogAssets {
    package static let scheme = "catalog:"
}

extension Catalog {
    /// Every item in every variant of `assignments`, an item's variants side by side (one row of
    /// the contact sheet per item, one column per variant). The default variant keeps the item's
    /// names; any other appends its values: `IDS.Badge / Counter (AX3, rtl)`.
    /// `defaultContexts`: the resolver's default context of each modifier, left out of names.
    package static func items(_ items: [CatalogItem], in assignments: [VariantAssignment],
                             defaultContexts: [String: String] = [:]) -> [CatalogItem] {
        guard assignments.count > 1 || assignments.first.map({ !$0.values.isEmpty || !$0.contexts.isEmpty }) == true else { return items }
        return items.flatMap { item in
            assignments.map { assignment in
                var copy = item
                copy.document.variant = assignment.applied(to: item.document.variant)
                // Other contexts mean other tokens: loaded again when drawn.
                if !assignment.contexts.isEmpty { copy.document.tokens = nil }
                copy.figmaName.renderingVariant = assignment.naming.nameParts(defaultContexts: defaultContexts)
                copy.parameters += assignment.values.map { (key: $0.axis.rawValue, value: $0.value) }
                    + assignment.contexts.map { (key: $0.modifier, value: $0.context) }
                if assignments.count > 1 { copy.sheetRow = item.system + "/" + item.figmaName.fileStem }
                return copy
            }
        }
    }
}
