import Pixelproof
import PixelproofTesting
import PixelproofUI
import Testing

/// The seed's six templates in the languages the app ships — English (the source), German
/// (longer), Arabic (mirrored, its own digits and six plural forms) and Japanese (kana and kanji
/// from Noto Sans CJK) — drawn with the example asset catalog and String Catalog in Libraries/.
/// Strict: a key without a translation fails the test.
@Suite struct LocalizedTemplateTests {
    static let assets = SnapshotAssertion.packageRoot(of: #filePath) + "/Libraries/Generic.xcassets"
    static let strings = SnapshotAssertion.packageRoot(of: #filePath) + "/Libraries/Localizable.xcstrings"
    static let languages = ["en", "de", "ar", "ja"]

    @Test func card() { check(LocalizedCardScreen(), "card") }
    // The seed screen itself: its two strings are keys of the catalog already.
    @Test func sectionHeader() { check(SectionHeaderScreen(), "section-header") }
    @Test func textField() { check(LocalizedTextFieldScreen(), "text-field") }
    @Test func amountInput() { check(LocalizedAmountInputScreen(), "amount-input") }
    @Test func progressBar() { check(LocalizedProgressBarScreen(), "progress-bar") }
    @Test func glassFAB() { check(LocalizedGlassFABScreen(), "glass-fab") }

    func check(_ view: some PixelproofUI.View, _ name: String, sourceLocation: Testing::SourceLocation = #_sourceLocation) {
        let checks = assertSnapshot(of: view, width: 375, named: "swiftui/localized/" + name, variants: .locales(Self.languages),
                                    assets: Self.assets, strings: Self.strings, strictStrings: true)
        #expect(checks.map(\.name) == Self.languages.map { "swiftui/localized/\(name).\($0)" }, sourceLocation: sourceLocation)
    }
}
