import Values

/// vstack, hstack and zstack, by SwiftUI's stack algorithm (the same on both axes):
/// 1. the length available is the proposal less the spacing between adjacent children;
/// 2. each child's flexibility is the difference between the lengths it takes when proposed
///    infinity and 0 along the stack's axis;
/// 3. children are taken in groups of equal `layoutPriority`, highest first; a group is offered
///    what is left less the minimum lengths (proposed 0) of the lower groups; inside a group the
///    least flexible child comes first; a spacer's priority is -infinity (SwiftUI's), so the
///    other children share all but the spacers' minimum lengths before any spacer is sized;
/// 4. each child is proposed the group's remaining length divided by the number of children of
///    the group still to place, and what it takes is subtracted;
/// 5. the stack is as long as its children and spacings together, even past the proposal, and as
///    wide as its widest child; every child is proposed the stack's own proposal across.
/// Proposed nil (ideal) or infinity along its axis, every child gets that same proposal.
enum StackLayout {
    typealias Child = Layout.Arrangement.Child

    /// The proposal each child gets along `axis`, and the size it takes, by the algorithm above.
    static func distribute(_ children: [LayoutBox], axis: Axis, spacing: Double, proposal p: ProposedSize) -> [(proposal: ProposedSize, size: Size)] {
        distribute(children, axis: axis, totalSpacing: spacing * Double(max(0, children.count - 1)), proposal: p)
    }

    static func distribute(_ children: [LayoutBox], axis: Axis, totalSpacing: Double, proposal p: ProposedSize) -> [(proposal: ProposedSize, size: Size)] {
        guard let length = p[axis], length.isFinite else {
            return children.map { (p, $0.size(for: p)) }
        }
        let available = max(0, length - totalSpacing)
        let minimum = children.map { $0.size(for: p.with(axis, 0))[axis] }
        let flexibility = children.indices.map { i -> Double in
            let maximum = children[i].size(for: p.with(axis, .infinity))[axis]
            return maximum.isFinite ? maximum - minimum[i] : .infinity
        }
        var result = children.map { _ in (proposal: p, size: Size.zero) }
        var remaining = available
        for priority in Set(children.map(\.priority)).sorted(by: >) {
            let group = children.indices.filter { children[$0].priority == priority }
                .sorted { (flexibility[$0], $0) < (flexibility[$1], $1) }
            let lowerMinimum = children.indices.filter { children[$0].priority < priority }.reduce(0) { $0 + minimum[$1] }
            var left = remaining - lowerMinimum
            for (placed, i) in group.enumerated() {
                let proposal = p.with(axis, max(0, left) / Double(group.count - placed))
                let size = children[i].size(for: proposal)
                result[i] = (proposal, size)
                left -= size[axis]
                remaining -= size[axis]
            }
        }
        return result
    }

    // MARK: vstack

    /// SwiftUI's default spacing between two views: 8, except between two texts drawn as iOS's
    /// system font, which sit as two lines of one paragraph would: the larger of their line
    /// spacings apart (body: 22 − 20.29 = 1.71 pt, rounded up to the device pixel by the text
    /// itself), as iOS puts 2 pt, not 8, between two `Text`s in a `VStack` (docs/LAYOUT.md,
    /// "Default spacing").
    static let defaultSpacing = 8.0

    static func defaultSpacing(between above: LayoutBox, and below: LayoutBox) -> Double {
        guard let a = above.lineSpacingAsText, let b = below.lineSpacingAsText else { return defaultSpacing }
        return max(a, b)
    }

    static func vertical(_ children: [LayoutBox], spacing: Double?, alignment: HorizontalGuide,
                         proposal p: ProposedSize) -> Layout.Arrangement {
        let gaps = children.indices.dropLast().map { spacing ?? defaultSpacing(between: children[$0], and: children[$0 + 1]) }
        let sized = distribute(children, axis: .vertical, totalSpacing: gaps.reduce(0, +), proposal: p)
        var width = sized.map(\.size.width).max() ?? 0
        var xs = sized.map { alignedOffset($0.size.width, in: width, alignment) }
        // Children that state the guide (`.alignmentGuide`) line up on it; the stack holds them all.
        let explicit = children.indices.map { children[$0].explicitGuides(for: sized[$0].proposal).horizontal[alignment] }
        if explicit.contains(where: { $0 != nil }) {
            let guides = children.indices.map { explicit[$0] ?? GuideDimensions(width: sized[$0].size.width, height: sized[$0].size.height)[alignment] }
            (xs, width) = alignedOnGuides(guides, lengths: sized.map(\.size.width))
        }
        var y = 0.0
        var placed: [Child] = []
        var baseline: Double? = nil
        for (i, child) in children.enumerated() {
            let (proposal, size) = sized[i]
            placed.append(Child(box: child, proposal: proposal, offset: Point(xs[i], y), size: size))
            if baseline == nil, let b = child.arrangement(for: proposal).firstBaseline { baseline = y + b }
            y += size.height + (i < gaps.count ? gaps[i] : 0)
        }
        return Layout.Arrangement(size: Size(width: width, height: y), children: placed, firstBaseline: baseline)
    }

