import DescriptionModel
import SceneBuilding
import Layout
import Values

/// SwiftUI's `Layout` protocol: a container that sizes and places its subviews itself, as design
/// systems write flow layouts of chips and tags. `FlowLayout(spacing: 8) { chips }` lays out its
/// views with the team's `sizeThatFits` and `placeSubviews`, asked as SwiftUI asks them (any number
/// of times, for any proposal), with a cache made fresh for each question.
public protocol Layout {
    associatedtype Cache = Void
    typealias Subviews = LayoutSubviews

    func makeCache(subviews: Subviews) -> Cache
    func updateCache(_ cache: inout Cache, subviews: Subviews)
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
}

extension Layout {
    public func updateCache(_ cache: inout Cache, subviews: Subviews) { cache = makeCache(subviews: subviews) }
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing { ViewSpacing() }

    /// The layout as a container of `content`'s views.
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        CustomLayoutView(layout: self, content: content())
    }
}

extension Layout where Cache == Void {
    public func makeCache(subviews: Subviews) -> Cache { () }
}

/// A size offered to a view (SwiftUI's `ProposedViewSize`): per axis a length, 0 (its minimum),
/// `.infinity` (its maximum) or nil (its ideal size).
public struct ProposedViewSize: Hashable, Sendable {
    public var width: CGFloat?
    public var height: CGFloat?

    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    public init(_ size: CGSize) { self.init(width: size.width, height: size.height) }

    public static let zero = ProposedViewSize(width: 0, height: 0)
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)
    public static let unspecified = ProposedViewSize(width: nil, height: nil)

    /// The proposal with nil axes replaced (by 10 × 10 unless told: SwiftUI's default).
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    init(_ proposal: ProposedSize) { self.init(width: proposal.width.map { CGFloat($0) }, height: proposal.height.map { CGFloat($0) }) }
    var layoutProposal: ProposedSize { ProposedSize(width: width.map { Double($0) }, height: height.map { Double($0) }) }
}

/// The preferred space around a view; between any two views it is SwiftUI's standard 8 pt here,
/// as the stacks' default spacing is.
public struct ViewSpacing: Sendable {
    public init() {}
    public static let zero = ViewSpacing()
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat { 8 }
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {}
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing { self }
}

/// A key for a value a view gives its container's layout: `.layoutValue(key: Rank.self, value: 2)`,
/// read by the layout as `subview[Rank.self]`.
public protocol LayoutValueKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// The subviews of a custom layout, in the order the builder gave them.
public struct LayoutSubviews: RandomAccessCollection {
    public typealias Element = LayoutSubview
    public typealias Index = Int
    let elements: [LayoutSubview]
    public let layoutDirection: LayoutDirection
    public var startIndex: Int { elements.startIndex }
    public var endIndex: Int { elements.endIndex }
    public subscript(index: Int) -> LayoutSubview { elements[index] }
}

/// One subview of a custom layout: ask its size, read its values, place it.
public struct LayoutSubview {
    let proxy: LayoutChild
    let recorder: PlacementRecorder?
    let index: Int

    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let size = proxy.sizeThatFits(proposal.layoutProposal)
        return CGSize(width: size.width, height: size.height)
    }

    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        ViewDimensions(proxy.guideDimensions(for: proposal.layoutProposal))
    }

    public var priority: Double { proxy.priority }
    public var spacing: ViewSpacing { ViewSpacing() }

    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        (proxy.algorithm as? LayoutValues)?.values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue
    }

    /// Puts the subview with its `anchor` at `position`, proposed `proposal`. Called outside
    /// `placeSubviews` it does nothing, as in SwiftUI.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        guard let recorder else { return }
        let size = proxy.sizeThatFits(proposal.layoutProposal)
        let origin = Point(Double(position.x) - anchor.x * size.width, Double(position.y) - anchor.y * size.height)
        recorder.placements[index] = LayoutPlacement(offset: origin, proposal: proposal.layoutProposal)
    }
}

/// Where `placeSubviews` put each subview, kept for the one call.
final class PlacementRecorder: @unchecked Sendable {
    var placements: [LayoutPlacement?]
    init(count: Int) { placements = Array(repeating: nil, count: count) }
}

