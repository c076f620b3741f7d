import Files
import Foundation
import Localization
import Testing

/// The older pair: `.strings` (UTF-8 or UTF-16) and `.stringsdict` plural rules, alone and in
/// `.lproj` folders.
@Suite struct StringsFileTests {
    static let german = #"""
    /* The checkout screen. */
    "checkout.title" = "Zur Kasse";
    // A line comment
    "greeting %@" = "Hallo \"%@\"\n";
    unquoted = "Wort\U00E9";
    """#

    static let germanPlurals = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
        <key>%d files in %d folders</key>
        <dict>
            <key>NSStringLocalizedFormatKey</key>
            <string>%#@files@ in %#@folders@</string>
            <key>files</key>
            <dict>
                <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                <key>NSStringFormatValueTypeKey</key><string>d</string>
                <key>one</key><string>%d Datei</string>
                <key>other</key><string>%d Dateien</string>
            </dict>
            <key>folders</key>
            <dict>
                <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                <key>NSStringFormatValueTypeKey</key><string>d</string>
                <key>one</key><string>einem Ordner</string>
                <key>other</key><string>%d Ordnern &amp; mehr</string>
            </dict>
        </dict>
    </dict>
    </plist>
    """

    func resolve(_ catalog: StringCatalog, _ key: String, _ arguments: [FormatArgument] = [], _ locale: String = "de") throws -> String {
        try catalog.resolve(key, arguments: arguments, locale: LocaleIdentifier(locale)).text
    }

    @Test func stringsFileWithCommentsAndEscapes() throws {
        let catalog = try StringCatalog.parse(strings: Array(Self.german.utf8), language: "de", file: "de.lproj/Localizable.strings")
        #expect(catalog.keys == ["checkout.title", "greeting %@", "unquoted"])
        #expect(try resolve(catalog, "greeting %@", [.string("Ada")]) == "Hallo \"Ada\"\n")
        #expect(try resolve(catalog, "unquoted") == "Worté")
    }

