import DescriptionModel
import BuiltInComponents
import DescriptionFormat
import SceneBuilding

/// A view changed by one of Pixelproof's modifiers: what it sets in the environment of its
/// content, and how it changes each node the content draws (a `Group` gets the modifier on each
/// of its views, as in SwiftUI).
package struct ModifiedView<Content: View>: View, PrimitiveView {
    package let content: Content
    package let transform: ((Node, EnvironmentValues) throws -> Node)?
    package let environment: ((inout EnvironmentValues) -> Void)?

    /// A trailing closure is the transform; the environment change is always labelled.
    package init(_ content: Content, transform: ((Node, EnvironmentValues) throws -> Node)? = nil,
         environment: ((inout EnvironmentValues) -> Void)? = nil) {
        self.content = content
        self.environment = environment
        self.transform = transform
    }

    package var body: Never { fatalError("a modified view has no body") }

    package func nodes(in outer: EnvironmentValues) throws -> [Node] {
        var inner = outer
        environment?(&inner)
        let nodes = try ViewLowering.nodes(of: content, in: inner)
        guard let transform else { return nodes }
        return try nodes.map { try transform($0, inner) }
    }
}

/// SwiftUI's `ViewModifier`: `content.modifier(CardStyle())` draws `CardStyle().body(content:)`.
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder func body(content: Content) -> Body
}

/// The view a `ViewModifier` is applied to, inside its `body(content:)`.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View, PrimitiveView {
    let content: AnyView
    public var body: Never { fatalError("_ViewModifier_Content has no body") }
    package func nodes(in environment: EnvironmentValues) throws -> [Node] { try content.nodes(in: environment) }
}

/// A view with a `ViewModifier` applied.
public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier

    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View, PrimitiveView where Content: View, Modifier: ViewModifier {
    public var body: Never { fatalError("ModifiedContent has no body") }

    package func nodes(in environment: EnvironmentValues) throws -> [Node] {
        let body = EnvironmentValues.$current.withValue(environment) {
            modifier.body(content: _ViewModifier_Content<Modifier>(content: AnyView(content)))
        }
        do { return try ViewLowering.nodes(of: body, in: environment) } catch let error as ViewError {
            throw error.inside(String(describing: Modifier.self))
        }
    }
}

extension View {
    public func modifier<M: ViewModifier>(_ modifier: M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
