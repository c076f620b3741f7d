/// A PNG from disk, fitted or filled into its box.
public struct ImageNode: Hashable, Sendable {
    /// How the image meets its frame: `fit` shows all of it, `fill` covers the frame and is cropped.
    public enum ContentMode: String, Hashable, Sendable, CaseIterable {
        case fill, fit
    }

    public var source: FileReference
    /// Nil: the image's own size in logical px.
    public var width: Double?
    public var height: Double?
    public var contentMode: ContentMode
    public var cornerRadius: Length?
    /// The curve of the rounded corners (SwiftUI's `.clipShape(.rect(cornerRadius:))` is continuous).
    public var cornerStyle: RoundedCornerStyle

    public init(source: FileReference, width: Double? = nil, height: Double? = nil, contentMode: ContentMode = .fit,
                cornerRadius: Length? = nil, cornerStyle: RoundedCornerStyle = .circular) {
        self.cornerStyle = cornerStyle
        self.source = source
        self.width = width
        self.height = height
        self.contentMode = contentMode
        self.cornerRadius = cornerRadius
    }
}
