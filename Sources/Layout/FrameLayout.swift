/// `frame`: fixed sizes win; a flexible frame (min/max) clamps what it is offered, as SwiftUI's does:
/// with a max it takes the offer clamped to [min, max] (so `maxWidth: .infinity` fills), with only a
/// min it takes the child's size raised to the min. The child is aligned inside (centre by default).
enum FrameLayout {
    static func arrange(_ spec: FrameSpec, child: LayoutElement, proposal p: ProposedSize) -> Layout.Arrangement {
        let childProposal = ProposedSize(
            width: spec.width ?? p.width.map { clamp($0, spec.minWidth, spec.maxWidth) },
            height: spec.height ?? p.height.map { clamp($0, spec.minHeight, spec.maxHeight) })
        let arranged = Layout.arrange(child, childProposal)
        let childSize = arranged.size
        let width = spec.width ?? side(offer: p.width, child: childSize.width, min: spec.minWidth, max: spec.maxWidth)
        let height = spec.height ?? side(offer: p.height, child: childSize.height, min: spec.minHeight, max: spec.maxHeight)
        let x = alignedOffset(childSize.width, in: width, spec.alignment.horizontal)
        let y: Double
        switch spec.alignment.vertical {
        case .top, .firstTextBaseline: y = 0
        case .center: y = (height - childSize.height) / 2
        case .bottom: y = height - childSize.height
        }
        return Layout.Arrangement(size: Size(width: width, height: height),
                                  children: [(child, childProposal, Point(x, y), childSize)],
                                  firstBaseline: arranged.firstBaseline.map { $0 + y })
    }

    /// One axis of a frame's own size.
    static func side(offer: Double?, child: Double, min lower: Double?, max upper: Double?) -> Double {
        if upper != nil, let offer {
            return clamp(offer, lower, upper)
        }
        return clamp(child, lower, upper)
    }

    static func clamp(_ value: Double, _ lower: Double?, _ upper: Double?) -> Double {
        var v = value
        if let upper, v > upper { v = upper }
        if let lower, v < lower { v = lower }
        return v
    }
}

import Raster
import Values
