import Values

/// What a parent offers a child, per axis, as SwiftUI's `ProposedViewSize`: a length (0 asks for
/// the child's minimum, `.infinity` for its maximum) or nil, "your ideal size".
package struct ProposedSize: Hashable, Sendable {
    package var width: Double?
    package var height: Double?
    package init(width: Double?, height: Double?) { self.width = width; self.height = height }
    package static let unspecified = ProposedSize(width: nil, height: nil)
    package static let zero = ProposedSize(width: 0, height: 0)
    package static let infinity = ProposedSize(width: .infinity, height: .infinity)

    /// The proposal along one axis.
    package subscript(axis: Axis) -> Double? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    /// The same proposal with `axis` set to `length`, the other axis kept.
    func with(_ axis: Axis, _ length: Double?) -> ProposedSize {
        var copy = self
        copy[axis] = length
        return copy
    }
}

/// The two layout axes: a stack's main axis and the one across it.
package enum Axis: Hashable, Sendable {
    case horizontal, vertical
    var cross: Axis { self == .horizontal ? .vertical : .horizontal }
}

extension Size {
    /// The length along one axis.
    subscript(axis: Axis) -> Double {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }
}

/// Where children of a vertical stack sit across it: the guide they line up on (SwiftUI's
/// `HorizontalAlignment`, a name PixelproofUI alone declares so that a team's view file compiles).
public enum HorizontalGuide: String, Hashable, Sendable, CaseIterable {
    case leading, center, trailing
}

/// Where children of a horizontal stack sit across it, first text baseline included: the guide they
/// line up on (SwiftUI's `VerticalAlignment`).
public enum VerticalGuide: String, Hashable, Sendable, CaseIterable {
    case top, center, bottom, firstTextBaseline
}

/// Both axes, for frames and z-stacks (`topLeading`, `center`, ...).
package struct LayoutAlignment: Hashable, Sendable {
    package var horizontal: HorizontalGuide
    package var vertical: VerticalGuide
    package init(horizontal: HorizontalGuide, vertical: VerticalGuide) {
        self.horizontal = horizontal; self.vertical = vertical
    }
    package static let center = LayoutAlignment(horizontal: .center, vertical: .center)
    package static let topLeading = LayoutAlignment(horizontal: .leading, vertical: .top)
}

/// Which way leading and trailing point: left to right, or right to left (SwiftUI's `LayoutDirection`;
/// the reading direction of the document's script).
public enum ReadingDirection: String, Hashable, Sendable {
    case leftToRight = "ltr", rightToLeft = "rtl"
}

/// Offset of `child` inside `container` along the horizontal axis for an alignment.
@inline(__always)
func alignedOffset(_ child: Double, in container: Double, _ alignment: HorizontalGuide) -> Double {
    switch alignment {
    case .leading: return 0
    case .center: return (container - child) / 2
    case .trailing: return container - child
    }
}

/// Offset of `child` inside `container` along the vertical axis; a first text baseline without a
/// baseline to align to sits at the top.
@inline(__always)
func alignedOffset(_ child: Double, in container: Double, _ alignment: VerticalGuide) -> Double {
    switch alignment {
    case .top, .firstTextBaseline: return 0
    case .center: return (container - child) / 2
    case .bottom: return container - child
    }
}
