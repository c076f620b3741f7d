import Raster

/// Masks by `GlyphKey`, for `GlyphCache`: open addressing with linear probing over a
/// power-of-two table of keys, the masks stored densely beside it. A look-up is a multiply, a
/// shift and usually one compare, where a `Dictionary` would run SipHash for every glyph drawn.
struct GlyphTable {
    /// Per slot: the key's bits with the top bit set (a `GlyphKey` never has it), or 0 if empty.
    private var slots: [UInt64] = []
    /// Per slot: the index of its mask in `masks`.
    private var indices: [Int32] = []
    private var masks: [CoverageMask] = []
    /// log2 of the slot count (kept at least twice the entries, so probes stay short).
    private var shift = 0

    var count: Int { masks.count }

    /// The slot where probing for `stored` starts: Fibonacci hashing takes the product's top bits.
    @inline(__always)
    private func home(_ stored: UInt64) -> Int {
        Int(truncatingIfNeeded: (stored &* 0x9E37_79B9_7F4A_7C15) &>> UInt64(64 &- shift))
    }

    func find(_ key: GlyphKey) -> CoverageMask? {
        guard shift > 0 else { return nil }
        let stored = key.bits | 1 &<< 63
        let last = slots.count &- 1
        var i = home(stored)
        while true {
            let s = slots[i]
            if s == stored { return masks[Int(indices[i])] }
            if s == 0 { return nil }
            i = (i &+ 1) & last
        }
    }

    /// Adds or replaces the mask of `key`.
    mutating func insert(_ mask: CoverageMask, for key: GlyphKey) {
        if masks.count &* 2 >= slots.count { grow() }
        let stored = key.bits | 1 &<< 63
        let last = slots.count &- 1
        var i = home(stored)
        while slots[i] != 0 && slots[i] != stored { i = (i &+ 1) & last }
        if slots[i] == stored {
            masks[Int(indices[i])] = mask
        } else {
            slots[i] = stored
            indices[i] = Int32(masks.count)
            masks.append(mask)
        }
    }

    mutating func removeAll() {
        slots.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
        masks.removeAll(keepingCapacity: true)
    }

    /// Doubles the slots (from 1,024) and places every key again.
    private mutating func grow() {
        let old = slots, oldIndices = indices
        shift = max(10, shift + 1)
        slots = [UInt64](repeating: 0, count: 1 << shift)
        indices = [Int32](repeating: 0, count: 1 << shift)
        let last = slots.count - 1
        for (s, index) in zip(old, oldIndices) where s != 0 {
            var i = home(s)
            while slots[i] != 0 { i = (i + 1) & last }
            slots[i] = s
            indices[i] = index
        }
    }
}
