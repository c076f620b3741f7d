/// iOS Dynamic Type's content size categories, the user's text size setting. Text scales as a
/// custom font does in SwiftUI (`Font.custom(_:size:relativeTo:)`, `UIFontMetrics`): every text
/// style follows one iOS text style, chosen by its size at the default category (Large), and is
/// multiplied by that style's size in the category over its size at Large.
public enum TextSize: String, Hashable, Sendable, CaseIterable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case AX1, AX2, AX3, AX4, AX5

    /// Large, iOS's default: every size as written.
    public static let `default` = TextSize.large

    /// The iOS text style a size at Large follows: ≥ 34 largeTitle, ≥ 28 title1, ≥ 22 title2,
    /// ≥ 20 title3, ≥ 17 body, ≥ 16 callout, ≥ 15 subheadline, ≥ 13 footnote, ≥ 12 caption1,
    /// else caption2.
    static func textStyle(forSizeAtLarge size: Double) -> Int {
        let floors: [Double] = [34, 28, 22, 20, 17, 16, 15, 13, 12]
        return floors.firstIndex { size >= $0 } ?? floors.count
    }

    /// Apple's iOS Dynamic Type sizes in pt, one row per text style (largeTitle … caption2), one
    /// column per category (xSmall … AX5), from the Human Interface Guidelines' typography tables.
    static let sizes: [[Double]] = [
        [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],   // largeTitle
        [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],   // title1
        [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],   // title2
        [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],   // title3
        [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],   // body
        [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],   // callout
        [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],   // subheadline
        [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],   // footnote
        [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],   // caption1
        [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41],   // caption2
    ]

    /// Apple's leading (the distance between baselines, pt) for the same rows and columns: a
    /// multi-line `Text` in a text style puts its baselines this far apart (body at Large: 22,
    /// measured on an iOS 2x picture, 44 px from baseline to baseline).
    static let leadings: [[Double]] = [
        [38, 39, 40, 41, 43, 46, 48, 52, 57, 61, 66, 70],   // largeTitle
        [31, 32, 33, 34, 37, 39, 41, 46, 51, 57, 62, 68],   // title1
        [24, 25, 26, 28, 30, 32, 34, 41, 47, 52, 59, 66],   // title2
        [22, 23, 24, 25, 28, 30, 32, 38, 44, 51, 58, 65],   // title3
        [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 62],   // body
        [18, 19, 20, 21, 23, 25, 28, 32, 39, 46, 52, 60],   // callout
        [16, 18, 19, 20, 22, 24, 28, 31, 37, 43, 50, 58],   // subheadline
        [16, 16, 16, 18, 20, 22, 24, 29, 33, 40, 46, 52],   // footnote
        [13, 13, 13, 16, 19, 21, 23, 28, 32, 39, 44, 51],   // caption1
        [13, 13, 13, 13, 18, 20, 22, 25, 30, 35, 41, 48],   // caption2
    ]

    /// The leading of iOS text style `style` (rows as `factor(forTextStyle:)`) in this category,
    /// per point of the style's size here: body at Large 22 / 17.
    package func leadingPerPoint(forTextStyle style: Int) -> Double {
        let column = Self.allCases.firstIndex(of: self)!
        return Self.leadings[style][column] / Self.sizes[style][column]
    }

    /// The row of `factor(forTextStyle:)` a size at Large falls in.
    package static func textStyleRow(forSizeAtLarge size: Double) -> Int { textStyle(forSizeAtLarge: size) }

    /// How much a text of `size` (at Large) grows in this category: 1 at Large.
    public func factor(forSizeAtLarge size: Double) -> Double {
        factor(forTextStyle: Self.textStyle(forSizeAtLarge: size))
    }

    /// How much iOS text style `style` (0 largeTitle … 9 caption2, the rows of the table above)
    /// grows in this category: what an SF Symbol or `@ScaledMetric(relativeTo:)` scales by.
    package func factor(forTextStyle style: Int) -> Double {
        let row = Self.sizes[style]
        let column = Self.allCases.firstIndex(of: self)!
        return row[column] / row[Self.allCases.firstIndex(of: .large)!]
    }
}

extension TypographyToken {
    /// This style as drawn at `textSize`: size, line height and letter spacing multiplied by its
    /// text style's factor, kept fractional (`IDSTypography.bodyRegular.scaled(for: .AX3)`), as
    /// `Font.custom(_:size:relativeTo:)` scales a custom font in SwiftUI.
    public func scaled(for textSize: TextSize) -> TypographyToken {
        let f = textSize.factor(forSizeAtLarge: size)
        var scaled = self
        scaled.size = size * f
        scaled.lineHeight = lineHeight * f
        if scaled.letterSpacing.unit == .px { scaled.letterSpacing = .px(letterSpacing.value * f) }
        return scaled
    }
}
