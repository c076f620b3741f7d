import PixelproofUIModifiers
import DescriptionModel
import PixelproofUICore

/// A value with its label, drawn by the labeled content style of its environment (iOS's: the
/// label at the leading edge, the value at the trailing edge in the secondary colour).
public struct LabeledContent<Label: View, Content: View>: View, PrimitiveView {
    let label: Label
    let content: Content

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    public var body: Never { fatalError("LabeledContent has no body") }

    package func nodes(in environment: EnvironmentValues) throws -> [Node] {
        let configuration = LabeledContentStyleConfiguration(label: .init(content: AnyView(label)), content: .init(content: AnyView(content)))
        let body = EnvironmentValues.$current.withValue(environment) { environment.labeledContentStyle.makeBody(configuration) }
        return try ViewLowering.nodes(of: body, in: environment)
    }
}

extension LabeledContent where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }
}

extension LabeledContent where Label == Text, Content == Text {
    public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
        self.init(content: { Text(value) }, label: { Text(titleKey) })
    }

    @_disfavoredOverload
    public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
        self.init(content: { Text(value) }, label: { Text(title) })
    }
}

/// SwiftUI's `LabeledContentStyle`.
public protocol LabeledContentStyle {
    associatedtype Body: View
    typealias Configuration = LabeledContentStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a `LabeledContentStyle` draws from.
public struct LabeledContentStyleConfiguration {
    /// The label or the content, as a view the style places.
    public struct Label: View, PrimitiveView {
        let content: AnyView
        public var body: Never { fatalError("LabeledContentStyleConfiguration.Label has no body") }
        package func nodes(in environment: EnvironmentValues) throws -> [Node] { try content.nodes(in: environment) }
    }

    public typealias Content = Label
    public let label: Label
    public let content: Content
}

/// iOS's look: label leading, value trailing in the secondary colour, across the width offered.
public struct AutomaticLabeledContentStyle: LabeledContentStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            Spacer()
            configuration.content.foregroundStyle(.secondary)
        }
    }
}

extension LabeledContentStyle where Self == AutomaticLabeledContentStyle {
    public static var automatic: AutomaticLabeledContentStyle { AutomaticLabeledContentStyle() }
}

struct AnyLabeledContentStyle {
    let makeBody: (LabeledContentStyleConfiguration) -> AnyView
    init<S: LabeledContentStyle>(_ style: S) { makeBody = { AnyView(style.makeBody(configuration: $0)) } }
}

private struct LabeledContentStyleKey: EnvironmentKey {
    static var defaultValue: AnyLabeledContentStyle { AnyLabeledContentStyle(AutomaticLabeledContentStyle()) }
}

extension EnvironmentValues {
    var labeledContentStyle: AnyLabeledContentStyle {
        get { self[LabeledContentStyleKey.self] }
        set { self[LabeledContentStyleKey.self] = newValue }
    }
}

extension View {
    /// Draws every `LabeledContent` inside with `style`.
    public func labeledContentStyle<S: LabeledContentStyle>(_ style: S) -> some View {
        ModifiedView(self, environment: { $0.labeledContentStyle = AnyLabeledContentStyle(style) })
    }
}
