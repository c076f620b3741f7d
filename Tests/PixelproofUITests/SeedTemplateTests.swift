import Pixelproof
import PixelproofTesting
import PixelproofUI
import Testing

/// The seed's component templates, verbatim in Templates/ with the import swapped, drawn with
/// the example asset catalog (Libraries/Generic.xcassets) in light and dark, at Large and AX3.
@Suite struct SeedTemplateTests {
    static let assets = SnapshotAssertion.packageRoot(of: #filePath) + "/Libraries/Generic.xcassets"

    @Test func card() { check(CardScreen(), "card") }
    @Test func sectionHeader() { check(SectionHeaderScreen(), "section-header") }
    @Test func textField() { check(TextFieldScreen(), "text-field") }
    @Test func amountInput() { check(AmountInputScreen(), "amount-input") }
    @Test func progressBar() { check(ProgressBarScreen(), "progress-bar") }
    @Test func glassFAB() { check(GlassFABScreen(), "glass-fab") }
    @Test func materialFAB() { check(MaterialFABScreen(), "material-fab") }

    func check(_ view: some PixelproofUI.View, _ name: String, sourceLocation: Testing::SourceLocation = #_sourceLocation) {
        let checks = assertSnapshot(of: view, width: 375, named: "swiftui/templates/" + name, variants: .matrix, assets: Self.assets)
        #expect(checks.count == 4, sourceLocation: sourceLocation)
    }

    func failure(_ view: some PixelproofUI.View) -> String {
        do { _ = try Renderer(scale: 2).document(of: view, width: 375, assets: Self.assets) } catch { return "\(error)" }
        return "(drawn)"
    }

    @Test func aColourMissingFromTheCatalogNamesTheCatalog() {
        #expect(failure(NamedSurface()).contains("Color(\"appSurface\")") == false)
        let missing = failure(MissingColour())
        #expect(missing.contains("noSuchColour") && missing.contains("Generic.xcassets"))
    }
}
