import PixelproofUICore
/// `.containerShape(_:)`: the shape of the container a view is in. SwiftUI fills
/// `.background(style)` (a style without a shape) in the container shape, so a team writes
/// `.background(.background).containerShape(Capsule())` for a capsule toast; the shape is laid out
/// in the frame of the view the background is on. Only Pixelproof's built-in shapes can be one.
extension View {
    public func containerShape<T: InsettableShape>(_ shape: T) -> some View {
        let drawn = try? outline(of: shape, in: "containerShape(_:)")
        // A shape of the team's own is refused (by name) when the view is drawn.
        return ModifiedView(self, transform: { node, _ in _ = try outline(of: shape, in: "containerShape(_:)"); return node },
                            environment: { $0.containerShape = drawn })
    }
}

private struct ContainerShapeKey: EnvironmentKey {
    static var defaultValue: DrawnOutline? { nil }
}

extension EnvironmentValues {
    /// The shape set by the nearest `.containerShape(_:)` around a view (nil: a rectangle).
    var containerShape: DrawnOutline? {
        get { self[ContainerShapeKey.self] }
        set { self[ContainerShapeKey.self] = newValue }
    }
}
