import Pixelproof
import PixelproofUI
import Testing

/// The seed's component templates, verbatim in Templates/ with the import swapped, compile here
/// and lower until their first asset-catalog colour, which they name.
@Suite struct SeedTemplateTests {
    func failure(_ view: some PixelproofUI.View) -> String {
        do { _ = try Renderer(scale: 2).document(of: view, width: 375) } catch { return "\(error)" }
        return "(drawn)"
    }

    @Test func everyTemplateReachesItsCatalogColours() {
        #expect(failure(AppCard { PixelproofUI.Text("Weekly budget") }).contains("Color(\"appSurface\")"))
        #expect(failure(AppSectionHeader("Recent orders", actionTitle: "See all") {}).contains("Color(\"textPrimary\")"))
        #expect(failure(AppTextField("Name", text: .constant("Sam Rivera"))).contains("Color(\"textSecondary\")"))
        #expect(failure(AppAmountInput("Amount", value: .constant("$1,250.00"))).contains("Color(\"textSecondary\")"))
        #expect(failure(AppProgressBar(progress: 0.4)).contains("Capsule(style: .continuous)"))
        #expect(failure(AppGlassFAB {}).contains("AppGlassFAB"))
    }
}
