import PixelproofUIModifiers
import DescriptionModel
import SceneBuilding
import Layout
import Values
import PixelproofUICore

/// A scroll view in a still frame: its content laid out unbounded along the scrolling axes (its
/// ideal length there) and as offered across them, at scroll offset 0 (the top and leading edge),
/// clipped to the frame, indicators hidden (iOS shows them only while scrolling). It takes the
/// size offered; offered nil on an axis (a canvas that hugs its content), its content's size.
public struct ScrollView<Content: View>: View, PrimitiveView {
    public var content: Content
    public var axes: PixelproofUICore.Axis.Set
    public var showsIndicators: Bool

    public init(_ axes: PixelproofUICore.Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    public var body: Never { fatalError("ScrollView has no body") }

    package func nodes(in environment: EnvironmentValues) throws -> [Node] {
        // The content of a vertical scroll view is stacked vertically, of a horizontal one horizontally.
        let stacked = axes == .horizontal ? try HStack { content }.nodes(in: environment) : try VStack { content }.nodes(in: environment)
        let layout = ScrollLayout(horizontal: axes.contains(.horizontal), vertical: axes.contains(.vertical))
        return [arranged(layout, children: stacked).clipped(to: .frame)]
    }
}

struct ScrollLayout: LayoutAlgorithm {
    let horizontal: Bool
    let vertical: Bool

    private func contentProposal(_ p: ProposedSize) -> ProposedSize {
        ProposedSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height)
    }

    func sizeThatFits(_ p: ProposedSize, subviews: [LayoutChild]) -> Size {
        let content = subviews.first?.sizeThatFits(contentProposal(p)) ?? .zero
        func length(_ offered: Double?, _ own: Double) -> Double { offered.flatMap { $0.isFinite ? $0 : nil } ?? own }
        return Size(width: length(p.width, content.width), height: length(p.height, content.height))
    }

    func placements(in size: Size, proposal p: ProposedSize, subviews: [LayoutChild]) -> [LayoutPlacement?] {
        let proposal = contentProposal(p)
        return subviews.map { child in
            let content = child.sizeThatFits(proposal)
            // At offset 0 along a scrolling axis; centred across it, as SwiftUI centres narrower content.
            return LayoutPlacement(offset: Point(horizontal ? 0 : (size.width - content.width) / 2,
                                                 vertical ? 0 : (size.height - content.height) / 2), proposal: proposal)
        }
    }
}

/// A vertical stack that takes the whole width offered (a lazy stack is as wide as its scroll
/// view), its views aligned in it; every view is drawn, as a still frame of a lazy stack shows them.
public struct LazyVStack<Content: View>: View, PrimitiveView {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public var body: Never { fatalError("LazyVStack has no body") }

    package func nodes(in environment: EnvironmentValues) throws -> [Node] {
        let frameAlignment: Alignment = alignment == .leading ? .leading : alignment == .trailing ? .trailing : .center
        return try ViewLowering.nodes(of: VStack(alignment: alignment, spacing: spacing) { content }
            .frame(maxWidth: .infinity, alignment: frameAlignment), in: environment)
    }
}

/// A horizontal stack that takes the whole height offered, as `LazyVStack` does across.
public struct LazyHStack<Content: View>: View, PrimitiveView {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public var body: Never { fatalError("LazyHStack has no body") }

    package func nodes(in environment: EnvironmentValues) throws -> [Node] {
        let frameAlignment: Alignment = alignment == .top ? .top : alignment == .bottom ? .bottom : .center
        return try ViewLowering.nodes(of: HStack(alignment: alignment, spacing: spacing) { content }
            .frame(maxHeight: .infinity, alignment: frameAlignment), in: environment)
    }
}

/// Which headers and footers of a lazy container stay pinned while scrolling (nothing scrolls in a still frame).
public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// The views that fit: the first of `content`'s views whose ideal size fits the space offered
/// along `axes`, else the last; only that one is drawn.
public struct ViewThatFits<Content: View>: View, PrimitiveView {
    let axes: PixelproofUICore.Axis.Set
    let content: Content

    public init(in axes: PixelproofUICore.Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    public var body: Never { fatalError("ViewThatFits has no body") }

    package func nodes(in environment: EnvironmentValues) throws -> [Node] {
        [arranged(FitLayout(horizontal: axes.contains(.horizontal), vertical: axes.contains(.vertical)),
                  children: try ViewLowering.nodes(of: content, in: environment))]
    }
}

struct FitLayout: LayoutAlgorithm {
    let horizontal: Bool
    let vertical: Bool

    /// The index of the view drawn for `p`.
    func chosen(_ p: ProposedSize, _ subviews: [LayoutChild]) -> Int? {
        guard !subviews.isEmpty else { return nil }
        let ideal = ProposedSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height)
        return subviews.indices.first { i in
            let size = subviews[i].sizeThatFits(ideal)
            return (!horizontal || size.width <= (p.width ?? .infinity) + 1e-9) && (!vertical || size.height <= (p.height ?? .infinity) + 1e-9)
        } ?? subviews.count - 1
    }

    func sizeThatFits(_ p: ProposedSize, subviews: [LayoutChild]) -> Size {
        chosen(p, subviews).map { subviews[$0].sizeThatFits(p) } ?? .zero
    }

    func placements(in size: Size, proposal p: ProposedSize, subviews: [LayoutChild]) -> [LayoutPlacement?] {
        let pick = chosen(p, subviews)
        return subviews.indices.map { $0 == pick ? LayoutPlacement(offset: .zero, proposal: p) : nil }
    }
}
