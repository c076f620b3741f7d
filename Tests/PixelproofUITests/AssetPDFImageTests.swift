import Foundation
import PDFRaster
import Pixelproof
import PixelproofTesting
import PixelproofUI
import Testing

/// `Image("name")` of an image set whose file is a PDF: the page at its size in points (over its
/// slot's scale), drawn by PDFium at the render's scale, composited like a PNG, tinted as a
/// template; a PDF that cannot be drawn is an error naming it.
@Suite(.enabled(if: ProcessInfo.processInfo.environment["PIXELPROOF_REQUIRE_PDFIUM"] == "1" || PDFiumLocation.isInstalled,
                "libpdfium is not installed: run scripts/setup (scripts/test sets PIXELPROOF_REQUIRE_PDFIUM=1, and there these fail instead)"))
struct AssetPDFImageTests {
    /// Made by Tests/PDFRasterTests/Fixtures/make-pdfs.py: `badge` (a 24 pt single-scale PDF),
    /// `slot` (the same drawing on a 72 pt page in the 3x slot), `tinted` (a template), `locked`
    /// (encrypted).
    static let catalog = SnapshotAssertion.packageRoot(of: #filePath) + "/Tests/PDFRasterTests/Fixtures/PDF.xcassets"

    static var row: some View {
        HStack(spacing: 4) {
            Image("badge")
            Image("slot")
            Image("tinted").foregroundStyle(Color(red: 0.5, green: 0, blue: 0.5))
        }
        .padding(4)
        .background(Color.white)
    }

    @Test(arguments: [1, 2, 3])
    func theGoldenAtEachScale(scale: Int) {
        assertSnapshot(of: Self.row, width: 88, named: "swiftui/pdf-images", assets: Self.catalog, scale: scale)
    }

    /// Both sets are 24 pt images at every scale: the single-scale page is the image (drawn at
    /// the render's scale), the 3x slot's 72 pt page is three times it (72 px, scaled to the
    /// render's scale as a 3x PNG is).
    @Test(arguments: [1, 2, 3])
    func aPageIsItsSizeInPointsOverItsSlot(scale: Int) throws {
        for name in ["badge", "slot"] {
            let pixels = try Renderer(scale: scale).pixmap(of: HStack(spacing: 0) { Image(name); Spacer(minLength: 0) }, width: 30, assets: Self.catalog)
            #expect(pixels.height == 24 * scale, "\(name) at \(scale)x")
            #expect(pixels[12 * scale, 5 * scale] == PremultipliedColor(r: 242, g: 115, b: 26, a: 255), "\(name) at \(scale)x: the orange disc")
            #expect(pixels[26 * scale, 12 * scale] == PremultipliedColor(r: 255, g: 255, b: 255, a: 255), "\(name) at \(scale)x: nothing past 24 pt")
        }
    }

    /// A template draws the page's alpha in the foreground style: the orange disc and the white
    /// check become one purple shape, the half-transparent square half purple.
    @Test func aTemplateIsTheAlphaInTheForegroundStyle() throws {
        let purple = Color(red: 0.5, green: 0, blue: 0.5)
        let pixels = try Renderer(scale: 1).pixmap(of: Image("tinted").foregroundStyle(purple).background(Color.white), width: 24, assets: Self.catalog)
        #expect(pixels[12, 5] == PremultipliedColor(r: 128, g: 0, b: 128, a: 255))
        #expect(pixels[10, 15] == PremultipliedColor(r: 128, g: 0, b: 128, a: 255), "the check is purple too")
        #expect(pixels[21, 21] == PremultipliedColor(r: 192, g: 128, b: 192, a: 255), "half purple over white")
        let original = try Renderer(scale: 1).pixmap(of: Image("tinted").renderingMode(.original).background(Color.white), width: 24, assets: Self.catalog)
        #expect(original[12, 5] == PremultipliedColor(r: 242, g: 115, b: 26, a: 255), ".original keeps the page's colours")
    }

    @Test func anEncryptedPDFIsAnErrorNamingItAndTheFix() {
        let error = #expect(throws: (any Error).self) { try Renderer(scale: 2).pixmap(of: Image("locked"), width: 24, assets: Self.catalog) }
        let text = "\(error.map { "\($0)" } ?? "")"
        #expect(text.contains("locked.imageset/locked.pdf: is encrypted with a password, so it cannot be drawn; export the image again"), "\(text)")
    }
}
