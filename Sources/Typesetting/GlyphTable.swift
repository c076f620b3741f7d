/// Values by a 64-bit word whose top bit is clear (a `GlyphKey`, or a line's placed-masks key),
/// for `GlyphCache`: open addressing with linear probing over a power-of-two table of keys, the
/// values stored densely beside it. A look-up is a multiply, a shift and usually one compare,
/// where a `Dictionary` would run SipHash for every glyph drawn.
struct GlyphTable<Value> {
    /// Per slot: the key's bits with the top bit set (a key never has it), or 0 if empty.
    private var slots: [UInt64] = []
    /// Per slot: the index of its value in `values`.
    private var indices: [Int32] = []
    private var values: [Value] = []
    /// log2 of the slot count (kept at least twice the entries, so probes stay short).
    private var shift = 0

    var count: Int { values.count }

    /// The slot where probing for `stored` starts: Fibonacci hashing takes the product's top bits.
    @inline(__always)
    private func home(_ stored: UInt64) -> Int {
        Int(truncatingIfNeeded: (stored &* 0x9E37_79B9_7F4A_7C15) &>> UInt64(64 &- shift))
    }

    func find(_ key: GlyphKey) -> Value? { find(word: key.bits) }

    func find(word: UInt64) -> Value? {
        guard shift > 0 else { return nil }
        let stored = word | 1 &<< 63
        let last = slots.count &- 1
        var i = home(stored)
        while true {
            let s = slots[i]
            if s == stored { return values[Int(indices[i])] }
            if s == 0 { return nil }
            i = (i &+ 1) & last
        }
    }

    /// Adds or replaces the value of `key`.
    mutating func insert(_ value: Value, for key: GlyphKey) { insert(value, word: key.bits) }

    mutating func insert(_ value: Value, word: UInt64) {
        if values.count &* 2 >= slots.count { grow() }
        let stored = word | 1 &<< 63
        let last = slots.count &- 1
        var i = home(stored)
        while slots[i] != 0 && slots[i] != stored { i = (i &+ 1) & last }
        if slots[i] == stored {
            values[Int(indices[i])] = value
        } else {
            slots[i] = stored
            indices[i] = Int32(values.count)
            values.append(value)
        }
    }

    mutating func removeAll() {
        slots.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
        values.removeAll(keepingCapacity: true)
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

extension GlyphTable: Sendable where Value: Sendable {}
