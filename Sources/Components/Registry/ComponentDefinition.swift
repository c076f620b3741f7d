import DescriptionModel
import Layout

/// Everything the renderer needs of a built-in component besides its value. Internal, so the
/// reader and the layout engine can change without breaking anyone's code.
protocol ComponentDefinition: Component, NodeConvertible {
    /// The keys of its mapping, for the parser (unknown keys are refused with a did-you-mean) and
    /// for docs/pixelproof.schema.json.
    static var keys: [KeySpec] { get }
    /// Reads the mapping under the kind; `fields` has already been checked against `keys`.
    static func read(_ fields: Fields, depth: Int) throws(DescriptionError) -> Self
    /// Its layout tree, with tokens, fonts and images resolved through `lowering.context`.
    func lower(_ lowering: inout Lowering, at path: String) throws -> LayoutElement
    /// Its pictures in the catalog, in the order they are drawn and named.
    static var catalog: [CatalogItem] { get }
}

extension ComponentNode {
    /// The component's definition: every component in a tree was made by one (the reader, a
    /// library type), so a component that has none is a programming error.
    var definition: any ComponentDefinition {
        guard let definition = component as? any ComponentDefinition else {
            preconditionFailure("\(type(of: component)) is a Component without a ComponentDefinition")
        }
        return definition
    }
}
