import PixelproofUICore
import DescriptionModel
import BuiltInComponents
import DescriptionFormat
import SceneBuilding

extension View {
    /// Space around the view on `edges`: `length` nil is SwiftUI's default padding, 16.
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        padding(EdgeInsets(edges, length ?? 16))
    }

    public func padding(_ length: CGFloat) -> some View { padding(.all, length) }

    public func padding(_ insets: EdgeInsets) -> some View {
        ModifiedView(self) { node, _ in node.padded(insets.description) }
    }

    /// A fixed size on the axes given; the view is placed in it at `alignment`.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        ModifiedView(self) { node, _ in
            .frame(FrameNode(width: width.map(Double.init), height: height.map(Double.init),
                             alignment: try alignment.descriptionAlignment(in: "frame"), child: node))
        }
    }

    /// A flexible frame: the size offered, clamped to the bounds given (`maxWidth: .infinity` takes
    /// all the width offered).
    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                      minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                      alignment: Alignment = .center) -> some View {
        ModifiedView(self) { node, _ in
            .frame(FrameNode(minWidth: minWidth.map(Double.init), idealWidth: idealWidth.map(Double.init), maxWidth: maxWidth.map(Double.init),
                             minHeight: minHeight.map(Double.init), idealHeight: idealHeight.map(Double.init), maxHeight: maxHeight.map(Double.init),
                             alignment: try alignment.descriptionAlignment(in: "frame"), child: node))
        }
    }

    /// Which views of a stack get their share of the space first.
    public func layoutPriority(_ value: Double) -> some View {
        ModifiedView(self) { node, _ in node.modified { $0.layoutPriority = value } }
    }

    /// The view at its ideal size on both axes, whatever is offered.
    public func fixedSize() -> some View { fixedSize(horizontal: true, vertical: true) }

    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        ModifiedView(self) { node, _ in node.modified { $0.fixedSize = FixedSizeAxes(horizontal: horizontal, vertical: vertical) } }
    }
}
