/// Which fallback face draws a character the design system's font lacks, as iOS falls back from
/// SF Pro: per script, to the system's font for that script (SF Arabic, Hiragino, PingFang …),
/// here the Noto family Debian ships for it (`fonts-noto-core`, `fonts-noto-cjk`), before the
/// general chain (DejaVu, then every other family by name). Without the preference an Arabic
/// word would take DejaVu Sans's Arabic, a fallback of last resort, and kana the first CJK face
/// in name order.
enum FontFallback {
    /// The scripts whose system font iOS picks by script rather than by coverage.
    enum Script: CaseIterable {
        case arabic, hebrew, devanagari, thai, cjk, hangul
    }

    /// The script of `scalar`, for the scripts with a preferred face; nil for the others
    /// (Latin, Greek, Cyrillic, digits and punctuation take the general chain).
    static func script(of scalar: Unicode.Scalar) -> Script? {
        switch scalar.value {
        case 0x0600...0x06FF, 0x0750...0x077F, 0x0870...0x08FF, 0xFB50...0xFDFF, 0xFE70...0xFEFF: return .arabic
        case 0x0590...0x05FF, 0xFB1D...0xFB4F: return .hebrew
        case 0x0900...0x097F, 0xA8E0...0xA8FF: return .devanagari
        case 0x0E00...0x0E7F: return .thai
        case 0x1100...0x11FF, 0x3130...0x318F, 0xAC00...0xD7AF: return .hangul
        case 0x2E80...0x2FDF, 0x3000...0x30FF, 0x3190...0x31FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xF900...0xFAFF, 0xFF00...0xFFEF, 0x20000...0x3134F: return .cjk
        default: return nil
        }
    }

    /// The families tried first for `script`, most preferred first. Han characters take the
    /// Japanese forms first: the locales Pixelproof is checked in (ja) write them so; a
    /// Chinese locale's own forms need the text's language, which the layout does not carry.
    static func preferredFamilies(for script: Script) -> [String] {
        switch script {
        case .arabic: ["Noto Sans Arabic", "Noto Naskh Arabic"]
        case .hebrew: ["Noto Sans Hebrew"]
        case .devanagari: ["Noto Sans Devanagari"]
        case .thai: ["Noto Sans Thai", "Noto Sans Thai Looped"]
        case .cjk: ["Noto Sans CJK JP", "Noto Sans CJK SC", "Noto Sans CJK TC", "Noto Sans CJK KR"]
        case .hangul: ["Noto Sans CJK KR", "Noto Sans CJK JP"]
        }
    }

    /// The index in `fallbacks` of the face that draws `scalar`: the script's preferred family
    /// when it is installed and has the character, else the first face that has it.
    static func choice(for scalar: Unicode.Scalar, among fallbacks: [FontFace]) -> Int? {
        if let script = script(of: scalar) {
            for family in preferredFamilies(for: script) {
                if let k = fallbacks.firstIndex(where: { $0.family == family && $0.hasGlyph(for: scalar) }) { return k }
            }
        }
        return fallbacks.firstIndex { $0.hasGlyph(for: scalar) }
    }

    /// Spaces and punctuation between two characters drawn in the same fallback face take that
    /// face too (`choice`: 0 the resolved face, k the fallback k - 1), as CoreText keeps an
    /// Arabic phrase's spaces in the Arabic font: one run, shaped whole, with the script's own
    /// space width.
    /// Within `range` (one styled span: its choices index its own font's `fallbacks`).
    static func keepSpacesInTheirScript(_ choice: inout [Int], _ scalars: [Unicode.Scalar], _ fallbacks: [FontFace],
                                        in range: Range<Int>? = nil) {
        let range = range ?? 0..<scalars.count
        var i = range.lowerBound
        while i < range.upperBound {
            guard choice[i] == 0, i > range.lowerBound, choice[i - 1] > 0, isCommon(scalars[i]) else { i += 1; continue }
            var end = i
            while end < range.upperBound, choice[end] == 0, isCommon(scalars[end]) { end += 1 }
            let face = choice[i - 1]
            if end < range.upperBound, choice[end] == face, (i..<end).allSatisfy({ fallbacks[face - 1].hasGlyph(for: scalars[$0]) }) {
                for k in i..<end { choice[k] = face }
            }
            i = end
        }
    }

    private static func isCommon(_ s: Unicode.Scalar) -> Bool {
        switch s.properties.generalCategory {
        case .spaceSeparator, .otherPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation: return true
        default: return false
        }
    }

    /// The first character of `text` no face draws (the resolved face, then the fallbacks),
    /// control and white-space characters and marks that attach to their base left out.
    static func firstMissing(in text: String, font: ResolvedFont) -> Unicode.Scalar? {
        text.unicodeScalars.first { s in
            let category = s.properties.generalCategory
            if s.properties.isWhitespace || category == .control || category == .format || category == .nonspacingMark
                || category == .enclosingMark || (0xFE00...0xFE0F).contains(s.value) { return false }
            return !font.face.hasGlyph(for: s) && !font.fallbacks.contains { $0.hasGlyph(for: s) }
        }
    }
}

extension Typesetter {
    /// Throws when a character of `text` is in no installed font, naming it and the fonts tried:
    /// a picture never shows a missing-glyph box. Checked once per text, before it is laid out.
    package func checkCoverage(_ text: String, style: TextStyle) throws(FontError) {
        let font = try registry.resolve(style.request)
        guard let missing = FontFallback.firstMissing(in: text, font: font) else { return }
        var tried: [String] = []
        for family in [font.face.family] + font.fallbacks.map(\.family) where !tried.contains(family) { tried.append(family) }
        throw .noFontHasCharacter(missing, text: String(text.prefix(40)), tried: tried)
    }
}
