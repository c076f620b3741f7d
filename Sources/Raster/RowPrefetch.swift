import RasterLanes

/// Prefetch of the target row a fill will draw a few rows from now.
///
/// A canvas (7.7 MB at 1600 × 1200) is larger than the core's caches, and the shapes of a page
/// land anywhere on it, so each row of a fill starts with a miss: its first edge pixel reads the
/// destination to blend it, and the whole fill waits for that line (without the prefetch,
/// `perf annotate` of the pills and gradients scenes puts ~20 % of the fill loop on that one
/// load). Asking for the lines of a later row while this one is drawn overlaps those misses with
/// work: the rows of one shape are `stride` bytes apart, a pattern the hardware prefetchers take
/// several misses to follow (software prefetch for such strided access: Intel's and AMD's
/// optimization manuals). Every line of the row, not only its ends: the inside's stores miss
/// too (ends only measured 13 % slower). Prefetching changes no byte.
enum RowPrefetch {
    /// How many rows ahead: a row of a UI-sized shape takes ~100–200 ns to draw, about one
    /// miss to memory, so two rows hide the latency without evicting lines still in use.
    static let rowsAhead = 2

    /// Asks for every cache line of `count` bytes from `p` (a hint: any address is allowed):
    /// RasterLanes' `prefetchForWrite`, which the solid fill's kernel (`solidCover`) runs itself.
    @inline(__always)
    static func bytes(_ p: UnsafeMutablePointer<UInt8>, count: Int) {
        prefetchForWrite(UnsafeMutableRawPointer(p), count: count)
    }
}
