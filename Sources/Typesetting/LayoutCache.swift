import Synchronization

/// Layouts already computed, keyed by everything a layout depends on (text, style, options,
/// scale; the registry is the cache's owner). Component layout asks for the same label's size,
/// baseline and drawing several times per pass, and a catalog repeats labels, so most requests
/// are hits. Bounded like `GlyphCache`: emptied when full; a layout is a pure function of its
/// key, so results never change. Errors are not cached.
final class LayoutCache: Sendable {
    struct Key: Hashable, Sendable {
        let text: String
        let style: TextStyle
        let options: TextLayoutOptions
        let scale: Double
        /// A paragraph of several spans (then `text` is empty and `style` the first span's).
        var spans: [TextSpan] = []

        /// Hashes the text, size, weight and scale only: they tell labels apart, and hashing the
        /// family, the features and the options too cost more than the rest of a hit. Equality
        /// still compares every field, so keys that differ only there are never confused.
        func hash(into h: inout Hasher) {
            h.combine(text)
            h.combine(style.size)
            h.combine(style.weight)
            h.combine(scale)
        }
    }

    /// Longer texts are laid out every time.
    static let maxTextBytes = 1024

    private let layouts = Mutex<[Key: TextLayout]>([:])
    let capacity: Int

    init(capacity: Int = 4096) { self.capacity = capacity }

    func layout(_ key: Key) -> TextLayout? { layouts.withLock { $0[key] } }

    func insert(_ layout: TextLayout, for key: Key) {
        layouts.withLock { cache in
            if cache.count >= capacity { cache.removeAll(keepingCapacity: true) }
            cache[key] = layout
        }
    }
}
