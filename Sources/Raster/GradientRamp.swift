#if arch(x86_64)
import _Builtin_intrinsics.intel
#endif

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
        var stops = rawStops.filter { $0.offset.isFinite }
        isOpaque = !stops.isEmpty && stops.allSatisfy { $0.color.a == 255 }
        guard !stops.isEmpty else {
            table = [UInt32](repeating: 0, count: n)
            return
        }
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
        // The table is written once, not zeroed first: the pads and the segments between the
        // stops cover every entry (the indices never decrease, so segment k ends where k + 1
        // starts, the first pad ends where the first segment starts and the last pad starts
        // where the last one ends). Zeroing it first was a second pass over its 4 KiB: 1.6 MB
        // of stores a render of the gradients bench scene (400 ramps).
        table = [UInt32](unsafeUninitializedCapacity: n) { out, initialized in
            let base = out.baseAddress!
            initialized = n
            // Pad before the first stop and after the last: a segment with no step.
            let first = min(max(index(stops[0].offset), 0), n)
            GradientRamp.segment(base, count: first, from: pre[0], step: .zero)
            let last = min(max(index(stops[stops.count - 1].offset), 0), n)
            GradientRamp.segment(base + last, count: n - last, from: pre[stops.count - 1], step: .zero)
            // Each segment in turn; a later segment overwrites an earlier one at a shared
            // index, so at equal offsets (hard stops) the later stop wins.
            for k in 0..<(stops.count - 1) {
                let o0 = stops[k].offset, o1 = stops[k + 1].offset
                guard o1 > o0 else { continue }
                let i0 = min(max(index(o0), 0), n), i1 = min(max(index(o1), 0), n)
                guard i0 < i1 else { continue }
                // Linear in i: start at i0 and step by a constant.
                let d = (pre[k + 1] - pre[k]) * Float(1 / ((o1 - o0) * top))
                let c = pre[k] + (pre[k + 1] - pre[k]) * Float((Double(i0) / top - o0) / (o1 - o0))
                GradientRamp.segment(base + i0, count: i1 - i0, from: c, step: d)
            }
        }
    }

    /// `count` entries from colour `c` (premultiplied, channels 0...255) adding `step` per entry,
    /// each rounded to bytes (x + 0.5 floored, after clamping to [0, 255]) with every colour
    /// channel <= alpha, as premultiplied colours must be.
    ///
    /// The step is serial (each entry adds `step` to the one before: that rounding is part of the
    /// pixels), so one add's latency an entry is the floor. On x86-64 the rounding is SSE2's
    /// truncating conversion (`cvttps2dq`, through clang's intrinsics module): Swift's own
    /// `Int32(Float)` is range-checked and its SIMD conversions are generic, and the float-trick
    /// floor of `pack` costs ~40 instructions an entry, which made the ramp ~11 % of the
    /// gradients scene (400 gradients, one 1,024-entry ramp each).
    static func segment(_ out: UnsafeMutablePointer<UInt32>, count: Int, from c0: SIMD4<Float>, step: SIMD4<Float>) {
        var c = c0
        for i in 0..<max(count, 0) {
            out[i] = pack(c)
            c += step
        }
    }

    #if arch(x86_64)
    /// One entry: clamp (SSE's min and max, in the operand order of Swift's `min(max(x, 0), 255)`),
    /// + 0.5, colour capped at alpha (before truncating: ⌊min(x, a)⌋ = min(⌊x⌋, ⌊a⌋)), truncate
    /// (the floor, x + 0.5 being >= 0.5), then the four 32-bit lanes packed to bytes r, g, b, a.
    @inline(__always)
    static func pack(_ c: SIMD4<Float>) -> UInt32 {
        let v = _mm_add_ps(_mm_min_ps(SIMD4(repeating: 255), _mm_max_ps(SIMD4(repeating: 0), c)), SIMD4(repeating: 0.5))
        let capped = _mm_min_ps(v, SIMD4(repeating: v.w))
        let words = _mm_cvttps_epi32(capped)
        let halves = _mm_packs_epi32(words, words)
        return UInt32(bitPattern: _mm_cvtsi128_si32(_mm_packus_epi16(halves, halves)))
    }
    #else
    @inline(__always)
    static func pack(_ c: SIMD4<Float>) -> UInt32 { packInFloatLanes(c) }
    #endif

    /// The entry on CPUs other than x86-64 (compiled everywhere, so the tests hold it to the
    /// definition on this one too): rounds to bytes (v >= 0: adding 0.5 and taking the floor
    /// rounds to nearest, no libm call) and keeps every colour channel <= alpha, all four
    /// channels in SIMD lanes.
    @inline(__always)
    static func packInFloatLanes(_ c: SIMD4<Float>) -> UInt32 {
        // Swift's min(max(x, 0), 255) lane by lane (`clamped` and `pointwiseMin` are generic
        // and are not inlined: a call per entry).
        let zero = SIMD4<Float>(repeating: 0), top = SIMD4<Float>(repeating: 255)
        let low = c.replacing(with: zero, where: zero .> c)
        let v = floorOfSmall(low.replacing(with: top, where: top .< low) + 0.5)
        let alpha = SIMD4<Float>(repeating: v.w)
        let bytes = v.replacing(with: alpha, where: alpha .< v)   // colour <= alpha; min(a, a) = a
        return unsafeBitCast(SIMD4<UInt8>(truncatingIfNeeded: smallIntegers(bytes)), to: UInt32.self)   // r, g, b, a in memory
    }
}
