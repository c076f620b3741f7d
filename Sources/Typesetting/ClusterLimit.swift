/// The bound on one grapheme cluster's length before shaping. HarfBuzz's cost grows with the
/// square of a cluster's marks (each mark is attached and merged across all before it): "a" and
/// 40,000 U+0301 took 44 s, and 450,000 would take an hour and a half. Unicode's Stream-Safe Text
/// Format (UAX #15) bounds a run of non-starters at 30, and browsers cap marks per cluster for
/// the same reason; here a cluster keeps its first scalar and the 30 after it, and the rest are
/// not drawn (a base under 30 stacked marks is already past reading). Emoji ZWJ and tag
/// sequences, and Indic conjuncts, are far shorter. A cut is reported once (docs/TEXT.md).
enum ClusterLimit {
    /// Scalars one grapheme cluster keeps: a base and 30 more.
    static let maxScalars = 31

    /// `text` with every grapheme cluster (UAX #29, Swift's `Character`) cut to `maxScalars`
    /// scalars, and whether any was.
    static func bounded(_ text: String) -> (text: String, cut: Bool) {
        guard text.unicodeScalars.count > maxScalars else { return (text, false) }
        var out = String.UnicodeScalarView()
        var cut = false
        for character in text {
            let scalars = character.unicodeScalars
            if scalars.count > maxScalars {
                out.append(contentsOf: scalars.prefix(maxScalars))
                cut = true
            } else {
                out.append(contentsOf: scalars)
            }
        }
        return cut ? (String(out), true) : (text, false)
    }
}
