/// A 24 × 24 icon: one of ours, or SVG path data in a 24 × 24 box, scaled to `size`.
public struct IconNode: Hashable, Sendable {
    /// What the icon draws: a built-in icon by name, or SVG path data in a 24 x 24 box.
    public enum Glyph: Hashable, Sendable {
        case builtIn(IconName)
        case path(String)
    }

    /// iOS's text styles, which an icon scales with in a Dynamic Type variant (`relativeTo`).
    public enum TextStyle: String, Hashable, Sendable, CaseIterable {
        case largeTitle, title1, title2, title3, body, callout, subheadline, footnote, caption1, caption2
    }

    public var glyph: Glyph
    /// The size at the default text size (Large).
    public var size: Double
    /// Nil: the system's primary content colour.
    public var color: ColorValue?
    /// The text style whose growth the icon follows in a Dynamic Type variant, as an SF Symbol
    /// follows its font's (default body).
    public var relativeTo: TextStyle

    public init(glyph: Glyph, size: Double = 24, color: ColorValue? = nil, relativeTo: TextStyle = .body) {
        self.glyph = glyph
        self.size = size
        self.color = color
        self.relativeTo = relativeTo
    }
}

/// The built-in icons (issue 6).
public enum IconName: String, Hashable, Sendable, CaseIterable {
    case arrowLeft, save, share, marker, search, user, shoppingCart, home, close, circleExclamation
}

extension IconName {
    /// The drawing of this icon in the built-in set (Icons/BuiltInIcon.swift).
    public var builtInIcon: BuiltInIcon? { BuiltInIcon.named(rawValue) }
}
