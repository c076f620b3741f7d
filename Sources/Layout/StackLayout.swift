import Raster
import Values

/// vstack, hstack and zstack. Stacks hug their children; spacers and full-width children stretch
/// them to what the parent offers (SwiftUI's sizing). Spacing goes between adjacent children,
/// spacers included, as in SwiftUI.
enum StackLayout {
    typealias Child = (element: LayoutElement, proposal: ProposedSize, offset: Point, size: Size)

    // MARK: vstack

    static func vertical(_ children: [LayoutElement], spacing: Double, alignment: HorizontalAlignment,
                         proposal p: ProposedSize) -> Layout.Arrangement {
        let gaps = spacing * Double(max(0, children.count - 1))
        var proposals = children.map { _ in ProposedSize(width: p.width, height: nil) }
        var sizes = zip(children, proposals).map { child, proposal -> Size in
            if case let .spacer(minLength) = child { return Size(width: 0, height: minLength) }
            return Layout.size(of: child, for: proposal)
        }
        // Spacers share the height left over when the parent offers a height.
        let spacerIndices = children.indices.filter { Layout.isSpacer(children[$0]) }
        if let height = p.height, !spacerIndices.isEmpty {
            let fixed = children.indices.filter { !Layout.isSpacer(children[$0]) }.reduce(0) { $0 + sizes[$1].height }
            let share = max(0, height - fixed - gaps) / Double(spacerIndices.count)
            for i in spacerIndices {
                if case let .spacer(minLength) = children[i] { sizes[i].height = max(minLength, share) }
                proposals[i] = ProposedSize(width: 0, height: sizes[i].height)
            }
        }
        let stretches = children.contains(where: Layout.fillsWidth)
        let width = (stretches ? p.width : nil) ?? sizes.map(\.width).max() ?? 0
        var y = 0.0
        var placed: [Child] = []
        var baseline: Double? = nil
        for (i, child) in children.enumerated() {
            if Layout.isSpacer(child) { sizes[i].width = width }
            let x = alignedOffset(sizes[i].width, in: width, alignment)
            placed.append((child, proposals[i], Point(x, y), sizes[i]))
            if baseline == nil, let b = Layout.arrange(child, proposals[i]).firstBaseline { baseline = y + b }
            y += sizes[i].height + (i < children.count - 1 ? spacing : 0)
        }
        return Layout.Arrangement(size: Size(width: width, height: y), children: placed, firstBaseline: baseline)
    }

    // MARK: hstack

    static func horizontal(_ children: [LayoutElement], spacing: Double, alignment: VerticalAlignment,
                           proposal p: ProposedSize) -> Layout.Arrangement {
        let gaps = spacing * Double(max(0, children.count - 1))
        let flexible = children.map { Layout.isSpacer($0) || Layout.fillsWidth($0) }
        var proposals = children.map { _ in ProposedSize(width: nil, height: p.height) }
        var sizes = children.indices.map { i -> Size in
            if case let .spacer(minLength) = children[i] { return Size(width: minLength, height: 0) }
            return Layout.size(of: children[i], for: proposals[i])
        }
        if let width = p.width {
            // Too wide: squeeze the compressible children (text truncates or wraps) in proportion to their ideal widths.
            let total = sizes.reduce(0) { $0 + $1.width } + gaps
            let compressible = children.indices.filter { !flexible[$0] && Layout.isCompressible(children[$0]) }
            let squeezable = compressible.reduce(0) { $0 + sizes[$1].width }
            if total > width, squeezable > 0 {
                let keep = max(0, squeezable - (total - width)) / squeezable
                for i in compressible {
                    proposals[i] = ProposedSize(width: sizes[i].width * keep, height: p.height)
                    sizes[i] = Layout.size(of: children[i], for: proposals[i])
                }
            }
            // Flexible children share what is left, equally, each at least its minimum.
            let flexibleIndices = children.indices.filter { flexible[$0] }
            if !flexibleIndices.isEmpty {
                let fixed = children.indices.filter { !flexible[$0] }.reduce(0) { $0 + sizes[$1].width }
                let share = max(0, width - fixed - gaps) / Double(flexibleIndices.count)
                for i in flexibleIndices {
                    if case let .spacer(minLength) = children[i] {
                        sizes[i].width = max(minLength, share)
                        proposals[i] = ProposedSize(width: sizes[i].width, height: 0)
                    } else {
                        proposals[i] = ProposedSize(width: share, height: p.height)
                        sizes[i] = Layout.size(of: children[i], for: proposals[i])
                    }
                }
            }
        }
        // Vertical placement.
        let baselines = children.indices.map { i -> Double in
            Layout.arrange(children[i], proposals[i]).firstBaseline ?? sizes[i].height  // no text: align the bottom
        }
        var height = sizes.map(\.height).max() ?? 0
        var ascent = 0.0
        if alignment == .firstTextBaseline {
            ascent = baselines.max() ?? 0
            height = children.indices.map { ascent - baselines[$0] + sizes[$0].height }.max() ?? 0
        }
        var x = 0.0
        var placed: [Child] = []
        for (i, child) in children.enumerated() {
            if Layout.isSpacer(child) { sizes[i].height = 0 }
            let y: Double
            switch alignment {
            case .top: y = 0
            case .center: y = (height - sizes[i].height) / 2
            case .bottom: y = height - sizes[i].height
            case .firstTextBaseline: y = ascent - baselines[i]
            }
            placed.append((child, proposals[i], Point(x, y), sizes[i]))
            x += sizes[i].width + (i < children.count - 1 ? spacing : 0)
        }
        let firstBaseline = children.indices.first { Layout.arrange(children[$0], proposals[$0]).firstBaseline != nil }
            .map { placed[$0].offset.y + baselines[$0] }
        return Layout.Arrangement(size: Size(width: x, height: height), children: placed, firstBaseline: firstBaseline)
    }

    // MARK: zstack

    static func overlaid(_ children: [LayoutElement], alignment: LayoutAlignment, proposal p: ProposedSize) -> Layout.Arrangement {
        let sizes = children.map { Layout.size(of: $0, for: p) }
        let stretches = children.contains(where: Layout.fillsWidth)
        let width = (stretches ? p.width : nil) ?? sizes.map(\.width).max() ?? 0
        let height = sizes.map(\.height).max() ?? 0
        var placed: [Child] = []
        for (i, child) in children.enumerated() {
            let x = alignedOffset(sizes[i].width, in: width, alignment.horizontal)
            let y: Double
            switch alignment.vertical {
            case .top, .firstTextBaseline: y = 0
            case .center: y = (height - sizes[i].height) / 2
            case .bottom: y = height - sizes[i].height
            }
            placed.append((child, p, Point(x, y), sizes[i]))
        }
        let baseline = children.indices.first { Layout.arrange(children[$0], p).firstBaseline != nil }
            .map { placed[$0].offset.y + Layout.arrange(children[$0], p).firstBaseline! }
        return Layout.Arrangement(size: Size(width: width, height: height), children: placed, firstBaseline: baseline)
    }
}
