import Values

/// A container that sizes and places its children by rules of its own: SwiftUI's `Layout`
/// protocol (a flow of chips), grids, a scroll view, `ViewThatFits`. It is asked, as any element
/// is, for its size for a proposal, and then where each child goes; it may ask each child for its
/// size as often as it likes (the answers are kept per proposal for the pass).
package protocol LayoutAlgorithm: Sendable {
    /// The container's size for `proposal`, given its children.
    func sizeThatFits(_ proposal: ProposedSize, subviews: [LayoutChild]) -> Size
    /// For each child, where it goes in a container of `size` (its top-leading corner, relative to
    /// the container's) and what it is proposed; nil leaves the child out (not drawn).
    func placements(in size: Size, proposal: ProposedSize, subviews: [LayoutChild]) -> [LayoutPlacement?]
    /// Whether the container reports its one child's `layoutPriority` as its own, as a modifier
    /// does (a wrapper that only carries values for its parent).
    var forwardsPriority: Bool { get }
    /// Told the frame the container was finally placed at, in the canvas (once per placement,
    /// after every size question): how a `GeometryReader` learns the size its content sees.
    func didPlace(in frame: Rect)
}

extension LayoutAlgorithm {
    package var forwardsPriority: Bool { false }
    package func didPlace(in frame: Rect) {}
}

/// Where a custom layout puts one child.
package struct LayoutPlacement: Sendable {
    package var offset: Point
    package var proposal: ProposedSize
    package init(offset: Point, proposal: ProposedSize) { self.offset = offset; self.proposal = proposal }
}

/// A custom layout's view of one child: its size for any proposal, its layout priority, the
/// algorithm of the child when it is a custom container too (values a child carries for its
/// parent, such as a grid cell's column span), and that child's own children.
package struct LayoutChild {
    let box: LayoutBox

    package func sizeThatFits(_ proposal: ProposedSize) -> Size { box.size(for: proposal) }
    package var priority: Double { box.priority }
    /// The first text baseline of the child laid out for `proposal`, from its top.
    package func firstBaseline(for proposal: ProposedSize) -> Double? { box.arrangement(for: proposal).firstBaseline }

    /// The child's own algorithm when it is a custom container; seen through layout priority and
    /// fixed-size wrappers.
    package var algorithm: (any LayoutAlgorithm)? {
        var element = box.element
        while true {
            switch element {
            case let .custom(algorithm, _): return algorithm
            case let .layoutPriority(_, child), let .decorated(_, child), let .alignmentGuides(_, child): element = child
            default: return nil
            }
        }
    }

    /// The children of this child, when it is a custom container (a grid row's cells).
    package var subviews: [LayoutChild] {
        if case .custom = box.element { return box.children.map(LayoutChild.init) }
        return []
    }
}
