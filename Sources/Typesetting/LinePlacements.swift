import Raster

/// A line's glyph masks as placed for one pen phase, kept so that drawing the line again costs
/// one look-up, not one table look-up per glyph (`GlyphCache` keeps one per cache generation;
/// the placed masks and their coverage are in that generation's arena, read where they are).
///
/// Exact: a phase's masks are kept, and used, only when the pen is farther than `margin` (in
/// steps) from every threshold of the line (see `PenPhase`). Floating-point placement of a glyph
/// differs from the exact arithmetic by far less than that (coordinates are under 2^26 px), so a
/// glyph lands on the same step and pixel whichever pen of the phase drew the kept masks; nearer
/// a threshold, the glyphs are placed one by one. Vertically, a glyph's offset from the baseline
/// is rounded on its own, which is exact unless the offset is near a half pixel (then the line
/// is never kept).
///
/// Sendable: kept under the glyph cache's lock; the coverage its masks point to is never written
/// again (see `CoverageArena`).
struct LinePlacements: @unchecked Sendable {
    /// What is known of one line: its thresholds in `thresholds` (sorted), the scale they are
    /// for, and its number in phase keys; lines that cannot be kept exactly are `placeable: false`.
    struct Line {
        var scale: Double
        var number: Int
        var start: Int32
        var count: Int32
        var placeable: Bool
    }

    /// Placed masks of one line at one phase, in the cache's arena.
    struct Placement {
        var masks: UnsafePointer<PlacedCoverage>
        var count: Int
    }

    private var lines = GlyphTable<Line>()
    private var thresholds: [Double] = []
    private var placements = GlyphTable<Placement>()
    /// Masks kept, over all lines and phases.
    private(set) var keptMasks = 0

    /// Distance, in steps, a pen must keep from every threshold.
    static let margin = 1e-4
    /// Bound on the kept masks (each is 32 bytes, in the arena) and lines: past it the cache
    /// starts a new generation, so masks kept for lines no longer drawn (a layout cache that was
    /// emptied lays its labels out again, with new serials) never hold more than 4 MiB.
    static let capacity = 1 << 17

    /// Whether keeping `count` more masks would pass `capacity`.
    func isFull(adding count: Int) -> Bool {
        keptMasks + count > LinePlacements.capacity || lines.count >= LinePlacements.capacity
    }
    /// Device coordinates below which the placement error stays far inside `margin`.
    static let reach = Double(1 << 26)

    mutating func removeAll() {
        lines.removeAll()
        thresholds.removeAll(keepingCapacity: true)
        placements.removeAll()
        keptMasks = 0
    }

    /// The masks kept for line `serial` drawn at `scale` with its pen at `phase` (in the arena
    /// they were kept in); nil when there are none.
    func find(_ serial: UInt64, scale: Double, phase: PenPhase) -> UnsafeBufferPointer<PlacedCoverage>? {
        guard let line = lines.find(word: serial), line.placeable, line.scale == scale,
              let key = key(line, phase), let p = placements.find(word: key) else { return nil }
        return UnsafeBufferPointer(start: p.masks, count: p.count)
    }

    /// Keeps `masks`, the masks of line `serial` (glyph runs `runs`) placed with its pen at `phase`,
    /// relative to the pen's pixel and baseline, in `arena` (whose coverage they show), when they
    /// hold for the whole phase.
    mutating func keep(_ masks: [PlacedCoverage], in arena: CoverageArena, serial: UInt64, runs: [GlyphRun],
                       scale: Double, steps: Int, phase: PenPhase) {
        let line: Line
        if let known = lines.find(word: serial) {
            line = known
        } else {
            line = add(serial, runs: runs, scale: scale, steps: steps)
        }
        guard line.placeable, line.scale == scale, let key = key(line, phase), placements.find(word: key) == nil else { return }
        let kept = masks.withUnsafeBufferPointer { arena.store($0) }
        placements.insert(Placement(masks: kept, count: masks.count), word: key)
        keptMasks += masks.count
    }

    /// The key of `line`'s masks at `phase`: the line's number, the pen's step and the interval of
    /// its fraction between the thresholds; nil when the fraction is too near a threshold.
    private func key(_ line: Line, _ phase: PenPhase) -> UInt64? {
        let count = Int(line.count)
        return thresholds.withUnsafeBufferPointer { all -> UInt64? in
            let t = UnsafeBufferPointer(rebasing: all[Int(line.start) ..< Int(line.start) + count])
            let g = phase.fraction
            // The interval: how many thresholds are at or below g (binary search).
            var low = 0, high = count
            while low < high {
                let mid = (low + high) >> 1
                if t[mid] <= g { low = mid + 1 } else { high = mid }
            }
            // The nearest thresholds on either side, around the circle (g and g + 1 are the
            // same pen one step apart, so the first threshold is also one step above the last).
            let below = low > 0 ? t[low - 1] : t[count - 1] - 1
            let above = low < count ? t[low] : t[0] + 1
            guard g - below > LinePlacements.margin, above - g > LinePlacements.margin else { return nil }
            let interval = phase.step * (count + 1) + low
            return UInt64(line.number) << 16 | UInt64(interval)
        }
    }

    /// Records line `serial`: its thresholds, or that it cannot be kept.
    private mutating func add(_ serial: UInt64, runs: [GlyphRun], scale: Double, steps: Int) -> Line {
        let start = thresholds.count
        var placeable = true
        let s = Double(steps)
        for run in runs {
            for glyph in run.glyphs {
                // The same products as `GlyphRasterizer.place`.
                let dx = glyph.position.x * scale, dy = glyph.position.y * scale
                guard abs(dx) < LinePlacements.reach, abs(dy) < LinePlacements.reach,
                      abs(abs(dy - dy.rounded()) - 0.5) > LinePlacements.margin else { placeable = false; break }
                let c = s * dx + 0.5
                thresholds.append(c.rounded(.up) - c)
            }
        }
        let count = thresholds.count - start
        // Keys hold the interval in 16 bits: steps × (count + 1) intervals must fit.
        if count == 0 || steps * (count + 1) > 1 << 16 { placeable = false }
        if placeable {
            thresholds[start...].sort()
        } else {
            thresholds.removeSubrange(start...)
        }
        let line = Line(scale: scale, number: lines.count, start: Int32(start),
                        count: Int32(placeable ? count : 0), placeable: placeable)
        lines.insert(line, word: serial)
        return line
    }
}
