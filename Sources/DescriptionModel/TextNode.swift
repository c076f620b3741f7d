import Typesetting

/// A piece of text: in one style (`string` in `typography` and `color`), or made of runs each in
/// its own (`runs`: SwiftUI's `Text + Text`, Markdown, `AttributedString`).
public struct TextNode: Hashable, Sendable {
    /// A typography token, or a font written out: exactly one is given.
    public enum Typography: Hashable, Sendable {
        case style(String)
        case font(FontSpec)
    }

    /// Where text that does not fit is cut and an ellipsis put: at the end (`tail`), at the start
    /// (`head`), in the middle (`middle`), or nowhere (`none`).
    public enum Truncation: String, Hashable, Sendable, CaseIterable {
        case tail, head, middle, none
    }

    /// The text drawn; for a localized text, the key (what is drawn when no catalog is in play).
    public var string: String
    /// A catalog key and its arguments, resolved for the render's locale (nil: `string` as written).
    public var localized: LocalizedText?
    public var typography: Typography
    /// Nil: the system's primary content colour.
    public var color: ColorValue?
    /// Nil: no limit.
    public var lineLimit: Int?
    package var truncation: Truncation
    package var alignment: TextAlignment
    /// The runs, in order, when the text has more than one style; empty: one run, `string`.
    /// `string` is then the runs' strings joined (what the text says, for the audit).
    package var runs: [TextRun] = []
    /// A paint over the whole text's box instead of its colour (a gradient: SwiftUI's
    /// `.foregroundStyle(LinearGradient(…))` on a `Text`); runs with a colour of their own keep it.
    package var fill: PaintValue?
    /// Extra space between lines, logical px (SwiftUI's `lineSpacing`).
    package var lineSpacing = 0.0
    /// How small text may be drawn before it is truncated, as a fraction of its size (1: never smaller).
    package var minimumScaleFactor = 1.0
    /// Whether letters may be pulled together before the text is truncated.
    package var allowsTightening = false
    /// SwiftUI's `.redacted(reason: .placeholder)`: each line drawn as a placeholder bar.
    package var isRedacted = false

    package init(string: String, typography: Typography, color: ColorValue? = nil, lineLimit: Int? = nil,
                truncation: Truncation = .tail, alignment: TextAlignment = .leading, localized: LocalizedText? = nil) {
        self.string = string
        self.localized = localized
        self.typography = typography
        self.color = color
        self.lineLimit = lineLimit
        self.truncation = truncation
        self.alignment = alignment
    }
}

/// One run of a text made of several: its string and how it differs from plain text in the
/// text's font and colour.
package struct TextRun: Hashable, Sendable {
    package var string: String
    package var typography: TextNode.Typography
    /// Nil: the text's colour (or fill); a gradient is placed on the whole text's box.
    package var color: PaintValue?
    package var italic = false
    /// A line under or through the run, in its own colour or (nil) the run's.
    package var underline: TextLineDecoration?
    package var strikethrough: TextLineDecoration?
    /// Added to the font's letter spacing after every character, logical px (`kerning`, `tracking`).
    package var letterSpacing = 0.0
    /// How far the run sits above the baseline, logical px (`baselineOffset`).
    package var baselineOffset = 0.0
    /// Digits of equal width (OpenType `tnum`: SwiftUI's `monospacedDigit()`).
    package var monospacedDigits = false
    /// A link's address (Markdown `[a](url)`): drawn as the rest, kept for the audit.
    package var link: String?

    package init(string: String, typography: TextNode.Typography, color: PaintValue? = nil) {
        self.string = string; self.typography = typography; self.color = color
    }
}

/// A line drawn under or through a run: its colour (nil: the run's) and its pattern.
package struct TextLineDecoration: Hashable, Sendable {
    package enum Pattern: Hashable, Sendable { case solid, dot, dash, dashDot, dashDotDot }
    package var color: ColorValue?
    package var pattern: Pattern

    package init(color: ColorValue? = nil, pattern: Pattern = .solid) { self.color = color; self.pattern = pattern }
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
    /// The Dynamic Type size the text is drawn at, as its column of the Dynamic Type table
    /// (0 xSmall … 11 AX5, `TextSize.allCases`), when a view sets its own (SwiftUI's
    /// `.dynamicTypeSize(_:)`); nil: the render's.
    package var dynamicTypeCategory: Int?
    /// Added to the distance between baselines, logical px at the default text size (SwiftUI's
    /// `Font.leading(.tight)` −2, `.loose` +2).
    package var leading = 0.0
    /// A SwiftUI view's font drawn with no design system (docs/TEXT.md "The system font"): the
    /// system font's text styles take SF Pro's line height and tracking, the text style's
    /// leading between lines, Inter standing in for SF Pro; every font of such a view (a team's
    /// own too) sizes its text as iOS does, rounded up to the device pixel. Written fonts
    /// (false) are CSS's.
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
