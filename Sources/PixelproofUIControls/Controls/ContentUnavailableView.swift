import PixelproofUIModifiers
import DescriptionModel
import PixelproofUICore

/// iOS 17's empty state: the label's icon large and secondary over its title in bold title 2,
/// the description under it in secondary subheadline, the actions under that as small capsule
/// buttons, centred in all the space offered (it takes the whole proposal, as SwiftUI's does). docs/SWIFTUI.md
/// ("ContentUnavailableView") gives each number and where it comes from.
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View, PrimitiveView {
    let label: Label
    let description: Description
    let actions: Actions

    public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
                @ViewBuilder actions: () -> Actions = { EmptyView() }) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    public var body: Never { fatalError("ContentUnavailableView has no body") }

    /// The icon's point size, the gaps icon–title, title–description and description–actions.
    static var iconSize: CGFloat { 48 }
    static var titleGap: CGFloat { 16 }
    static var descriptionGap: CGFloat { 3 }
    static var actionsGap: CGFloat { 20 }

    package func nodes(in environment: EnvironmentValues) throws -> [Node] {
        let view = VStack(spacing: 0) {
            label.labelStyle(UnavailableLabelStyle())
            description.font(.subheadline).foregroundStyle(.secondary).multilineTextAlignment(.center)
                .padding(.top, Self.descriptionGap)
            // iOS draws the actions small and as capsules (a team's own size or shape inside wins).
            actions.controlSize(.small).buttonBorderShape(.capsule).padding(.top, Self.actionsGap)
        }
        .padding(.horizontal, 16)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        return try ViewLowering.nodes(of: view, in: environment)
    }
}

/// The empty state's label: the icon large and secondary above the bold title 2 title.
struct UnavailableLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: ContentUnavailableView<EmptyView, EmptyView, EmptyView>.titleGap) {
            configuration.icon.font(.system(size: ContentUnavailableView<EmptyView, EmptyView, EmptyView>.iconSize)).foregroundStyle(.secondary)
            configuration.title.font(.title2.bold()).multilineTextAlignment(.center)
        }
    }
}

extension ContentUnavailableView where Label == PixelproofUIControls.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.init(label: { PixelproofUIControls.Label(title, systemImage: name) }, description: { description })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(label: { PixelproofUIControls.Label(title, systemImage: name) }, description: { description })
    }
}

extension ContentUnavailableView where Label == SearchUnavailableContent.Label, Description == SearchUnavailableContent.Description,
                                       Actions == SearchUnavailableContent.Actions {
    /// iOS's empty search: a magnifying glass over "No Results", and "Check the spelling or try a
    /// new search." (iOS's English strings).
    public static var search: Self { search(text: "") }

    /// As `search`, titled "No Results for “text”".
    public static func search(text: String) -> Self {
        let title = text.isEmpty ? "No Results" : "No Results for \u{201C}\(text)\u{201D}"
        return Self(label: { SearchUnavailableContent.Label(title: title) },
                    description: { SearchUnavailableContent.Description() }, actions: { SearchUnavailableContent.Actions() })
    }
}

/// The parts of `ContentUnavailableView.search`.
public struct SearchUnavailableContent {
    public struct Label: View {
        let title: String
        public var body: some View { PixelproofUIControls.Label(title, systemImage: "magnifyingglass") }
    }

    public struct Description: View {
        public var body: some View { Text("Check the spelling or try a new search.") }
    }

    public struct Actions: View {
        public var body: some View { EmptyView() }
    }
}
