import PixelproofUIModifiers
import DescriptionModel
import PixelproofUICore

/// A box around related content, drawn by the group box style of its environment (iOS's: the
/// label in headline over the content, 8 apart, 16 inside a rounded rectangle of radius 8 filled
/// with `secondarySystemBackground`, across the width offered).
public struct GroupBox<Label: View, Content: View>: View, PrimitiveView {
    let label: Label?
    let content: Content

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    public init(label: Label, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.label = label
    }

    public var body: Never { fatalError("GroupBox has no body") }

    package func nodes(in environment: EnvironmentValues) throws -> [Node] {
        let configuration = GroupBoxStyleConfiguration(label: .init(content: AnyView(label)), content: .init(content: AnyView(content)))
        let body = EnvironmentValues.$current.withValue(environment) { environment.groupBoxStyle.makeBody(configuration) }
        return try ViewLowering.nodes(of: body, in: environment)
    }
}

extension GroupBox where Label == EmptyView {
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
        label = nil
    }
}

extension GroupBox where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }
}

/// SwiftUI's `GroupBoxStyle`.
public protocol GroupBoxStyle {
    associatedtype Body: View
    typealias Configuration = GroupBoxStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a `GroupBoxStyle` draws from.
public struct GroupBoxStyleConfiguration {
    /// The label or the content, as a view the style places.
    public struct Label: View, PrimitiveView {
        let content: AnyView
        public var body: Never { fatalError("GroupBoxStyleConfiguration.Label has no body") }
        package func nodes(in environment: EnvironmentValues) throws -> [Node] { try content.nodes(in: environment) }
    }

    public typealias Content = Label
    public let label: Label
    public let content: Content
}

public struct DefaultGroupBoxStyle: GroupBoxStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 8) {
            configuration.label.font(.headline)
            configuration.content
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(16)
        .background(Color.secondarySystemBackground, in: RoundedRectangle(cornerRadius: 8, style: .continuous))
    }
}

extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
    public static var automatic: DefaultGroupBoxStyle { DefaultGroupBoxStyle() }
}

struct AnyGroupBoxStyle {
    let makeBody: (GroupBoxStyleConfiguration) -> AnyView
    init<S: GroupBoxStyle>(_ style: S) { makeBody = { AnyView(style.makeBody(configuration: $0)) } }
}

private struct GroupBoxStyleKey: EnvironmentKey {
    static var defaultValue: AnyGroupBoxStyle { AnyGroupBoxStyle(DefaultGroupBoxStyle()) }
}

extension EnvironmentValues {
    var groupBoxStyle: AnyGroupBoxStyle {
        get { self[GroupBoxStyleKey.self] }
        set { self[GroupBoxStyleKey.self] = newValue }
    }
}

extension View {
    /// Draws every `GroupBox` inside with `style`.
    public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View {
        ModifiedView(self, environment: { $0.groupBoxStyle = AnyGroupBoxStyle(style) })
    }
}
