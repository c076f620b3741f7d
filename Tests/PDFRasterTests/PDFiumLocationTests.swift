import Foundation
import Testing
@testable import PDFRaster

/// Where libpdfium is looked for, and what is said when it is not there: these need no library.
@Suite struct PDFiumLocationTests {
    @Test func noLibraryAnywhereNamesSetupAndTheVariable() {
        let error = #expect(throws: PDFImageError.self) {
            try PDFiumLocation.find(environment: ["HOME": "/nonexistent-home"], installFolders: ["/nonexistent/pixelproof"], pythonRoots: [])
        }
        let text = error?.description ?? ""
        #expect(text.contains("PDFium (libpdfium.so) is not installed, and it draws an image set's PDF: run scripts/setup"), "\(text)")
        #expect(text.contains("or set PIXELPROOF_PDFIUM to a libpdfium file"), "\(text)")
        #expect(text.contains("/nonexistent/pixelproof/libpdfium.so"), "\(text)")
    }

    @Test func aNamedLibraryIsUsedAloneAndMustBeThere() throws {
        let named = PDFiumRequirement.fixtures + "/badge.pdf"
        #expect(try PDFiumLocation.find(environment: ["PIXELPROOF_PDFIUM": named], installFolders: [], pythonRoots: []) == named)
        let error = #expect(throws: PDFImageError.self) {
            try PDFiumLocation.find(environment: ["PIXELPROOF_PDFIUM": "/nonexistent/libpdfium.so"], installFolders: [PDFiumRequirement.fixtures], pythonRoots: [])
        }
        #expect(error?.description == "/nonexistent/libpdfium.so: PIXELPROOF_PDFIUM names it, and it is missing; name a libpdfium file (libpdfium.so), or unset PIXELPROOF_PDFIUM to use the one scripts/setup installs")
    }

    /// A pip-installed pypdfium2: `lib/python3.X/site-packages/pypdfium2_raw/libpdfium.so`.
    @Test func aPipInstalledPypdfium2IsFound() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("pixelproof-pdfium-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let folder = root + "/lib/python3.11/site-packages/pypdfium2_raw"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        #expect(FileManager.default.createFile(atPath: folder + "/libpdfium.so", contents: Data()))
        #expect(try PDFiumLocation.find(environment: [:], installFolders: [root + "/none"], pythonRoots: [root]) == folder + "/libpdfium.so")
    }

    @Test func aFileThatIsNoLibraryIsNamed() {
        let error = #expect(throws: PDFImageError.self) { try PDFiumLibrary.symbols(at: PDFiumRequirement.fixtures + "/make-pdfs.py") }
        #expect(error?.description.contains("make-pdfs.py: cannot be loaded as PDFium (") == true, "\(String(describing: error))")
        #expect(error?.description.contains("run scripts/setup") == true)
    }
}
