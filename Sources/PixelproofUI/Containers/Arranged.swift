import DescriptionModel
import SceneBuilding
import Layout
import Values

/// A container of the views `content` draws, laid out by `algorithm`: each view a child (a
/// builder's several views are several children, as a stack's are).
package func arranged(_ algorithm: any LayoutAlgorithm, children: [Node]) -> Node {
    ArrangedNode(algorithm, children: children).node
}

/// A child proposed `fraction` of the width offered (the height as offered), at the leading edge:
/// the done part of a progress bar.
package struct GeometryFraction<Content: View>: View, PrimitiveView {
    let fraction: Double
    let content: Content

    package init(fraction: Double, @ViewBuilder content: () -> Content) {
        self.fraction = fraction
        self.content = content()
    }

    package var body: Never { fatalError("GeometryFraction has no body") }

    package func nodes(in environment: EnvironmentValues) throws -> [Node] {
        [arranged(FractionLayout(fraction: fraction), children: try ViewLowering.nodes(of: content, in: environment))]
    }
}

struct FractionLayout: LayoutAlgorithm {
    let fraction: Double

    func sizeThatFits(_ proposal: ProposedSize, subviews: [LayoutChild]) -> Size {
        Size(width: proposal.width ?? 0, height: proposal.height ?? subviews.map { $0.sizeThatFits(.unspecified).height }.max() ?? 0)
    }

    func placements(in size: Size, proposal: ProposedSize, subviews: [LayoutChild]) -> [LayoutPlacement?] {
        subviews.map { _ in LayoutPlacement(offset: .zero, proposal: ProposedSize(width: size.width * fraction, height: size.height)) }
    }
}
