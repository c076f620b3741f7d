import Raster
import Synchronization

/// What identifies one rendered glyph: face, glyph, device size, weight and quarter-pixel step.
struct GlyphKey: Hashable, Sendable {
    let face: String
    let glyph: UInt32
    let deviceSize: Double
    let weight: Double
    let step: Int
}

/// Coverage masks already rendered, shared by every thread behind a `Mutex` (the masks are
/// values; FreeType is never called under the lock). A catalog repeats the same few labels, so
/// after the first few renders almost every glyph is a hit. Bounded: when full it is emptied,
/// which costs only re-rendering — a mask is a pure function of its key, so output never changes.
final class GlyphCache: Sendable {
    private struct State {
        var masks: [GlyphKey: CoverageMask] = [:]
        var hits = 0
        var misses = 0
    }
    private let state = Mutex(State())
    let capacity: Int

    init(capacity: Int = 50_000) { self.capacity = capacity }

    func mask(_ key: GlyphKey) -> CoverageMask? {
        state.withLock { s in
            let found = s.masks[key]
            if found != nil { s.hits += 1 } else { s.misses += 1 }
            return found
        }
    }

    func insert(_ mask: CoverageMask, for key: GlyphKey) {
        state.withLock { s in
            if s.masks.count >= capacity { s.masks.removeAll(keepingCapacity: true) }
            s.masks[key] = mask
        }
    }

    var statistics: (entries: Int, hits: Int, misses: Int) {
        state.withLock { ($0.masks.count, $0.hits, $0.misses) }
    }
}
