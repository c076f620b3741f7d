import DescriptionModel
import PixelproofUICore

/// A control that is on or off, drawn by the toggle style of its environment (iOS's switch unless
/// `.toggleStyle(_:)` says otherwise). For the accessibility audit it is a control named by its label.
public struct Toggle<Label: View>: View, PrimitiveView {
    let label: Label
    let isOn: Binding<Bool>

    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    public var body: Never { fatalError("Toggle has no body") }

    package func nodes(in environment: EnvironmentValues) throws -> [Node] {
        let configuration = ToggleStyleConfiguration(label: .init(content: AnyView(label)), isOn: isOn)
        let body = EnvironmentValues.$current.withValue(environment) { environment.toggleStyle.makeBody(configuration) }
        let isDisabled = !environment.isEnabled
        let node = try ViewLowering.node(of: body, in: environment)
        return [node.describedForAccessibility(reachingInside: false) { $0.role = .button; $0.component = "Toggle"; $0.isDisabled = isDisabled }]
    }
}

extension Toggle where Label == Text {
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}
