import Raster
import Synchronization

/// What a glyph's masks are rendered with besides the glyph and step: one FreeType instance
/// (face, device size, weight). A run has one, so it is hashed once per run, not per glyph.
struct GlyphInstanceKey: Hashable, Sendable {
    /// The face's file and index inside it (`FontFace.id` without building the string).
    let path: String
    let faceIndex: Int
    let deviceSize: Double
    let weight: Double

    /// Hashes the face index, size and weight only: a process has few font files, and hashing
    /// the path's bytes for every run cost more than the rest of the look-up. Equality still
    /// compares the path, so faces of different files are never confused.
    func hash(into h: inout Hasher) {
        h.combine(faceIndex)
        h.combine(deviceSize)
        h.combine(weight)
    }
}

/// What identifies one rendered glyph: its instance (a small number standing for a
/// `GlyphInstanceKey`), glyph and quarter-pixel step, packed into one word for `GlyphTable`:
/// instance (< 2^24, see `GlyphCache.instanceCapacity`) in bits 40...62, step (< 64) in
/// bits 32...39, glyph in bits 0...31. Bit 63 is always clear.
struct GlyphKey: Sendable {
    let bits: UInt64

    init(instance: Int, glyph: UInt32, step: Int) {
        bits = UInt64(truncatingIfNeeded: instance) &<< 40 | UInt64(truncatingIfNeeded: step & 0xFF) &<< 32 | UInt64(glyph)
    }
}

/// A cached mask: its coverage in the cache's `CoverageArena`, its corner
/// relative to the pen position. Plain data, so copying it out of the table retains nothing.
/// Sendable: the coverage it points to is never written again (see `CoverageArena`).
struct StoredMask: @unchecked Sendable {
    var coverage: UnsafePointer<UInt8>
    var width: Int32
    var height: Int32
    var left: Int32
    var top: Int32

    /// An owned copy, for callers that keep masks (valid while the arena lives, i.e. under the lock).
    var ownedCopy: CoverageMask {
        let w = Int(width), h = Int(height)
        let bytes = Array(UnsafeBufferPointer(start: coverage, count: w * h))
        return CoverageMask(width: w, height: h, left: Int(left), top: Int(top), coverage: bytes)
    }

    /// Placed relative to a pen at (`x`, `y`) device px from the label's origin pixel.
    @inline(__always)
    func placed(at x: Int, _ y: Int) -> PlacedCoverage {
        PlacedCoverage(coverage: coverage, left: Int(left) &+ x, top: Int(top) &+ y, width: Int(width), height: Int(height))
    }
}

/// Coverage masks already rendered, shared by every thread behind a `Mutex` (FreeType is never
/// called under the lock). A catalog repeats the same few labels, so after the first few renders
/// almost every glyph is a hit. Bounded: when full (masks or bytes) it is emptied, which costs only
/// re-rendering — a mask is a pure function of its key, so output never changes. Emptying starts
/// a new `CoverageArena`; threads still drawing from the old one keep it alive until they finish.
final class GlyphCache: Sendable {
    /// The cache's contents, seen under the lock by `withTable`.
    struct Table: Sendable {
        /// Instance keys numbered in order of first use.
        fileprivate var instances: [GlyphInstanceKey: Int] = [:]
        fileprivate var masks = GlyphTable<StoredMask>()
        /// The coverage of `masks` (and of `lines`' placed masks).
        fileprivate(set) var arena = CoverageArena()
        /// Lines' masks placed per pen phase, in this arena.
        private(set) var lines = LinePlacements()
        fileprivate var hits = 0
        fileprivate var misses = 0

        /// The number standing for `key` in `GlyphKey`s (made on first use). Numbers are only
        /// reused after the masks are emptied with them, and are valid under this lock only.
        mutating func instance(_ key: GlyphInstanceKey) -> Int {
            if let i = instances[key] { return i }
            if instances.count >= GlyphCache.instanceCapacity {
                instances.removeAll(keepingCapacity: true)
                empty()
            }
            let i = instances.count
            instances[key] = i
            return i
        }

        /// The cached mask, without counting a hit or a miss.
        func peek(_ key: GlyphKey) -> StoredMask? { masks.find(key) }

        /// Adds `n` hits (look-ups answered by `peek` that the caller used).
        mutating func countHits(_ n: Int) { hits += n }

        /// Keeps a line's placed masks (see `LinePlacements.keep`), unless the kept masks are at
        /// their bound: then the cache starts a new generation and this label's are not kept
        /// (they show the old arena's coverage, which the caller still holds).
        mutating func keep(_ masks: [PlacedCoverage], serial: UInt64, runs: [GlyphRun], scale: Double, steps: Int,
                           phase: PenPhase) {
            if lines.isFull(adding: masks.count) { return empty() }
            lines.keep(masks, in: arena, serial: serial, runs: runs, scale: scale, steps: steps, phase: phase)
        }

        /// Forgets every mask and placement; their bytes go when the last drawer lets go of the arena.
        fileprivate mutating func empty() {
            masks.removeAll()
            lines.removeAll()
            arena = CoverageArena()
        }
    }

    private let state = Mutex(Table())
    let capacity: Int
    /// Arena bytes kept before everything is emptied.
    let byteCapacity: Int
    /// Distinct instances kept before everything is emptied (each is a few bytes; this only
    /// bounds a process that draws at ever new sizes).
    static let instanceCapacity = 4096

    init(capacity: Int = 50_000, byteCapacity: Int = 64 << 20) {
        self.capacity = capacity
        self.byteCapacity = byteCapacity
    }

    /// Runs `body` under the lock: a whole run's glyphs are looked up with one acquisition.
    func withTable<R>(_ body: (inout Table) -> R) -> R {
        state.withLock { body(&$0) }
    }

    /// One glyph's cached mask (a copy), counted as a hit or a miss.
    func mask(_ instance: GlyphInstanceKey, glyph: UInt32, step: Int) -> CoverageMask? {
        state.withLock { s in
            let found = s.masks.find(GlyphKey(instance: s.instance(instance), glyph: glyph, step: step))
            if found != nil { s.hits += 1 } else { s.misses += 1 }
            return found?.ownedCopy
        }
    }

    /// Stores the mask of `glyph` at `step` rendered with `instance`.
    func insert(_ mask: CoverageMask, _ instance: GlyphInstanceKey, glyph: UInt32, step: Int) {
        state.withLock { s in
            if s.masks.count >= capacity || s.arena.bytes >= byteCapacity { s.empty() }
            let key = GlyphKey(instance: s.instance(instance), glyph: glyph, step: step)
            // An empty mask gets a byte too, so every mask has a pointer.
            let coverage = s.arena.store(mask.coverage)
            s.masks.insert(StoredMask(coverage: coverage, width: Int32(mask.width), height: Int32(mask.height),
                                      left: Int32(mask.left), top: Int32(mask.top)), for: key)
        }
    }

    var statistics: (entries: Int, hits: Int, misses: Int) {
        state.withLock { ($0.masks.count, $0.hits, $0.misses) }
    }
}
