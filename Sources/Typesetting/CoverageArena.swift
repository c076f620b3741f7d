/// The coverage bytes of one generation of `GlyphCache`, in large blocks that never move.
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
        let count = max(1, coverage.count)
        if count > room {
            let size = max(count, CoverageArena.blockBytes)
            let block = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 16)
            block.bindMemory(to: UInt8.self, capacity: size)
            blocks.append(block)
            bytes += size
            next = block
            room = size
        }
        let at = next!.assumingMemoryBound(to: UInt8.self)
        coverage.withUnsafeBufferPointer { if let from = $0.baseAddress { at.update(from: from, count: $0.count) } }
        next = next! + count
        room -= count
        return UnsafePointer(at)
    }

    deinit { for block in blocks { block.deallocate() } }
}
