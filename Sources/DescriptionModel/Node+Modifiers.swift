import Values

/// How SwiftUI's modifiers stack onto a node, the one rule every front end follows. SwiftUI
/// applies modifiers in the order written, each around what came before; a description node has
/// one fixed order (padding inside its background and overlay, then the layer modifiers around
/// it all). So a modifier is set on the node it follows only when that keeps the written order,
/// and otherwise the node is first wrapped in a one-child vertical stack, which lays its child
/// out unchanged.
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

    /// `.padding(_:)`: space around the node, inside any background added after it.
    package func padded(_ insets: LengthInsets) -> Node {
        var stack = wrapper
        stack.padding = insets
        return .vstack(stack)
    }

    /// `.background(_:)`: behind the node and its padding; a stack that has no background yet
    /// takes it (its padding was written before, so it stays inside).
    package func withBackground(_ backdrop: Backdrop) -> Node {
        var stack = stackIfVertical.flatMap { $0.background == nil ? $0 : nil } ?? wrapper
        stack.background = backdrop
        return .vstack(stack)
    }

    /// `.overlay(_:)`: over the node and its padding.
    package func withOverlay(_ backdrop: Backdrop) -> Node {
        var stack = stackIfVertical.flatMap { $0.overlay == nil ? $0 : nil } ?? wrapper
        stack.overlay = backdrop
        return .vstack(stack)
    }

    /// The node inside a fresh set of modifiers (`layoutPriority`, `fixedSize`, `clip`,
    /// `rotation`, `offset`, `scale`, `opacity`, `blendMode`, `blur`): one set per modifier
    /// written, as SwiftUI wraps the view once per modifier, so they apply in the order written
    /// (`.blur(radius: 4).opacity(0.5)` fades the blurred layer).
    package func modified(_ change: (inout NodeModifiers) -> Void) -> Node {
        var modifiers = NodeModifiers()
        change(&modifiers)
        return .modified(self, modifiers)
    }

    /// `.clipShape(_:)`: the node drawn only inside `clip`. A description clips stacks and
    /// frames, so another node is first put in the same one-child vertical stack as any wrapper.
    package func clipped(to clip: ClipShape) -> Node {
        switch self {
        case .vstack, .hstack, .zstack, .frame: modified { $0.clip = clip }
        default: Node.vstack(StackNode(alignment: .horizontal(.center), children: [self])).modified { $0.clip = clip }
        }
    }

    /// `.shadow(…)` on a shape, or on the shape a stack has behind it; nil for any other node
    /// (a shadow of arbitrary content is not drawn).
    package func withShadow(_ shadow: Shadow) -> Node? {
        switch self {
        case var .shape(shape):
            shape.shadows.append(shadow)
            return .shape(shape)
        case var .vstack(stack):
            guard case var .shape(shape)? = stack.background?.node else { return nil }
            shape.shadows.append(shadow)
            stack.background = .node(.shape(shape))
            return .vstack(stack)
        default:
            return nil
        }
    }
}

extension NodeModifiers {
    /// The description's `blur` for SwiftUI's `.blur(radius:)` and `.shadow(radius:)`: SwiftUI's
    /// radius is the Gaussian's σ, the description's blur (CSS's) is 2σ.
    package static func blur(radius: Double) -> Double { 2 * radius }
}

extension AngularGradientValue {
    /// SwiftUI's `AngularGradient(colors:center:startAngle:)`: SwiftUI's angle 0 points right,
    /// the description's (CSS's `conic-gradient(from …)`) up, both turning clockwise.
    package init(swiftUICenter center: Values.Point, startAngle degrees: Double, stops: [GradientStopValue]) {
        self.init(center: center, from: degrees + 90, stops: stops)
    }
}
