import DescriptionModel
import BuiltInComponents
import DescriptionFormat
import SceneBuilding

// How each modifier lands on the node it changes (the one-child stack, one set of modifiers per
// modifier, what a clip wraps) is the description model's (DescriptionModel/Node+Modifiers.swift).

/// A view laid out in another's frame at `alignment` (what `.overlay(alignment:)` and
/// `.background(alignment:)` do): a frame that takes the whole box and places the view in it.
package func aligned(_ node: Node, _ alignment: Alignment, in api: String) throws -> Node {
    guard alignment != .center else { return node }
    return .frame(FrameNode(maxWidth: .infinity, maxHeight: .infinity, alignment: try alignment.descriptionAlignment(in: api), child: node))
}

extension Node {
    /// The node with its `accessibility:` changed. SwiftUI's accessibility modifiers change the
    /// one element a view is, so they meet in one description: an `accessibility` set already on
    /// the node, or on the node inside the wrappers layout and drawing modifiers add (one-child
    /// stacks, frames, other modifiers: `Button { … }.padding().accessibilityLabel("Add")`), is
    /// changed, not wrapped. It draws nothing, so it joins the node's other modifiers whatever
    /// their order. A view that makes an element of its whole content (a `Button`) does not reach
    /// inside: the element is the node itself.
    package func describedForAccessibility(reachingInside: Bool = true, _ change: (inout Accessibility) -> Void) -> Node {
        if reachingInside, let element = changingElement(reachingWrappers: true, change) { return element }
        var (inner, modifiers) = (self, NodeModifiers())
        if case let .modified(n, m) = self { (inner, modifiers) = (n, m) }
        var accessibility = modifiers.accessibility ?? Accessibility()
        change(&accessibility)
        modifiers.accessibility = accessibility
        return .modified(inner, modifiers)
    }
}
