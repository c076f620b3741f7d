import PixelproofUIModifiers
import DescriptionModel
import PixelproofUICore

/// SwiftUI's `ToggleStyle`: how a `Toggle` draws its label and state.
public protocol ToggleStyle {
    associatedtype Body: View
    typealias Configuration = ToggleStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a `ToggleStyle` draws a toggle from: its label and whether it is on.
public struct ToggleStyleConfiguration {
    /// The toggle's label, as a view the style places.
    public struct Label: View, PrimitiveView {
        let content: AnyView
        public var body: Never { fatalError("ToggleStyleConfiguration.Label has no body") }
        package func nodes(in environment: EnvironmentValues) throws -> [Node] { try content.nodes(in: environment) }
    }

    public let label: Label
    @Binding public var isOn: Bool
    /// Whether the toggle stands for several values that differ (never, for one binding).
    public var isMixed: Bool = false
}

/// iOS's switch (iOS 17/18): the label at the leading edge, a 51 × 31 capsule at the trailing edge
/// of the width offered, green (or `.tint`) when on, `systemFill` when off, with a white 27 pt knob
/// 2 pt inside it on the side of the state, shadowed.
public struct SwitchToggleStyle: ToggleStyle {
    public init() {}
    public init(tint: Color) { self.tintColor = tint }
    var tintColor: Color?

    public func makeBody(configuration: Configuration) -> some View {
        SwitchBody(label: configuration.label, isOn: configuration.isOn, tint: tintColor)
    }
}

struct SwitchBody: View {
    let label: ToggleStyleConfiguration.Label
    let isOn: Bool
    let tint: Color?
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.self) private var environment

    var body: some View {
        HStack {
            label
            Spacer()
            Capsule()
                .fill(isOn ? (tint ?? environment.tint ?? .green) : .systemFill)
                .frame(width: 51, height: 31)
                .overlay(alignment: isOn ? .trailing : .leading) {
                    Circle()
                        .fill(Color.white)
                        .shadow(color: .black.opacity(0.15), radius: 4, x: 0, y: 3)
                        .frame(width: 27, height: 27)
                        .padding(2)
                }
                .opacity(isEnabled ? 1 : 0.5)
        }
    }
}

/// The platform's choice: the switch on iOS.
public struct DefaultToggleStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { SwitchToggleStyle().makeBody(configuration: configuration) }
}

extension ToggleStyle where Self == DefaultToggleStyle {
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

extension ToggleStyle where Self == SwitchToggleStyle {
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

/// The toggle style a toggle finds in its environment.
struct AnyToggleStyle {
    let makeBody: (ToggleStyleConfiguration) -> AnyView
    init<S: ToggleStyle>(_ style: S) { makeBody = { AnyView(style.makeBody(configuration: $0)) } }
}

private struct ToggleStyleKey: EnvironmentKey {
    static var defaultValue: AnyToggleStyle { AnyToggleStyle(DefaultToggleStyle()) }
}

extension EnvironmentValues {
    var toggleStyle: AnyToggleStyle {
        get { self[ToggleStyleKey.self] }
        set { self[ToggleStyleKey.self] = newValue }
    }
}

extension View {
    /// Draws every `Toggle` inside with `style`.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        ModifiedView(self, environment: { $0.toggleStyle = AnyToggleStyle(style) })
    }
}
