import DescriptionModel
import Raster
import Synchronization

/// The picture files a description names (an image's `source`, a PNG icon), decoded once: when
/// the description is checked (a file that does not decode is refused before anything is drawn)
/// and kept for drawing, so the variants of a matrix, which load the same description again,
/// draw from the same decode. Keyed by the resolved path. What it keeps is bounded by `maxBytes`;
/// an image past it is decoded again at each use rather than kept.
package final class DecodedImages: Sendable {
    /// One file's pixels, once decoded and kept.
    private final class Slot: Sendable {
        let image = Mutex<Pixmap?>(nil)
    }

    private let slots = Mutex<(byPath: [String: Slot], keptBytes: Int)>(([:], 0))
    private let decode: @Sendable (String) throws -> Pixmap
    package let maxBytes: Int

    /// - Parameter decode: reads the file at a resolved path into pixels (PNG, the decoder's
    ///   limits applied).
    package init(maxBytes: Int, decode: @escaping @Sendable (String) throws -> Pixmap) {
        self.maxBytes = maxBytes
        self.decode = decode
    }

    /// The pixels of the file at `path`, decoded now unless kept from an earlier use. Each file
    /// is decoded under its own lock, so two variants drawn at once still decode it once, and
    /// different files decode side by side.
    package func pixmap(at path: String) throws -> Pixmap {
        let slot = slots.withLock { slots in
            if let slot = slots.byPath[path] { return slot }
            let slot = Slot()
            slots.byPath[path] = slot
            return slot
        }
        return try slot.image.withLock { kept throws -> Pixmap in
            if let kept { return kept }
            let image = try decode(path)
            let fits = slots.withLock { slots in
                guard slots.keptBytes + image.bytes.count <= maxBytes else { return false }
                slots.keptBytes += image.bytes.count
                return true
            }
            if fits { kept = image }
            return image
        }
    }
}
