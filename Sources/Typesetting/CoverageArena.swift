import Raster

/// The coverage bytes of one generation of `GlyphCache` (and its lines' placed masks), in large
/// blocks that never move.
///
/// Why: a mask kept as a `[UInt8]` is retained every time it is copied out of the cache, an
/// atomic operation per glyph drawn. Here a mask is a pointer into a block; a drawing thread
/// retains the arena once per label, and the blocks live until the last such thread lets go,
/// even after the cache has moved on to a new arena (which is how the cache is emptied).
///
/// Thread safety: only appended to, under the cache's lock, into bytes no pointer was handed out
/// for yet; bytes once written never change, and readers get their pointers under the same lock.
final class CoverageArena: @unchecked Sendable {
    /// A block's size; a larger mask gets a block of its own.
    static let blockBytes = 256 << 10

    private var blocks: [UnsafeMutableRawPointer] = []
    private var next: UnsafeMutableRawPointer?
    private var room = 0
    /// Bytes taken from the system, for the cache's bound.
    private(set) var bytes = 0

    /// A copy of `coverage` that stays put as long as the arena lives.
    func store(_ coverage: [UInt8]) -> UnsafePointer<UInt8> {
        coverage.withUnsafeBufferPointer {
            UnsafePointer(copy(UnsafeRawBufferPointer($0), alignment: 1).bindMemory(to: UInt8.self, capacity: $0.count))
        }
    }

    /// A copy of a line's placed masks (`LinePlacements`), kept beside their coverage so that a
    /// drawing thread reads them where they are, without copying them out under the lock.
    func store(_ placed: UnsafeBufferPointer<PlacedCoverage>) -> UnsafePointer<PlacedCoverage> {
        let at = copy(UnsafeRawBufferPointer(placed), alignment: MemoryLayout<PlacedCoverage>.alignment)
        return UnsafePointer(at.bindMemory(to: PlacedCoverage.self, capacity: placed.count))
    }

    /// Where `source` was copied to, at a multiple of `alignment` (at most 16).
    private func copy(_ source: UnsafeRawBufferPointer, alignment: Int) -> UnsafeMutableRawPointer {
        let pad = next.map { (alignment - Int(bitPattern: $0) % alignment) % alignment } ?? 0
        let count = max(1, source.count)
        if pad + count > room {
            let size = max(count, CoverageArena.blockBytes)
            let block = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 16)
            blocks.append(block)
            bytes += size
            next = block
            room = size
        } else {
            next = next! + pad
            room -= pad
        }
        let at = next!
        if let from = source.baseAddress { at.copyMemory(from: from, byteCount: source.count) }
        next = at + count
        room -= count
        return at
    }

    deinit { for block in blocks { block.deallocate() } }
}
