/// The built-in components, in catalog order. Adding a component is a file in `Library/` and a
/// line here (docs/ARCHITECTURE.md walks through one).
public enum ComponentRegistry {
    static let builtIn: [any ComponentDefinition.Type] = [
        IDSButtonNode.self, ContentRowNode.self, SectionTitleNode.self, ImageCardNode.self,
        TopNavNode.self, BadgeNode.self, TabsNode.self,
        WebButtonNode.self, CardNode.self, TextFieldNode.self,
    ]

    /// The component kinds `system` offers, in the order messages list them.
    public static func kinds(in system: SystemReference) -> [String] {
        builtIn.filter { $0.system == system }.map { $0.kind }
    }

    /// The names of the built-in systems that offer `kind`.
    public static func systems(offering kind: String) -> [String] {
        builtIn.filter { $0.kind == kind }.map { $0.system.name }
    }

    static func definition(of kind: String, in system: SystemReference) -> (any ComponentDefinition.Type)? {
        builtIn.first { $0.kind == kind && $0.system == system }
    }

    /// The catalog pictures of `system`'s components, component by component.
    static func catalog(of system: SystemReference) -> [CatalogItem] {
        builtIn.filter { $0.system == system }.flatMap { $0.catalog }
    }
}
