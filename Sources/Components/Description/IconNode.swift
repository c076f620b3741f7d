/// A 24 × 24 icon: one of ours, or SVG path data in a 24 × 24 box, scaled to `size`.
public struct IconNode: Hashable, Sendable {
    /// What the icon draws: a built-in icon by name, or SVG path data in a 24 x 24 box.
    public enum Glyph: Hashable, Sendable {
        case builtIn(IconName)
        case path(String)
    }

    public var glyph: Glyph
    public var size: Double
    /// Nil: the system's primary content colour.
    public var color: ColorValue?

    public init(glyph: Glyph, size: Double = 24, color: ColorValue? = nil) {
        self.glyph = glyph
        self.size = size
        self.color = color
    }
}

/// The built-in icons (issue 6).
public enum IconName: String, Hashable, Sendable, CaseIterable {
    case arrowLeft, save, share, marker, search, user, shoppingCart, home, close, circleExclamation
    case plus
}

extension IconName {
    /// The drawing of this icon in the built-in set (Icons/BuiltInIcon.swift).
    public var builtInIcon: BuiltInIcon? { BuiltInIcon.named(rawValue) }
}
