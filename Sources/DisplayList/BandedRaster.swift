import Dispatch
import Raster
import Synchronization
import Typesetting

/// One large picture on all cores: the canvas is cut into horizontal bands, each drawn on its own
/// thread by a band canvas (only its rows stored, the whole canvas's coordinates), then the rows
/// are put together. A row's coverage depends only on the edges that cross it, blurs and
/// gradients are computed from the whole shape, and a band only decides which rows are written,
/// so the picture is the bytes one thread draws (`BandedRasterTests` checks every catalog item).
extension RasterBackend {
    /// From this many device pixels up, `pixmap(of:)` draws in bands on every core. Below it,
    /// repeating each item's setup (flattening, a shadow's blur) per band costs more than the
    /// second core saves (measured with `pixelproof bench bands`).
    public static let bandedFromPixels = 2_000_000

    /// `list` drawn in `bands` horizontal bands at once: the same bytes as `pixmap(of:)`.
    public static func pixmapInBands(of list: DisplayList, bands: Int, limits: PixmapLimits = .default,
                                     glyphs: GlyphRasterizer = .shared) throws -> Pixmap {
        let width = list.deviceWidth, height = list.deviceHeight
        try limits.check(width: width, height: height)
        let background = list.background ?? .transparent
        let count = max(1, min(bands, height))
        let rows = (0...count).map { height * $0 / count }
        let drawn = Mutex<[Int: Pixmap]>([:])
        let failure = Mutex<RasterError?>(nil)
        DispatchQueue.concurrentPerform(iterations: count) { i in
            do {
                let canvas = try Canvas(width: width, height: height, rows: rows[i]..<rows[i + 1], background: background, limits: limits)
                drawItems(list, on: canvas, glyphs: glyphs)
                drawn.withLock { $0[i] = canvas.pixmap }
            } catch {
                failure.withLock { $0 = error as? RasterError ?? .invalidSize(width: width, height: height) }
            }
        }
        if let error = failure.withLock({ $0 }) { throw error }
        let bands = drawn.withLock { $0 }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(width * height * 4)
        for i in 0..<count { bytes.append(contentsOf: bands[i]!.bytes) }
        return try Pixmap(width: width, height: height, premultipliedBytes: bytes, limits: limits)
    }
}
