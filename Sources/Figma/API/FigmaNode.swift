/// A node of a Figma document (`Node` in Figma's OpenAPI description), reduced to what `pull`
/// and `check` read: its id, name and type, its children, and a component set's properties.
/// Every other property of the published schema is ignored when decoding.
package struct FigmaNode: Decodable, Hashable, Sendable {
    package var id: String
    package var name: String
    /// `DOCUMENT`, `CANVAS`, `COMPONENT_SET`, `COMPONENT`, `FRAME`, `SECTION` …
    package var type: String
    /// Absent on leaves and below the depth a request asked for.
    package var children: [FigmaNode]?
    /// A component set's properties by name (`ComponentPropertiesTrait`); `size`, `Has icon#12:3` …
    package var componentPropertyDefinitions: [String: ComponentPropertyDefinition]?

    package init(id: String, name: String, type: String, children: [FigmaNode]? = nil,
                componentPropertyDefinitions: [String: ComponentPropertyDefinition]? = nil) {
        self.id = id; self.name = name; self.type = type; self.children = children
        self.componentPropertyDefinitions = componentPropertyDefinitions
    }

    package static let componentSet = "COMPONENT_SET"
    package static let component = "COMPONENT"

    /// The variants of a component set: its `COMPONENT` children, in the file's order.
    package var variants: [FigmaNode] { (children ?? []).filter { $0.type == FigmaNode.component } }

    /// This node and every node below it that was returned, depth first.
    package func walk(_ visit: (FigmaNode) -> Void) {
        visit(self)
        for child in children ?? [] { child.walk(visit) }
    }
}
