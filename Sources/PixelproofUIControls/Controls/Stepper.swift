import PixelproofUIModifiers
import DescriptionModel
import PixelproofUICore

/// A value stepped up and down, drawn as iOS 17/18's `UIStepper` at rest: the label at the leading
/// edge and, at the trailing edge of the width offered, a 94 × 32 rounded rectangle (radius 8) in
/// `tertiarySystemFill` split by a hairline into − and + (each a 14 × 2 bar, the + crossed by a
/// second), in the primary colour; at a bound of its range the sign that cannot step is
/// `tertiaryLabel`.
public struct Stepper<Label: View>: View, PrimitiveView {
    let label: Label
    /// Whether the value can go down and up (false at a bound of its range).
    let canDecrement: Bool
    let canIncrement: Bool

    public init(@ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = label()
        canDecrement = onDecrement != nil
        canIncrement = onIncrement != nil
    }

    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = label()
        canDecrement = value.wrappedValue > bounds.lowerBound
        canIncrement = value.wrappedValue < bounds.upperBound
    }

    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = label()
        canDecrement = true
        canIncrement = true
    }

    public var body: Never { fatalError("Stepper has no body") }

    package func nodes(in environment: EnvironmentValues) throws -> [Node] {
        let enabled = environment.isEnabled
        func sign(plus: Bool, active: Bool) -> some View {
            let ink: Color = active && enabled ? .primary : .tertiaryLabel
            return ZStack {
                Rectangle().fill(ink).frame(width: 14, height: 2)
                if plus { Rectangle().fill(ink).frame(width: 2, height: 14) }
            }
            .frame(width: 46.5, height: 32)
        }
        let view = HStack {
            label
            Spacer()
            HStack(spacing: 0) {
                sign(plus: false, active: canDecrement)
                Rectangle().fill(Color.separator).frame(width: 1, height: 18)
                sign(plus: true, active: canIncrement)
            }
            .background(Color.tertiarySystemFill, in: RoundedRectangle(cornerRadius: 8, style: .continuous))
        }
        return try ViewLowering.nodes(of: view, in: environment)
    }
}

extension Stepper where Label == Text {
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, in: bounds, step: step, label: { Text(titleKey) })
    }

    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, step: step, label: { Text(titleKey) })
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                                  onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, in: bounds, step: step, label: { Text(title) })
    }

    public init(_ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(label: { Text(titleKey) }, onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged)
    }
}
