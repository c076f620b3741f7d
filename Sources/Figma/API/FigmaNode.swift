/// A node of a Figma document (`Node` in Figma's OpenAPI description), reduced to what `pull`
/// and `check` read: its id, name and type, its children, and a component set's properties.
/// Every other property of the published schema is ignored when decoding.
public struct FigmaNode: Decodable, Hashable, Sendable {
    public var id: String
    public var name: String
    /// `DOCUMENT`, `CANVAS`, `COMPONENT_SET`, `COMPONENT`, `FRAME`, `SECTION` …
    public var type: String
    /// Absent on leaves and below the depth a request asked for.
    public var children: [FigmaNode]?
    /// A component set's properties by name (`ComponentPropertiesTrait`); `size`, `Has icon#12:3` …
    public var componentPropertyDefinitions: [String: ComponentPropertyDefinition]?

    public init(id: String, name: String, type: String, children: [FigmaNode]? = nil,
                componentPropertyDefinitions: [String: ComponentPropertyDefinition]? = nil) {
        self.id = id; self.name = name; self.type = type; self.children = children
        self.componentPropertyDefinitions = componentPropertyDefinitions
    }

    public static let componentSet = "COMPONENT_SET"
    public static let component = "COMPONENT"

    /// The variants of a component set: its `COMPONENT` children, in the file's order.
    public var variants: [FigmaNode] { (children ?? []).filter { $0.type == FigmaNode.component } }

    /// This node and every node below it that was returned, depth first.
    public func walk(_ visit: (FigmaNode) -> Void) {
        visit(self)
        for child in children ?? [] { child.walk(visit) }
    }
}
