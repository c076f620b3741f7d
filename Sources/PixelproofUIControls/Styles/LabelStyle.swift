import DescriptionModel
import PixelproofUICore

/// SwiftUI's `LabelStyle`: how a `Label` places its title and icon.
public protocol LabelStyle {
    associatedtype Body: View
    typealias Configuration = LabelStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a `LabelStyle` draws a label from.
public struct LabelStyleConfiguration {
    /// The label's title, as a view the style places.
    public struct Title: View, PrimitiveView {
        let content: AnyView
        public var body: Never { fatalError("LabelStyleConfiguration.Title has no body") }
        package func nodes(in environment: EnvironmentValues) throws -> [Node] { try content.nodes(in: environment) }
    }

    /// The label's icon, as a view the style places.
    public struct Icon: View, PrimitiveView {
        let content: AnyView
        public var body: Never { fatalError("LabelStyleConfiguration.Icon has no body") }
        package func nodes(in environment: EnvironmentValues) throws -> [Node] { try content.nodes(in: environment) }
    }

    public let title: Title
    public let icon: Icon
}

/// The icon, then the title, 8 apart (SwiftUI's default spacing), centred on each other: what
/// iOS draws for `.automatic` outside a toolbar.
public struct TitleAndIconLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        HStack(alignment: .center) { configuration.icon; configuration.title }
    }
}

/// The icon alone (the title is still the label's name for VoiceOver in SwiftUI; set
/// `.accessibilityLabel` for the audit, as for any icon-only control).
public struct IconOnlyLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}

/// The title alone.
public struct TitleOnlyLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

/// The platform's choice: title and icon.
public struct DefaultLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { TitleAndIconLabelStyle().makeBody(configuration: configuration) }
}

extension LabelStyle where Self == DefaultLabelStyle {
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

/// The label style a label finds in its environment.
struct AnyLabelStyle {
    let makeBody: (LabelStyleConfiguration) -> AnyView
    init<S: LabelStyle>(_ style: S) { makeBody = { AnyView(style.makeBody(configuration: $0)) } }
}

private struct LabelStyleKey: EnvironmentKey {
    static var defaultValue: AnyLabelStyle { AnyLabelStyle(DefaultLabelStyle()) }
}

extension EnvironmentValues {
    var labelStyle: AnyLabelStyle {
        get { self[LabelStyleKey.self] }
        set { self[LabelStyleKey.self] = newValue }
    }
}

extension View {
    /// Draws every `Label` inside with `style`.
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        ModifiedView(self, environment: { $0.labelStyle = AnyLabelStyle(style) })
    }
}
