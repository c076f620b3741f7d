import Raster

/// A size in logical px; fractions are kept (RESOLVED.md: layout never rounds).
public struct Size: Hashable, Sendable {
    public var width: Double
    public var height: Double
    public init(width: Double, height: Double) { self.width = width; self.height = height }
    public static let zero = Size(width: 0, height: 0)
}

/// What a parent offers a child, per axis: a length, or nil for "your ideal size" (hug content).
public struct ProposedSize: Hashable, Sendable {
    public var width: Double?
    public var height: Double?
    public init(width: Double?, height: Double?) { self.width = width; self.height = height }
    public static let unspecified = ProposedSize(width: nil, height: nil)
}

/// Insets in logical px. `leading`/`trailing` follow the layout direction (they swap in right-to-left).
public struct LayoutInsets: Hashable, Sendable {
    public var top, leading, bottom, trailing: Double
    public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
    public init(all: Double) { self.init(top: all, leading: all, bottom: all, trailing: all) }
    public init(vertical: Double, horizontal: Double) {
        self.init(top: vertical, leading: horizontal, bottom: vertical, trailing: horizontal)
    }
    public static let zero = LayoutInsets(all: 0)
    public var horizontal: Double { leading + trailing }
    public var vertical: Double { top + bottom }
}

public enum HorizontalAlignment: String, Hashable, Sendable, CaseIterable {
    case leading, center, trailing
}

public enum VerticalAlignment: String, Hashable, Sendable, CaseIterable {
    case top, center, bottom, firstTextBaseline
}

/// Both axes, for frames and z-stacks (`topLeading`, `center`, ...).
public struct LayoutAlignment: Hashable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal; self.vertical = vertical
    }
    public static let center = LayoutAlignment(horizontal: .center, vertical: .center)
    public static let topLeading = LayoutAlignment(horizontal: .leading, vertical: .top)
}

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