    /// Xcode long wrote .strings as UTF-16 with a byte-order mark.
    @Test func utf16StringsFile() throws {
        let bytes: [UInt8] = [0xFF, 0xFE] + Array(Self.german.utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let catalog = try StringCatalog.parse(strings: bytes, language: "de", file: "de.lproj/Localizable.strings")
        #expect(try resolve(catalog, "checkout.title") == "Zur Kasse")
    }

    @Test func stringsFileErrorsNameTheLine() {
        let bad = "\"a\" = \"b\";\n\"c\" = \"d\"\n\"e\" = \"f\";"
        let error = #expect(throws: LocalizationError.self) { try StringCatalog.parse(strings: Array(bad.utf8), language: "de", file: "L.strings") }
        #expect(error?.description == "L.strings:3:1: expected ';' after the value of \"c\"; end each entry with ;")
        let twice = #expect(throws: LocalizationError.self) { try StringCatalog.parse(strings: Array("\"a\" = \"b\";\n\"a\" = \"c\";".utf8), language: "de", file: "L.strings") }
        #expect(twice?.description == "L.strings:2:1: the key \"a\" appears twice; keep one")
    }

    @Test func stringsDictPluralsBySequence() throws {
        let catalog = try StringCatalog.parse(stringsdict: Array(Self.germanPlurals.utf8), language: "de", file: "de.lproj/Localizable.stringsdict")
        #expect(try resolve(catalog, "%d files in %d folders", [.integer(1), .integer(1)]) == "1 Datei in einem Ordner")
        #expect(try resolve(catalog, "%d files in %d folders", [.integer(4), .integer(2)]) == "4 Dateien in 2 Ordnern & mehr")
    }

    @Test func stringsDictErrorsNameTheLine() {
        let bad = Self.germanPlurals.replacingOccurrences(of: "<key>other</key><string>%d Dateien</string>", with: "<key>plenty</key><string>%d Dateien</string>")
        let error = #expect(throws: LocalizationError.self) { try StringCatalog.parse(stringsdict: Array(bad.utf8), language: "de", file: "L.stringsdict") }
        #expect(error?.description == "L.stringsdict:14:1: \"plenty\" in the variable \"files\" of \"%d files in %d folders\" is not a plural category; use CLDR's zero, one, two, few, many, other")
        let unclosed = #expect(throws: LocalizationError.self) { try StringCatalog.parse(stringsdict: Array("<plist><dict><key>a</key>".utf8), language: "de", file: "L.stringsdict") }
        #expect(unclosed?.description.hasPrefix("L.stringsdict:1:1: expected an element") == true)
    }

    /// A variant that names the substitution it is inside, directly or through another, is an
    /// error naming the chain, not a recursion that overflows the stack (the `strings` fuzz
    /// target's finding, `Tests/FuzzCorpus/strings-crashes/substitution-inside-itself`).
    @Test func aSubstitutionInsideItselfIsAnError() throws {
        let itself = Self.germanPlurals.replacingOccurrences(of: "<string>%d Dateien</string>", with: "<string>%d Dateien, %#@files@</string>")
        let catalog = try StringCatalog.parse(stringsdict: Array(itself.utf8), language: "de", file: "L.stringsdict")
        let error = #expect(throws: LocalizationError.self) { try resolve(catalog, "%d files in %d folders", [.integer(4), .integer(2)]) }
        #expect(error?.description.contains("%#@files@ is used inside its own variants (files → files)") == true, "\(String(describing: error))")
        let mutual = Self.germanPlurals
            .replacingOccurrences(of: "<string>%d Dateien</string>", with: "<string>%d Dateien, %#@folders@</string>")
            .replacingOccurrences(of: "<string>%d Ordnern &amp; mehr</string>", with: "<string>%d Ordnern, %#@files@</string>")
        let both = try StringCatalog.parse(stringsdict: Array(mutual.utf8), language: "de", file: "L.stringsdict")
        let error2 = #expect(throws: LocalizationError.self) { try resolve(both, "%d files in %d folders", [.integer(4), .integer(2)]) }
        #expect(error2?.description.contains("(files → folders → files)") == true, "\(String(describing: error2))")
        // Used once inside another, a substitution is still filled.
        #expect(try resolve(catalog, "%d files in %d folders", [.integer(1), .integer(1)]) == "1 Datei in einem Ordner")
    }

    /// A folder of .lproj folders: en is the source, de has the .strings and the .stringsdict.
    @Test func lprojFolders() throws {
        let root = try ScratchFolder.make(FilePath.temporaryFolder + "/pixelproof-strings-XXXXXX")
        for (relative, text) in [("en.lproj/Localizable.strings", "\"checkout.title\" = \"Checkout\";\n\"cart.empty\" = \"Empty\";"),
                                 ("de.lproj/Localizable.strings", Self.german),
                                 ("de.lproj/Localizable.stringsdict", Self.germanPlurals)] {
            try FileManager.default.createDirectory(atPath: FilePath.parentFolder(of: root + "/" + relative), withIntermediateDirectories: true)
            try AtomicFile.write(Array(text.utf8), to: root + "/" + relative)
        }
        let catalog = try StringCatalog.load(at: root)
        #expect(catalog.sourceLanguage == "en")
        #expect(try resolve(catalog, "checkout.title") == "Zur Kasse")
        #expect(try resolve(catalog, "cart.empty") == "Empty")
        #expect(catalog.missingKeys(for: LocaleIdentifier("de")) == ["cart.empty"])
        #expect(try resolve(catalog, "%d files in %d folders", [.integer(3), .integer(1)]) == "3 Dateien in einem Ordner")
        let single = try StringCatalog.load(at: root + "/de.lproj/Localizable.strings")
        #expect(single.sourceLanguage == "de")
    }

    @Test func locateOrder() throws {
        let root = try ScratchFolder.make(FilePath.temporaryFolder + "/pixelproof-strings-XXXXXX")
        try AtomicFile.write(Array(SampleCatalog.text.utf8), to: root + "/Localizable.xcstrings")
        #expect(StringCatalog.locate(explicit: "a.xcstrings", environment: ["PIXELPROOF_STRINGS": "b.xcstrings"], conventionFolders: [root]) == "a.xcstrings")
        #expect(StringCatalog.locate(explicit: nil, environment: ["PIXELPROOF_STRINGS": "b.xcstrings"], conventionFolders: [root]) == "b.xcstrings")
        #expect(StringCatalog.locate(explicit: nil, environment: [:], conventionFolders: ["/nonexistent", root]) == root + "/Localizable.xcstrings")
        #expect(StringCatalog.locate(explicit: nil, environment: [:], conventionFolders: []) == nil)
        #expect(try StringCatalog.load(at: root).keys.count == 8)
    }

    @Test func aMissingFileIsNamed() {
        let error = #expect(throws: LocalizationError.self) { try StringCatalog.load(at: "/nonexistent/L.xcstrings") }
        #expect(error?.description.hasPrefix("/nonexistent/L.xcstrings: no such file or folder") == true)
    }
}
