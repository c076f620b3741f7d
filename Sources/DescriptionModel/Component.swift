/// A design-system component as a value: what `{button: {label: Continue}}` in a description and
/// `IDSButton("Continue")` in Swift both produce. The model knows only what a component is and
/// holds (its kind, its system, the nodes and files inside it); how a description spells it and
/// how it is drawn are the reader's and the lowering's (`ComponentDefinition`).
package protocol Component: Hashable, Sendable {
    /// The key that names it in a description (`button`, `contentRow`).
    static var kind: String { get }
    /// The built-in system that offers it (`button` is a different component in ids and web).
    static var system: SystemReference { get }
    /// The nodes it holds (slots such as a row's `leading`), in document order.
    var slots: [ComponentSlot] { get }
    /// The image files (PNG) it names, with the key that names each.
    var files: [(key: String, file: FileReference)] { get }
}

extension Component {
    package var slots: [ComponentSlot] { [] }
    package var files: [(key: String, file: FileReference)] { [] }
}

/// A node held by a component, with the key it is written under (and its index in a list).
package struct ComponentSlot {
    package var key: String
    package var index: Int?
    package var node: Node

    package init(key: String, index: Int? = nil, node: Node) {
        self.key = key; self.index = index; self.node = node
    }
}

/// A component inside a `Node` tree. Equal when the components are equal values of the same type.
public struct ComponentNode: Hashable, Sendable {
    /// The component value (`IDSButtonNode`, `CardNode` …).
    package let component: any Component

    package init(_ component: any Component) { self.component = component }

    /// The key that names it in a description.
    package var kind: String { type(of: component).kind }

    /// The component as `type`, when it is one: `node.as(IDSButtonNode.self)?.label`.
    package func `as`<C: Component>(_ type: C.Type) -> C? { component as? C }

    public static func == (lhs: ComponentNode, rhs: ComponentNode) -> Bool {
        AnyHashable(lhs.component) == AnyHashable(rhs.component)
    }

    public func hash(into hasher: inout Hasher) { AnyHashable(component).hash(into: &hasher) }
}
