import Values

/// Lays out a `LayoutElement` tree with SwiftUI's layout protocol: a parent proposes a size (per
/// axis a length, 0, infinity, or nil for "ideal"), the child chooses its own size, the parent
/// places it. All lengths are logical px with fractions kept; snapping to device pixels happens at
/// paint time. The rules, element by element, with their sources, are in docs/LAYOUT.md.
package enum Layout {
    /// Lays out `root` in a box of `proposal` with its top-leading corner at `origin`.
    package static func place(_ root: LayoutElement, proposal: ProposedSize, origin: Point = .zero,
                              direction: ReadingDirection = .leftToRight) -> PlacedNode {
        let box = LayoutBox(root)
        let size = box.size(for: proposal)
        let placed = place(box, proposal: proposal, frame: Rect(x: origin.x, y: origin.y, width: size.width, height: size.height))
        guard direction == .rightToLeft else { return placed }
        return mirrored(placed, axis: placed.frame.minX + placed.frame.maxX)
    }

    /// The size `element` takes for `proposal`.
    package static func size(of element: LayoutElement, for proposal: ProposedSize) -> Size {
        LayoutBox(element).size(for: proposal)
    }

    // MARK: - Arrangement: one function per element computes its size and its children's boxes

    /// An element's answer: its size, and for each child the proposal it got, its offset and size.
    struct Arrangement {
        struct Child {
            var box: LayoutBox
            var proposal: ProposedSize
            var offset: Point
            var size: Size
        }

        var size: Size
        var children: [Child] = []
        var firstBaseline: Double? = nil
    }

    static func arrange(_ box: LayoutBox, _ p: ProposedSize) -> Arrangement {
        switch box.element {
        case let .vstack(spacing, alignment, _):
            return StackLayout.vertical(box.children, spacing: spacing, alignment: alignment, proposal: p)
        case let .hstack(spacing, alignment, _):
            return StackLayout.horizontal(box.children, spacing: spacing, alignment: alignment, proposal: p)
        case let .zstack(alignment, _):
            return StackLayout.overlaid(box.children, alignment: alignment, proposal: p)
        case let .spacer(minLength):
            return Arrangement(size: spacerSize(minLength: minLength, axis: box.stackAxis, proposal: p))
        case let .frame(spec, _):
            return FrameLayout.arrange(spec, child: box.children[0], proposal: p)
        case let .padding(insets, _):
            let inner = ProposedSize(width: p.width.map { max(0, $0 - insets.horizontal) },
                                     height: p.height.map { max(0, $0 - insets.vertical) })
            return wrapping(box.children[0], proposal: inner, offset: Point(insets.leading, insets.top),
                            grow: Size(width: insets.horizontal, height: insets.vertical))
        case let .fixedSize(horizontal, vertical, _):
            return wrapping(box.children[0], proposal: ProposedSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height))
        case .layoutPriority, .decorated, .alignmentGuides:
            return wrapping(box.children[0], proposal: p)
        case let .leaf(leaf, _):
            let size = leaf.size(for: p)
            return Arrangement(size: size, firstBaseline: leaf.firstBaseline(in: size))
        case let .layered(_, behind, _):
            return layered(box.children, hasBehind: behind != nil, proposal: p)
        case let .custom(algorithm, _):
            return custom(algorithm, box.children, proposal: p)
        }
    }

    /// A spacer in a stack takes what it is offered along the stack's axis, at least `minLength`,
    /// and nothing across it; its ideal length is `minLength`. Outside a stack it has no axis and
    /// takes what is offered on both.
    static func spacerSize(minLength: Double, axis: Axis?, proposal p: ProposedSize) -> Size {
        guard let axis else {
            return Size(width: max(minLength, p.width ?? 0), height: max(minLength, p.height ?? 0))
        }
        var size = Size.zero
        size[axis] = max(minLength, p[axis] ?? minLength)
        return size
    }

    /// One child proposed `proposal`, at `offset`, the element `grow` larger than it.
    static func wrapping(_ child: LayoutBox, proposal: ProposedSize, offset: Point = .zero, grow: Size = .zero) -> Arrangement {
        let arranged = child.arrangement(for: proposal)
        let size = arranged.size
        return Arrangement(size: Size(width: size.width + grow.width, height: size.height + grow.height),
                           children: [.init(box: child, proposal: proposal, offset: offset, size: size)],
                           firstBaseline: arranged.firstBaseline.map { $0 + offset.y })
    }

    /// `.background(_:)` / `.overlay(_:)`: the content decides the size; the layers are proposed
    /// exactly that size and centred in it. Paint order: behind, content, over.
    static func layered(_ boxes: [LayoutBox], hasBehind: Bool, proposal p: ProposedSize) -> Arrangement {
        let content = boxes[0]
        let arranged = content.arrangement(for: p)
        let size = arranged.size
        let exactly = ProposedSize(width: size.width, height: size.height)
        func layer(_ box: LayoutBox) -> Arrangement.Child {
            let s = box.size(for: exactly)
            return .init(box: box, proposal: exactly, offset: Point((size.width - s.width) / 2, (size.height - s.height) / 2), size: s)
        }
        var children: [Arrangement.Child] = []
        if hasBehind { children.append(layer(boxes[1])) }
        children.append(.init(box: content, proposal: p, offset: .zero, size: size))
        if boxes.count > (hasBehind ? 2 : 1) { children.append(layer(boxes[boxes.count - 1])) }
        return Arrangement(size: size, children: children, firstBaseline: arranged.firstBaseline)
    }

    /// A custom container: its algorithm's size, and each child it places at its offset, laid
    /// out for the proposal it gives; a child it leaves out is not placed (not drawn).
    static func custom(_ algorithm: any LayoutAlgorithm, _ boxes: [LayoutBox], proposal p: ProposedSize) -> Arrangement {
        let subviews = boxes.map(LayoutChild.init)
        let size = algorithm.sizeThatFits(p, subviews: subviews)
        let placements = algorithm.placements(in: size, proposal: p, subviews: subviews)
        var children: [Arrangement.Child] = []
        var baseline: Double?
        for (box, placement) in zip(boxes, placements) {
            guard let placement else { continue }
            let arranged = box.arrangement(for: placement.proposal)
            if baseline == nil, let b = arranged.firstBaseline { baseline = b + placement.offset.y }
            children.append(.init(box: box, proposal: placement.proposal, offset: placement.offset, size: arranged.size))
        }
        return Arrangement(size: size, children: children, firstBaseline: baseline)
    }

    // MARK: - Placement

    static func place(_ box: LayoutBox, proposal: ProposedSize, frame: Rect) -> PlacedNode {
        let arranged = box.arrangement(for: proposal)
        let children = arranged.children.map { child in
            place(child.box, proposal: child.proposal,
                  frame: Rect(x: frame.x + child.offset.x, y: frame.y + child.offset.y,
                              width: child.size.width, height: child.size.height))
        }
        if case let .custom(algorithm, _) = box.element { algorithm.didPlace(in: frame) }
        let kind: PlacedNode.Kind
        switch box.element {
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
}
