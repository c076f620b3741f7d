import DescriptionModel
import BuiltInComponents

// The built-in IDS and web components, and a component from a team's own library file, are views:
// `VStack { IDSButton("Continue"); IDSBadge(type: .new) }`. Each is primitive: its lowering is the
// component's node, the one a description's `button:` or `badge:` makes, so it draws with the same
// prop checks, layout and pixels. They read the tokens of the system the render draws in
// (`Renderer.png(of:width:system:)`, `assertSnapshot(of:…, system: .ids)`), as in a description.
// The components with slots (`IDSContentRow`, `IDSSectionTitle`, `WebCard`) hold views, and are
// PixelproofUIControls' views (Components/).

extension IDSButton: View, PrimitiveView {
    public var body: Never { fatalError("IDSButton has no body") }
    package func nodes(in environment: EnvironmentValues) throws -> [Node] { [node] }
}

extension IDSBadge: View, PrimitiveView {
    public var body: Never { fatalError("IDSBadge has no body") }
    package func nodes(in environment: EnvironmentValues) throws -> [Node] { [node] }
}

extension IDSTabs: View, PrimitiveView {
    public var body: Never { fatalError("IDSTabs has no body") }
    package func nodes(in environment: EnvironmentValues) throws -> [Node] { [node] }
}

extension IDSTopNav: View, PrimitiveView {
    public var body: Never { fatalError("IDSTopNav has no body") }
    package func nodes(in environment: EnvironmentValues) throws -> [Node] { [node] }
}

extension WebButton: View, PrimitiveView {
    public var body: Never { fatalError("WebButton has no body") }
    package func nodes(in environment: EnvironmentValues) throws -> [Node] { [node] }
}

extension WebTextField: View, PrimitiveView {
    public var body: Never { fatalError("WebTextField has no body") }
    package func nodes(in environment: EnvironmentValues) throws -> [Node] { [node] }
}

extension LibraryComponent: View, PrimitiveView {
    public var body: Never { fatalError("LibraryComponent has no body") }
    package func nodes(in environment: EnvironmentValues) throws -> [Node] { [node] }
}
