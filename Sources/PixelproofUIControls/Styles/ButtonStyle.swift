import DescriptionModel
import PixelproofUICore

/// What a button is for: `.destructive` draws it in red, `.cancel` as a plain action (SwiftUI's `ButtonRole`).
public struct ButtonRole: Hashable, Sendable {
    let name: String
    public static let destructive = ButtonRole(name: "destructive")
    public static let cancel = ButtonRole(name: "cancel")
}

/// SwiftUI's `ButtonStyle`: how a design system draws its buttons. `makeBody` gets the button's
/// label, its role and whether it is pressed (never, in a still frame).
public protocol ButtonStyle {
    associatedtype Body: View
    typealias Configuration = ButtonStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a `ButtonStyle` draws a button from.
public struct ButtonStyleConfiguration {
    /// The button's label, as a view the style places.
    public struct Label: View, PrimitiveView {
        let content: AnyView
        public var body: Never { fatalError("ButtonStyleConfiguration.Label has no body") }
        package func nodes(in environment: EnvironmentValues) throws -> [Node] { try content.nodes(in: environment) }
    }

    public let role: ButtonRole?
    public let label: Label
    /// Always false: a still frame shows the button at rest.
    public let isPressed: Bool
}

/// SwiftUI's `PrimitiveButtonStyle`: a style that also decides when the action runs (`trigger()`);
/// the built-in looks (`.bordered`, `.borderedProminent` …) are ones.
public protocol PrimitiveButtonStyle {
    associatedtype Body: View
    typealias Configuration = PrimitiveButtonStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a `PrimitiveButtonStyle` draws a button from.
public struct PrimitiveButtonStyleConfiguration {
    public typealias Label = ButtonStyleConfiguration.Label
    public let role: ButtonRole?
    public let label: Label
    let action: () -> Void
    /// Runs the button's action (a test may call it; a render never does).
    public func trigger() { action() }
}

/// The style a button finds in its environment, either kind, with the body it draws.
struct AnyButtonStyle {
    let makeBody: (_ label: AnyView, _ role: ButtonRole?, _ action: @escaping () -> Void) -> AnyView

    init<S: ButtonStyle>(_ style: S) {
        makeBody = { label, role, _ in
            AnyView(style.makeBody(configuration: ButtonStyleConfiguration(role: role, label: .init(content: label), isPressed: false)))
        }
    }

    init<S: PrimitiveButtonStyle>(primitive style: S) {
        makeBody = { label, role, action in
            AnyView(style.makeBody(configuration: PrimitiveButtonStyleConfiguration(role: role, label: .init(content: label), action: action)))
        }
    }
}

private struct ButtonStyleKey: EnvironmentKey {
    static var defaultValue: AnyButtonStyle { AnyButtonStyle(primitive: DefaultButtonStyle()) }
}

extension EnvironmentValues {
    /// Set by `.buttonStyle(_:)` for every button inside.
    var buttonStyle: AnyButtonStyle {
        get { self[ButtonStyleKey.self] }
        set { self[ButtonStyleKey.self] = newValue }
    }
}

extension View {
    /// Draws every button inside with `style`.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        ModifiedView(self, environment: { $0.buttonStyle = AnyButtonStyle(style) })
    }

    /// Draws every button inside with `style` (`.plain`, `.bordered`, `.borderedProminent` …).
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        ModifiedView(self, environment: { $0.buttonStyle = AnyButtonStyle(primitive: style) })
    }
}
