/// An icon in a `size` × `size` box: one of ours, SVG path data in a 24 × 24 box, or an icon
/// file (an SVG or a PNG, drawn as a template image in `color`).
public struct IconNode: Hashable, Sendable {
    /// What the icon draws: a built-in icon by name, SVG path data in a 24 x 24 box, or an icon
    /// file (`.svg` or `.png`, docs/ASSETS.md), fitted into the box and drawn in the icon's colour.
    public enum Glyph: Hashable, Sendable {
        case builtIn(IconName)
        case path(String)
        case file(FileReference)
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
    /// SwiftUI's `.redacted(reason: .placeholder)`: the frame filled with this colour (the
    /// foreground) at 16 % instead of the image. The description has no key for it.
    package var placeholder: ColorValue?
    /// The text style whose growth the icon follows in a Dynamic Type variant, as an SF Symbol
    /// follows its font's (default body).
    public var relativeTo: TextStyle
    /// An image drawn from an SVG file (SwiftUI's `Image("name")` of an asset catalog, as a
    /// template): its own size in points instead of a `size` square, not growing with Dynamic
    /// Type; `resizable`, it takes the frame it is offered and the drawing is fitted into it.
    public var image: ImageBox?

    public init(glyph: Glyph, size: Double = 24, color: ColorValue? = nil, relativeTo: TextStyle = .body) {
        self.glyph = glyph
        self.size = size
        self.color = color
        self.relativeTo = relativeTo
    }
}

/// The box of an icon drawn as an image: its size in points, and whether it is resizable.
public struct ImageBox: Hashable, Sendable {
    public var width: Double
    public var height: Double
    public var isResizable: Bool

    public init(width: Double, height: Double, isResizable: Bool) {
        self.width = width
        self.height = height
        self.isResizable = isResizable
    }
}

/// The built-in icons (Icons/BuiltInIcon.swift draws them; `SystemSymbols` maps SF Symbol names to them).
public enum IconName: String, Hashable, Sendable, CaseIterable {
    case arrowLeft, save, share, marker, search, user, shoppingCart, home, close, circleExclamation
    case plus, checkmark, chevronRight, chevronLeft, chevronDown, heart, star, gear, bell, trash, circleInfo, triangleExclamation
}

extension IconName {
    /// The drawing of this icon in the built-in set (Icons/BuiltInIcon.swift).
    public var builtInIcon: BuiltInIcon? { BuiltInIcon.named(rawValue) }
}
