/// A file named by a description: the text as written and the path it means, resolved against
/// the description file's directory. Whether it exists is checked by a later pass
/// (`Document.unusableFiles(kind:)`), so the parser never touches the disk.
public struct FileReference: Hashable, Sendable {
    public var given: String
    public var resolved: String
    /// Set for an asset catalog's PDF image: its first page is drawn at this many pixels per
    /// point of the page (the render's scale for a single-scale PDF, 1 for a PDF in a scale's
    /// slot), rather than the file decoded as a PNG. Nil for a file of pixels.
    package var pdfPixelsPerPoint: Double?

    public init(given: String, relativeTo directory: String?) {
        self.given = given
        if given.hasPrefix("/") || directory == nil || directory == "" {
            resolved = given
        } else if let directory, directory.hasSuffix("/") {
            resolved = directory + given
        } else {
            resolved = (directory ?? "") + "/" + given
        }
    }
}
