
/// The one element a node is, found through what wraps it, so an `accessibility:` written on the
/// node changes that element rather than adding a second one around it (which the audit would
/// count twice). A node is an element when its modifiers carry an `accessibility:` or it is a
/// built-in control (`AccessibleComponent`); layout and drawing modifiers (`opacity`, `offset`,
/// `layoutPriority`) wrap it without making another.
extension Node {
    /// The node with the element it is changed by `change`; nil when it is no element.
    /// - Parameter reachingWrappers: also look inside one-child stacks and frames (the wrappers
    ///   SwiftUI's padding, background and frame modifiers add); a description's stack or frame
    ///   is a node of its own, so the reader does not.
    package func changingElement(reachingWrappers: Bool, _ change: (inout Accessibility) -> Void) -> Node? {
        switch self {
        case .modified(let inner, var modifiers):
            if var accessibility = modifiers.accessibility {
                change(&accessibility)
                modifiers.accessibility = accessibility
                return .modified(inner, modifiers)
            }
            return inner.changingElement(reachingWrappers: reachingWrappers, change).map { .modified($0, modifiers) }
        case let .component(c) where c.component is AccessibleComponent:
            var accessibility = Accessibility()
            change(&accessibility)
            var modifiers = NodeModifiers()
            modifiers.accessibility = accessibility
            return .modified(self, modifiers)
        case var .vstack(stack) where reachingWrappers:
            guard let child = stack.changingOnlyChild(change) else { return nil }
            stack.children = [child]
            return .vstack(stack)
        case var .hstack(stack) where reachingWrappers:
            guard let child = stack.changingOnlyChild(change) else { return nil }
            stack.children = [child]
            return .hstack(stack)
        case var .zstack(stack) where reachingWrappers:
            guard let child = stack.changingOnlyChild(change) else { return nil }
            stack.children = [child]
            return .zstack(stack)
        case var .frame(frame) where reachingWrappers:
            guard let child = frame.child.changingElement(reachingWrappers: true, change) else { return nil }
            frame.child = child
            return .frame(frame)
        default:
            return nil
        }
    }

    /// The node described by `accessibility`, written on it: the element it is updated, else the
    /// node wrapped in modifiers that make it one.
    package func described(by accessibility: Accessibility) -> Node {
        if let element = changingElement(reachingWrappers: false, { $0 = $0.overridden(by: accessibility) }) { return element }
        var modifiers = NodeModifiers()
        modifiers.accessibility = accessibility
        return .modified(self, modifiers)
    }
}

extension StackNode {
    /// A one-child stack's child with its element changed; nil for other stacks.
    fileprivate func changingOnlyChild(_ change: (inout Accessibility) -> Void) -> Node? {
        guard children.count == 1 else { return nil }
        return children[0].changingElement(reachingWrappers: true, change)
    }
}
