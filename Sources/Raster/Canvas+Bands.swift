import Parallel
import Values

extension Canvas {
    /// One picture drawn on several threads: `bands` (consecutive row ranges covering
    /// 0..<height) are drawn at once, each by `draw` on a band canvas whose pixels are those rows
    /// of the picture itself, so no band is copied afterwards. A band canvas keeps the whole
    /// canvas's coordinates and clips every draw to its rows, so the picture is the bytes one
    /// canvas draws when `draw` draws the same things on every band.
    package static func pixmapInBands(width: Int, height: Int, background: RGBAColor = .transparent, bands: [Range<Int>],
                                     limits: PixmapLimits = .default, draw: @Sendable (Canvas) -> Void) throws(RasterError) -> Pixmap {
        try limits.check(width: width, height: height)
        precondition(bands.first?.lowerBound == 0 && bands.last?.upperBound == height
                     && zip(bands, bands.dropFirst()).allSatisfy { $0.upperBound == $1.lowerBound },
                     "bands must cover rows 0..<\(height) in order")
        let rowBytes = width * 4
        let bytes = [UInt8](unsafeUninitializedCapacity: rowBytes * height) { picture, initialized in
            let memory = PictureMemory(base: picture.baseAddress!)
            Parallel.forEach(bands.count) { i in
                let rows = bands[i]
                let first = memory.base + rows.lowerBound * rowBytes
                Pixmap.fill(UnsafeMutableBufferPointer(start: first, count: rows.count * rowBytes), with: background.premultiplied)
                draw(Canvas(width: width, height: height, rows: rows, drawingInto: first))
            }
            initialized = rowBytes * height
        }
        return try Pixmap(width: width, height: height, premultipliedBytes: bytes, limits: limits)
    }
}

/// The picture's bytes, shared by the band threads: each writes only its own rows (the bands do
/// not overlap), and the picture is read only after every band has finished.
private struct PictureMemory: @unchecked Sendable {
    let base: UnsafeMutablePointer<UInt8>
}
