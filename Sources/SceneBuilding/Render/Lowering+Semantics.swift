import DescriptionFormat
import DescriptionModel
import DisplayList
import Layout
import Values

// What lowering records for the accessibility audit: the key path of every painter, and an
// element around each interactive component and each node the description gives an
// `accessibility:` (on the node, or in the definition of the component it is the body of).
extension Lowering {
    /// The key path findings name for `node` at `path`: a container's own path, a leaf's or a
    /// component's with its kind appended.
    static func nodePath(of node: Node, at path: String) -> String {
        switch node {
        case let .modified(inner, _): nodePath(of: inner, at: path)
        case .vstack, .hstack, .zstack, .spacer, .frame: path
        case .text, .shape, .path, .image, .icon: path + "." + node.kind
        case let .component(c): path + "." + c.kind
        }
    }

    mutating func annotated(_ element: LayoutElement, _ node: Node, at path: String, painters first: Int) -> LayoutElement {
        let nodePath = Self.nodePath(of: node, at: path)
        for tag in first..<painters.count where painterPaths[tag] == nil { painterPaths[tag] = nodePath }
        // A modified node's inner node was annotated when it was lowered; the modifier's own
        // painter (its clip, rotation, offset) takes the inner node's path.
        if case .modified = node { return element }
        var result = element
        if case let .component(c) = node, let accessible = c.component as? AccessibleComponent {
            let a = accessible.accessibility
            result = semantic(result, ElementSemantics(path: nodePath, component: c.kind, role: a.role, label: a.label,
                                                       isDisabled: a.isDisabled, frame: Rect(x: 0, y: 0, width: 0, height: 0), items: 0..<0))
        }
        return result
    }

    /// `element`, lowered from `node`, described by its `accessibility:`. A node that is an
    /// element already (a built-in control, the body of a component whose definition describes
    /// it) stays one element, as a SwiftUI modifier changes the view it is written on
    /// (`Accessibility.overridden(by:)`). The reader joins a component use's `accessibility:` to
    /// the element its body is (`Node.described(by:)`), so it reaches here on that element.
    mutating func described(_ element: LayoutElement, _ node: Node, _ accessibility: Accessibility, at path: String) -> LayoutElement {
        let nodePath = Self.nodePath(of: node, at: path)
        if case let .decorated(tag, _) = element, var painter = painters[tag] as? SemanticsPainter, painter.element.path == nodePath {
            let own = Accessibility(label: painter.element.label, hidden: painter.element.isHidden, role: painter.element.role,
                                    component: painter.element.component, isDisabled: painter.element.isDisabled)
            let changed = own.overridden(by: accessibility)
            painter.element.role = changed.role
            painter.element.label = changed.label
            painter.element.component = changed.component
            painter.element.isHidden = changed.hidden
            painter.element.isDisabled = changed.isDisabled
            painters[tag] = painter
            return element
        }
        return semantic(element, ElementSemantics(path: nodePath, component: accessibility.component, role: accessibility.role,
                                                  label: accessibility.label, isDisabled: accessibility.isDisabled, isHidden: accessibility.hidden,
                                                  frame: Rect(x: 0, y: 0, width: 0, height: 0), items: 0..<0))
    }

    /// `element` recorded as `semantics` (frame and items filled in when it is drawn).
    package mutating func semantic(_ element: LayoutElement, _ semantics: ElementSemantics) -> LayoutElement {
        decorate(element, with: SemanticsPainter(element: semantics))
    }
}
