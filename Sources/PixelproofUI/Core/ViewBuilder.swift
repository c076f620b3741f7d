import DescriptionModel
import BuiltInComponents
import DescriptionFormat
import SceneBuilding

/// SwiftUI's `@ViewBuilder`: a block of views, `if`/`else`, `if let`, `if #available` (true on
/// Linux: the `*` covers it) and `for`-free lists (`ForEach` is the view for those).
@resultBuilder
public enum ViewBuilder {
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        var children: [AnyView] = []
        for child in repeat each content { children.append(AnyView(child)) }
        return TupleView((repeat each content), children: children)
    }
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

/// Several views from one builder block, drawn one after the other in their container.
public struct TupleView<T>: View, PrimitiveView {
    public var value: T
    let children: [AnyView]

    init(_ value: T, children: [AnyView]) {
        self.value = value
        self.children = children
    }

    public var body: Never { fatalError("TupleView has no body") }

    package func nodes(in environment: EnvironmentValues) throws -> [Node] {
        try children.flatMap { try $0.nodes(in: environment) }
    }
}

/// One branch of an `if`/`else` in a builder.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View, PrimitiveView {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    let storage: Storage
    public var body: Never { fatalError("_ConditionalContent has no body") }

    package func nodes(in environment: EnvironmentValues) throws -> [Node] {
        switch storage {
        case let .trueContent(view): try ViewLowering.nodes(of: view, in: environment)
        case let .falseContent(view): try ViewLowering.nodes(of: view, in: environment)
        }
    }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
    public var body: Never { fatalError("Optional has no body") }
}

extension Optional: PrimitiveView where Wrapped: View {
    package func nodes(in environment: EnvironmentValues) throws -> [Node] {
        guard let view = self else { return [] }
        return try ViewLowering.nodes(of: view, in: environment)
    }
}

/// A view whose type is forgotten: `AnyView(view)`.
public struct AnyView: View, PrimitiveView {
    private let lower: (EnvironmentValues) throws -> [Node]

    public init<V: View>(_ view: V) {
        lower = { try ViewLowering.nodes(of: view, in: $0) }
    }

    public init<V: View>(erasing view: V) { self.init(view) }

    public var body: Never { fatalError("AnyView has no body") }

    package func nodes(in environment: EnvironmentValues) throws -> [Node] { try lower(environment) }
}

/// Nothing: draws nothing and takes no space.
public struct EmptyView: View, PrimitiveView {
    public init() {}
    public var body: Never { fatalError("EmptyView has no body") }
    package func nodes(in environment: EnvironmentValues) throws -> [Node] { [] }
}

/// Views grouped so one modifier applies to each of them; draws them where it stands.
public struct Group<Content: View>: View, PrimitiveView {
    package let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: Never { fatalError("Group has no body") }
    package func nodes(in environment: EnvironmentValues) throws -> [Node] { try ViewLowering.nodes(of: content, in: environment) }
}

/// One view per element of a fixed collection: `ForEach(items, id: \.self) { Text($0) }`,
/// `ForEach(0..<3) { i in … }`, or over `Identifiable` elements.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View, PrimitiveView {
    public var data: Data
    public var content: (Data.Element) -> Content
    let id: KeyPath<Data.Element, ID>

    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.id = id
        self.content = content
    }

    public var body: Never { fatalError("ForEach has no body") }

    package func nodes(in environment: EnvironmentValues) throws -> [Node] {
        try data.flatMap { element in
            let nodes = try ViewLowering.nodes(of: content(element), in: environment)
            // In a picker, each view is tagged with its element's id unless it has a tag of its own, as in SwiftUI.
            guard environment.tagsByIdentity else { return nodes }
            return nodes.map { Tag.node($0, taggedIfUntagged: AnyHashable(element[keyPath: id])) }
        }
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}
