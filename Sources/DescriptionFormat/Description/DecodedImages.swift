import DescriptionModel
import Raster
import Synchronization

/// The picture files a description names (an image's `source`, a PNG icon), decoded once: when
/// the description is checked (a file that does not decode is refused before anything is drawn)
/// and kept for drawing, so the variants of a matrix, which load the same description again,
/// draw from the same decode. Keyed by the resolved path. What it keeps is bounded by its
/// `Budget`, which stores may share (a run's stores share one, so the bound holds across them);
/// an image past it is decoded again at each use rather than kept.
package final class DecodedImages: Sendable {
    /// Bytes of pixels that the stores sharing it may keep, together. A store gives its bytes
    /// back when it goes away.
    package final class Budget: Sendable {
        package let maxBytes: Int
        private let kept = Mutex(0)
        package init(maxBytes: Int) { self.maxBytes = maxBytes }

        func take(_ bytes: Int) -> Bool {
            kept.withLock { kept in
                guard kept + bytes <= maxBytes else { return false }
                kept += bytes
                return true
            }
        }

        func give(_ bytes: Int) { kept.withLock { $0 -= bytes } }
    }

    /// One file's pixels, once decoded and kept.
    private final class Slot: Sendable {
        let image = Mutex<Pixmap?>(nil)
    }

    private let slots = Mutex<(byPath: [String: Slot], keptBytes: Int)>(([:], 0))
    private let decode: @Sendable (String) throws -> Pixmap
    package let budget: Budget
    package var maxBytes: Int { budget.maxBytes }

    /// - Parameter decode: reads the file at a resolved path into pixels (PNG, the decoder's
    ///   limits applied).
    package init(budget: Budget, decode: @escaping @Sendable (String) throws -> Pixmap) {
        self.budget = budget
        self.decode = decode
    }

    /// A store with a budget of its own.
    package convenience init(maxBytes: Int, decode: @escaping @Sendable (String) throws -> Pixmap) {
        self.init(budget: Budget(maxBytes: maxBytes), decode: decode)
    }

    deinit { budget.give(slots.withLock { $0.keptBytes }) }

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
            let fits = budget.take(image.bytes.count)
            if fits { slots.withLock { $0.keptBytes += image.bytes.count } }
            if fits { kept = image }
            return image
        }
    }
}
