import DescriptionModel
import BuiltInComponents
import DescriptionFormat
import SceneBuilding

/// Views one above the other; `spacing` nil is SwiftUI's default spacing, as the layout has it.
public struct VStack<Content: View>: View, PrimitiveView {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public var body: Never { fatalError("VStack has no body") }

    package func nodes(in environment: EnvironmentValues) throws -> [Node] {
        var inner = environment
        inner.stackAxis = .vertical
        let children = try ViewLowering.nodes(of: content, in: inner)
        return [.vstack(StackNode(spacing: spacing.map { .points(Double($0)) }, alignment: alignment.stackAlignment,
                                  children: children))]
    }
}

/// Views side by side, leading first.
public struct HStack<Content: View>: View, PrimitiveView {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public var body: Never { fatalError("HStack has no body") }

    package func nodes(in environment: EnvironmentValues) throws -> [Node] {
        let vertical: StackNode.StackAlignment
        switch alignment {
        case .top: vertical = .vertical(.top)
        case .center: vertical = .vertical(.center)
        case .bottom: vertical = .vertical(.bottom)
        case .firstTextBaseline: vertical = .vertical(.firstTextBaseline)
        case .lastTextBaseline:
            throw ViewError("HStack(alignment: .lastTextBaseline)", "Pixelproof aligns a row by its first text baseline, not its last, yet")
        }
        var inner = environment
        inner.stackAxis = .horizontal
        let children = try ViewLowering.nodes(of: content, in: inner)
        return [.hstack(StackNode(spacing: spacing.map { .points(Double($0)) }, alignment: vertical, children: children))]
    }
}

/// Views drawn over each other, the first at the back.
public struct ZStack<Content: View>: View, PrimitiveView {
    let alignment: Alignment
    let content: Content

    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    public var body: Never { fatalError("ZStack has no body") }

    package func nodes(in environment: EnvironmentValues) throws -> [Node] {
        var inner = environment
        inner.stackAxis = nil
        let children = try ViewLowering.nodes(of: content, in: inner)
        return [.zstack(StackNode(alignment: .both(try alignment.descriptionAlignment(in: "ZStack")), children: children))]
    }
}

/// Flexible space along the stack it is in; `minLength` nil is SwiftUI's default, as the layout has it.
public struct Spacer: View, PrimitiveView {
    public var minLength: CGFloat?
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }
    public var body: Never { fatalError("Spacer has no body") }
    package func nodes(in environment: EnvironmentValues) throws -> [Node] {
        [.spacer(SpacerNode(minLength: minLength.map { .points(Double($0)) }))]
    }
}

/// A hairline across the stack it is in (one device pixel, UIKit's separator colour): horizontal
/// in a vertical stack or outside any stack, vertical in a horizontal one.
public struct Divider: View, PrimitiveView {
    public init() {}
    public var body: Never { fatalError("Divider has no body") }
    package func nodes(in environment: EnvironmentValues) throws -> [Node] {
        let line = try ShapeKind.rectangle.node(fill: Color.separator, in: environment)
        let thickness = 1 / Double(environment.displayScale)
        if environment.stackAxis == .horizontal {
            return [.frame(FrameNode(width: thickness, maxHeight: .infinity, child: line))]
        }
        return [.frame(FrameNode(height: thickness, maxWidth: .infinity, child: line))]
    }
}
