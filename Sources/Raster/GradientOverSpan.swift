/// The inside of a translucent linear gradient: ramp entries blended straight onto the target,
/// four pixels a step, with no scratch row in between.
///
/// The general route shades a span into scratch and blends it in a second loop (fused in plain
/// Swift, the table loads kept LLVM from vectorising the blend). Here the four entries are
/// gathered into one SIMD4<UInt32> by hand and the blend runs in 16-bit lanes (`Blend.over` on a
/// `Quad`, BlendQuad.swift). Full coverage only: source-over without the coverage multiply, which
/// is exact (s·255/255 rounds to s). The bytes are those of `Blend.over` on each pixel.
extension Blend {
    /// Pixels `p[0..<count]` ← ramp entries at 16.16 positions `f + i·step` over them. The caller
    /// guarantees every position is on the table (no clamps).
    @inline(never)
    static func linearOverSpan(_ p: UnsafeMutablePointer<UInt32>, _ table: UnsafePointer<UInt32>,
                               _ start: Int64, _ step: Int64, _ count: Int) {
        var f = start
        var i = 0
        while i &+ 4 <= count {
            let s = SIMD4<UInt32>(table[Int(truncatingIfNeeded: f &>> 16)],
                                  table[Int(truncatingIfNeeded: (f &+ step) &>> 16)],
                                  table[Int(truncatingIfNeeded: (f &+ 2 &* step) &>> 16)],
                                  table[Int(truncatingIfNeeded: (f &+ 3 &* step) &>> 16)])
            let d = UnsafeMutableRawPointer(p + i)
            d.storeBytes(of: over(unsafeBitCast(s, to: Quad.self), d.loadUnaligned(as: Quad.self)), as: Quad.self)
            f &+= 4 &* step
            i &+= 4
        }
        while i < count {
            p[i] = over(table[Int(truncatingIfNeeded: f &>> 16)], p[i])
            f &+= step
            i &+= 1
        }
    }
}
