import Raster
import Synchronization

/// The picture files a description names (an image's `source`, a PNG icon), decoded once: when
/// the description is checked (a file that does not decode is refused before anything is drawn)
/// and kept for drawing, so the variants of a matrix, which load the same description again,
/// draw from the same decode. Keyed by the resolved path. What it keeps is bounded by `maxBytes`;
/// an image past it is decoded again at each use rather than kept.
package final class DecodedImages: Sendable {
    private let kept = Mutex<(images: [String: Pixmap], bytes: Int)>(([:], 0))
    private let decode: @Sendable (String) throws -> Pixmap
    package let maxBytes: Int

    /// - Parameter decode: reads the file at a resolved path into pixels (PNG, the decoder's
    ///   limits applied).
    package init(maxBytes: Int, decode: @escaping @Sendable (String) throws -> Pixmap) {
        self.maxBytes = maxBytes
        self.decode = decode
    }

    /// The pixels of the file at `path`, decoded now unless kept from an earlier use. Decoded
    /// under the lock, so two variants drawn at once still decode a file once.
    package func pixmap(at path: String) throws -> Pixmap {
        try kept.withLock { kept throws -> Pixmap in
            if let image = kept.images[path] { return image }
            let image = try decode(path)
            if kept.bytes + image.bytes.count <= maxBytes {
                kept.images[path] = image
                kept.bytes += image.bytes.count
            }
            return image
        }
    }
}
