import Foundation
import Testing

/// `--variants locale=…`, `--locale`, `--strings`, `--strict-strings` and a description's
/// `text: {key, args}` and `strings:` keys: one description drawn in every language its catalog has.
@Suite struct LocaleVariantTests {
    static let catalog = #"""
    { "sourceLanguage": "en", "version": "1.0", "strings": {
      "cart.title": { "localizations": {
        "en": { "stringUnit": { "state": "translated", "value": "Your cart" } },
        "de": { "stringUnit": { "state": "translated", "value": "Ihr Warenkorb" } },
        "ar": { "stringUnit": { "state": "translated", "value": "سلة التسوق" } } } },
      "%lld items": { "localizations": {
        "en": { "variations": { "plural": { "one": { "stringUnit": { "state": "translated", "value": "%lld item" } },
                                             "other": { "stringUnit": { "state": "translated", "value": "%lld items" } } } } },
        "de": { "variations": { "plural": { "one": { "stringUnit": { "state": "translated", "value": "%lld Artikel" } },
                                             "other": { "stringUnit": { "state": "translated", "value": "%lld Artikel" } } } } },
        "ar": { "variations": { "plural": { "few": { "stringUnit": { "state": "translated", "value": "%lld عناصر" } },
                                             "other": { "stringUnit": { "state": "translated", "value": "%lld عنصر" } } } } } } } } }
    """#
    static let card = """
    system: ids
    canvas: { width: 240, background: "#FFFFFF", padding: 8 }
    content:
      vstack:
        alignment: leading
        children:
          - text: { key: cart.title, font: { size: 17, weight: 600 } }
          - text: { key: "%lld items", args: [3], font: { size: 15 } }
    """

    func project(catalog: String = LocaleVariantTests.catalog) throws -> String {
        let root = makeFolder()
        try FileManager.default.createDirectory(atPath: root + "/d", withIntermediateDirectories: true)
        writeFile(root + "/d/Localizable.xcstrings", catalog)
        writeFile(root + "/d/card.yaml", Self.card)
        return root
    }

    @Test func eachLocaleIsAGoldenNamedAfterIt() throws {
        let root = try project()
        let record = runCLI(["test", root + "/d", "--snapshots", root + "/S", "--record", "--variants", "locale=en,de,ar", "--strict-strings"])
        #expect(record.code == 0, "\(record.stdout)\n\(record.stderr)")
        for locale in ["en", "de", "ar"] { #expect(fileExists(root + "/S/card.\(locale)@2x.png")) }
        #expect(!fileExists(root + "/S/card@2x.png"))
        let pictures = Set(["en", "de", "ar"].map { readFile(root + "/S/card.\($0)@2x.png") })
        #expect(pictures.count == 3, "each language draws its own picture")
        #expect(runCLI(["test", root + "/d", "--snapshots", root + "/S", "--variants", "locale=en,de,ar"]).code == 0)
    }

    @Test func renderInOneLocale() throws {
        let root = try project()
        let de = runCLI(["render", root + "/d/card.yaml", "-o", root + "/de.png", "--locale", "de"])
        let en = runCLI(["render", root + "/d/card.yaml", "-o", root + "/en.png"])
        #expect(de.code == 0 && en.code == 0, "\(de.stderr) \(en.stderr)")
        #expect(readFile(root + "/de.png") != readFile(root + "/en.png"))
    }

    @Test func missingTranslationsAreListedAndStrictFails() throws {
        let root = try project()
        let lenient = runCLI(["test", root + "/d", "--snapshots", root + "/S", "--record", "--variants", "locale=ja"])
        #expect(lenient.code == 0, "\(lenient.stderr)")
        #expect(lenient.stderr.contains("strings ja: 0 of 2 translated; missing: cart.title, %lld items"), "\(lenient.stderr)")
        let strict = runCLI(["test", root + "/d", "--snapshots", root + "/S", "--variants", "locale=ja", "--strict-strings"])
        #expect(strict.code == 1, "\(strict.stderr)")
        #expect(strict.stderr.contains("--strict-strings"), "\(strict.stderr)")
    }

    @Test func badLocalesAndCatalogsAreRefused() throws {
        let root = try project()
        let locale = runCLI(["test", root + "/d", "--snapshots", root + "/S", "--variants", "locale=en,d e"])
        #expect(locale.code == 2)
        #expect(locale.stderr.contains("\"d e\" is not a language identifier"), "\(locale.stderr)")
        let broken = try project(catalog: "{ \"sourceLanguage\": \"en\", \"strings\": { \"a\": { \"localizations\": { \"de\": { \"stringUnit\": { \"value\": \"%q\" } } } } } }")
        let run = runCLI(["test", broken + "/d", "--snapshots", broken + "/S", "--record"])
        #expect(run.code == 2, "\(run.stderr)")
        #expect(run.stderr.contains("Localizable.xcstrings:1:") && run.stderr.contains("%q"), "\(run.stderr)")
        #expect(!fileExists(broken + "/S"))
        let missing = runCLI(["render", root + "/d/card.yaml", "-o", root + "/x.png", "--strings", root + "/none.xcstrings"])
        #expect(missing.code == 2 && missing.stderr.contains("none.xcstrings"), "\(missing.stderr)")
        expectRefusedRender("args.yaml", "system: ids\ncanvas: { width: 100 }\ncontent: { text: { string: Hi, args: [1], font: { size: 12 } } }\n",
                            needles: ["args are the values of a catalog key's specifiers"])
    }

    @Test func aDescriptionNamesItsOwnCatalogAndLocale() throws {
        let root = try project()
        writeFile(root + "/d/own.yaml", "system: ids\nlocale: de\nstrings: Localizable.xcstrings\n" + Self.card.split(separator: "\n").dropFirst().joined(separator: "\n") + "\n")
        let own = runCLI(["render", root + "/d/own.yaml", "-o", root + "/own.png"])
        let de = runCLI(["render", root + "/d/card.yaml", "-o", root + "/de.png", "--locale", "de"])
        #expect(own.code == 0 && de.code == 0, "\(own.stderr) \(de.stderr)")
        #expect(readFile(root + "/own.png") == readFile(root + "/de.png"))
    }
}

/// The generic catalog (the seed's components in the shipped library) in English, German, Arabic
/// and Japanese: its titles and labels are keys of Libraries/Localizable.xcstrings.
@Suite struct LocalizedCatalogTests {
    static let root = #filePath.replacingOccurrences(of: "/Tests/PixelproofCLITests/LocaleVariantTests.swift", with: "")

    @Test func theGenericCatalogInFourLanguagesMatchesItsGoldens() throws {
        let goldens = try FileManager.default.subpathsOfDirectory(atPath: Self.root + "/Snapshots/localized/catalog/generic").filter { $0.hasSuffix("@2x.png") }
        #expect(goldens.count == 36)
        let run = runCLI(["test", "--catalog", "generic", "--snapshots", Self.root + "/Snapshots/localized", "--strings", Self.root + "/Libraries/Localizable.xcstrings",
                          "--variants", "locale=en,de,ar,ja", "--strict-strings", "--quiet"])
        #expect(run.code == 0, "\(run.stdout)\n\(run.stderr)")
        #expect(run.stdout.contains("36 tests: 36 passed, 0 failed"), "\(run.stdout.suffix(300))")
    }
}

/// `pixelproof audit --variants locale=…`: a text whole in the source language and cut in German.
@Suite struct LocaleAuditTests {
    @Test func aTextCutOnlyInGermanIsAFindingNamingBoth() throws {
        let root = makeFolder()
        try FileManager.default.createDirectory(atPath: root + "/d", withIntermediateDirectories: true)
        writeFile(root + "/d/Localizable.xcstrings", #"{ "sourceLanguage": "en", "strings": { "see.all": { "localizations": { "en": { "stringUnit": { "state": "translated", "value": "See all" } }, "de": { "stringUnit": { "state": "translated", "value": "Alle anzeigen" } } } } } }"#)
        writeFile(root + "/d/header.yaml", """
        system: ids
        canvas: { width: 200, background: "#FFFFFF" }
        content:
          frame: { width: 80, alignment: leading, child: { text: { key: see.all, font: { size: 15 }, color: "#000000", lineLimit: 1 } } }
        """)
        let run = runCLI(["audit", root + "/d", "--variants", "locale=en,de", "--rule", "textClipped"])
        #expect(run.code == 1, "\(run.stdout)\n\(run.stderr)")
        #expect(run.stdout.contains("textClipped: text \"Alle anzeigen\" is cut in this variant but whole in the default one (as \"See all\")"), "\(run.stdout)")
        #expect(run.stdout.contains("[de]") && !run.stdout.contains("[en]"), "\(run.stdout)")
    }
}
