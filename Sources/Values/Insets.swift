/// Insets in logical px. `leading` and `trailing` follow the layout direction (they swap in right-to-left).
public struct Insets: Hashable, Sendable {
    public var top, leading, bottom, trailing: Double

    public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }

    public init(all: Double) { self.init(top: all, leading: all, bottom: all, trailing: all) }

    public init(vertical: Double, horizontal: Double) {
        self.init(top: vertical, leading: horizontal, bottom: vertical, trailing: horizontal)
    }

    public static let zero = Insets(all: 0)

    public var horizontal: Double { leading + trailing }
    public var vertical: Double { top + bottom }
}
