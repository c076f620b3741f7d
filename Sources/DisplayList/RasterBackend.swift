import Foundation
import Parallel
import Raster
import Typesetting
import Values

/// Draws a display list with Pixelproof's rasterizer: one transform scales everything from logical
/// to device px; glyphs come from the glyph cache as coverage masks.
package enum RasterBackend {
    /// A new pixmap of the list's device size. Throws `RasterError` when the canvas is over the limits.
    package static func pixmap(of list: DisplayList, limits: PixmapLimits = .default,
                              glyphs: GlyphRasterizer = .shared) throws -> Pixmap {
        // A large picture is drawn in bands on every core: the same bytes, sooner.
        let bands = min(Parallel.cores, list.deviceHeight / fewestRowsInABand)
        if bands > 1, !list.readsNeighbouringRows, list.deviceWidth * list.deviceHeight >= bandedFromPixels {
            return try pixmapInBands(of: list, bands: bands, limits: limits, glyphs: glyphs)
        }
        return try pixmapWhole(of: list, limits: limits, glyphs: glyphs)
    }

    /// `list` drawn on one canvas by this thread.
    package static func pixmapWhole(of list: DisplayList, limits: PixmapLimits = .default,
                                   glyphs: GlyphRasterizer = .shared) throws -> Pixmap {
        let canvas = try Canvas(width: list.deviceWidth, height: list.deviceHeight, background: list.background ?? .transparent,
                                limits: limits)
        // A new canvas already holds the background: no second fill.
        drawItems(list, on: canvas, glyphs: glyphs)
        return canvas.pixmap
    }

    /// Draws onto an existing canvas (cleared to the background first), so benchmarks can reuse one.
    package static func draw(_ list: DisplayList, on canvas: Canvas, glyphs: GlyphRasterizer = .shared) {
        canvas.reset(to: list.background ?? .transparent)
        drawItems(list, on: canvas, glyphs: glyphs)
    }

    /// Draws `list`'s items over what `canvas` already holds (no background fill). A picture
    /// composed piece by piece this way, each piece a list of the picture's size and scale, is
    /// the bytes the one list of all the pieces' items draws: each item's pixels depend only on
    /// the pixels under it and on the item (the contact sheet adds each catalog picture to its
    /// page as it is drawn, instead of holding every picture until the page is drawn).
    package static func drawOver(_ list: DisplayList, on canvas: Canvas, glyphs: GlyphRasterizer = .shared) {
        drawItems(list, on: canvas, glyphs: glyphs)
    }

    /// `list` drawn on one canvas by this thread, `before` called with each item's index and the
    /// canvas as it is just before that item is drawn (the accessibility audit reads the backdrop
    /// of each text there). Draws the same bytes as `pixmap(of:)`.
    package static func pixmapWhole(of list: DisplayList, limits: PixmapLimits = .default, glyphs: GlyphRasterizer = .shared,
                                   before: (Int, Canvas) -> Void) throws -> Pixmap {
        let canvas = try Canvas(width: list.deviceWidth, height: list.deviceHeight, background: list.background ?? .transparent,
                                limits: limits)
        withoutActuallyEscaping(before) { drawItems(list, on: canvas, glyphs: glyphs, before: $0) }
        return canvas.pixmap
    }

    /// The items, onto the canvas as it is (with any clip already pushed).
    static func drawItems(_ list: DisplayList, on canvas: Canvas, glyphs: GlyphRasterizer,
                          before: ((Int, Canvas) -> Void)? = nil) {
        let base = Transform.scale(list.scale)
        // The current transform (a pushed one, then the scale) and those it replaced.
        var t = base
        var outer: [Transform] = []
        // One set of buffers for every label's masks (emptied per label, their memory kept).
        var scratch = GlyphRasterizer.Scratch()
        // By index, so each item is switched on where it is: `for item in` copied every item out
        // (for a glyph item, a retain and release of its runs).
        for i in list.items.indices {
            before?(i, canvas)
            switch list.items[i] {
            case let .fill(path, paint, rule):
                canvas.fill(path, paint: paint, fillRule: rule, transform: t)
            case let .stroke(path, style, paint):
                canvas.stroke(path, style: style, paint: paint, transform: t)
            case let .shadows(.roundedRect(shape), shadows):
                canvas.drawShadows(of: shape, shadows, transform: t)
            case let .shadows(.path(shape), shadows):
                for s in shadows.reversed() { canvas.drawShadow(of: shape, s, transform: t) }
            case let .glyphs(text, paint):
                guard let shift = t.translation(over: base) else {
                    // Rotated text: its outlines, filled (glyph masks are drawn upright only).
                    canvas.fill(glyphs.outlines(for: text.runs, at: text.origin), paint: paint, transform: t)
                    continue
                }
                var moved = text
                moved.origin = text.origin + shift
                // A band skips text wholly outside its rows before building any glyph mask (the
                // masks would be clipped away; 3 em around the baselines holds every glyph).
                if canvas.storedRows.count < canvas.height, !moved.mayReach(canvas.storedRows, scale: list.scale) { continue }
                glyphs.draw(moved.runs, line: moved.line, at: moved.origin, scale: list.scale, on: canvas,
                            paint: paint, paintTransform: t, scratch: &scratch)
            case let .image(pixels, rect):
                canvas.drawImage(pixels, in: rect, transform: t)
            case let .pushClip(path, antiAliased):
                canvas.pushClip(path, antiAliased: antiAliased, transform: t)
            case .popClip:
                canvas.popClip()
            case let .pushLayer(style, _):
                canvas.pushLayer(style, transform: t)
            case let .innerShadows(.roundedRect(shape), shadows):
                for s in shadows.reversed() { canvas.drawInnerShadow(of: shape, s, transform: t) }
            case let .innerShadows(.path(shape), shadows):
                for s in shadows.reversed() { canvas.drawInnerShadow(of: shape, s, transform: t) }
            case let .backdrop(path, filter):
                canvas.drawBackdrop(path, filter, transform: t)
            case let .pushTransform(m):
                outer.append(t)
                t = m.then(t)
            case .popTransform:
                t = outer.popLast() ?? base
            case .popLayer:
                canvas.popLayer()
            }
        }
    }
}

extension Transform {
    /// The move, in the units `base` scales, when this transform is `base` after a translation
    /// (an offset node's text keeps its glyph masks); nil when it also rotates or scales.
    fileprivate func translation(over base: Transform) -> Point? {
        guard a == base.a, b == base.b, c == base.c, d == base.d, base.b == 0, base.c == 0, base.a != 0, base.d != 0 else { return nil }
        return Point((tx - base.tx) / base.a, (ty - base.ty) / base.d)
    }
}
