/// The tests' reproducible random numbers: Knuth's 64-bit linear congruential generator (MMIX's
/// constants), so a failing case comes back with the same inputs on every run and machine.
struct SeededRandom {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    /// The next state.
    mutating func next() -> UInt64 {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return state
    }

    /// 0 ..< n, from the state's high bits (the low bits of an LCG have short periods).
    mutating func below(_ n: Int) -> Int { Int(truncatingIfNeeded: next() >> 33) % n }

    /// 0 ..< 1 with 53 random bits.
    mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }

    /// low ..< high.
    mutating func within(_ low: Double, _ high: Double) -> Double { low + unit() * (high - low) }

    /// A Float in the range, with 24 random bits.
    mutating func within(_ range: ClosedRange<Float>) -> Float {
        range.lowerBound + (range.upperBound - range.lowerBound) * Float(next() >> 40) / Float(1 << 24)
    }
}
