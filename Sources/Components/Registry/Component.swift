import Layout
/// A design-system component as a value: what `{button: {label: Continue}}` in a description and
/// `IDSButton("Continue")` in Swift both produce. Each built-in component is one file in
/// `Library/` holding its value type, how a description spells it, how it lowers to layout, its
/// Swift DSL type and its catalog pictures; `ComponentRegistry` lists them.
package protocol Component: NodeConvertible, Hashable {
    /// The key that names it in a description (`button`, `contentRow`).
    static var kind: String { get }
    /// The built-in system that offers it (`button` is a different component in ids and web).
    static var system: SystemReference { get }
}

/// Everything the renderer needs of a built-in component besides its value. Internal, so the
/// reader and the layout engine can change without breaking anyone's code.
protocol ComponentDefinition: Component {
    /// The keys of its mapping, for the parser (unknown keys are refused with a did-you-mean) and
    /// for docs/pixelproof.schema.json.
    static var keys: [KeySpec] { get }
    /// Reads the mapping under the kind; `fields` has already been checked against `keys`.
    static func read(_ fields: Fields, depth: Int) throws(DescriptionError) -> Self
    /// The nodes it holds (slots such as a row's `leading`), in document order.
    var slots: [ComponentSlot] { get }
    /// The image files (PNG) it names, with the key that names each.
    var files: [(key: String, file: FileReference)] { get }
    /// Its layout tree, with tokens, fonts and images resolved through `lowering.context`.
    func lower(_ lowering: inout Lowering, at path: String) throws -> LayoutElement
    /// Its pictures in the catalog, in the order they are drawn and named.
    static var catalog: [CatalogItem] { get }
}

extension ComponentDefinition {
    var slots: [ComponentSlot] { [] }
    var files: [(key: String, file: FileReference)] { [] }
}

/// A node held by a component, with the key it is written under (and its index in a list).
struct ComponentSlot {
    var key: String
    var index: Int?
    var node: Node
}

/// A component inside a `Node` tree. Equal when the components are equal values of the same type.
public struct ComponentNode: Hashable, Sendable {
    let definition: any ComponentDefinition

    init(_ definition: any ComponentDefinition) { self.definition = definition }

    /// The component value (`IDSButtonNode`, `CardNode` …).
    package var component: any Component { definition }

    /// The key that names it in a description.
    package var kind: String { type(of: definition).kind }

    /// The component as `type`, when it is one: `node.as(IDSButtonNode.self)?.label`.
    package func `as`<C: Component>(_ type: C.Type) -> C? { definition as? C }

    public static func == (lhs: ComponentNode, rhs: ComponentNode) -> Bool {
        AnyHashable(lhs.definition) == AnyHashable(rhs.definition)
    }

    public func hash(into hasher: inout Hasher) { AnyHashable(definition).hash(into: &hasher) }
}
