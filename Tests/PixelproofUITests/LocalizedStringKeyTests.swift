import Localization
import PixelproofUI
import Testing

/// `LocalizedStringKey` derives the key Xcode writes into a String Catalog, a specifier per
/// interpolated type, and keeps the values, so the key resolves per locale.
@Suite struct LocalizedStringKeyTests {
    @Test func interpolationsBecomeXcodesSpecifiers() {
        let count = 3, name = "Ada", price = 12.5
        let key: LocalizedStringKey = "\(count) items remaining for \(name) at \(price), 100%"
        #expect(key.catalogKey == "%lld items remaining for %@ at %lf, 100%%")
        #expect(key.arguments == [.integer(3), .string("Ada"), .double(12.5)])
        let plain: LocalizedStringKey = "checkout.title"
        #expect(plain.catalogKey == "checkout.title" && plain.arguments.isEmpty)
    }

    @Test func theDerivedKeyResolvesPerLocale() throws {
        let catalog = try StringCatalog.parse(xcstrings: Array(#"""
        { "sourceLanguage": "en", "strings": { "%lld items remaining": { "localizations": {
          "ar": { "variations": { "plural": { "two": { "stringUnit": { "state": "translated", "value": "عنصران" } },
                                              "other": { "stringUnit": { "state": "translated", "value": "%lld عنصر" } } } } },
          "de": { "stringUnit": { "state": "translated", "value": "%lld Artikel übrig" } } } } } }
        """#.utf8), file: "Localizable.xcstrings")
        let count = 2
        let key: LocalizedStringKey = "\(count) items remaining"
        #expect(try catalog.resolve(key.catalogKey, arguments: key.arguments, locale: LocaleIdentifier("ar")).text == "عنصران")
        #expect(try catalog.resolve(key.catalogKey, arguments: key.arguments, locale: LocaleIdentifier("de")).text == "2 Artikel übrig")
        #expect(try catalog.resolve(key.catalogKey, arguments: [.integer(12)], locale: LocaleIdentifier("ar")).text == "١٢ عنصر")
    }
}
