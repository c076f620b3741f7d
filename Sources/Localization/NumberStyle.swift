import CICUBridge

/// How `FormatStyle` shows a number, formatted per locale by ICU: `Text(amount, format:
/// .currency(code: "EUR"))` is "12,50 €" in German and "€12.50" in English, `.percent` of 0.25 is
/// "25 %" in German, and Arabic shows its own digits ("١٢٫٥") where CLDR says the locale uses them.
package enum NumberStyle: Hashable, Sendable {
    /// `.number`: the locale's separators and digits, up to three fraction digits.
    case number
    /// `.percent`: the value times 100 with the locale's percent sign.
    case percent
    /// `.currency(code:)`: an ISO 4217 code (`EUR`, `USD`, `JPY`), with the currency's own
    /// fraction digits (two for EUR, none for JPY).
    case currency(code: String)
    /// A printf specifier's number: no thousands separators (as `String(format:locale:)` writes
    /// `%lld`), `fractionDigits` fixed (`nil`: none, an integer).
    case plain(fractionDigits: Int?)
    /// A localized string's `%lld` or `%f`: as `plain`, with the locale's thousands separators, as
    /// Foundation fills a localized format ("1,000" in English, "1.000" in German).
    case grouped(fractionDigits: Int?)

    /// The number as the locale writes it; nil when ICU cannot (an unknown currency code never
    /// reaches it: `isValidCurrencyCode` is checked where the code is read).
    package func format(_ value: Double, locale: LocaleIdentifier) -> String? {
        var out = [UInt16](repeating: 0, count: 128)
        let length: Int32
        switch self {
        case .number:
            length = cicu_format_number(locale.identifier, CICU_NUMBER_DECIMAL, nil, value, -1, -1, 1, &out, 128)
        case .percent:
            length = cicu_format_number(locale.identifier, CICU_NUMBER_PERCENT, nil, value, -1, -1, 1, &out, 128)
        case .currency(let code):
            guard NumberStyle.isValidCurrencyCode(code) else { return nil }
            let units = Array(code.uppercased().utf16)
            length = cicu_format_number(locale.identifier, CICU_NUMBER_CURRENCY, units, value, -1, -1, 1, &out, 128)
        case .plain(let digits), .grouped(let digits):
            let d = Int32(min(max(digits ?? 0, 0), 20))
            let grouping: Int32 = if case .grouped = self { 1 } else { 0 }
            length = cicu_format_number(locale.identifier, CICU_NUMBER_DECIMAL, nil, value, d, d, grouping, &out, 128)
        }
        guard length >= 0 else { return nil }
        return String(decoding: out.prefix(Int(length)), as: UTF16.self)
    }

    /// Three ASCII letters.
    package static func isValidCurrencyCode(_ code: String) -> Bool {
        code.utf8.count == 3 && code.unicodeScalars.allSatisfy { $0.isASCII && $0.properties.isAlphabetic }
    }
}
