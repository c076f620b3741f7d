import Raster
import Values

/// Turns laid-out text into coverage masks on the device grid (FreeType's grayscale renderer,
/// unhinted outlines, each glyph moved by its quarter-pixel step before rendering) and into
/// outlines (`Raster.Path`) for SVG export or our own rasterizer.
///
/// Thread safety: FreeType faces are opened per call (one `FreeTypeInstance` per face, size and
/// weight that misses the cache) and never leave it; the shared state is the `GlyphCache`
/// behind a mutex. Many threads may render at once and get the same bytes as one thread.
package final class GlyphRasterizer: Sendable {
    /// One cache for the process.
    package static let shared = GlyphRasterizer()

    let cache: GlyphCache
    /// Horizontal positions per pixel (4 = Skia's quarter pixels; 1 = whole pixels).
    package let subpixelSteps: Int
    /// Grid fitting of the outlines (the cache belongs to this rasterizer, so it never mixes settings).
    package let hinting: GlyphHinting

    /// `cacheBytes` bounds the cached masks' coverage as `cacheCapacity` bounds their number.
    package init(cacheCapacity: Int = 50_000, cacheBytes: Int = 64 << 20, subpixelSteps: Int = SubpixelPosition.defaultSteps,
                hinting: GlyphHinting = .none) {
        cache = GlyphCache(capacity: cacheCapacity, byteCapacity: cacheBytes)
        self.subpixelSteps = max(1, min(64, subpixelSteps))
        self.hinting = hinting
    }

    /// Cached masks, hits and misses so far (for `pixelproof bench` and tests).
    package var cacheStatistics: (entries: Int, hits: Int, misses: Int) { cache.statistics }

    /// Masks for every glyph of `layout` whose top-left corner is at `origin` (logical px), in
    /// device px: x = origin.x·S + glyph x·S at quarter-pixel precision, baselines on whole pixels
    /// (the layout's top is rounded to the device grid first). Empty masks (spaces) are left out.
    package func masks(for layout: TextLayout, at origin: Point) -> [CoverageMask] {
        let s = layout.scale
        // Positions far off any canvas (or NaN) draw nothing rather than overflow Int.
        guard origin.x.isFinite, origin.y.isFinite, abs(origin.x * s) < 1e9, abs(origin.y * s) < 1e9 else { return [] }
        let top = (origin.y * s).rounded()
        var contexts: [String: FreeTypeInstance] = [:]
        var out: [CoverageMask] = []
        for line in layout.lines {
            let baseline = Point(origin.x * s, top + Double(line.deviceBaseline))
            for run in line.runs { append(run, deviceBaseline: baseline, scale: s, contexts: &contexts, to: &out) }
        }
        return out
    }

    /// Masks for glyph runs whose pen origin (x, baseline) is `origin` in logical px, as a display
    /// list's glyph-run item carries them. The baseline is rounded to a whole device pixel.
    package func masks(for runs: [GlyphRun], at origin: Point, scale: Double) -> [CoverageMask] {
        var out: [CoverageMask] = []
        masks(for: runs, at: origin, scale: scale, into: &out)
        return out
    }

    /// `masks(for:at:scale:)` into `out`, emptied first with its memory kept: a caller drawing
    /// many labels reuses one array instead of allocating and freeing one per label.
    package func masks(for runs: [GlyphRun], at origin: Point, scale: Double, into out: inout [CoverageMask]) {
        out.removeAll(keepingCapacity: true)
        guard origin.x.isFinite, origin.y.isFinite, scale.isFinite, scale > 0,
              abs(origin.x * scale) < 1e9, abs(origin.y * scale) < 1e9 else { return }
        var contexts: [String: FreeTypeInstance] = [:]
        let baseline = Point(origin.x * scale, (origin.y * scale).rounded())
        for run in runs { append(run, deviceBaseline: baseline, scale: scale, contexts: &contexts, to: &out) }
    }

    /// Places each glyph of `run`: x at quarter-pixel precision, y on the device grid.
    private func append(_ run: GlyphRun, deviceBaseline origin: Point, scale s: Double,
                        contexts: inout [String: FreeTypeInstance], to out: inout [CoverageMask]) {
        let instance = GlyphInstanceKey(path: run.face.path, faceIndex: run.face.faceIndex,
                                        deviceSize: run.size * s, weight: run.weight)
        // The steady state: every glyph is cached, so the whole run is looked up under one lock.
        // At the first miss it starts again glyph by glyph, rendering outside the lock.
        let start = out.count
        out.reserveCapacity(start + run.glyphs.count)
        let allCached = cache.withTable { table in
            forEachCachedGlyph(of: CollectionOfOne(run), pen: origin, scale: s, table: &table) { mask, x, y in
                out.append(mask.ownedCopy.placed(at: x, y))   // the caller keeps it past the lock
            }
        }
        if allCached { return }
        out.removeSubrange(start...)
        for glyph in run.glyphs {
            guard case let (x, y)? = place(glyph, origin: origin, scale: s),
                  let mask = mask(run: run, instance, glyph: glyph.id, step: x.step, contexts: &contexts),
                  mask.width > 0 else { continue }
            out.append(mask.placed(at: x.pixel, y))
        }
    }

    /// Calls `body` with the cached mask of every glyph of `runs` that has pixels and the device
    /// pixel (x, y) it is placed at, the pen at `pen`; false at the first glyph not cached. Runs
    /// under the cache's lock (`table`); the hits are counted when every glyph was found.
    @inline(__always)
    func forEachCachedGlyph(of runs: some Sequence<GlyphRun>, pen: Point, scale s: Double, table: inout GlyphCache.Table,
                            _ body: (StoredMask, Int, Int) -> Void) -> Bool {
        var hits = 0
        for run in runs {
            let number = table.instance(GlyphInstanceKey(path: run.face.path, faceIndex: run.face.faceIndex,
                                                         deviceSize: run.size * s, weight: run.weight))
            for glyph in run.glyphs {
                guard case let (x, y)? = place(glyph, origin: pen, scale: s) else { continue }
                guard let mask = table.peek(GlyphKey(instance: number, glyph: glyph.id, step: x.step)) else { return false }
                hits += 1
                if mask.width > 0 { body(mask, x.pixel, y) }
            }
        }
        table.countHits(hits)
        return true
    }

    /// The device pen position of `glyph`: x split into a pixel and a step, y a whole pixel;
    /// nil when it is far off any canvas (or not finite).
    @inline(__always)
    private func place(_ glyph: PositionedGlyph, origin: Point, scale s: Double) -> (SubpixelPosition, Int)? {
        let gx = origin.x + glyph.position.x * s, gy = origin.y + glyph.position.y * s
        guard gx.isFinite, gy.isFinite, abs(gx) < 1e9, abs(gy) < 1e9 else { return nil }
        return (SubpixelPosition(gx, steps: subpixelSteps), Int(gy.rounded()))
    }

    /// The glyph's mask relative to its pen position, from the cache or rendered now.
    private func mask(run: GlyphRun, _ instance: GlyphInstanceKey, glyph: UInt32, step: Int,
                      contexts: inout [String: FreeTypeInstance]) -> CoverageMask? {
        if let hit = cache.mask(instance, glyph: glyph, step: step) { return hit }
        let size = instance.deviceSize
        let contextKey = "\(run.face.id)|\(size)|\(run.weight)"
        let context: FreeTypeInstance
        if let existing = contexts[contextKey] {
            context = existing
        } else {
            guard let made = try? FreeTypeInstance(blob: run.face.blob, pixelSize: size,
                                                   coordinates: run.face.coordinates(weight: run.weight)) else { return nil }
            contexts[contextKey] = made
            context = made
        }
        guard let mask = context.coverage(of: glyph, subpixelOffset: Double(step) / Double(subpixelSteps), hinting: hinting)
        else { return nil }
        cache.insert(mask, instance, glyph: glyph, step: step)
        return mask
    }

    /// All glyph outlines of `layout` placed at `origin`, in logical px, as one path (nonzero
    /// winding). Outlines are read at 1000 px per em and scaled down, so they are exact to well
    /// below a device pixel at any scale; they are not snapped (the baseline stays where layout put it).
    package func outlines(for layout: TextLayout, at origin: Point) -> Path {
        var path = Path()
        var contexts: [String: FreeTypeInstance] = [:]
        for line in layout.lines {
            appendOutlines(line.runs, at: Point(origin.x, origin.y + line.baseline), contexts: &contexts, to: &path)
        }
        return path
    }

    /// Outlines of glyph runs whose pen origin (x, baseline) is `origin`, logical px, not snapped.
    package func outlines(for runs: [GlyphRun], at origin: Point) -> Path {
        var path = Path()
        var contexts: [String: FreeTypeInstance] = [:]
        appendOutlines(runs, at: origin, contexts: &contexts, to: &path)
        return path
    }

    private func appendOutlines(_ runs: [GlyphRun], at origin: Point, contexts: inout [String: FreeTypeInstance],
                                to path: inout Path) {
        let referenceSize = 1000.0
        for run in runs {
            let key = "\(run.face.id)|\(run.weight)"
            let context: FreeTypeInstance
            if let c = contexts[key] { context = c } else {
                guard let c = try? FreeTypeInstance(blob: run.face.blob, pixelSize: referenceSize,
                                                    coordinates: run.face.coordinates(weight: run.weight)) else { continue }
                contexts[key] = c; context = c
            }
            let k = run.size / referenceSize
            for glyph in run.glyphs {
                guard let outline = context.outline(of: glyph.id), !outline.isEmpty else { continue }
                let place = Transform.scale(k).then(.translation(origin.x + glyph.position.x, origin.y + glyph.position.y))
                path.append(outline.transformed(by: place))
            }
        }
    }

    /// FreeType's own unhinted advance of `glyph` in px at `size` and `weight` (16.16 precision):
    /// the reference the shaping advances are checked against.
    package static func freeTypeAdvance(face: FontFace, glyph: UInt32, size: Double, weight: Double) -> Double? {
        guard let context = try? FreeTypeInstance(blob: face.blob, pixelSize: size,
                                                  coordinates: face.coordinates(weight: weight)) else { return nil }
        return context.advance(of: glyph)
    }
}

extension CoverageMask {
    /// This mask (relative to a pen position) with its corner moved by the pen position (x, y).
    @inline(__always)
    func placed(at x: Int, _ y: Int) -> CoverageMask {
        var moved = self
        moved.left += x
        moved.top += y
        return moved
    }
}
