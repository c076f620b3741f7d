import CRasterKernels

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
            let base = out.baseAddress!
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
    /// In C (CRasterKernels): the rounding is a float-to-int conversion, which Swift checks for
    /// range (a trap) and so cannot issue as the one unchecked vector instruction; emulating it
    /// with float tricks costs ~40 instructions an entry, which makes the ramp ~11 % of the
    /// gradients scene (400 gradients, one 1,024-entry ramp each). The step is serial (each
    /// entry adds `step` to the one before: that rounding is part of the pixels), so one add's
    /// latency an entry is the floor; the C loop is about that.
    static func segment(_ out: UnsafeMutablePointer<UInt32>, count: Int, from c: SIMD4<Float>, step: SIMD4<Float>) {
        guard count > 0 else { return }
        withUnsafeBytes(of: c) { c0 in
            withUnsafeBytes(of: step) { d in
                crk_ramp_segment(out, count, c0.baseAddress!.assumingMemoryBound(to: Float.self),
                                 d.baseAddress!.assumingMemoryBound(to: Float.self))
            }
        }
    }
}
