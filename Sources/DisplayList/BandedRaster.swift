import Raster
import Typesetting

/// One large picture on all cores: the canvas is cut into horizontal bands of about equal work
/// (`BandCuts`), each drawn on its own thread straight into its rows of the picture. A row's
/// coverage depends only on the edges that cross it, blurs and gradients are computed from the
/// whole shape, and a band only decides which rows are written, so the picture is the bytes one
/// thread draws (`BandedRasterTests` checks every catalog item).
extension RasterBackend {
    /// From this many device pixels up, `pixmap(of:)` draws in bands on every core. Below it,
    /// repeating each item's setup (flattening, a shadow's blur) per band costs more than the
    /// second core saves (measured with `pixelproof bench bands`).
    package static let bandedFromPixels = 2_000_000
    /// A band is at least this many rows high: every cut repeats the set-up of the items it
    /// crosses (2.5 % of the 4K screen's work for one cut), so on a many-core machine a picture
    /// gets fewer bands than cores rather than slivers.
    package static let fewestRowsInABand = 128

    /// `list` drawn in `bands` horizontal bands at once: the same bytes as `pixmap(of:)`.
    package static func pixmapInBands(of list: DisplayList, bands: Int, limits: PixmapLimits = .default,
                                     glyphs: GlyphRasterizer = .shared) throws -> Pixmap {
        // Checked before the cuts, which allocate per row.
        try limits.check(width: list.deviceWidth, height: list.deviceHeight)
        return try pixmapInBands(of: list, rows: BandCuts.rows(of: list, bands: bands), limits: limits, glyphs: glyphs)
    }

    /// `list` drawn in the given bands (consecutive row ranges from the top row to the bottom one).
    package static func pixmapInBands(of list: DisplayList, rows: [Range<Int>], limits: PixmapLimits = .default,
                                     glyphs: GlyphRasterizer = .shared) throws -> Pixmap {
        try Canvas.pixmapInBands(width: list.deviceWidth, height: list.deviceHeight, background: list.background ?? .transparent,
                                 bands: rows, limits: limits) { canvas in
            drawItems(list, on: canvas, glyphs: glyphs)
        }
    }
}
