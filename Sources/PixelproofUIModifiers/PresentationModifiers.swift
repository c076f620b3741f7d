import PixelproofUICore
import DescriptionModel

/// Modifiers that put content somewhere a snapshot of the view does not show: a navigation
/// container's bar (title, toolbar, search field — drawn only inside a `NavigationStack`, which
/// Pixelproof refuses), a presentation (sheet, alert, dialog: a still frame shows the view at rest,
/// before anything is presented), or an interaction (context menu, swipe actions, pull to refresh).
/// Each is accepted and the view drawn without it, so real files compile with only the import
/// swapped; their closures are kept, never run. docs/SWIFTUI.md lists them.
extension View {
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View { ModifiedView(self) }
    public func contextMenu<M: View, P: View>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P) -> some View { ModifiedView(self) }

    public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T) -> some View {
        ModifiedView(self)
    }

    public func refreshable(action: @escaping @Sendable () async -> Void) -> some View { ModifiedView(self) }

    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View { ModifiedView(self) }
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View { ModifiedView(self) }
    @_disfavoredOverload
    public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S) -> some View { ModifiedView(self) }

    public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content) -> some View {
        ModifiedView(self)
    }
    public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        ModifiedView(self)
    }
    public func fullScreenCover<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content) -> some View {
        ModifiedView(self)
    }

    public func alert<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View { ModifiedView(self) }
    public func alert<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        ModifiedView(self)
    }
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View { ModifiedView(self) }
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        ModifiedView(self)
    }
    public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View { ModifiedView(self) }
    public func alert<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        ModifiedView(self)
    }

    public func confirmationDialog<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A) -> some View {
        ModifiedView(self)
    }

    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { ModifiedView(self) }
    @_disfavoredOverload
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View { ModifiedView(self) }
    public func navigationTitle(_ title: Text) -> some View { ModifiedView(self) }
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View { ModifiedView(self) }
    public func navigationBarHidden(_ hidden: Bool) -> some View { ModifiedView(self) }

    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View { ModifiedView(self) }
}

/// The leading or trailing edge, for `swipeActions(edge:)`.
public enum HorizontalEdge: Hashable, Sendable { case leading, trailing }

/// Where a search field goes, for `searchable(text:placement:prompt:)`.
public struct SearchFieldPlacement: Hashable, Sendable {
    let name: String
    public static let automatic = SearchFieldPlacement(name: "automatic")
    public static let toolbar = SearchFieldPlacement(name: "toolbar")
    public static let sidebar = SearchFieldPlacement(name: "sidebar")
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode = .automatic) -> SearchFieldPlacement {
        SearchFieldPlacement(name: "navigationBarDrawer")
    }

    public enum NavigationBarDrawerDisplayMode: Hashable, Sendable { case automatic, always }
}

/// The navigation bar's item kinds, for `navigationBarTitleDisplayMode(_:)`.
public struct NavigationBarItem {
    public enum TitleDisplayMode: Hashable, Sendable { case automatic, inline, large }
}

/// Where a toolbar item goes.
public struct ToolbarItemPlacement: Hashable, Sendable {
    let name: String
    public static let automatic = ToolbarItemPlacement(name: "automatic")
    public static let principal = ToolbarItemPlacement(name: "principal")
    public static let primaryAction = ToolbarItemPlacement(name: "primaryAction")
    public static let confirmationAction = ToolbarItemPlacement(name: "confirmationAction")
    public static let cancellationAction = ToolbarItemPlacement(name: "cancellationAction")
    public static let topBarLeading = ToolbarItemPlacement(name: "topBarLeading")
    public static let topBarTrailing = ToolbarItemPlacement(name: "topBarTrailing")
    public static let navigationBarLeading = ToolbarItemPlacement(name: "navigationBarLeading")
    public static let navigationBarTrailing = ToolbarItemPlacement(name: "navigationBarTrailing")
    public static let bottomBar = ToolbarItemPlacement(name: "bottomBar")
    public static let keyboard = ToolbarItemPlacement(name: "keyboard")
}

/// An item of `toolbar { … }`. A toolbar is drawn by a navigation container, so its items draw
/// nothing of their own.
public struct ToolbarItem<ID, Content: View>: View, PrimitiveView {
    let content: Content
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) where ID == () {
        self.content = content()
    }
    public var body: Never { fatalError("ToolbarItem has no body") }
    package func nodes(in environment: EnvironmentValues) throws -> [Node] { [] }
}

/// Several items of `toolbar { … }` at one placement; drawn by a navigation container, so nothing here.
public struct ToolbarItemGroup<Content: View>: View, PrimitiveView {
    let content: Content
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) { self.content = content() }
    public var body: Never { fatalError("ToolbarItemGroup has no body") }
    package func nodes(in environment: EnvironmentValues) throws -> [Node] { [] }
}
