import Raster
import Values

/// What a parent offers a child, per axis: a length, or nil for "your ideal size" (hug content).
package struct ProposedSize: Hashable, Sendable {
    package var width: Double?
    package var height: Double?
    package init(width: Double?, height: Double?) { self.width = width; self.height = height }
    package static let unspecified = ProposedSize(width: nil, height: nil)
}

/// Where children of a vertical stack sit across it (SwiftUI's `HorizontalAlignment`).
public enum HorizontalAlignment: String, Hashable, Sendable, CaseIterable {
    case leading, center, trailing
}

/// Where children of a horizontal stack sit across it, first text baseline included (SwiftUI's `VerticalAlignment`).
public enum VerticalAlignment: String, Hashable, Sendable, CaseIterable {
    case top, center, bottom, firstTextBaseline
}

/// Both axes, for frames and z-stacks (`topLeading`, `center`, ...).
package struct LayoutAlignment: Hashable, Sendable {
    package var horizontal: HorizontalAlignment
    package var vertical: VerticalAlignment
    package init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal; self.vertical = vertical
    }
    package static let center = LayoutAlignment(horizontal: .center, vertical: .center)
    package static let topLeading = LayoutAlignment(horizontal: .leading, vertical: .top)
}

/// Which way leading and trailing point: left to right, or right to left.
public enum LayoutDirection: String, Hashable, Sendable {
    case leftToRight = "ltr", rightToLeft = "rtl"
}

/// Offset of `child` inside `container` along one axis for an alignment.
@inline(__always)
func alignedOffset(_ child: Double, in container: Double, _ alignment: HorizontalAlignment) -> Double {
    switch alignment {
    case .leading: return 0
    case .center: return (container - child) / 2
    case .trailing: return container - child
    }
}