    // MARK: hstack

    static func horizontal(_ children: [LayoutBox], spacing: Double, alignment: VerticalGuide,
                           proposal p: ProposedSize) -> Layout.Arrangement {
        let sized = distribute(children, axis: .horizontal, spacing: spacing, proposal: p)
        let ownBaselines = children.indices.map { children[$0].arrangement(for: sized[$0].proposal).firstBaseline }
        // firstTextBaseline: a child without text aligns its bottom edge, as SwiftUI does.
        let baselines = children.indices.map { ownBaselines[$0] ?? sized[$0].size.height }
        var height = sized.map(\.size.height).max() ?? 0
        var ys = sized.map { alignedOffset($0.size.height, in: height, alignment) }
        if alignment == .firstTextBaseline {
            let ascent = baselines.max() ?? 0
            height = children.indices.map { ascent - baselines[$0] + sized[$0].size.height }.max() ?? 0
            ys = baselines.map { ascent - $0 }
        }
        // Children that state the guide (`.alignmentGuide`) line up on it; the stack holds them all.
        let explicit = children.indices.map { children[$0].explicitGuides(for: sized[$0].proposal).vertical[alignment] }
        if explicit.contains(where: { $0 != nil }) {
            let guides = children.indices.map {
                explicit[$0] ?? GuideDimensions(width: sized[$0].size.width, height: sized[$0].size.height, firstBaseline: ownBaselines[$0])[alignment]
            }
            (ys, height) = alignedOnGuides(guides, lengths: sized.map(\.size.height))
        }
        var x = 0.0
        var placed: [Child] = []
        for (i, child) in children.enumerated() {
            let (proposal, size) = sized[i]
            let y = ys[i]
            placed.append(Child(box: child, proposal: proposal, offset: Point(x, y), size: size))
            x += size.width + (i < children.count - 1 ? spacing : 0)
        }
        let firstBaseline = children.indices.first { ownBaselines[$0] != nil }.map { placed[$0].offset.y + baselines[$0] }
        return Layout.Arrangement(size: Size(width: x, height: height), children: placed, firstBaseline: firstBaseline)
    }

    // MARK: zstack

    /// Every child is proposed the stack's proposal; the stack is as large as its largest child.
    static func overlaid(_ children: [LayoutBox], alignment: LayoutAlignment, proposal p: ProposedSize) -> Layout.Arrangement {
        let sizes = children.map { $0.size(for: p) }
        var width = sizes.map(\.width).max() ?? 0
        var height = sizes.map(\.height).max() ?? 0
        var xs = sizes.map { alignedOffset($0.width, in: width, alignment.horizontal) }
        var ys = sizes.map { alignedOffset($0.height, in: height, alignment.vertical) }
        // Children that state a guide (`.alignmentGuide`) line up on it; the stack holds them all.
        let explicit = children.map { $0.explicitGuides(for: p) }
        if explicit.contains(where: { $0.horizontal[alignment.horizontal] != nil }) {
            let guides = children.indices.map { explicit[$0].horizontal[alignment.horizontal] ?? GuideDimensions(width: sizes[$0].width, height: sizes[$0].height)[alignment.horizontal] }
            (xs, width) = alignedOnGuides(guides, lengths: sizes.map(\.width))
        }
        if explicit.contains(where: { $0.vertical[alignment.vertical] != nil }) {
            // A first text baseline in a z-stack is its top, as before: only a stated value moves a child.
            let guides = children.indices.map { explicit[$0].vertical[alignment.vertical] ?? (alignment.vertical == .firstTextBaseline ? 0 : GuideDimensions(width: sizes[$0].width, height: sizes[$0].height)[alignment.vertical]) }
            (ys, height) = alignedOnGuides(guides, lengths: sizes.map(\.height))
        }
        let placed = children.indices.map { i in
            Child(box: children[i], proposal: p, offset: Point(xs[i], ys[i]), size: sizes[i])
        }
        let baseline = children.indices.lazy.compactMap { i in
            children[i].arrangement(for: p).firstBaseline.map { $0 + placed[i].offset.y }
        }.first
        return Layout.Arrangement(size: Size(width: width, height: height), children: placed, firstBaseline: baseline)
    }
}
