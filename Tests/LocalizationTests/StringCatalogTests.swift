import Localization
import Testing

/// Keys resolved per locale from a String Catalog: plural forms by each language's rules,
/// substitutions, positional arguments, device variations and the source language's value where a
/// translation is missing.
@Suite struct StringCatalogTests {
    func text(_ key: String, _ locale: String) throws -> String { try text(key, [], locale) }
    func text(_ key: String, _ arguments: [FormatArgument], _ locale: String) throws -> String {
        try SampleCatalog.catalog().resolve(key, arguments: arguments, locale: LocaleIdentifier(locale)).text
    }

    @Test func aPlainKeyPerLanguage() throws {
        #expect(try text("checkout.title", "de") == "Zur Kasse")
        #expect(try text("checkout.title", "ar") == "الدفع")
        // English has no value: the key is the source text, as Xcode writes it.
        #expect(try text("checkout.title", "en") == "checkout.title")
    }

    @Test func pluralFormsByEachLanguagesRules() throws {
        let key = "%lld items remaining"
        #expect(try text(key, [.integer(1)], "en") == "1 item remaining")
        #expect(try text(key, [.integer(3)], "en") == "3 items remaining")
        #expect(try [0, 1, 2, 3, 11, 100].map { try text(key, [.integer($0)], "ar") } == ["لا عناصر", "عنصر واحد", "عنصران", "٣ عناصر", "١١ عنصرًا", "١٠٠ عنصر"])
        #expect(try [1, 3, 5, 21].map { try text(key, [.integer($0)], "ru") } == ["1 товар", "3 товара", "5 товаров", "21 товар"])
        #expect(try text(key, [.integer(1)], "ja") == "残り1個")
    }

    @Test func substitutionsPickAFormPerArgument() throws {
        #expect(try text("files.in.folders", [.integer(1), .integer(3)], "en") == "1 file in 3 folders")
        #expect(try text("files.in.folders", [.integer(5), .integer(1)], "en") == "5 files in 1 folder")
        #expect(try text("files.in.folders", [.integer(2), .integer(2)], "de") == "2 Dateien in 2 Ordnern")
    }

    @Test func positionalArgumentsReorder() throws {
        #expect(try text("greeting %@ %@", [.string("Ada"), .string("Lovelace")], "en") == "Hello Ada Lovelace")
        #expect(try text("greeting %@ %@", [.string("Ada"), .string("Lovelace")], "ja") == "LovelaceAdaさん、こんにちは")
    }

    @Test func fractionsInTheLocalesDecimalSeparator() throws {
        #expect(try text("price %.2f", [.double(12.5)], "de") == "Preis: 12,50")
        #expect(try text("price %.2f", [.double(12.5)], "en") == "price 12.50")
    }

    @Test func theIPhoneVariationIsDrawn() throws {
        #expect(try text("tap.hint", "en") == "Tap to continue")
    }

    @Test func aMissingTranslationDrawsTheSourceAndIsReported() throws {
        let catalog = try SampleCatalog.catalog()
        let resolved = try catalog.resolve("cart.empty", locale: LocaleIdentifier("de"))
        #expect(resolved.text == "Your cart is empty")
        #expect(resolved.isMissing)
        #expect(!(try catalog.resolve("cart.empty", locale: LocaleIdentifier("ja")).isMissing))
        #expect(catalog.missingKeys(for: LocaleIdentifier("de")) == ["greeting %@ %@", "tap.hint", "cart.empty"])
        #expect(catalog.missingKeys(for: LocaleIdentifier("en")) == [])
        #expect(catalog.coverageLine(for: LocaleIdentifier("de")) == "de: 4 of 7 strings translated; missing: greeting %@ %@, tap.hint, cart.empty")
        // shouldTranslate: false is never missing.
        #expect(!(try catalog.resolve("Pixelproof", locale: LocaleIdentifier("de")).isMissing))
    }

    @Test func aKeyNotInTheCatalogDrawsItselfFormatted() throws {
        let resolved = try SampleCatalog.catalog().resolve("%lld new messages", arguments: [.integer(4)], locale: LocaleIdentifier("de"))
        #expect(resolved.text == "4 new messages")
        #expect(resolved.isMissing)
    }

    @Test func regionalLocalesFallBackToTheirLanguage() throws {
        #expect(try text("checkout.title", "de-CH") == "Zur Kasse")
    }

    @Test func theCatalogsLanguages() throws {
        #expect(try SampleCatalog.catalog().languages == ["en", "ar", "de", "ja", "ru"])
    }

    @Test func anArgumentOfTheWrongKindIsAnError() throws {
        let error = #expect(throws: LocalizationError.self) { try text("%lld items remaining", [.string("three")], "en") }
        #expect(error?.description.contains("varies by plural but no number argument") == true)
        let missing = #expect(throws: LocalizationError.self) { try text("greeting %@ %@", [.string("Ada")], "en") }
        #expect(missing?.description.contains("%2$@ needs argument 2, but 1 was given") == true)
    }
}

/// A localized format writes integers and `%f` with the locale's thousands separators, as iOS
/// fills one (`Text("\(1000)")` is "1,000"): `String(format:)` alone would write "1000".
@Suite struct GroupedNumberTests {
    @Test func integersAndFractionsAreGroupedPerLocale() throws {
        let catalog = StringCatalog(file: "", sourceLanguage: "en")
        func text(_ key: String, _ arguments: [FormatArgument], _ locale: String) throws -> String {
            try catalog.resolve(key, arguments: arguments, locale: LocaleIdentifier(locale)).text
        }
        #expect(try text("%lld left", [.integer(1000)], "en") == "1,000 left")
        #expect(try text("%lld left", [.integer(1000)], "de") == "1.000 left")
        #expect(try text("%d left", [.integer(1234567)], "ar") == "١٬٢٣٤٬٥٦٧ left")
        #expect(try text("%.2f", [.double(1234.5)], "de") == "1.234,50")
        #expect(try text("%lld", [.integer(999)], "en") == "999")
    }
}
