import RasterLanes
import Values

/// A conic gradient's row: each pixel's table entry is the clockwise turn of its centre about
/// the gradient's centre, from `from` (y grows downwards, so atan2(ux, −uy) is 0 up and ¼ turn
/// right). `conicEntry` is the definition in Double; the row computes eight pixels at a time in
/// Float (RasterLanes' `ConicLanes`) and asks the definition only where Float could pick another
/// entry, so the bytes are the definition's.
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
    /// Runs of up to 64 pixels go to the lane kernel, on AVX2 CPUs its AVX2 build (`wide`,
    /// `CPUFeatures.wideLanes`), which returns the pixels it was unsure of (≈ 0.4 %, near an
    /// entry's edge or the seam, and the centre); those take `conicEntry`. `wide` may be true only
    /// where the entry may run: `CPUFeatures.wideLanes`, or a build without AVX2 (debug, other
    /// hosts), where the entry is baseline code.
    static func conicRow(_ ramp: [UInt32], inverse inv: Transform, center: Point, from: Double, x: Int, y: Int, count: Int,
                         into out: UnsafeMutablePointer<UInt32>, wide: Bool = CPUFeatures.wideLanes) {
        let px = Double(x) + 0.5, py = Double(y) + 0.5
        let ux0 = inv.a * px + inv.c * py + inv.tx - center.x
        let uy0 = inv.b * px + inv.d * py + inv.ty - center.y
        // −½ … ½, so the angle (also −½ … ½) minus it is one wrap away from 0 … 1.
        var fromTurns = from / (2 * Double.pi)
        fromTurns -= fromTurns.rounded()
        precondition(ramp.count == GradientRamp.size, "conic rows index a ramp of GradientRamp.size entries")
        let row: ConicRowConstants = (ux0, uy0, inv.a, inv.b, SIMD8(repeating: Float(1 - fromTurns)), Float(GradientRamp.size - 1))
        ramp.withUnsafeBufferPointer { table in
            let entries = table.baseAddress!
            // Pixels start ..< start + groups·8 into part[0...], by the lanes.
            func shade(_ start: Int, groups: Int, into part: UnsafeMutablePointer<UInt32>) -> UInt64 {
                wide ? conicChunkWide(row, start: start, groups: groups, table: entries, into: part)
                     : conicChunk(row, start: start, groups: groups, table: entries, into: part)
            }
            // The definition's entry for the pixels the lanes were unsure of.
            func settle(_ unsure: UInt64, from start: Int, in part: UnsafeMutablePointer<UInt32>) {
                var unsure = unsure
                while unsure != 0 {
                    let j = unsure.trailingZeroBitCount, i = Double(start &+ j)
                    part[j] = entries[conicEntry(ux: ux0 + i * inv.a, uy: uy0 + i * inv.b, from: from)]
                    unsure &= unsure &- 1
                }
            }
            var start = 0
            while count &- start >= 8 {
                let groups = min((count &- start) / 8, 8)
                settle(shade(start, groups: groups, into: out + start), from: start, in: out + start)
                start &+= groups &* 8
            }
            // The last few pixels (fewer than eight) as one more group, shaded aside.
            guard start < count else { return }
            withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 8) { buffer in
                let part = buffer.baseAddress!
                let unsure = shade(start, groups: 1, into: part) & (1 << UInt64(count &- start) &- 1)
                settle(unsure, from: start, in: part)
                (out + start).update(from: part, count: count &- start)
            }
        }
    }
}
