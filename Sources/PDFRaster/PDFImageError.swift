/// Why a PDF image was not drawn: the file (the PDF, or the library that draws it) and what to
/// do. The render stops with it: a blank image is never drawn in the picture's place.
package struct PDFImageError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The PDF, or the libpdfium file that did not load; nil when no library was found at all.
    package var file: String?
    package var message: String

    package init(file: String?, _ message: String) {
        self.file = file
        self.message = message
    }

    package var description: String { file.map { "\($0): \(message)" } ?? message }

    /// How to get the library, said wherever it is missing.
    static let installAdvice = "run scripts/setup (it installs PDFium, pinned, from PyPI's pypdfium2 wheel), "
        + "or set \(PDFiumLocation.variable) to a libpdfium file"

    static func libraryMissing(searched: [String]) -> PDFImageError {
        PDFImageError(file: nil, "PDFium (\(PDFiumLocation.fileName)) is not installed, and it draws an image set's PDF: "
            + installAdvice + " (looked for \(searched.joined(separator: ", ")))")
    }
}
