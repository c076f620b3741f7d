import Components

/// How a modifier lands on the node it changes. SwiftUI applies modifiers in the order written;
/// a description node has one fixed order (padding inside its background and overlay), so a
/// modifier is set on the node it follows only when that keeps the written order, and otherwise
/// the node is wrapped in a one-child stack (which lays its child out unchanged) first.
extension Node {
    /// The node as a plain wrapper's stack: itself when it is a vertical stack with no padding,
    /// background or overlay yet, else a new one-child stack around it.
    private var wrapper: StackNode {
        if case let .vstack(stack) = self, stack.padding == .zero, stack.background == nil, stack.overlay == nil { return stack }
        return StackNode(alignment: .horizontal(.center), children: [self])
    }

    private var stackIfVertical: StackNode? {
        if case let .vstack(stack) = self { return stack }
        return nil
    }

    func padded(_ insets: Components.EdgeInsets) -> Node {
        var stack = wrapper
        stack.padding = insets
        return .vstack(stack)
    }

    func withBackground(_ backdrop: Backdrop) -> Node {
        var stack = stackIfVertical.flatMap { $0.background == nil ? $0 : nil } ?? wrapper
        stack.background = backdrop
        return .vstack(stack)
    }

    func withOverlay(_ backdrop: Backdrop) -> Node {
        var stack = stackIfVertical.flatMap { $0.overlay == nil ? $0 : nil } ?? wrapper
        stack.overlay = backdrop
        return .vstack(stack)
    }
}

/// A view laid out in another's frame at `alignment` (what `.overlay(alignment:)` and
/// `.background(alignment:)` do): a frame that takes the whole box and places the view in it.
func aligned(_ node: Node, _ alignment: Alignment, in api: String) throws -> Node {
    guard alignment != .center else { return node }
    return .frame(FrameNode(maxWidth: .infinity, maxHeight: .infinity, alignment: try alignment.descriptionAlignment(in: api), child: node))
}

extension Node {
    /// The node inside a fresh set of SwiftUI's modifiers (`layoutPriority`, `fixedSize`, `clip`,
    /// `rotation`, `offset`): one set per modifier written, so they apply in the order written.
    func modified(_ change: (inout NodeModifiers) -> Void) -> Node {
        var modifiers = NodeModifiers()
        change(&modifiers)
        return .modified(self, modifiers)
    }

    /// The node clipped to `clip`; a description clips stacks and frames, so another node is
    /// first put in a one-child stack.
    func clipped(to clip: ClipShape) -> Node {
        var target = self
        switch self {
        case .vstack, .hstack, .zstack, .frame: break
        default: target = .vstack(StackNode(alignment: .horizontal(.center), children: [self]))
        }
        return target.modified { $0.clip = clip }
    }
}

extension Node {
    /// The node with its `accessibility:` changed. SwiftUI's accessibility modifiers change the
    /// one element a view is, so they meet in one description: an `accessibility` set already on
    /// the node, or on the node inside the wrappers layout and drawing modifiers add (one-child
    /// stacks, frames, other modifiers: `Button { … }.padding().accessibilityLabel("Add")`), is
    /// changed, not wrapped. It draws nothing, so it joins the node's other modifiers whatever
    /// their order. A view that makes an element of its whole content (a `Button`) does not reach
    /// inside: the element is the node itself.
    func describedForAccessibility(reachingInside: Bool = true, _ change: (inout Accessibility) -> Void) -> Node {
        if reachingInside, let element = changingElement(reachingWrappers: true, change) { return element }
        var (inner, modifiers) = (self, NodeModifiers())
        if case let .modified(n, m) = self { (inner, modifiers) = (n, m) }
        var accessibility = modifiers.accessibility ?? Accessibility()
        change(&accessibility)
        modifiers.accessibility = accessibility
        return .modified(inner, modifiers)
    }
}
