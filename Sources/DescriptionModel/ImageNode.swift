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
    public var cornerStyle: CornerCurve
    /// Pixels per point of the file (an @2x PNG of an asset catalog: 2): its own size is its
    /// pixels over this. A description's image is 1.
    public var pixelScale: Double = 1
    /// SwiftUI's `.resizable()`: sized by the frame offered, not by its pixels; nil: fixed.
    public var resizing: ImageResizing?
    /// SwiftUI's template rendering: drawn in this colour, each pixel's alpha kept.
    public var templateColor: ColorValue?
    /// SwiftUI's `.redacted(reason: .placeholder)`: the frame filled with this colour (the
    /// foreground) at 16 % instead of the image. The description has no key for it.
    package var placeholder: ColorValue?

    public init(source: FileReference, width: Double? = nil, height: Double? = nil, contentMode: ContentMode = .fit,
                cornerRadius: Length? = nil, cornerStyle: CornerCurve = .circular) {
        self.cornerStyle = cornerStyle
        self.source = source
        self.width = width
        self.height = height
        self.contentMode = contentMode
        self.cornerRadius = cornerRadius
    }
}

/// How a resizable image takes the frame it is offered: stretched to it (no `contentMode`), or
/// at an aspect ratio (its own, or `ratio` width over height) fitted inside it or filling it,
/// as SwiftUI's `.aspectRatio(_:contentMode:)`, `.scaledToFit()` and `.scaledToFill()`.
public struct ImageResizing: Hashable, Sendable {
    public var ratio: Double?
    public var contentMode: ImageNode.ContentMode?
    /// SwiftUI's `resizable(capInsets:)`, in points: these edges keep their size, the middle
    /// stretches (a nine-part image). Leading and trailing follow the direction.
    public var capInsets: LengthInsets?

    public init(ratio: Double? = nil, contentMode: ImageNode.ContentMode? = nil, capInsets: LengthInsets? = nil) {
        self.ratio = ratio
        self.contentMode = contentMode
        self.capInsets = capInsets
    }
}
