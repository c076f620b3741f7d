/// A gradient's colours sampled into a table of premultiplied RGBA (one UInt32 per entry,
/// bytes r, g, b, a in memory), so a pixel costs an index computation and a load.
/// 1024 entries: finer than a pixel for gradients up to ~1000 px long; between stops 0.5 apart
/// the table steps by at most 0.5 levels (Skia dithers ±1 level on top of its own steps).
struct GradientRamp {
    static let size = 1024
    var table: [UInt32]
    /// Every stop is opaque: full coverage can copy the colours without blending.
    var isOpaque: Bool

    init(stops rawStops: [GradientStop]) {
        let n = GradientRamp.size
        table = [UInt32](repeating: 0, count: n)
        var stops = rawStops.filter { $0.offset.isFinite }
        isOpaque = !stops.isEmpty && stops.allSatisfy { $0.color.a == 255 }
        guard !stops.isEmpty else { return }
        // CSS fix-up: a stop before an earlier one moves up to it.
        var highest = -Double.infinity
        for i in stops.indices {
            highest = max(highest, stops[i].offset)
            stops[i].offset = highest
        }
        // Premultiplied stop colours, channels in 0...255.
        let pre: [SIMD4<Float>] = stops.map {
            let a = Float($0.color.a) / 255
            return SIMD4(Float($0.color.r) * a, Float($0.color.g) * a, Float($0.color.b) * a, Float($0.color.a))
        }
        let top = Double(n - 1)
        func index(_ offset: Double) -> Int { Int(min(max(offset * top, -1), top + 1).rounded(.up)) }
        table.withUnsafeMutableBufferPointer { out in
            // Pad before the first stop and after the last.
            let first = min(max(index(stops[0].offset), 0), n)
            for i in 0..<first { out[i] = GradientRamp.pack(pre[0]) }
            let last = min(max(index(stops[stops.count - 1].offset), 0), n)
            for i in last..<n { out[i] = GradientRamp.pack(pre[stops.count - 1]) }
            // Each segment in turn; a later segment overwrites an earlier one at a shared
            // index, so at equal offsets (hard stops) the later stop wins.
            for k in 0..<(stops.count - 1) {
                let o0 = stops[k].offset, o1 = stops[k + 1].offset
                guard o1 > o0 else { continue }
                let i0 = min(max(index(o0), 0), n), i1 = min(max(index(o1), 0), n)
                guard i0 < i1 else { continue }
                // Linear in i: start at i0 and step by a constant.
                let d = (pre[k + 1] - pre[k]) * Float(1 / ((o1 - o0) * top))
                var c = pre[k] + (pre[k + 1] - pre[k]) * Float((Double(i0) / top - o0) / (o1 - o0))
                for i in i0..<i1 {
                    out[i] = GradientRamp.pack(c)
                    c += d
                }
            }
        }
    }

    /// Rounds to bytes (v >= 0: adding 0.5 and taking the floor rounds to nearest, no libm
    /// call) and keeps every colour channel <= alpha, as premultiplied colours must be.
    /// All four channels at once in SIMD lanes (SSE2: add, compare, select, min): the same
    /// arithmetic as one channel at a time, which made the ramp ~12 % of the gradients scene.
    @inline(__always)
    static func pack(_ c: SIMD4<Float>) -> UInt32 {
        // Swift's min(max(x, 0), 255) lane by lane. (`clamped` and `pointwiseMin` are generic
        // and are not inlined here: a call per entry, slower than the scalar code.)
        let zero = SIMD4<Float>(repeating: 0), top = SIMD4<Float>(repeating: 255)
        let low = c.replacing(with: zero, where: zero .> c)
        let v = floor(low.replacing(with: top, where: top .< low) + 0.5)
        let alpha = SIMD4<Float>(repeating: v.w)
        let bytes = v.replacing(with: alpha, where: alpha .< v)   // colour <= alpha; min(a, a) = a
        // Integers 0...255 as floats: + 1.5·2^23 puts them in the low mantissa bits.
        let bits = unsafeBitCast(bytes + 12_582_912, to: SIMD4<UInt32>.self) &- 0x4B40_0000
        return unsafeBitCast(SIMD4<UInt8>(truncatingIfNeeded: bits), to: UInt32.self)   // r, g, b, a in memory
    }

    /// ⌊y⌋ for 0 <= y < 2^22, branch-free and without libm or `Int32(y)`'s range checks: adding
    /// and subtracting 1.5·2^23 rounds y to the nearest integer (exact float arithmetic); one
    /// less where that rounded up.
    @inline(__always)
    static func floor(_ y: SIMD4<Float>) -> SIMD4<Float> {
        let magic = SIMD4<Float>(repeating: 12_582_912)
        let nearest = (y + magic) - magic
        return nearest.replacing(with: nearest - 1, where: nearest .> y)
    }
}
