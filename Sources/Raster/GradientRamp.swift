/// A gradient's colours sampled into a table of premultiplied RGBA (one UInt32 per entry,
/// bytes r, g, b, a in memory), so a pixel costs an index computation and a load.
/// 4096 entries: between two stops 0.1 apart the table steps by at most 0.6 levels.
struct GradientRamp {
    static let size = 4096
    var table: [UInt32]

    init(stops rawStops: [GradientStop]) {
        table = [UInt32](repeating: 0, count: GradientRamp.size)
        var stops = rawStops.filter { $0.offset.isFinite }
        guard !stops.isEmpty else { return }
        // CSS fix-up: a stop before an earlier one moves up to it; then clamp to [0, 1].
        var highest = -Double.infinity
        for i in stops.indices {
            highest = max(highest, stops[i].offset)
            stops[i].offset = highest
        }
        // Premultiplied floats of each stop.
        let pre: [(Double, Double, Double, Double)] = stops.map {
            let a = Double($0.color.a) / 255
            return (Double($0.color.r) * a, Double($0.color.g) * a, Double($0.color.b) * a, Double($0.color.a))
        }
        let n = GradientRamp.size
        var k = 0
        table.withUnsafeMutableBufferPointer { out in
            for i in 0..<n {
                let t = Double(i) / Double(n - 1)
                // The last stop at or before t (later stops win at equal offsets: hard stops).
                while k + 1 < stops.count && stops[k + 1].offset <= t { k += 1 }
                let c: (Double, Double, Double, Double)
                if t <= stops[0].offset && k == 0 && stops[0].offset >= t {
                    c = pre[0]
                } else if k + 1 >= stops.count {
                    c = pre[stops.count - 1]
                } else {
                    let o0 = stops[k].offset, o1 = stops[k + 1].offset
                    let f = o1 > o0 ? (t - o0) / (o1 - o0) : 1
                    let a = pre[k], b = pre[k + 1]
                    c = (a.0 + (b.0 - a.0) * f, a.1 + (b.1 - a.1) * f, a.2 + (b.2 - a.2) * f, a.3 + (b.3 - a.3) * f)
                }
                // v >= 0 here, so adding 0.5 and truncating rounds to nearest (no libm call).
                func byte(_ v: Double) -> UInt32 { UInt32(truncatingIfNeeded: Int(min(255, max(0, v)) + 0.5)) }
                let a = byte(c.3)
                // Premultiplied channels never exceed alpha.
                let r = min(byte(c.0), a), g = min(byte(c.1), a), b = min(byte(c.2), a)
                out[i] = r | g << 8 | b << 16 | a << 24
            }
        }
    }
}
