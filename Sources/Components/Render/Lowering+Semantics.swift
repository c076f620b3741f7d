import DisplayList
import Layout
import Values

// What lowering records for the accessibility audit: the key path of every painter, and an
// element around each interactive component and each node the description gives an
// `accessibility:` (through a component's definition).
extension Lowering {
    mutating func annotated(_ element: LayoutElement, _ node: Node, at path: String, painters first: Int) -> LayoutElement {
        let nodePath: String
        switch node {
        case .vstack, .hstack, .zstack, .spacer, .frame: nodePath = path
        case .text, .shape, .path, .image, .icon: nodePath = path + "." + node.kind
        case let .component(c): nodePath = path + "." + c.kind
        }
        for tag in first..<painters.count where painterPaths[tag] == nil { painterPaths[tag] = nodePath }
        var result = element
        if case let .component(c) = node, let accessible = c.definition as? AccessibleComponent {
            let a = accessible.accessibility
            result = semantic(result, ElementSemantics(path: nodePath, component: c.kind, role: a.role, label: a.label,
                                                       isDisabled: a.isDisabled, frame: Rect(x: 0, y: 0, width: 0, height: 0), items: 0..<0))
        }
        if let use = context.accessibility[path] {
            result = semantic(result, ElementSemantics(path: nodePath, component: use.component, role: use.accessibility.role,
                                                       label: use.accessibility.label, isHidden: use.accessibility.hidden,
                                                       frame: Rect(x: 0, y: 0, width: 0, height: 0), items: 0..<0))
        }
        return result
    }

    /// `element` recorded as `semantics` (frame and items filled in when it is drawn).
    mutating func semantic(_ element: LayoutElement, _ semantics: ElementSemantics) -> LayoutElement {
        decorate(element, with: SemanticsPainter(element: semantics))
    }
}
