import CICUBridge

/// A locale as a catalog and the variant axis name it: `en`, `de`, `ar`, `pt-BR`, `zh-Hans`.
/// The language (its first subtag) picks the catalog's localization; the whole identifier goes to
/// ICU for plural rules, digits, separators and the writing direction.
package struct LocaleIdentifier: Hashable, Sendable, CustomStringConvertible, Comparable {
    /// As written, with `_` read as `-` (ICU and Apple write `pt_BR`, catalogs `pt-BR`).
    package let identifier: String

    package init(_ identifier: String) {
        self.identifier = identifier.replacingOccurrences(of: "_", with: "-")
    }

    package var description: String { identifier }
    package static func < (a: LocaleIdentifier, b: LocaleIdentifier) -> Bool { a.identifier < b.identifier }

    /// `de` for `de-CH`, lower-cased.
    package var language: String {
        String(identifier.split(separator: "-", maxSplits: 1).first ?? "").lowercased()
    }

    /// The identifiers a catalog is searched under, most specific first: `zh-Hant-TW`, `zh-Hant`, `zh`.
    package var lookupChain: [String] {
        let parts = identifier.split(separator: "-").map(String.init)
        return (1...max(1, parts.count)).reversed().map { parts.prefix($0).joined(separator: "-") }
    }

    /// Whether the locale's script runs right to left (ar, he, fa, ur, …), from CLDR's data
    /// through ICU, so a language this list forgets cannot draw mirrored the wrong way.
    package var isRightToLeft: Bool { cicu_locale_is_right_to_left(identifier) != 0 }

    /// Whether the text is a well-formed identifier: letters, digits, `-` and `_`, 2 to 35 of them,
    /// starting with a letter.
    package static func isWellFormed(_ text: String) -> Bool {
        guard (2...35).contains(text.count), let first = text.unicodeScalars.first, first.properties.isAlphabetic, first.isASCII else { return false }
        return text.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_") }
    }
}
