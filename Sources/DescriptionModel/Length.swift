/// A spacing or radius as written: logical px, or a token name (`md`, `s16`, `2xl`, `radius.lg`).
public enum Length: Hashable, Sendable {
    case points(Double)
    case token(String)

    public static let zero = Length.points(0)
}

/// Padding on each side, as written: each side a `Length` (points or a token), where Values' `Insets`
/// holds resolved points (SwiftUI's `EdgeInsets`). Leading and trailing follow the document's direction.
public struct LengthInsets: Hashable, Sendable {
    public var top: Length
    public var leading: Length
    public var bottom: Length
    public var trailing: Length

    public init(top: Length = .zero, leading: Length = .zero, bottom: Length = .zero, trailing: Length = .zero) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    public init(all: Length) {
        self.init(top: all, leading: all, bottom: all, trailing: all)
    }

    public static let zero = LengthInsets()
}
