import Localization
import Testing

/// FormatStyle's numbers, currencies, percentages and dates as each locale writes them (ICU's
/// CLDR data; the spaces ICU puts before € and % are no-break spaces, U+00A0).
@Suite struct NumberStyleTests {
    func format(_ style: NumberStyle, _ value: Double, _ locale: String) -> String? {
        style.format(value, locale: LocaleIdentifier(locale))
    }

    @Test func germanCurrencyPutsTheSignAfterWithACommaDecimal() {
        #expect(format(.currency(code: "EUR"), 12.5, "de") == "12,50\u{A0}€")
        #expect(format(.currency(code: "EUR"), 12.5, "en") == "€12.50")
        #expect(format(.currency(code: "JPY"), 1234, "ja") == "￥1,234")
    }

    @Test func numbersAndPercentPerLocale() {
        #expect(format(.number, 1234.5, "de") == "1.234,5")
        #expect(format(.number, 1234.5, "en") == "1,234.5")
        #expect(format(.percent, 0.25, "de") == "25\u{A0}%")
        #expect(format(.percent, 0.25, "en") == "25%")
    }

    /// Arabic writes its own digits and decimal separator.
    @Test func arabicUsesArabicIndicDigits() {
        #expect(format(.number, 12.5, "ar") == "١٢٫٥")
        #expect(format(.plain(fractionDigits: nil), 3, "ar") == "٣")
    }

    @Test func anInvalidCurrencyCodeIsRefused() {
        #expect(format(.currency(code: "EURO"), 1, "de") == nil)
    }

    /// A fixed moment (2026-11-29 07:30 UTC), as a snapshot states its clock.
    @Test func datesPerLocaleAgainstAFixedClock() {
        let moment = 1_795_937_400.0
        #expect(DateStyle(date: .medium).format(secondsSince1970: moment, locale: LocaleIdentifier("de")) == "29.11.2026")
        #expect(DateStyle(date: .medium).format(secondsSince1970: moment, locale: LocaleIdentifier("en")) == "Nov 29, 2026")
        #expect(DateStyle(date: .none, time: .short).format(secondsSince1970: moment, locale: LocaleIdentifier("de")) == "07:30")
    }
}
