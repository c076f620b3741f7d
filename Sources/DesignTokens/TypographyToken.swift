/// A type style: what a text run needs to be shaped and laid out in a CSS line box.
/// Values are kept as the design system writes them: `lineHeight` in px (the web's 1.2 × 24 is 28.8),
/// `letterSpacing` in px or em.
package struct TypographyToken: Hashable, Sendable {
    /// The family as the design system names it: "Instacart Sans", "Lexend Deca", "SF Pro Display".
    package var family: String
    /// The design system's style name where it gives one ("Subhead SemiBold", "Text Regular"); nil otherwise.
    package var style: String?
    /// Numeric CSS weight (Subhead/Text SemiBold 600, Text Regular 400, Light 300, Medium 500).
    package var weight: Int
    /// Font size in px.
    package var size: Double
    /// Line height in px.
    package var lineHeight: Double
    package var letterSpacing: TokenDimension

    package init(family: String, style: String? = nil, weight: Int, size: Double, lineHeight: Double,
                letterSpacing: TokenDimension = .px(0)) {
        self.family = family
        self.style = style
        self.weight = weight
        self.size = TokenNumber.normalized(size)
        self.lineHeight = TokenNumber.normalized(lineHeight)
        self.letterSpacing = letterSpacing
    }

    /// A web preset: line height given as a multiple of the size (`tight` 1.2), stored in px.
    package init(family: String, weight: Int, size: Double, lineHeightRatio: Double,
                letterSpacing: TokenDimension = .px(0)) {
        self.init(family: family, weight: weight, size: size, lineHeight: size * lineHeightRatio,
                  letterSpacing: letterSpacing)
    }

    /// The style scaled for a larger or smaller text setting (Dynamic Type: every style of the set scales together):
    /// size, line height and px letter spacing grow together, so proportions are kept.
    package func scaled(_ factor: Double) -> TypographyToken {
        var copy = self
        copy.size = TokenNumber.normalized(size * factor)
        copy.lineHeight = TokenNumber.normalized(lineHeight * factor)
        if letterSpacing.unit == .px { copy.letterSpacing = .px(letterSpacing.value * factor) }
        return copy
    }

    /// Letter spacing in px for this size.
    package var letterSpacingPoints: Double { letterSpacing.points(fontSize: size) }
}

/// CSS font-weight names, as DTCG 2025.10 lists them (and the spellings Figma plugins export).
package enum FontWeightName {
    /// The numeric weight of a name such as "semi-bold", "SemiBold", "Semi Bold", "regular" or
    /// "Bold Italic" (the style part is not a weight); nil for an unknown name. Case, spaces,
    /// hyphens and underscores are ignored. The names are the ones Figma, Tokens Studio and
    /// `@tokens-studio/sd-transforms` write, German ones included (CSS Fonts' common mapping).
    package static func weight(of name: String) -> Int? {
        var key = String(name.lowercased().filter { $0 != " " && $0 != "-" && $0 != "_" })
        for style in ["italic", "oblique"] where key.hasSuffix(style) && key.count > style.count {
            key.removeLast(style.count)
        }
        return table[key]
    }

    static let table: [String: Int] = [
        "thin": 100, "hairline": 100,
        "extralight": 200, "ultralight": 200, "extraleicht": 200,
        "light": 300, "leicht": 300,
        "normal": 400, "regular": 400, "book": 400, "buch": 400,
        "medium": 500, "kraeftig": 500, "kräftig": 500,
        "semibold": 600, "demibold": 600, "halbfett": 600,
        "bold": 700, "dreiviertelfett": 700,
        "extrabold": 800, "ultrabold": 800, "fett": 800,
        "black": 900, "heavy": 900, "super": 900, "extrafett": 900,
        "ultra": 950, "extrablack": 950, "ultrablack": 950,
    ]

    /// Every accepted name, for did-you-mean in error messages.
    static let names = ["thin", "hairline", "extra-light", "ultra-light", "light", "normal", "regular",
                        "book", "medium", "semi-bold", "demi-bold", "bold", "extra-bold", "ultra-bold",
                        "black", "heavy", "super", "ultra", "extra-black", "ultra-black"]
}
