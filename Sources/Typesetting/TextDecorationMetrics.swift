/// Where a face draws its underline and strikethrough: the top edge of each line and its
/// thickness, as fractions of the em from the baseline (y down: below the baseline is positive). A face that does not say (a zero
/// thickness) gets an underline one twentieth of the em thick, one tenth below the baseline, and
/// a strikethrough at 30 % of the em above it, near the middle of lowercase letters.
package struct TextDecorationMetrics: Hashable, Sendable {
    package var underlinePosition: Double
    package var underlineThickness: Double
    package var strikethroughPosition: Double = -0.3
    package var strikethroughThickness: Double = 0.05

    init(underlinePosition: Double, underlineThickness: Double) {
        if underlineThickness > 0 {
            self.underlinePosition = underlinePosition; self.underlineThickness = underlineThickness
        } else {
            self.underlinePosition = 0.1; self.underlineThickness = 0.05
        }
    }
}
