import Raster
import Values

/// Lays out a `LayoutElement` tree the way SwiftUI and CSS flexbox do for the cases design systems
/// use: a parent proposes a size, the child answers with the size it takes, the parent places it.
/// All lengths are logical px with fractions kept; snapping to device pixels happens at paint time.
/// The rules, case by case, are in docs/LAYOUT.md.
package enum Layout {
    /// Lays out `root` in a box of `proposal` with its top-leading corner at `origin`.
    package static func place(_ root: LayoutElement, proposal: ProposedSize, origin: Point = .zero,
                             direction: LayoutDirection = .leftToRight) -> PlacedNode {
        let size = arrange(root, proposal).size
        let placed = place(root, proposal: proposal, frame: Rect(x: origin.x, y: origin.y, width: size.width, height: size.height))
        guard direction == .rightToLeft else { return placed }
        return mirrored(placed, axis: placed.frame.minX + placed.frame.maxX)
    }

    /// The size `element` takes for `proposal`.
    package static func size(of element: LayoutElement, for proposal: ProposedSize) -> Size {
        arrange(element, proposal).size
    }

    // MARK: - Arrangement: one function per container computes its size and its children's boxes

    /// A container's answer: its size, and for each child the proposal it got and its offset.
    struct Arrangement {
        var size: Size
        var children: [(element: LayoutElement, proposal: ProposedSize, offset: Point, size: Size)] = []
        var firstBaseline: Double? = nil
    }

    static func arrange(_ element: LayoutElement, _ p: ProposedSize) -> Arrangement {
        switch element {
        case let .vstack(spacing, alignment, children):
            return StackLayout.vertical(children, spacing: spacing, alignment: alignment, proposal: p)
        case let .hstack(spacing, alignment, children):
            return StackLayout.horizontal(children, spacing: spacing, alignment: alignment, proposal: p)
        case let .zstack(alignment, children):
            return StackLayout.overlaid(children, alignment: alignment, proposal: p)
        case let .spacer(minLength):
            // Outside a stack a spacer has no axis: it takes what is offered, at least minLength.
            return Arrangement(size: Size(width: max(minLength, p.width ?? 0), height: max(minLength, p.height ?? 0)))
        case let .frame(spec, child):
            return FrameLayout.arrange(spec, child: child, proposal: p)
        case let .padding(insets, child):
            let inner = ProposedSize(width: p.width.map { max(0, $0 - insets.horizontal) },
                                     height: p.height.map { max(0, $0 - insets.vertical) })
            let arranged = arrange(child, inner)
            let childSize = arranged.size
            return Arrangement(size: Size(width: childSize.width + insets.horizontal, height: childSize.height + insets.vertical),
                               children: [(child, inner, Point(insets.leading, insets.top), childSize)],
                               firstBaseline: arranged.firstBaseline.map { $0 + insets.top })
        case let .leaf(leaf, _):
            var size = leaf.size(for: p)
            if leaf.fillsWidth, let width = p.width { size.width = width }
            return Arrangement(size: size, firstBaseline: leaf.firstBaseline(in: size))
        case let .decorated(_, child):
            let arranged = arrange(child, p)
            return Arrangement(size: arranged.size, children: [(child, p, .zero, arranged.size)],
                               firstBaseline: arranged.firstBaseline)
        case let .layered(child, behind, over):
            let arranged = arrange(child, p)
            let size = arranged.size
            let exactly = ProposedSize(width: size.width, height: size.height)
            func layer(_ e: LayoutElement) -> (element: LayoutElement, proposal: ProposedSize, offset: Point, size: Size) {
                let s = arrange(e, exactly).size
                return (e, exactly, Point((size.width - s.width) / 2, (size.height - s.height) / 2), s)
            }
            var children = behind.map { [layer($0)] } ?? []
            children.append((child, p, .zero, size))
            if let over { children.append(layer(over)) }
            return Arrangement(size: size, children: children, firstBaseline: arranged.firstBaseline)
        }
    }

    // MARK: - Placement

    static func place(_ element: LayoutElement, proposal: ProposedSize, frame: Rect) -> PlacedNode {
        let arranged = arrange(element, proposal)
        let children = arranged.children.map { child in
            place(child.element, proposal: child.proposal,
                  frame: Rect(x: frame.x + child.offset.x, y: frame.y + child.offset.y,
                              width: child.size.width, height: child.size.height))
        }
        let kind: PlacedNode.Kind
        switch element {
        case let .leaf(_, tag): kind = .leaf(tag: tag)
        case let .decorated(tag, _): kind = .decoration(tag: tag)
        default: kind = .container
        }
        return PlacedNode(kind: kind, frame: frame, firstBaseline: arranged.firstBaseline.map { frame.y + $0 },
                          children: children)
    }

    /// Right-to-left: the left-to-right layout reflected about the root's vertical centre line,
    /// so leading becomes right and stacks run right to left. Leaves draw their own content unmirrored.
    static func mirrored(_ node: PlacedNode, axis: Double) -> PlacedNode {
        var copy = node
        copy.frame.x = axis - node.frame.maxX
        copy.children = node.children.map { mirrored($0, axis: axis) }
        return copy
    }

    /// Whether an element stretches along the horizontal axis (a spacer in an hstack, a full-width leaf,
    /// a frame with an infinite max width, or a container holding one).
    static func fillsWidth(_ element: LayoutElement) -> Bool {
        switch element {
        case let .leaf(leaf, _): return leaf.fillsWidth
        case .spacer: return false
        case let .vstack(_, _, children), let .zstack(_, children): return children.contains(where: fillsWidth)
        case let .hstack(_, _, children): return children.contains { fillsWidth($0) || isSpacer($0) }
        case let .frame(spec, child): return spec.width == nil && (spec.maxWidth == .infinity || fillsWidth(child))
        case let .padding(_, child), let .decorated(_, child), let .layered(child, _, _): return fillsWidth(child)
        }
    }

    static func isSpacer(_ element: LayoutElement) -> Bool {
        if case .spacer = element { return true }
        return false
    }

    static func isCompressible(_ element: LayoutElement) -> Bool {
        switch element {
        case let .leaf(leaf, _): return leaf.isCompressible
        case let .vstack(_, _, children), let .hstack(_, _, children), let .zstack(_, children):
            return children.contains(where: isCompressible)
        case let .frame(spec, child): return spec.width == nil && isCompressible(child)
        case let .padding(_, child), let .decorated(_, child), let .layered(child, _, _): return isCompressible(child)
        case .spacer: return false
        }
    }
}
