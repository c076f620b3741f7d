import PixelproofUICore
import DescriptionModel
import BuiltInComponents
import DescriptionFormat
import SceneBuilding

/// What a style behind or over a view becomes: a colour fills the view's frame as the
/// description's backdrop colour; a gradient or material is a rectangle filled with it; in a
/// shape, the shape (inset, trimmed or moved as its modifiers say) filled with it.
private func backdrop(_ style: some ShapeStyle, in shape: DrawnOutline?, _ environment: EnvironmentValues) throws -> Backdrop {
    if shape == nil, case let .color(color) = try style.stylePaint(in: environment) { return .color(color) }
    return .node(try (shape ?? DrawnOutline(kind: .rectangle)).node(fill: style, in: environment))
}

extension View {
    /// A colour, gradient or material filling the view's container shape (its frame unless a
    /// `.containerShape(_:)` around it says otherwise, as in SwiftUI), behind it.
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        ModifiedView(self) { node, environment in node.withBackground(try backdrop(style, in: environment.containerShape, environment)) }
    }

    /// A style filling `shape` (laid out in the view's frame), behind the view.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        ModifiedView(self) { node, environment in
            node.withBackground(try backdrop(style, in: try outline(of: shape, in: "background(_:in:)"), environment))
        }
    }

    /// A view laid out in the view's frame (offered exactly its size), behind it.
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        let content = content()
        return ModifiedView(self) { node, environment in
            node.withBackground(.node(try aligned(try ViewLowering.node(of: content, in: environment), alignment, in: "background")))
        }
    }

    @_disfavoredOverload
    public func background<V: View>(_ view: V, alignment: Alignment = .center) -> some View {
        background(alignment: alignment) { view }
    }

    /// A view laid out in the view's frame (offered exactly its size) at `alignment`, over it.
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        let content = content()
        return ModifiedView(self) { node, environment in
            node.withOverlay(.node(try aligned(try ViewLowering.node(of: content, in: environment), alignment, in: "overlay")))
        }
    }

    @_disfavoredOverload
    public func overlay<V: View>(_ view: V, alignment: Alignment = .center) -> some View {
        overlay(alignment: alignment) { view }
    }

    /// A colour, gradient or material over the whole view.
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        ModifiedView(self) { node, environment in node.withOverlay(.node(try ShapeKind.rectangle.node(fill: style, in: environment))) }
    }

    /// A style filling `shape` (laid out in the view's frame), over the view.
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        ModifiedView(self) { node, environment in
            node.withOverlay(.node(try outline(of: shape, in: "overlay(_:in:)").node(fill: style, in: environment)))
        }
    }
}
