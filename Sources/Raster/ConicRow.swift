import Values

/// A conic gradient's row: each pixel's table entry is the clockwise turn of its centre about
/// the gradient's centre, from `from` (y grows downwards, so atan2(ux, −uy) is 0 up and ¼ turn
/// right). `conicEntry` is the definition in Double; the row computes four pixels at a time in
/// Float and asks the definition only where Float could pick another entry.
extension Shader {
    /// The entry of the pixel whose centre is (ux, uy) from the gradient's centre in user space:
    /// t = (atan2(ux, −uy) − from) / 2π taken modulo 1, then t·1023 rounded, the top clamped.
    @inline(__always)
    static func conicEntry(ux: Double, uy: Double, from: Double) -> Int {
        let top = Double(GradientRamp.size - 1)
        var t = (TurnAngle.atan2(ux, -uy) - from) / (2 * Double.pi)
        t -= t.rounded(.down)
        return Int(min(t * top + 0.5, top))
    }

    /// `count` entries from pixel (x, y). Pixel x + i is at u = u₀ + i·(a, b), the same point
    /// whatever part of the row is shaded.
    ///
    /// The fast path takes each entry from the Float angle (`TurnAngle.turns`, within ~2·10⁻⁷
    /// turns of the exact t + 1). In table units, (t + 1)·1023, that is an error below 3·10⁻⁴,
    /// plus Float's rounding of the product (≤ 6·10⁻⁵ below 2,048), so where that position is
    /// more than `nearEdge` (2·10⁻³) from an entry's edge (k + ½), and t more than
    /// `nearEdge` / 1023 from the wrap at 0 ≡ 1, Float and Double pick the same entry
    /// (ConicRowTests: none of two million random pixels differs, and with `nearEdge` at 10⁻⁶
    /// some do). The rest (≈ 0.4 % of pixels, and the centre itself, where the angle is 0 / 0)
    /// take `conicEntry`: the bytes are the Double definition's. Through libm's atan2, one pixel
    /// at a time, a conic fill cost ~18 ns a pixel; this row costs ~4.
    static func conicRow(_ ramp: [UInt32], inverse inv: Transform, center: Point, from: Double, x: Int, y: Int, count: Int,
                         into out: UnsafeMutablePointer<UInt32>) {
        let px = Double(x) + 0.5, py = Double(y) + 0.5
        let ux0 = inv.a * px + inv.c * py + inv.tx - center.x
        let uy0 = inv.b * px + inv.d * py + inv.ty - center.y
        // −½ … ½, so the angle (also −½ … ½) minus it is one wrap away from 0 … 1.
        var fromTurns = from / (2 * Double.pi)
        fromTurns -= fromTurns.rounded()
        let sweep = ConicSweep(ux0: ux0, uy0: uy0, a: inv.a, b: inv.b, oneMinusFrom: SIMD4(repeating: Float(1 - fromTurns)))
        ramp.withUnsafeBufferPointer { table in
            let entries = table.baseAddress!
            var i = 0
            var lanes = SIMD4<Double>(0, 1, 2, 3)                        // i … i + 3, exact
            while i &+ 4 <= count {
                store(sweep.entries(at: lanes), at: i, entries, out, sweep, from: from)
                lanes += 4
                i &+= 4
            }
            while i < count {
                let k = Double(i)
                out[i] = entries[conicEntry(ux: ux0 + k * inv.a, uy: uy0 + k * inv.b, from: from)]
                i &+= 1
            }
        }
    }

    /// Four pixels' colours: the table's entries, and the definition's where Float was not sure.
    @inline(__always)
    private static func store(_ group: (index: SIMD4<UInt32>, definite: SIMDMask<SIMD4<Int32>>), at i: Int,
                              _ entries: UnsafePointer<UInt32>, _ out: UnsafeMutablePointer<UInt32>,
                              _ sweep: ConicSweep, from: Double) {
        let index = group.index
        var shaded = SIMD4(entries[Int(index[0])], entries[Int(index[1])], entries[Int(index[2])], entries[Int(index[3])])
        if !all(group.definite) {
            for lane in 0..<4 where !group.definite[lane] {
                let k = Double(i &+ lane)
                shaded[lane] = entries[conicEntry(ux: sweep.ux0 + k * sweep.a, uy: sweep.uy0 + k * sweep.b, from: from)]
            }
        }
        UnsafeMutableRawPointer(out + i).storeBytes(of: shaded, as: SIMD4<UInt32>.self)
    }
}

/// One conic row's constants: pixel i's user-space offset is (ux0 + i·a, uy0 + i·b).
private struct ConicSweep {
    let ux0, uy0, a, b: Double
    /// 1 − the start angle in turns (the start in −½ … ½).
    let oneMinusFrom: SIMD4<Float>

    /// Entries of the pixels k (four of them) by the Float angle, and which of them are definite (the
    /// others' index is 0, in bounds, to be replaced).
    @inline(__always)
    func entries(at k: SIMD4<Double>) -> (index: SIMD4<UInt32>, definite: SIMDMask<SIMD4<Int32>>) {
        let ux = SIMD4<Float>(ux0 + k * a), uy = SIMD4<Float>(uy0 + k * b)
        // The wrap is left to the integers: t + 1 is in 0 … 2 (angle and start both in −½ … ½),
        // and above 1 its entry is 1023 entries on.
        let (turnPlusOne, larger) = TurnAngle.turns(ux, -uy, plus: oneMinusFrom)
        // (t + 1)·1023 to the nearest integer by the 1.5·2^23 trick: the entry sits in the low
        // mantissa bits, and |q − n| is how far q is from the entry's middle (½ at an edge).
        let q = turnPlusOne * Float(GradientRamp.size - 1)
        let shifted = q + roundingMagic
        let nearest = shifted - roundingMagic
        let nearEdge: Float = 2e-3, nearWrap = nearEdge / Float(GradientRamp.size - 1)
        let definite = (magnitude(q - nearest) .< 0.5 - nearEdge)
            .& (magnitude(turnPlusOne - 1) .> nearWrap)          // t near 0 ≡ 1
            .& (turnPlusOne .> nearWrap) .& (turnPlusOne .< 2 - nearWrap)  // t near −1 or 1
            .& (larger .> 1e-18)                                          // all false for NaN
        let wrapped = SIMD4<UInt32>.zero.replacing(with: UInt32(GradientRamp.size - 1), where: turnPlusOne .>= 1)
        let index = (unsafeBitCast(shifted, to: SIMD4<UInt32>.self) &- roundingMagicBits &- wrapped)
            .replacing(with: 0, where: .!definite)
        return (index, definite)
    }
}
