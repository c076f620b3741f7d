/// The angle of a vector, for conic gradients: `atan2` in Double is the definition a conic
/// pixel's entry follows (libm's costs ~20 ns a call); RasterLanes' `ConicLanes.turns` is the
/// eight-lane Float approximation the conic row uses wherever it cannot change the entry.
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