/// A team's `Layout` as the layout engine's algorithm. The team's value is not `Sendable`; a
/// render never shares it between threads.
struct TeamLayout<L: Layout>: LayoutAlgorithm, @unchecked Sendable {
    let layout: L
    let direction: LayoutDirection

    private func subviews(_ proxies: [LayoutChild], recorder: PlacementRecorder?) -> LayoutSubviews {
        LayoutSubviews(elements: proxies.enumerated().map { LayoutSubview(proxy: $1, recorder: recorder, index: $0) }, layoutDirection: direction)
    }

    func sizeThatFits(_ proposal: ProposedSize, subviews proxies: [LayoutChild]) -> Size {
        let subviews = subviews(proxies, recorder: nil)
        var cache = layout.makeCache(subviews: subviews)
        let size = layout.sizeThatFits(proposal: ProposedViewSize(proposal), subviews: subviews, cache: &cache)
        return Size(width: max(0, Double(size.width)), height: max(0, Double(size.height)))
    }

    /// Each subview where `placeSubviews` put it; one it did not place sits at the centre of the
    /// bounds, proposed nothing in particular (its ideal size), as SwiftUI leaves it.
    func placements(in size: Size, proposal: ProposedSize, subviews proxies: [LayoutChild]) -> [LayoutPlacement?] {
        let recorder = PlacementRecorder(count: proxies.count)
        let subviews = subviews(proxies, recorder: recorder)
        var cache = layout.makeCache(subviews: subviews)
        layout.placeSubviews(in: CGRect(x: 0, y: 0, width: size.width, height: size.height), proposal: ProposedViewSize(proposal),
                             subviews: subviews, cache: &cache)
        return recorder.placements.enumerated().map { i, placement in
            if let placement { return placement }
            let ideal = proxies[i].sizeThatFits(.unspecified)
            return LayoutPlacement(offset: Point((size.width - ideal.width) / 2, (size.height - ideal.height) / 2), proposal: .unspecified)
        }
    }
}

/// A team's layout around its content's views (also what `AnyLayout` draws a layout of one's own as).
package struct CustomLayoutView<L: Layout, Content: View>: View, PrimitiveView {
    let layout: L
    let content: Content

    package init(layout: L, content: Content) {
        self.layout = layout
        self.content = content
    }
    package var body: Never { fatalError("a layout's view has no body") }

    package func nodes(in environment: EnvironmentValues) throws -> [Node] {
        var inner = environment
        inner.stackAxis = nil
        let children = try ViewLowering.nodes(of: content, in: inner)
        return [arranged(TeamLayout(layout: layout, direction: environment.layoutDirection), children: children)]
    }
}

/// Values a view carries for the layout of its container (`layoutValue(key:value:)`,
/// `gridCellColumns`): a wrapper that lays its one child out unchanged.
package struct LayoutValues: LayoutAlgorithm, @unchecked Sendable {
    package var values: [ObjectIdentifier: Any]
    package var forwardsPriority: Bool { true }

    package func sizeThatFits(_ proposal: ProposedSize, subviews: [LayoutChild]) -> Size {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    package func placements(in size: Size, proposal: ProposedSize, subviews: [LayoutChild]) -> [LayoutPlacement?] {
        subviews.map { _ in LayoutPlacement(offset: .zero, proposal: proposal) }
    }

    /// `node` carrying `value` for `key` too (joined to the values it carries already).
    package static func node(_ node: Node, setting key: ObjectIdentifier, to value: Any) -> Node {
        if case let .component(component) = node, let carrier = component.as(ArrangedNode.self),
           var values = carrier.algorithm.algorithm as? LayoutValues {
            values.values[key] = value
            return arranged(values, children: carrier.children)
        }
        return arranged(LayoutValues(values: [key: value]), children: [node])
    }
}

extension View {
    /// Gives the container's custom layout `value` for `key` (read there as `subview[key]`).
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        ModifiedView(self) { node, _ in LayoutValues.node(node, setting: ObjectIdentifier(key), to: value) }
    }
}
