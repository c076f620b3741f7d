// SwiftUI API a design system's leaf components may use that Pixelproof does not draw: each is a
// compile error that names it, never a silent no-op. (docs/SWIFTUI.md lists what is drawn.)

@available(*, unavailable, message: "Pixelproof does not draw NavigationStack yet")
public struct NavigationStack<Data, Root> { public init(@ViewBuilder root: () -> Root) {} }
@available(*, unavailable, message: "Pixelproof does not draw NavigationView yet")
public struct NavigationView<Content> { public init(@ViewBuilder content: () -> Content) {} }
@available(*, unavailable, message: "Pixelproof does not draw TabView yet")
public struct TabView<SelectionValue, Content> { public init(@ViewBuilder content: () -> Content) {} }
@available(*, unavailable, message: "Pixelproof does not draw TextEditor yet")
public struct TextEditor { public init(text: Binding<String>) {} }
@available(*, unavailable, message: "Pixelproof does not draw Menu yet")
public struct Menu<Label, Content> {}
@available(*, unavailable, message: "Pixelproof does not draw Link yet")
public struct Link<Label> {}
@available(*, unavailable, message: "Pixelproof does not draw Path yet (nor a Shape of your own, whose path(in:) returns one)")
public struct Path {}
@available(*, unavailable, message: "Pixelproof does not draw Canvas yet")
public struct Canvas<Symbols> {}
@available(*, unavailable, message: "Pixelproof does not draw AsyncImage yet")
public struct AsyncImage<Content> {}

extension Axis {
    /// Some axes: `.horizontal`, `.vertical` or both.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
    }
}

extension View {
    @available(*, unavailable, message: "Pixelproof does not draw listRowBackground yet")
    public func listRowBackground<V>(_ view: V?) -> Self { fatalError() }
    @available(*, unavailable, message: "Pixelproof does not draw listRowInsets yet")
    public func listRowInsets(_ insets: EdgeInsets?) -> Self { fatalError() }
    @available(*, unavailable, message: "Pixelproof does not draw listRowSeparator yet")
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> Self { fatalError() }
    @available(*, unavailable, message: "Pixelproof does not draw listSectionSpacing yet")
    public func listSectionSpacing(_ spacing: CGFloat) -> Self { fatalError() }
    @available(*, unavailable, message: "Pixelproof does not draw scrollContentBackground yet")
    public func scrollContentBackground(_ visibility: Visibility) -> Self { fatalError() }
    @available(*, unavailable, message: "Pixelproof does not draw drawingGroup yet")
    public func drawingGroup(opaque: Bool = false) -> Self { fatalError() }
    @available(*, unavailable, message: "Pixelproof does not draw contentShape yet")
    public func contentShape<S>(_ shape: S, eoFill: Bool = false) -> Self { fatalError() }
    @available(*, unavailable, message: "Pixelproof does not run onAppear")
    public func onAppear(perform action: (() -> Void)? = nil) -> Self { fatalError() }
    @available(*, unavailable, message: "Pixelproof does not run task")
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void) -> Self { fatalError() }
    @available(*, unavailable, message: "Pixelproof does not draw safeAreaInset yet")
    public func safeAreaInset<V>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> V) -> Self { fatalError() }
}

/// How an image fits its frame, for `aspectRatio(_:contentMode:)`.
public enum ContentMode: Hashable, Sendable { case fit, fill }

/// The top or bottom edge.
public enum VerticalEdge: Hashable, Sendable {
    case top, bottom

    /// Some of the two edges.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1)
        public static let bottom = Set(rawValue: 2)
        public static let all: Set = [.top, .bottom]
    }
}

/// Whether something is shown: `.automatic`, `.visible`, `.hidden`.
public enum Visibility: Hashable, Sendable, CaseIterable { case automatic, visible, hidden }
