import Values

/// `frame`, SwiftUI's two frame modifiers in one, per axis:
/// - a fixed length proposes exactly that length to the child and is the frame's length;
/// - a flexible frame (any of min, ideal, max) proposes what it is offered (nil: its ideal length,
///   if any) clamped to [min, max], and takes that offer clamped to [min, max] where an absent
///   bound is the child's own length for that proposal; offered nil and no ideal, it takes the
///   child's length clamped to [min, max];
/// - neither: the proposal passes through and the frame is as long as the child.
/// The child is aligned inside (centre by default), on the guide it states if it states one
/// (`.alignmentGuide`); it may be larger than the frame and overflow it.
enum FrameLayout {
    static func arrange(_ spec: FrameSpec, child: LayoutBox, proposal p: ProposedSize) -> Layout.Arrangement {
        var childProposal = p
        for axis in [Axis.horizontal, .vertical] {
            let b = spec.bounds(axis)
            if let fixed = b.fixed {
                childProposal[axis] = fixed
            } else if isFlexible(b) {
                childProposal[axis] = (p[axis] ?? b.ideal).map { clamp($0, b.min, b.max) }
            }
        }
        let arranged = child.arrangement(for: childProposal)
        let childSize = arranged.size
        var size = childSize
        for axis in [Axis.horizontal, .vertical] {
            let b = spec.bounds(axis)
            if let fixed = b.fixed {
                size[axis] = fixed
            } else if isFlexible(b) {
                let own = childSize[axis]
                size[axis] = clamp(p[axis] ?? b.ideal ?? own, b.min ?? own, b.max ?? own)
            }
        }
        var offset = Point(alignedOffset(childSize.width, in: size.width, spec.alignment.horizontal),
                           alignedOffset(childSize.height, in: size.height, spec.alignment.vertical))
        // A child that states the frame's guide (`.alignmentGuide`) has that guide on the frame's.
        let explicit = child.explicitGuides(for: childProposal)
        if let guide = explicit.horizontal[spec.alignment.horizontal] {
            offset.x = GuideDimensions(width: size.width, height: size.height)[spec.alignment.horizontal] - guide
        }
        if let guide = explicit.vertical[spec.alignment.vertical], spec.alignment.vertical != .firstTextBaseline {
            offset.y = GuideDimensions(width: size.width, height: size.height)[spec.alignment.vertical] - guide
        }
        return Layout.Arrangement(size: size, children: [.init(box: child, proposal: childProposal, offset: offset, size: childSize)],
                                  firstBaseline: arranged.firstBaseline.map { $0 + offset.y })
    }

    static func isFlexible(_ b: (fixed: Double?, min: Double?, ideal: Double?, max: Double?)) -> Bool {
        b.min != nil || b.ideal != nil || b.max != nil
    }

    /// `value` capped by `upper`, then raised to `lower` (the lower bound wins when they cross,
    /// as when the child's own length is below a minimum).
    static func clamp(_ value: Double, _ lower: Double?, _ upper: Double?) -> Double {
        var v = value
        if let upper, v > upper { v = upper }
        if let lower, v < lower { v = lower }
        return v
    }
}
