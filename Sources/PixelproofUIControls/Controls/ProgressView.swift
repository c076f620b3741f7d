import DescriptionModel
import PixelproofUICore

/// Progress, drawn by the progress view style of its environment: a bar with a value, a spinner
/// without one (iOS's `.automatic`).
public struct ProgressView<Label: View, CurrentValueLabel: View>: View, PrimitiveView {
    let fraction: Double?
    let label: Label?
    let currentValueLabel: CurrentValueLabel?

    public var body: Never { fatalError("ProgressView has no body") }

    package func nodes(in environment: EnvironmentValues) throws -> [Node] {
        let configuration = ProgressViewStyleConfiguration(fractionCompleted: fraction, label: label.map { .init(content: AnyView($0)) },
                                                           currentValueLabel: currentValueLabel.map { .init(content: AnyView($0)) })
        let body = EnvironmentValues.$current.withValue(environment) { environment.progressViewStyle.makeBody(configuration) }
        return try ViewLowering.nodes(of: body, in: environment)
    }
}

extension ProgressView {
    /// A determinate progress view: `value` of `total` done (clamped to 0 … 1 of it, as SwiftUI draws it).
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        fraction = value.map { total > 0 ? Double($0) / Double(total) : 0 }
        self.label = label()
        self.currentValueLabel = currentValueLabel()
    }

    /// The progress a style was given, drawn again (`ProgressView(configuration)` in a style of one's own).
    public init(_ configuration: ProgressViewStyleConfiguration)
    where Label == ProgressViewStyleConfiguration.Label, CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel {
        fraction = configuration.fractionCompleted
        label = configuration.label
        currentValueLabel = configuration.currentValueLabel
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        fraction = value.map { total > 0 ? Double($0) / Double(total) : 0 }
        self.label = label()
        currentValueLabel = nil
    }

    /// An indeterminate progress view with a label.
    public init(@ViewBuilder label: () -> Label) {
        fraction = nil
        self.label = label()
        currentValueLabel = nil
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// An indeterminate progress view: the spinner.
    public init() {
        fraction = nil
        label = nil
        currentValueLabel = nil
    }

    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        fraction = value.map { total > 0 ? Double($0) / Double(total) : 0 }
        label = nil
        currentValueLabel = nil
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    public init(_ titleKey: LocalizedStringKey) {
        self.init(label: { Text(titleKey) })
    }

    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        self.init(value: value, total: total, label: { Text(titleKey) })
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        self.init(value: value, total: total, label: { Text(title) })
    }
}
