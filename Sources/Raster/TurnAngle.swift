/// The angle of a vector, for conic gradients: `atan2` in Double is the definition a conic
/// pixel's entry follows (libm's costs ~20 ns a call), and `turns` is the four-lane Float
/// approximation the conic row uses wherever it cannot change the entry.
///
/// The octant reduction of Cephes' `atan` (Moshier) and the Taylor series: after folding the
/// vector into the first octant (0 <= a <= 1) and, above tan(π/8), using
/// atan(a) = π/4 + atan((a − 1) / (a + 1)), the argument z satisfies |z| <= tan(π/8) ≈ 0.4142,
/// where the alternating series z − z³/3 + … + z¹⁹/19 stops with an error below its next term,
/// 0.4142²¹/21 ≈ 4.4·10⁻¹⁰ rad. A conic ramp entry spans 2π/1023 ≈ 6.1·10⁻³ rad, so a pixel lands
/// in another entry than libm's angle puts it in only when it lies within that error of an
/// entry's edge (about one pixel in seven million).
enum TurnAngle {
    /// atan2(y, x) in radians, in [−π, π]; (0, 0) gives 0, as libm's does.
    @inline(__always)
    static func atan2(_ y: Double, _ x: Double) -> Double {
        let ax = abs(x), ay = abs(y)
        let big = max(ax, ay), small = min(ax, ay)
        guard big > 0 else { return 0 }
        let a = small / big                                   // the first octant: 0...1
        let folded = a > 0.41421356237309503                   // tan(π/8)
        let z = folded ? (a - 1) / (a + 1) : a
        var r = (folded ? Double.pi / 4 : 0) + series(z)
        if ay > ax { r = Double.pi / 2 - r }                   // the second octant
        if x < 0 { r = Double.pi - r }                         // the left half
        return y.sign == .minus ? -r : r                       // −0 below, as libm
    }

    /// atan(z) for |z| <= tan(π/8): z · Σ (−1)^k z^(2k) / (2k + 1), k = 0…9, by Horner's rule in z².
    @inline(__always)
    static func series(_ z: Double) -> Double {
        let w = z * z
        var s = -1.0 / 19
        s = s * w + 1.0 / 17
        s = s * w - 1.0 / 15
        s = s * w + 1.0 / 13
        s = s * w - 1.0 / 11
        s = s * w + 1.0 / 9
        s = s * w - 1.0 / 7
        s = s * w + 1.0 / 5
        s = s * w - 1.0 / 3
        s = s * w + 1
        return z * s
    }
}

extension TurnAngle {
    /// atan2(y, x) in turns (−½ … ½) plus `offset`, four vectors at once in Float: the conic
    /// row's fast path (the offset is its start angle, added where it costs no latency).
    ///
    /// One division folds each vector into the first octant (a = min/max of |x|, |y|, in 0…1);
    /// atan(a)/2π there is an odd polynomial p of degree 13 (a near-minimax fit over 0…1 by
    /// scripts/fit-turn-polynomial: error 4·10⁻⁸ turns, 6.1·10⁻⁸ evaluated in Float as below).
    /// The octant (¼ − p), the left half (½ − r) and the lower half (−r) make the angle
    /// base ± p, where the base and the sign come from comparisons made before the division:
    /// nothing branches per lane, and only one xor and one add follow the polynomial. With the
    /// Float rounding of the inputs, the division and the sums, the result is within ~2·10⁻⁷
    /// turns of the exact sum; callers that need a definite answer near a boundary go back to
    /// `atan2` in Double.
    ///
    /// `larger` is max(|x|, |y|): where it is 0 (the angle is 0 / 0, NaN) or subnormal (the
    /// ratio loses its precision) the angle is not to be trusted; the caller checks it.
    @inline(__always)
    static func turns(_ y: SIMD4<Float>, _ x: SIMD4<Float>, plus offset: SIMD4<Float> = .zero)
        -> (turns: SIMD4<Float>, larger: SIMD4<Float>) {
        let ax = magnitude(x), ay = magnitude(y)
        let yIsLarger = ay .> ax, left = x .< 0
        let big = ax.replacing(with: ay, where: yIsLarger)
        let small = ay.replacing(with: ax, where: yIsLarger)
        // angle = base + (±p): the second octant is ¼ − p, the left half ½ − r, below −r
        // (y's sign bit, so −0 is below, as libm: atan2(−0, −1) = −π).
        let signBit = SIMD4<UInt32>(repeating: 0x8000_0000)
        let ySign = unsafeBitCast(y, to: SIMD4<UInt32>.self) & signBit
        let octant = SIMD4<Float>.zero.replacing(with: 0.25, where: yIsLarger)
        let half = octant.replacing(with: 0.5 - octant, where: left)
        let base = unsafeBitCast(unsafeBitCast(half, to: SIMD4<UInt32>.self) ^ ySign, to: SIMD4<Float>.self) + offset
        let flip = SIMD4<UInt32>.zero.replacing(with: signBit, where: yIsLarger .!= left) ^ ySign

        let a = small / big
        // Estrin's scheme in w = a²: pairs of terms side by side, then w² and w⁴, so the chain
        // is three multiply-adds deep instead of Horner's seven (the row is bound by latency).
        let w = a * a, w2 = w * w, w4 = w2 * w2
        let p01 = 0.15915432572364807 - 0.0530262365937233 * w
        let p23 = 0.03152511641383171 - 0.02106151171028614 * w
        let p45 = 0.012672488577663898 - 0.0053482661023736 * w
        let p456 = p45 + 0.0010841265320777893 * w2
        let p = a * ((p01 + p23 * w2) + p456 * w4)                  // 0 … ⅛ turn
        let signed = unsafeBitCast(unsafeBitCast(p, to: SIMD4<UInt32>.self) ^ flip, to: SIMD4<Float>.self)
        return (base + signed, big)
    }
}
