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

/// iOS's activity indicator (iOS 17/18, `UIActivityIndicatorView.Style.medium`) in the still frame
/// at rest: eight spokes around a 20 pt circle, the first (at the top) darkest and each one after
/// it, clockwise, fainter; the label, if any, below in the secondary colour. iOS draws a circular
/// progress view with a value as the same spinner.
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

/// The spinner: a spoke is 2 × 5.5 pt with round ends, its outer end 0.5 pt inside the 20 pt box;
/// in the style's tint, else `.tint(_:)` around it (iOS 16's spinner takes the tint), else
/// `systemGray`.
struct Spinner: View, PrimitiveView {
    let tint: Color?

    var body: Never { fatalError("Spinner has no body") }

    package func nodes(in environment: EnvironmentValues) throws -> [Node] {
        try ViewLowering.nodes(of: spokes(tint ?? environment.tint ?? Color.gray), in: environment)
    }

    private func spokes(_ color: Color) -> some View {
        ZStack {
            ForEach(0..<8) { i in
                VStack(spacing: 0) {
                    Capsule().fill(color).frame(width: 2, height: 5.5)
                    Spacer(minLength: 0)
                }
                .padding(.top, 0.5)
                .frame(width: 20, height: 20)
                .opacity(1 - Double(i) * 0.1)
                .rotationEffect(.degrees(Double(i) * 45))
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
