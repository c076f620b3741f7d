import DescriptionModel

/// Pseudo-localization, to see a screen with text a translator might give it before there is a
/// translation: accents that reach above and below the Latin letters, and strings twice as long
/// (Xcode's "double-length pseudolanguage"). Applied to every text from a description or a
/// component's label, never to numbers (a badge's count stays a count).
public enum PseudoLocale: String, Hashable, Sendable, CaseIterable {
    case none, accented, doubleLength

    /// `text` as this pseudo-locale shows it: `accented` swaps a e i o u y c n (and capitals) for
    /// á é í ó ú ý ç ñ and wraps the result in [ ]; `doubleLength` writes it twice, one space apart.
    public func apply(_ text: String) -> String {
        switch self {
        case .none:
            return text
        case .accented:
            return "[" + String(String.UnicodeScalarView(text.unicodeScalars.map { Self.accents[$0] ?? $0 })) + "]"
        case .doubleLength:
            return text + " " + text
        }
    }

    static let accents: [Unicode.Scalar: Unicode.Scalar] = {
        let plain = "aeiouycnAEIOUYCN", accented = "áéíóúýçñÁÉÍÓÚÝÇÑ"
        return Dictionary(uniqueKeysWithValues: zip(plain.unicodeScalars, accented.unicodeScalars))
    }()
}
