import Foundation
import Testing
@testable import PDFRaster

/// Whether the tests that draw a PDF run: when libpdfium is found, or when
/// `PIXELPROOF_REQUIRE_PDFIUM=1` (scripts/test sets it) says it must be, so a missing library
/// fails them there rather than skipping them. Anywhere else they are skipped with this reason.
enum PDFiumRequirement {
    static let runs = ProcessInfo.processInfo.environment["PIXELPROOF_REQUIRE_PDFIUM"] == "1"
        || PDFiumLocation.isInstalled
    static let reason: Comment = "libpdfium is not installed: run scripts/setup (scripts/test sets PIXELPROOF_REQUIRE_PDFIUM=1, and there these fail instead)"

    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().path + "/Fixtures"
}
