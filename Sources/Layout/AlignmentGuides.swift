import Values

/// SwiftUI's `.alignmentGuide(_:computeValue:)`: where a view says its guides are, computed from
/// its own dimensions, instead of its edges and centre. A stack (or z-stack, or frame) aligned on
/// a guide lines up its children's values of that guide, so a child whose leading guide is half
/// its width sits half its width to the left of the others, and the stack grows to hold them all.
package struct AlignmentGuides: @unchecked Sendable {
    /// SwiftUI's `ViewDimensions → CGFloat` closures, per guide. Pure functions of the dimensions,
    /// so the layout may ask them as often as it asks sizes.
    package var horizontal: [HorizontalGuide: (GuideDimensions) -> Double]
    package var vertical: [VerticalGuide: (GuideDimensions) -> Double]

    package init(horizontal: [HorizontalGuide: (GuideDimensions) -> Double] = [:],
                 vertical: [VerticalGuide: (GuideDimensions) -> Double] = [:]) {
        self.horizontal = horizontal; self.vertical = vertical
    }
}

/// A view's size and its guides' values, as `computeValue` sees it (SwiftUI's `ViewDimensions`):
/// a guide the view (or a view inside it) states explicitly has that value, any other its
/// default: leading 0, centre half the width, trailing the width; top 0, centre half the height,
/// bottom the height, first text baseline the baseline (the bottom for a view without text).
package struct GuideDimensions: Sendable {
    package let width: Double
    package let height: Double
    package let firstBaseline: Double?
    /// Values stated by `.alignmentGuide` inside the view, in its own coordinates.
    package var explicit: ExplicitGuides

    package init(width: Double, height: Double, firstBaseline: Double? = nil, explicit: ExplicitGuides = ExplicitGuides()) {
        self.width = width; self.height = height; self.firstBaseline = firstBaseline; self.explicit = explicit
    }

    package subscript(guide: HorizontalGuide) -> Double {
        if let value = explicit.horizontal[guide] { return value }
        switch guide {
        case .leading: return 0
        case .center: return width / 2
        case .trailing: return width
        }
    }

    package subscript(guide: VerticalGuide) -> Double {
        if let value = explicit.vertical[guide] { return value }
        switch guide {
        case .top: return 0
        case .center: return height / 2
        case .bottom: return height
        case .firstTextBaseline: return firstBaseline ?? height
        }
    }
}

/// The guide values a laid-out element states explicitly, in its own coordinates: its own
/// `.alignmentGuide`s, and those of the one view a modifier (padding, frame, fixed size, priority,
/// a background or overlay, a value carried for the parent) wraps, moved by where that view sits. A stack states none of its
/// children's (SwiftUI merges them; Pixelproof does not yet).
package struct ExplicitGuides: Sendable {
    package var horizontal: [HorizontalGuide: Double] = [:]
    package var vertical: [VerticalGuide: Double] = [:]
    package init() {}

    /// The same values for the element around this one, which has it at `offset`.
    func moved(by offset: Point) -> ExplicitGuides {
        var moved = self
        moved.horizontal = horizontal.mapValues { $0 + offset.x }
        moved.vertical = vertical.mapValues { $0 + offset.y }
        return moved
    }
}

extension LayoutBox {
    /// The guides this element states explicitly when laid out for `proposal` (see `ExplicitGuides`).
    func explicitGuides(for proposal: ProposedSize) -> ExplicitGuides {
        let arranged = arrangement(for: proposal)
        switch element {
        case let .alignmentGuides(guides, _):
            let child = arranged.children[0]
            var explicit = child.box.explicitGuides(for: child.proposal)
            let dimensions = GuideDimensions(width: arranged.size.width, height: arranged.size.height,
                                             firstBaseline: arranged.firstBaseline, explicit: explicit)
            for (guide, value) in guides.horizontal { explicit.horizontal[guide] = value(dimensions) }
            for (guide, value) in guides.vertical { explicit.vertical[guide] = value(dimensions) }
            return explicit
        case .frame, .padding, .fixedSize, .layoutPriority, .decorated:
            let child = arranged.children[0]
            return child.box.explicitGuides(for: child.proposal).moved(by: child.offset)
        case let .custom(algorithm, _) where algorithm.forwardsPriority && arranged.children.count == 1:
            // A wrapper that only carries values for its parent (`.layoutValue`, `.tag`).
            let child = arranged.children[0]
            return child.box.explicitGuides(for: child.proposal).moved(by: child.offset)
        case .layered:
            // The content is the child that decides the size (first unless a backdrop is behind it).
            guard let content = arranged.children.first(where: { $0.box === children[0] }) else { return ExplicitGuides() }
            return content.box.explicitGuides(for: content.proposal).moved(by: content.offset)
        default:
            return ExplicitGuides()
        }
    }

    /// The element's dimensions for `proposal` as a guide closure or a stack sees them.
    func guideDimensions(for proposal: ProposedSize) -> GuideDimensions {
        let arranged = arrangement(for: proposal)
        return GuideDimensions(width: arranged.size.width, height: arranged.size.height,
                               firstBaseline: arranged.firstBaseline, explicit: explicitGuides(for: proposal))
    }
}

/// Lining children up on one guide: child `i` has the guide at `guides[i]` from its leading (top)
/// edge and is `lengths[i]` long across; each is moved so their guides meet, and the container is
/// as long as the union of them (SwiftUI's stack and z-stack alignment).
func alignedOnGuides(_ guides: [Double], lengths: [Double]) -> (offsets: [Double], length: Double) {
    let reach = guides.max() ?? 0
    let length = reach + (zip(lengths, guides).map { $0 - $1 }.max() ?? 0)
    return (guides.map { reach - $0 }, length)
}

/// What `.alignmentGuide` is carried as until layout (SwiftUI's views lower to description nodes,
/// and a container laid out by code travels as an arranged node): one child, laid out unchanged,
/// its guides stated by `guides`. Lowered to `LayoutElement.alignmentGuides`.
package struct AlignmentGuideCarrier: LayoutAlgorithm, @unchecked Sendable {
    package var guides: AlignmentGuides
    package init(_ guides: AlignmentGuides) { self.guides = guides }
    package var forwardsPriority: Bool { true }

    package func sizeThatFits(_ proposal: ProposedSize, subviews: [LayoutChild]) -> Size {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    package func placements(in size: Size, proposal: ProposedSize, subviews: [LayoutChild]) -> [LayoutPlacement?] {
        subviews.map { _ in LayoutPlacement(offset: .zero, proposal: proposal) }
    }
}

extension LayoutChild {
    /// The child's size and guides for `proposal`, the guides it states explicitly included
    /// (SwiftUI's `LayoutSubview.dimensions(in:)`).
    package func guideDimensions(for proposal: ProposedSize) -> GuideDimensions { box.guideDimensions(for: proposal) }
}
