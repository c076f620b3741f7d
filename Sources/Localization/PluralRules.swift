import CICUBridge

/// CLDR's plural rules for a locale, from ICU: the category a number takes (English 1 → one,
/// 2 → other; Arabic 0 → zero, 2 → two, 3…10 → few, 11…99 → many; Russian 21 → one, 22 → few,
/// 25 → many; Japanese always other). The rules are ICU's, not a table of ours, so every language
/// CLDR knows is right.
package struct PluralRules: Sendable {
    package let locale: LocaleIdentifier

    package init(locale: LocaleIdentifier) { self.locale = locale }

    /// The category of `number` shown with `fractionDigits` fraction digits (0 for an integer).
    package func category(of number: Double, fractionDigits: Int = 0) -> PluralCategory {
        var keyword = [CChar](repeating: 0, count: 16)
        let length = cicu_plural_category(locale.identifier, number, Int32(max(0, min(fractionDigits, 20))), &keyword, 16)
        guard length > 0 else { return .other }
        let name = String(decoding: keyword.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return PluralCategory(rawValue: name) ?? .other
    }

    package func category(of number: Int) -> PluralCategory { category(of: Double(number)) }
}
