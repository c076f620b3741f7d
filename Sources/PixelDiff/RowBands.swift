import Parallel

/// Splits an image's rows into bands and works on them on every core. Each band writes only its
/// own rows and returns its own tally; tallies are combined in band order, so the result is the
/// same whatever the number of threads.
enum RowBands {
    /// Below this many pixels, threads cost more than they save.
    static let minPixelsForThreads = 1 << 18

    /// The row ranges for an image of `height` rows of `width` pixels.
    static func split(height: Int, width: Int) -> [Range<Int>] {
        guard width * height >= minPixelsForThreads, height > 1 else { return [0..<height] }
        // Many more bands than cores (of at least 8 rows), so that differences crowded into a few
        // rows, as a changed text line is, are shared out instead of keeping one core busy alone.
        let count = max(1, min(height / 8, Parallel.cores * 32))
        return (0..<count).map { i in (i * height / count)..<((i + 1) * height / count) }
    }

    /// `body` for every band, in parallel when there is more than one; results in band order.
    static func map<T>(height: Int, width: Int, _ body: (Range<Int>) -> T) -> [T] {
        let bands = split(height: height, width: width)
        if bands.count == 1 { return [body(bands[0])] }
        return Parallel.map(bands.count) { body(bands[$0]) }
    }
}
