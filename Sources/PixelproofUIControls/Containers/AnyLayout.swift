import PixelproofUICore

/// SwiftUI's stack and grid layouts as `Layout` values, and `AnyLayout` to switch between them
/// (`let layout = compact ? AnyLayout(VStackLayout()) : AnyLayout(HStackLayout())`). Used as a
/// container (`layout { … }`) each draws exactly what its view does (`HStack`, `VStack`,
/// `ZStack`, `Grid`); `AnyLayout` of a team's own layout draws that layout. Asked directly from a
/// team's own `Layout`, the stacks place their subviews one after the other, each proposed an
/// equal share of the proposal along the axis, aligned across it (a grid, as a `Grid` of views
/// outside rows: one column).
public struct HStackLayout: Layout {
    public var alignment: VerticalAlignment
    public var spacing: CGFloat?
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) { self.alignment = alignment; self.spacing = spacing }

    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View { HStack(alignment: alignment, spacing: spacing, content: content) }
    var sequence: LayoutSequence { LayoutSequence(horizontal: true, spacing: spacing ?? 8, across: Alignment(horizontal: .center, vertical: alignment).fractions.y) }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { sequence.size(proposal, subviews) }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) { sequence.place(in: bounds, proposal, subviews) }
}

public struct VStackLayout: Layout {
    public var alignment: HorizontalAlignment
    public var spacing: CGFloat?
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) { self.alignment = alignment; self.spacing = spacing }

    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View { VStack(alignment: alignment, spacing: spacing, content: content) }
    var sequence: LayoutSequence { LayoutSequence(horizontal: false, spacing: spacing ?? 8, across: Alignment(horizontal: alignment, vertical: .center).fractions.x) }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { sequence.size(proposal, subviews) }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) { sequence.place(in: bounds, proposal, subviews) }
}

public struct ZStackLayout: Layout {
    public var alignment: Alignment
    public init(alignment: Alignment = .center) { self.alignment = alignment }

    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View { ZStack(alignment: alignment, content: content) }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(proposal) }
        return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let anchor = UnitPoint(x: alignment.fractions.x, y: alignment.fractions.y)
        let point = CGPoint(x: bounds.minX + bounds.width * anchor.x, y: bounds.minY + bounds.height * anchor.y)
        for subview in subviews { subview.place(at: point, anchor: anchor, proposal: proposal) }
    }
}

public struct GridLayout: Layout {
    public var alignment: Alignment
    public var horizontalSpacing: CGFloat?
    public var verticalSpacing: CGFloat?
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }

    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        Grid(alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing, content: content)
    }
    var sequence: LayoutSequence { LayoutSequence(horizontal: false, spacing: verticalSpacing ?? 8, across: alignment.fractions.x) }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { sequence.size(proposal, subviews) }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) { sequence.place(in: bounds, proposal, subviews) }
}

/// A layout of any type, chosen at run time.
public struct AnyLayout: Layout {
    private let sizing: (ProposedViewSize, LayoutSubviews) -> CGSize
    private let placing: (CGRect, ProposedViewSize, LayoutSubviews) -> Void
    private let container: (AnyView) -> AnyView

    public init<L: Layout>(_ layout: L) {
        sizing = { proposal, subviews in
            var cache = layout.makeCache(subviews: subviews)
            return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
        }
        placing = { bounds, proposal, subviews in
            var cache = layout.makeCache(subviews: subviews)
            layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        }
        switch layout {
        case let stack as HStackLayout: container = { content in AnyView(stack { content }) }
        case let stack as VStackLayout: container = { content in AnyView(stack { content }) }
        case let stack as ZStackLayout: container = { content in AnyView(stack { content }) }
        case let grid as GridLayout: container = { content in AnyView(grid { content }) }
        case let any as AnyLayout: container = any.container
        default: container = { content in AnyView(CustomLayoutView(layout: layout, content: content)) }
        }
    }

    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View { container(AnyView(content())) }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { sizing(proposal, subviews) }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) { placing(bounds, proposal, subviews) }
}

/// Subviews one after the other along an axis, `spacing` apart, each proposed an equal share of
/// the proposal along it and the whole proposal across, placed at `across` (0 leading or top, 1
/// trailing or bottom) across the bounds.
struct LayoutSequence {
    let horizontal: Bool
    let spacing: CGFloat
    let across: CGFloat

    private func proposal(_ p: ProposedViewSize, _ count: Int) -> ProposedViewSize {
        let gaps = spacing * CGFloat(max(0, count - 1))
        func share(_ length: CGFloat?) -> CGFloat? { length.map { max(0, $0 - gaps) / CGFloat(max(1, count)) } }
        return horizontal ? ProposedViewSize(width: share(p.width), height: p.height) : ProposedViewSize(width: p.width, height: share(p.height))
    }

    func size(_ p: ProposedViewSize, _ subviews: LayoutSubviews) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(proposal(p, subviews.count)) }
        let gaps = spacing * CGFloat(max(0, sizes.count - 1))
        return horizontal
            ? CGSize(width: sizes.map(\.width).reduce(0, +) + gaps, height: sizes.map(\.height).max() ?? 0)
            : CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).reduce(0, +) + gaps)
    }

    func place(in bounds: CGRect, _ p: ProposedViewSize, _ subviews: LayoutSubviews) {
        let each = proposal(p, subviews.count)
        var along = horizontal ? bounds.minX : bounds.minY
        for subview in subviews {
            let size = subview.sizeThatFits(each)
            if horizontal {
                subview.place(at: CGPoint(x: along, y: bounds.minY + (bounds.height - size.height) * across), proposal: each)
                along += size.width + spacing
            } else {
                subview.place(at: CGPoint(x: bounds.minX + (bounds.width - size.width) * across, y: along), proposal: each)
                along += size.height + spacing
            }
        }
    }
}
