import PixelproofUIModifiers
import DescriptionModel
import PixelproofUICore

/// SwiftUI's `ProgressViewStyle`: how a `ProgressView` draws its progress.
public protocol ProgressViewStyle {
    associatedtype Body: View
    typealias Configuration = ProgressViewStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a `ProgressViewStyle` draws from: the fraction done (nil: indeterminate) and the labels.
public struct ProgressViewStyleConfiguration {
    /// A label the progress view was given, as a view the style places.
    public struct Label: View, PrimitiveView {
        let content: AnyView
        public var body: Never { fatalError("ProgressViewStyleConfiguration.Label has no body") }
        package func nodes(in environment: EnvironmentValues) throws -> [Node] { try content.nodes(in: environment) }
    }

    public typealias CurrentValueLabel = Label

    /// From 0 to 1; nil when the progress is indeterminate.
    public let fractionCompleted: Double?
    public var label: Label?
    public var currentValueLabel: CurrentValueLabel?
}

/// iOS's bar (iOS 17/18): the label above, a 4 pt capsule across the width offered, `systemFill`
/// with the done fraction in the tint (the accent colour unless `.tint` says otherwise), the
/// current value label below in the secondary colour; an indeterminate one draws the spinner.
public struct LinearProgressViewStyle: ProgressViewStyle {
    public init() {}
    public init(tint: Color) { tintColor = tint }
    var tintColor: Color?

    public func makeBody(configuration: Configuration) -> some View {
        ProgressBarBody(configuration: configuration, tint: tintColor)
    }
}

struct ProgressBarBody: View, PrimitiveView {
    let configuration: ProgressViewStyleConfiguration
    let tint: Color?

    var body: Never { fatalError("ProgressBarBody has no body") }

    package func nodes(in environment: EnvironmentValues) throws -> [Node] {
        guard let fraction = configuration.fractionCompleted else {
            return try ViewLowering.nodes(of: CircularProgressViewStyle().makeBody(configuration: configuration), in: environment)
        }
        let done = min(max(fraction, 0), 1)
        let fill = tint ?? environment.tint ?? .accentColor
        let bar = Capsule()
            .fill(Color.systemFill)
            .frame(height: 4)
            .overlay(alignment: .leading) {
                GeometryFraction(fraction: done) { Capsule().fill(fill) }
            }
        let view = VStack(alignment: .leading, spacing: 4) {
            if let label = configuration.label { label }
            bar
            if let current = configuration.currentValueLabel { current.font(.caption).foregroundStyle(.secondary) }
        }
        return try ViewLowering.nodes(of: view, in: environment)
    }
}

/// iOS's activity indicator (`UIActivityIndicatorView.Style.medium`) in the still frame snapshots
/// of iOS 17 show: eight spokes in a 20 pt box, the one at nine o'clock brightest and the three
/// behind it (counter-clockwise, as the spinner turns clockwise) fainter, the other four at the
/// floor; the label, if any, below in the secondary colour. iOS draws a circular progress view
/// with a value as the same spinner.
public struct CircularProgressViewStyle: ProgressViewStyle {
    public init() {}
    public init(tint: Color) { tintColor = tint }
    var tintColor: Color?

    public func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 8) {
            Spinner(tint: tintColor)
            if let label = configuration.label { label.foregroundStyle(.secondary) }
        }
    }
}

/// The spinner as measured on iOS 17 references (docs/SWIFTUI.md, "Controls"): the opacities from
/// the brightest spoke counter-clockwise are 0.85, 0.71, 0.56, 0.42 and then 0.27. A spoke is a
/// capsule reaching the 20 pt box's edge, 2.5 × 6⅔ pt, in `secondaryLabel`; with the style's tint
/// (`CircularProgressViewStyle(tint:)`) iOS draws it 2 × 6 pt, from 3.5 to 9.5 pt off the centre,
/// in that tint. Without a style tint the `.tint(_:)` around it colours it (iOS 16's spinner takes
/// the tint).
struct Spinner: View, PrimitiveView {
    let tint: Color?

    /// Each spoke's opacity, from the brightest (at nine o'clock) counter-clockwise.
    static let opacities: [Double] = [0.85, 0.71, 0.56, 0.42, 0.27, 0.27, 0.27, 0.27]

    /// A spoke's width and length, and how far its outer end is inside the 20 pt box.
    struct Spoke {
        var width: CGFloat
        var length: CGFloat
        var inset: CGFloat

        static let standard = Spoke(width: 2.5, length: 20.0 / 3, inset: 0)
        static let styleTinted = Spoke(width: 2, length: 6, inset: 0.5)
    }

    var body: Never { fatalError("Spinner has no body") }

    package func nodes(in environment: EnvironmentValues) throws -> [Node] {
        let colour = tint ?? environment.tint ?? Color(uiColor: .secondaryLabel)
        return try ViewLowering.nodes(of: spokes(colour, tint == nil ? .standard : .styleTinted), in: environment)
    }

    private func spokes(_ color: Color, _ spoke: Spoke) -> some View {
        ZStack {
            ForEach(0..<8) { i in
                VStack(spacing: 0) {
                    Capsule().fill(color).frame(width: spoke.width, height: spoke.length)
                    Spacer(minLength: 0)
                }
                .padding(.top, spoke.inset)
                .frame(width: 20, height: 20)
                .opacity(Self.opacities[i])
                // Drawn at twelve o'clock, turned clockwise: 270° puts the brightest at nine.
                .rotationEffect(.degrees(270 - Double(i) * 45))
            }
        }
        .frame(width: 20, height: 20)
    }
}

/// The platform's choice: the bar when there is a value, the spinner when there is none.
public struct DefaultProgressViewStyle: ProgressViewStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        ProgressBarBody(configuration: configuration, tint: nil)
    }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

/// The progress view style a progress view finds in its environment.
struct AnyProgressViewStyle {
    let makeBody: (ProgressViewStyleConfiguration) -> AnyView
    init<S: ProgressViewStyle>(_ style: S) { makeBody = { AnyView(style.makeBody(configuration: $0)) } }
}

private struct ProgressViewStyleKey: EnvironmentKey {
    static var defaultValue: AnyProgressViewStyle { AnyProgressViewStyle(DefaultProgressViewStyle()) }
}

extension EnvironmentValues {
    var progressViewStyle: AnyProgressViewStyle {
        get { self[ProgressViewStyleKey.self] }
        set { self[ProgressViewStyleKey.self] = newValue }
    }
}

extension View {
    /// Draws every `ProgressView` inside with `style`.
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        ModifiedView(self, environment: { $0.progressViewStyle = AnyProgressViewStyle(style) })
    }
}
