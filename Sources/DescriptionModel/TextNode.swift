import Typesetting

/// A run of text in one style.
public struct TextNode: Hashable, Sendable {
    /// A typography token, or a font written out: exactly one is given.
    public enum Typography: Hashable, Sendable {
        case style(String)
        case font(FontSpec)
    }

    /// Where text that does not fit is cut and an ellipsis put: at the end (`tail`), or nowhere (`none`).
    public enum Truncation: String, Hashable, Sendable, CaseIterable {
        case tail, none
    }

    public var string: String
    public var typography: Typography
    /// Nil: the system's primary content colour.
    public var color: ColorValue?
    /// Nil: no limit.
    public var lineLimit: Int?
    package var truncation: Truncation
    package var alignment: TextAlignment

    package init(string: String, typography: Typography, color: ColorValue? = nil, lineLimit: Int? = nil,
                truncation: Truncation = .tail, alignment: TextAlignment = .leading) {
        self.string = string
        self.typography = typography
        self.color = color
        self.lineLimit = lineLimit
        self.truncation = truncation
        self.alignment = alignment
    }
}

/// `font: {family, weight, size, lineHeight, letterSpacing}` in logical px.
public struct FontSpec: Hashable, Sendable {
    /// Nil: the bundled family (Lexend Deca).
    public var family: String?
    /// 1...1000 (CSS `font-weight`); names such as `semibold` are read as their numbers.
    public var weight: Int
    public var size: Double
    /// Nil: the font's normal line height (ascent + descent + line gap).
    public var lineHeight: Double?
    public var letterSpacing: Double
    /// How the size follows the Dynamic Type size of the render.
    package var scaling: TextScaling = .bySize
    /// iOS's system font as a SwiftUI text style draws it (a view drawn with no design system,
    /// docs/TEXT.md "The system font"): SF Pro's line height and tracking, the text style's
    /// leading between lines, Inter standing in for SF Pro. Written fonts (false) are CSS's.
    package var isSystemFont = false

    public init(family: String? = nil, weight: Int = 400, size: Double, lineHeight: Double? = nil, letterSpacing: Double = 0) {
        self.family = family
        self.weight = weight
        self.size = size
        self.lineHeight = lineHeight
        self.letterSpacing = letterSpacing
    }

    /// Weight names accepted for `weight`, with the CSS numbers they stand for.
    public static let weightNames: [(name: String, value: Int)] = [
        ("thin", 100), ("extraLight", 200), ("light", 300), ("regular", 400), ("medium", 500),
        ("semibold", 600), ("bold", 700), ("extraBold", 800), ("black", 900),
    ]
}

/// How a written font grows with the Dynamic Type size: as the iOS text style its size at Large
/// falls in (a description's `font:`), as a named style (SwiftUI's `.custom(_:size:relativeTo:)`,
/// given by that style's size at Large), or not at all (`.system(size:)`, `.custom(_:fixedSize:)`).
package enum TextScaling: Hashable, Sendable {
    case bySize
    case relativeTo(sizeAtLarge: Double)
    case fixed
}
