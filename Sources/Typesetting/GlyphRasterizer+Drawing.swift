import Raster

extension GlyphRasterizer {
    /// Buffers reused from label to label by a caller drawing many (one per display list), so
    /// no array is allocated and freed per label.
    public struct Scratch {
        var placed: [PlacedCoverage] = []
        var masks: [CoverageMask] = []

        public init() {}
    }

    /// Draws glyph runs whose pen origin (x, baseline) is `origin` in logical px onto `canvas`:
    /// the same pixels as `canvas.fill(masks: masks(for: runs, at: origin, scale: scale), ...)`.
    ///
    /// `line` is the `TextLine.serial` the runs are from (nil: runs made some other way). For a
    /// line drawn before with its pen at the same phase (`PenPhase`), the placed masks are found
    /// with one look-up and drawn where the cache keeps them; otherwise, when every glyph is cached, they are
    /// placed one by one under one lock and kept for the phase; otherwise missing glyphs are
    /// rendered first, outside the lock, and the masks drawn as copies. The masks' arena is held
    /// (one retain a label) while they are drawn, so another thread emptying the cache meanwhile
    /// cannot free them.
    public func draw(_ runs: [GlyphRun], line: UInt64?, at origin: Point, scale: Double, on canvas: Canvas,
                     paint: Paint, paintTransform: Transform = .identity, scratch: inout Scratch) {
        guard origin.x.isFinite, origin.y.isFinite, scale.isFinite, scale > 0,
              abs(origin.x * scale) < 1e9, abs(origin.y * scale) < 1e9 else { return }
        let pen = Point(origin.x * scale, (origin.y * scale).rounded())
        let phase = PenPhase(pen.x, steps: subpixelSteps)
        let baseline = Int(pen.y)
        // Lines far out are placed glyph by glyph: the phase's exactness holds below `reach`.
        let keepable = abs(pen.x) < LinePlacements.reach && abs(pen.y) < LinePlacements.reach ? line : nil
        let found: (CoverageArena, UnsafeBufferPointer<PlacedCoverage>?)? = cache.withTable { table in
            if let keepable, let kept = table.lines.find(keepable, scale: scale, phase: phase) {
                table.countHits(kept.count)
                return (table.arena, kept)
            }
            // Held through the look-ups: numbering a new instance may empty the cache.
            let arena = table.arena
            scratch.placed.removeAll(keepingCapacity: true)
            guard place(runs, pen: pen, scale: scale, relativeTo: phase.pixel, baseline, table: &table,
                        into: &scratch.placed), table.arena === arena else { return nil }
            if let keepable {
                table.keep(scratch.placed, serial: keepable, runs: runs, scale: scale, steps: subpixelSteps, phase: phase)
            }
            return (arena, nil)
        }
        if let (arena, kept) = found {
            withExtendedLifetime(arena) {
                if let kept {
                    canvas.fill(placed: kept, x: phase.pixel, y: baseline, paint: paint, paintTransform: paintTransform)
                } else {
                    scratch.placed.withUnsafeBufferPointer {
                        canvas.fill(placed: $0, x: phase.pixel, y: baseline, paint: paint, paintTransform: paintTransform)
                    }
                }
            }
            return
        }
        masks(for: runs, at: origin, scale: scale, into: &scratch.masks)
        canvas.fill(masks: scratch.masks, paint: paint, paintTransform: paintTransform)
    }

    /// Every glyph's cached mask placed relative to (`x`, `y`), as `append` places them; false at
    /// the first glyph not cached. Runs under the cache's lock.
    private func place(_ runs: [GlyphRun], pen: Point, scale s: Double, relativeTo x: Int, _ y: Int,
                       table: inout GlyphCache.Table, into out: inout [PlacedCoverage]) -> Bool {
        var hits = 0
        for run in runs {
            let number = table.instance(GlyphInstanceKey(path: run.face.path, faceIndex: run.face.faceIndex,
                                                         deviceSize: run.size * s, weight: run.weight))
            for glyph in run.glyphs {
                guard case let (gx, gy)? = place(glyph, origin: pen, scale: s) else { continue }
                guard let mask = table.peek(GlyphKey(instance: number, glyph: glyph.id, step: gx.step)) else { return false }
                hits += 1
                if mask.width > 0 { out.append(mask.placed(at: gx.pixel - x, gy - y)) }
            }
        }
        table.countHits(hits)
        return true
    }
}
