/// Eight conic-gradient pixels at a time in Float: the angle of each pixel's offset from the
/// centre, then its ramp entry, and whether Float is sure of that entry. Raster's
/// `Shader.conicRow` owns the definition (in Double) and asks it for the pixels this leaves
/// unsure; here is only the fast path, written once and compiled twice (ConicChunk.swift).
///
/// A namespace and free values rather than a struct: a struct here would bring its value
/// witnesses (a `memcpy` helper shared by name with every module that has a type of its size),
/// compiled for AVX2 like the rest of this module. The caseless enum still has a metadata
/// accessor compiled here (three instructions, none of them AVX; scripts/check-wide-lanes lists
/// it as the one other function this module may hold).
@usableFromInline
package enum ConicLanes {
    /// The entries of pixels k (eight of them) by the Float angle, and which of them are
    /// definite; the others' index is 0, in bounds, to be replaced by the definition's.
    ///
    /// The angle (`turns`) is within ~2·10⁻⁷ turns of the exact t + 1. In table units,
    /// (t + 1)·last, that is an error below 3·10⁻⁴ for a 1,024-entry ramp, plus Float's rounding
    /// of the product (≤ 6·10⁻⁵ below 2,048), so where that position is more than `nearEdge`
    /// (2·10⁻³) from an entry's edge (k + ½), and t more than `nearEdge` / last from the wrap at
    /// 0 ≡ 1, Float and Double pick the same entry (ConicRowTests: none of two million random
    /// pixels differs, and with `nearEdge` at 10⁻⁶ some do). About 0.4 % of pixels are left to
    /// the definition, and the centre itself, where the angle is 0 / 0.
    @_alwaysEmitIntoClient @inline(always)
    package static func entries(at k: SIMD8<Double>, _ row: ConicRowConstants)
        -> (index: SIMD8<UInt32>, definite: SIMDMask<SIMD8<Int32>>) {
        let (ux0, uy0, a, b, oneMinusFrom, last) = row
        let ux = SIMD8<Float>(ux0 + k * a), uy = SIMD8<Float>(uy0 + k * b)
        // The wrap is left to the integers: t + 1 is in 0 … 2 (angle and start both in −½ … ½),
        // and above 1 its entry is `last` entries on.
        let (turnPlusOne, larger) = turns(ux, -uy, plus: oneMinusFrom)
        // (t + 1)·last to the nearest integer by the 1.5·2^23 trick: the entry sits in the low
        // mantissa bits, and |q − n| is how far q is from the entry's middle (½ at an edge).
        let q = turnPlusOne * last
        let shifted = q + roundingMagic
        let nearest = shifted - roundingMagic
        let nearEdge: Float = 2e-3, nearWrap = nearEdge / last
        let definite = (magnitude(q - nearest) .< 0.5 - nearEdge)
            .& (magnitude(turnPlusOne - 1) .> nearWrap)                   // t near 0 ≡ 1
            .& (turnPlusOne .> nearWrap) .& (turnPlusOne .< 2 - nearWrap)  // t near −1 or 1
            .& (larger .> 1e-18)                                          // all false for NaN
        let wrapped = SIMD8<UInt32>.zero.replacing(with: UInt32(last), where: turnPlusOne .>= 1)
        return ((unsafeBitCast(shifted, to: SIMD8<UInt32>.self) &- roundingMagicBits &- wrapped)
            .replacing(with: 0, where: .!definite), definite)
    }

    /// atan2(y, x) in turns (−½ … ½) plus `offset`, eight vectors at once in Float.
    ///
    /// One division folds each vector into the first octant (a = min/max of |x|, |y|, in 0…1);
    /// atan(a)/2π there is an odd polynomial p of degree 13 (a near-minimax fit over 0…1 by
    /// scripts/fit-turn-polynomial: error 4·10⁻⁸ turns, 6.1·10⁻⁸ evaluated in Float as below).
    /// The octant (¼ − p), the left half (½ − r) and the lower half (−r) make the angle
    /// base ± p, where the base and the sign come from comparisons made before the division:
    /// nothing branches per lane, and only one xor and one add follow the polynomial. With the
    /// Float rounding of the inputs, the division and the sums, the result is within ~2·10⁻⁷
    /// turns of the exact sum.
    ///
    /// `larger` is max(|x|, |y|): where it is 0 (the angle is 0 / 0, NaN) or subnormal (the
    /// ratio loses its precision) the angle is not to be trusted; the caller checks it.
    @_alwaysEmitIntoClient @inline(always)
    package static func turns(_ y: SIMD8<Float>, _ x: SIMD8<Float>, plus offset: SIMD8<Float>)
        -> (turns: SIMD8<Float>, larger: SIMD8<Float>) {
        let ax = magnitude(x), ay = magnitude(y)
        let yIsLarger = ay .> ax, left = x .< 0
        let big = ax.replacing(with: ay, where: yIsLarger)
        let small = ay.replacing(with: ax, where: yIsLarger)
        // angle = base + (±p): the second octant is ¼ − p, the left half ½ − r, below −r
        // (y's sign bit, so −0 is below, as libm: atan2(−0, −1) = −π).
        let signBit = SIMD8<UInt32>(repeating: 0x8000_0000)
        let ySign = unsafeBitCast(y, to: SIMD8<UInt32>.self) & signBit
        let octant = SIMD8<Float>.zero.replacing(with: 0.25, where: yIsLarger)
        let half = octant.replacing(with: 0.5 - octant, where: left)
        let base = unsafeBitCast(unsafeBitCast(half, to: SIMD8<UInt32>.self) ^ ySign, to: SIMD8<Float>.self) + offset
        let flip = SIMD8<UInt32>.zero.replacing(with: signBit, where: yIsLarger .!= left) ^ ySign

        let a = small / big
        // Estrin's scheme in w = a²: pairs of terms side by side, then w² and w⁴, so the chain
        // is three multiply-adds deep instead of Horner's seven (the row is bound by latency).
        let w = a * a, w2 = w * w, w4 = w2 * w2
        let p01 = 0.15915432572364807 - 0.0530262365937233 * w
        let p23 = 0.03152511641383171 - 0.02106151171028614 * w
        let p45 = 0.012672488577663898 - 0.0053482661023736 * w
        let p456 = p45 + 0.0010841265320777893 * w2
        let p = a * ((p01 + p23 * w2) + p456 * w4)                  // 0 … ⅛ turn
        let signed = unsafeBitCast(unsafeBitCast(p, to: SIMD8<UInt32>.self) ^ flip, to: SIMD8<Float>.self)
        return (base + signed, big)
    }
}

/// One conic row's constants: pixel i is at (ux0 + i·a, uy0 + i·b) from the centre in user
/// space; `oneMinusFrom` is 1 − the start angle in turns (the start in −½ … ½), in every lane;
/// `last` is the ramp's last entry (entries are t·last rounded). The margin in `entries` is
/// worked out for `last` = 1,023, Raster's 1,024-entry ramps (which `Shader.conicRow` checks);
/// a larger table would need it worked out again.
@usableFromInline
package typealias ConicRowConstants = (ux0: Double, uy0: Double, a: Double, b: Double, oneMinusFrom: SIMD8<Float>, last: Float)
