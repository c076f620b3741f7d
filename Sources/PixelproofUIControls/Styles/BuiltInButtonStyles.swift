import PixelproofUIModifiers
import DescriptionModel
import PixelproofUICore

/// A button style SwiftUI ships, drawn by Pixelproof with iOS 17/18's look at rest.
protocol BuiltInButtonStyle: PrimitiveButtonStyle {
    var look: ButtonLook { get }
}

/// The built-in looks: the label alone, tinted (`automatic`, `borderless`) or as it is (`plain`),
/// or on a rounded rectangle (`bordered`: grey, or a 15 % wash of the button's own tint;
/// `borderedProminent`: the tint, the label white). docs/SWIFTUI.md ("Controls") gives each number and where it comes from.
enum ButtonLook: Hashable, Sendable {
    case automatic, plain, borderless, bordered, borderedProminent
}

extension BuiltInButtonStyle {
    public func makeBody(configuration: Configuration) -> some View {
        BuiltInButtonBody(look: look, role: configuration.role, label: configuration.label)
    }
}

public struct DefaultButtonStyle: BuiltInButtonStyle {
    public init() {}
    var look: ButtonLook { .automatic }
}

public struct PlainButtonStyle: BuiltInButtonStyle {
    public init() {}
    var look: ButtonLook { .plain }
}

public struct BorderlessButtonStyle: BuiltInButtonStyle {
    public init() {}
    var look: ButtonLook { .borderless }
}

public struct BorderedButtonStyle: BuiltInButtonStyle {
    public init() {}
    var look: ButtonLook { .bordered }
}

public struct BorderedProminentButtonStyle: BuiltInButtonStyle {
    public init() {}
    var look: ButtonLook { .borderedProminent }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

/// The metrics of a bordered button at each control size (iOS 17/18): the label's text style,
/// its padding and the corner radius of the rounded rectangle behind it.
struct BorderedButtonMetrics {
    var font: Font
    var horizontal: CGFloat
    var vertical: CGFloat
    var cornerRadius: CGFloat

    static func of(_ size: ControlSize) -> BorderedButtonMetrics {
        switch size {
        case .mini: BorderedButtonMetrics(font: .footnote, horizontal: 8, vertical: 3, cornerRadius: 4)
        case .small: BorderedButtonMetrics(font: .subheadline, horizontal: 10, vertical: 5, cornerRadius: 6)
        case .regular: BorderedButtonMetrics(font: .body, horizontal: 12, vertical: 7, cornerRadius: 8)
        case .large: BorderedButtonMetrics(font: .body, horizontal: 20, vertical: 14, cornerRadius: 12)
        case .extraLarge: BorderedButtonMetrics(font: .body, horizontal: 24, vertical: 17, cornerRadius: 14)
        }
    }
}

/// A built-in style's drawing of one button, from the environment it is in: its tint (`.tint`,
/// else red for a destructive role, else the accent colour), control size and whether it is enabled.
struct BuiltInButtonBody: View, PrimitiveView {
    let look: ButtonLook
    let role: ButtonRole?
    let label: ButtonStyleConfiguration.Label

    var body: Never { fatalError("BuiltInButtonBody has no body") }

    package func nodes(in environment: EnvironmentValues) throws -> [Node] {
        let tint = role == .destructive ? Color.red : environment.tint ?? .accentColor
        let enabled = environment.isEnabled
        switch look {
        case .plain:
            return try label.nodes(in: environment)
        case .automatic, .borderless:
            // The label in the tint unless the team set a foreground style; a disabled one in tertiaryLabel.
            var inner = environment
            if !enabled { inner.foregroundStyle = AnyShapeStyle(Color.tertiaryLabel) } else if environment.foregroundStyle == nil {
                inner.foregroundStyle = AnyShapeStyle(tint)
            }
            return try label.nodes(in: inner)
        case .bordered, .borderedProminent:
            let metrics = BorderedButtonMetrics.of(environment.controlSize)
            let prominent = look == .borderedProminent
            // Disabled: the fill and label measured on iOS 18 (docs/SWIFTUI.md, "Controls").
            let ink: Color = !enabled ? .disabledBorderedLabel : prominent ? .white : tint
            // A bordered button with no tint of its own is grey, its label in the accent colour (measured).
            let wash = role != .destructive && environment.tint == nil ? Color.secondarySystemFill : tint.opacity(0.15)
            let fill: Color = !enabled ? .secondarySystemFill : prominent ? tint : wash
            var inner = environment
            if environment.font == nil { inner.font = metrics.font }
            if !enabled || prominent || environment.foregroundStyle == nil { inner.foregroundStyle = AnyShapeStyle(ink) }
            let drawn = label
                .padding(.horizontal, metrics.horizontal)
                .padding(.vertical, metrics.vertical)
            return try ViewLowering.nodes(of: outlined(drawn, fill: fill, radius: metrics.cornerRadius, shape: environment.buttonBorderShape), in: inner)
        }
    }

    /// The padded label on its outline: the size's rounded rectangle, or the `buttonBorderShape`.
    private func outlined(_ label: some View, fill: Color, radius: CGFloat, shape: ButtonBorderShape) -> AnyView {
        switch shape.kind {
        case .automatic: AnyView(label.background(RoundedRectangle(cornerRadius: radius, style: .continuous).fill(fill)))
        case let .roundedRectangle(r): AnyView(label.background(RoundedRectangle(cornerRadius: r ?? radius, style: .continuous).fill(fill)))
        case .capsule: AnyView(label.background(Capsule().fill(fill)))
        case .circle: AnyView(label.background(Circle().fill(fill)))
        }
    }
}
