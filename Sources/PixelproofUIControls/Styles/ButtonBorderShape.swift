/// The outline a bordered button is drawn in (SwiftUI's `ButtonBorderShape`): `.automatic` is the
/// control size's rounded rectangle (docs/SWIFTUI.md, "Controls").
import PixelproofUICore
public struct ButtonBorderShape: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case automatic, capsule, circle
        case roundedRectangle(CGFloat?)
    }

    let kind: Kind
    public static let automatic = ButtonBorderShape(kind: .automatic)
    public static let capsule = ButtonBorderShape(kind: .capsule)
    public static let circle = ButtonBorderShape(kind: .circle)
    public static let roundedRectangle = ButtonBorderShape(kind: .roundedRectangle(nil))
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape { ButtonBorderShape(kind: .roundedRectangle(radius)) }
}

private struct ButtonBorderShapeKey: EnvironmentKey {
    static var defaultValue: ButtonBorderShape { .automatic }
}

extension EnvironmentValues {
    var buttonBorderShape: ButtonBorderShape {
        get { self[ButtonBorderShapeKey.self] }
        set { self[ButtonBorderShapeKey.self] = newValue }
    }
}

extension View {
    /// The outline of every bordered button inside.
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
        ModifiedView(self, environment: { $0.buttonBorderShape = shape })
    }
}
