import BuiltInComponents
import DescriptionModel
import PixelproofUICore

/// `WebCard(padding: .large) { Text("Plans"); WebButton("Get started") }`: the web system's card,
/// its content views stacked in it. It draws as a description's `card:` does (`CardNode`).
public struct WebCard<Content: View>: View, PrimitiveView {
    let padding: CardNode.Padding
    let content: Content

    public init(padding: CardNode.Padding = .medium, @ViewBuilder content: () -> Content) {
        self.padding = padding
        self.content = content()
    }

    public var body: Never { fatalError("WebCard has no body") }

    package func nodes(in environment: EnvironmentValues) throws -> [Node] {
        [CardNode(padding: padding, children: try ViewLowering.nodes(of: content, in: environment)).node]
    }
}
