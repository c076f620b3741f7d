import Localization
import Testing

/// CLDR's plural rules as ICU applies them: the category each language gives a count.
@Suite struct PluralRulesTests {
    func categories(_ locale: String, _ numbers: [Int]) -> [PluralCategory] {
        numbers.map { PluralRules(locale: LocaleIdentifier(locale)).category(of: $0) }
    }

    @Test func englishAndGermanHaveOneAndOther() {
        #expect(categories("en", [0, 1, 2, 21]) == [.other, .one, .other, .other])
        #expect(categories("de", [0, 1, 2, 21]) == [.other, .one, .other, .other])
    }

    @Test func arabicHasSixForms() {
        #expect(categories("ar", [0, 1, 2, 3, 10, 11, 99, 100, 102, 103, 111]) == [.zero, .one, .two, .few, .few, .many, .many, .other, .other, .few, .many])
    }

    @Test func russianHasOneFewMany() {
        #expect(categories("ru", [1, 2, 4, 5, 11, 12, 21, 22, 25, 111]) == [.one, .few, .few, .many, .many, .many, .one, .few, .many, .many])
    }

    @Test func japaneseHasOnlyOther() {
        #expect(categories("ja", [0, 1, 2, 100]) == [.other, .other, .other, .other])
    }

    /// "1.0 items" is not "one" in English: the fraction digits shown count.
    @Test func visibleFractionDigitsDecide() {
        let en = PluralRules(locale: LocaleIdentifier("en"))
        #expect(en.category(of: 1, fractionDigits: 0) == .one)
        #expect(en.category(of: 1, fractionDigits: 1) == .other)
        #expect(en.category(of: 1.5, fractionDigits: 1) == .other)
    }

    @Test func directionComesFromTheLocale() {
        #expect(["ar", "he", "fa", "ur", "ar-EG"].allSatisfy { LocaleIdentifier($0).isRightToLeft })
        #expect(!["en", "de", "ja", "ru", "zh-Hans"].contains { LocaleIdentifier($0).isRightToLeft })
    }
}
