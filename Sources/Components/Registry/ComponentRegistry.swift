/// The components a description can use, found by kind and system. `builtIn` holds Pixelproof's
/// own, in catalog order; adding a component is a file in `Library/` and a line in that list
/// (docs/ARCHITECTURE.md walks through one). A parser can be given another registry
/// (`DescriptionParser(components:)`), which is how tests add a component of their own.
public struct ComponentRegistry: Sendable {
    let definitions: [any ComponentDefinition.Type]

    init(_ definitions: [any ComponentDefinition.Type]) { self.definitions = definitions }

    public static let builtIn = ComponentRegistry([
        IDSButtonNode.self, ContentRowNode.self, SectionTitleNode.self, ImageCardNode.self,
        TopNavNode.self, BadgeNode.self, TabsNode.self,
        WebButtonNode.self, CardNode.self, TextFieldNode.self,
    ])

    /// This registry and `definition` after it.
    func adding(_ definition: any ComponentDefinition.Type) -> ComponentRegistry {
        ComponentRegistry(definitions + [definition])
    }

    /// The component kinds `system` offers, in the order messages list them.
    public func kinds(in system: SystemReference) -> [String] {
        definitions.filter { $0.system == system }.map { $0.kind }
    }

    /// The names of the systems that offer `kind`.
    public func systems(offering kind: String) -> [String] {
        definitions.filter { $0.kind == kind }.map { $0.system.name }
    }

    func definition(of kind: String, in system: SystemReference) -> (any ComponentDefinition.Type)? {
        definitions.first { $0.kind == kind && $0.system == system }
    }

    /// The catalog pictures of `system`'s components, component by component.
    func catalog(of system: SystemReference) -> [CatalogItem] {
        definitions.filter { $0.system == system }.flatMap { $0.catalog }
    }
}
