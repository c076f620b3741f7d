import DescriptionModel
import SceneBuilding

// The tag lives beside the view builder, not the picker: `ForEach` tags the views it makes with
// their ids (inside a picker), and a picker in PixelproofUIControls reads them back.

/// The value a view stands for in a picker: `.tag(_:)`, or the id of the `ForEach` element it
/// was made from.
package enum Tag {
    package struct Key: LayoutValueKey {
        package static var defaultValue: AnyHashable? { nil }
    }

    package static func node(_ node: Node, taggedIfUntagged tag: AnyHashable) -> Node {
        if self.tag(of: node) != nil { return node }
        return LayoutValues.node(node, setting: ObjectIdentifier(Key.self), to: Optional(tag) as Any)
    }

    package static func tag(of node: Node) -> AnyHashable? {
        guard case let .component(component) = node, let carrier = component.as(ArrangedNode.self),
              let values = carrier.algorithm.algorithm as? LayoutValues else { return nil }
        return (values.values[ObjectIdentifier(Key.self)] as? AnyHashable?) ?? nil
    }
}

extension View {
    /// The value this view stands for in a picker.
    public func tag<V: Hashable>(_ tag: V) -> some View {
        ModifiedView(self) { node, _ in LayoutValues.node(node, setting: ObjectIdentifier(Tag.Key.self), to: Optional(AnyHashable(tag)) as Any) }
    }
}

private struct TagsByIdentityKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// Inside a picker's content: `ForEach` tags its views with their ids.
    package var tagsByIdentity: Bool {
        get { self[TagsByIdentityKey.self] }
        set { self[TagsByIdentityKey.self] = newValue }
    }
}
