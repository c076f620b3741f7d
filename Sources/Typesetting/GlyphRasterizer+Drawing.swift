import Raster
import Values

extension GlyphRasterizer {
    /// Buffers reused from label to label by a caller drawing many (one per display list), so
    /// no array is allocated and freed per label.
    package struct Scratch {
        var placed: [PlacedCoverage] = []
        var masks: [CoverageMask] = []

        package init() {}
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
    package func draw(_ runs: [GlyphRun], line: UInt64?, at origin: Point, scale: Double, on canvas: Canvas,
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
            // Placed relative to the pen's pixel and baseline, as kept masks are.
            let allCached = forEachCachedGlyph(of: runs, pen: pen, scale: scale, table: &table) { mask, x, y in
                scratch.placed.append(mask.placed(at: x - phase.pixel, y - baseline))
            }
            guard allCached, table.arena === arena else { return nil }
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
}
