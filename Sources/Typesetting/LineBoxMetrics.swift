#if canImport(Glibc)
import Glibc
#endif

/// Where the baseline sits in a CSS line box, in whole device pixels, as Chromium places it:
/// `A = round(ascent·size·S)`, `D = round(descent·size·S)`,
/// `halfLeading = floor((lineHeight·S − (A + D)) / 2)`, `baseline = top + halfLeading + A`.
/// This is what Blink does (ascent and descent rounded separately, half-leading floored), so
/// baselines agree with Chromium at every scale; the line box itself keeps `lineHeight·S`.
package struct LineBoxMetrics: Hashable, Sendable {
    /// A and D, device px.
    package let ascent: Int
    package let descent: Int
    /// May be negative when the line height is smaller than the font's ascent + descent.
    package let halfLeading: Int
    /// Baseline offset from the top of the line box, device px.
    package let baseline: Int
    /// Line box height, device px (not rounded).
    package let height: Double

    /// - Parameters: `ascent`/`descent` as fractions of the em (Lexend Deca 1.0 / 0.25); `size` and
    ///   `lineHeight` in logical px; `scale` device px per logical px.
    package init(ascent: Double, descent: Double, size: Double, lineHeight: Double, scale: Double) {
        // x.5 rounds up, like SkScalarRoundToInt (floor(x + 0.5)).
        let a = Int(floor(ascent * size * scale + 0.5))
        let d = Int(floor(descent * size * scale + 0.5))
        self.ascent = a
        self.descent = d
        height = lineHeight * scale
        halfLeading = Int(floor((height - Double(a + d)) / 2))
        baseline = halfLeading + a
    }

    /// One line box for runs of several sizes on one baseline: the largest ascent above it, the
    /// largest descent below, the tallest line height, its half-leading floored as above.
    package init(tallestOf boxes: [LineBoxMetrics]) {
        ascent = boxes.map(\.ascent).max() ?? 0
        descent = boxes.map(\.descent).max() ?? 0
        height = boxes.map(\.height).max() ?? 0
        halfLeading = Int(floor((height - Double(ascent + descent)) / 2))
        baseline = halfLeading + ascent
    }

    package init(face: FontFace, size: Double, lineHeight: Double, scale: Double) {
        self.init(ascent: face.ascent, descent: face.descent, size: size, lineHeight: lineHeight, scale: scale)
    }
}
