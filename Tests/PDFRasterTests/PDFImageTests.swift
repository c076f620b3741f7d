import Raster
import Testing
@testable import PDFRaster

/// A PDF's first page drawn into pixels: at its size in points times the scale, premultiplied,
/// transparent where the page draws nothing, the same bytes every time; bad files refused by name.
@Suite(.enabled(if: PDFiumRequirement.runs, PDFiumRequirement.reason))
struct PDFImageTests {
    static let badge = PDFiumRequirement.fixtures + "/badge.pdf"
    static let orange = PremultipliedColor(r: 242, g: 115, b: 26, a: 255)

    /// badge.pdf is 24 × 24 pt: an orange disc, a white check over it, a half-transparent blue
    /// square at its lower right. The colours are PDFium's (pypdfium2 draws the same).
    @Test(arguments: [1, 2, 3])
    func theBadgeAtItsSizeInPointsTimesTheScale(scale: Int) throws {
        let pixels = try PDFImage.pixmap(of: Self.badge, pixelsPerPoint: Double(scale))
        #expect(pixels.width == 24 * scale && pixels.height == 24 * scale)
        #expect(pixels[12 * scale, 5 * scale] == Self.orange)
        #expect(pixels[scale, scale] == .transparent, "outside the disc the page is not painted")
        #expect(pixels[21 * scale, 21 * scale] == PremultipliedColor(r: 0, g: 0, b: 127, a: 127), "half blue, premultiplied")
        #expect(pixels[10 * scale, 15 * scale] == PremultipliedColor(r: 255, g: 255, b: 255, a: 255), "the check mark")
    }

    @Test func theSameBytesEveryTime() throws {
        let first = try PDFImage.pixmap(of: Self.badge, pixelsPerPoint: 3)
        let again = try PDFImage.pixmap(of: Self.badge, pixelsPerPoint: 3)
        #expect(first == again)
    }

    /// A 72 pt page in a 3x slot drawn at 2x: 72 × 2/3 is 48 px, not 49 from the float's error.
    @Test func aScaleOverASlotRoundsToTheExactSize() throws {
        let pixels = try PDFImage.pixmap(of: Self.badge, pixelsPerPoint: 2.0 / 3.0)
        #expect(pixels.width == 16)
    }

    /// The error drawing the fixture `name` gives (an issue is recorded if it draws).
    func refusal(_ name: String, pixelsPerPoint: Double = 1, sourceLocation: SourceLocation = #_sourceLocation) -> PDFImageError? {
        #expect(throws: PDFImageError.self, sourceLocation: sourceLocation) {
            try PDFImage.pixmap(of: PDFiumRequirement.fixtures + "/" + name, pixelsPerPoint: pixelsPerPoint)
        }
    }

    @Test func anEncryptedPDFIsRefused() {
        let error = refusal("encrypted.pdf")
        #expect(error?.description.hasSuffix("encrypted.pdf: is encrypted with a password, so it cannot be drawn; export the image again as a PDF (or as PNG at 1x, 2x and 3x) into the image set without a password") == true,
                "\(String(describing: error))")
    }

    @Test func aPDFWithoutPagesIsRefused() {
        let error = refusal("no-pages.pdf")
        #expect(error?.description.contains("no-pages.pdf: has no pages") == true, "\(String(describing: error))")
    }

    @Test func aPageTooLargeForTheLimitsIsRefused() {
        let error = refusal("huge-page.pdf", pixelsPerPoint: 3)
        #expect(error?.description.contains("huge-page.pdf: its page is 14400 × 14400 pt, 43200 × 43200 px at 3 px a point, past the limit of 16384 px a side and 64 megapixels") == true,
                "\(String(describing: error))")
    }

    @Test func aFileThatIsNoPDFAndAMissingFileAreRefused() {
        let script = refusal("make-pdfs.py")
        #expect(script?.description.contains("make-pdfs.py: is not a PDF that PDFium can read") == true, "\(String(describing: script))")
        let missing = refusal("absent.pdf")
        #expect(missing?.description.contains("absent.pdf: ") == true && missing?.description.contains("No such file") == true, "\(String(describing: missing))")
    }
}

/// What PDFium gives (straight BGRA) becomes the premultiplied RGBA images are drawn from; this
/// needs no library.
@Test func straightBGRABecomesPremultipliedRGBA() {
    var pixels: [UInt8] = [255, 0, 0, 127, 26, 115, 242, 255, 9, 9, 9, 0]
    PDFImage.premultiplyingBGRA(&pixels)
    #expect(pixels == [0, 0, 127, 127, 242, 115, 26, 255, 0, 0, 0, 0])
}
