import CPrefetch
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import RasterLanes
import Values

/// A paint resolved for one draw: the colour of each device pixel of a row, premultiplied,
/// as UInt32 (bytes r, g, b, a in memory). Gradients and images are defined in user space, so
/// each keeps the inverse of the draw's transform.
enum Shader {
    case solid(PremultipliedColor)
    /// t = dx·x + dy·y + t0 at the pixel centre (x + 0.5, y + 0.5), then the ramp.
    case linear(ramp: [UInt32], dx: Double, dy: Double, t0: Double, opaque: Bool)
    /// User-space point u = inverse(pixel centre); t = |u − centre| / radius.
    case radial(ramp: [UInt32], inverse: Transform, center: Point, radius: Double, opaque: Bool)
    /// User-space point u = inverse(pixel centre) − centre; t = the clockwise turn from `from`
    /// (radians, 0 = up), in 0 ..< 1.
    case conic(ramp: [UInt32], inverse: Transform, center: Point, from: Double, opaque: Bool)
    /// t = |ux| / rx + |uy| / ry, clamped to 1.
    case diamond(ramp: [UInt32], inverse: Transform, center: Point, rx: Double, ry: Double, opaque: Bool)
    /// Bilinear samples of a premultiplied image, pixel centres mapped by `inverse` into image px.
    case image(Pixmap, inverse: Transform)

    init(_ paint: Paint, transform: Transform) {
        switch paint {
        case let .solid(c):
            self = .solid(c.premultiplied)
        case let .linearGradient(g):
            let ramp = GradientRamp(stops: g.stops)
            let vx = g.end.x - g.start.x, vy = g.end.y - g.start.y
            let len2 = vx * vx + vy * vy
            guard len2 > 0, let inv = transform.inverted else {
                // SVG: a zero-length gradient paints its last stop.
                self = .solid((g.stops.last?.color ?? .transparent).premultiplied); return
            }
            let dx = (inv.a * vx + inv.b * vy) / len2
            let dy = (inv.c * vx + inv.d * vy) / len2
            let t0 = ((inv.tx - g.start.x) * vx + (inv.ty - g.start.y) * vy) / len2
            self = .linear(ramp: ramp.table, dx: dx, dy: dy, t0: t0, opaque: ramp.isOpaque)
        case let .radialGradient(g):
            guard g.radius > 0, let inv = transform.inverted else {
                self = .solid((g.stops.last?.color ?? .transparent).premultiplied); return
            }
            let ramp = GradientRamp(stops: g.stops)
            self = .radial(ramp: ramp.table, inverse: inv, center: g.center, radius: g.radius, opaque: ramp.isOpaque)
        case let .conicGradient(g):
            guard let inv = transform.inverted else {
                self = .solid((g.stops.last?.color ?? .transparent).premultiplied); return
            }
            let ramp = GradientRamp(stops: g.stops)
            self = .conic(ramp: ramp.table, inverse: inv, center: g.center, from: g.from * Double.pi / 180, opaque: ramp.isOpaque)
        case let .diamondGradient(g):
            guard g.radiusX > 0, g.radiusY > 0, let inv = transform.inverted else {
                self = .solid((g.stops.last?.color ?? .transparent).premultiplied); return
            }
            let ramp = GradientRamp(stops: g.stops)
            self = .diamond(ramp: ramp.table, inverse: inv, center: g.center, rx: g.radiusX, ry: g.radiusY, opaque: ramp.isOpaque)
        }
    }

    /// Every colour it produces is opaque (images are not assumed to be).
    var isOpaque: Bool {
        switch self {
        case let .solid(c): return c.a == 255
        case let .linear(_, _, _, _, opaque), let .radial(_, _, _, _, opaque): return opaque
        case let .conic(_, _, _, _, opaque), let .diamond(_, _, _, _, _, opaque): return opaque
        case .image: return false
        }
    }

    /// Fills `count` colours for the pixels (x ..< x + count, y).
    func shadeRow(x: Int, y: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
        switch self {
        case let .solid(c):
            let v = UInt32(c.r) | UInt32(c.g) << 8 | UInt32(c.b) << 16 | UInt32(c.a) << 24
            out.update(repeating: v, count: count)
        case let .linear(ramp, dx, dy, t0, _):
            ramp.withUnsafeBufferPointer { table in
                if let fixed = linearFixedPoint(x: x, y: y, count: count) {
                    Shader.linearRow(table.baseAddress!, fixed.start, fixed.step, count, into: out)
                } else {
                    let scale = Double(GradientRamp.size - 1)
                    let top = GradientRamp.size - 1
                    let step = dx * scale
                    var t = (t0 + dx * (Double(x) + 0.5) + dy * (Double(y) + 0.5)) * scale + 0.5
                    for i in 0..<count {
                        out[i] = table[Int(min(max(t, 0), Double(top)))]
                        t += step
                    }
                }
            }
        case let .radial(ramp, inv, center, radius, _):
            let scale = Double(GradientRamp.size - 1) / radius
            let px = Double(x) + 0.5, py = Double(y) + 0.5
            var ux = inv.a * px + inv.c * py + inv.tx - center.x
            var uy = inv.b * px + inv.d * py + inv.ty - center.y
            ramp.withUnsafeBufferPointer { table in
                let top = Double(GradientRamp.size - 1)
                for i in 0..<count {
                    let t = (ux * ux + uy * uy).squareRoot() * scale + 0.5
                    out[i] = table[Int(min(t, top))]
                    ux += inv.a; uy += inv.b
                }
            }
        case let .conic(ramp, inv, center, from, _):
            Shader.conicRow(ramp, inverse: inv, center: center, from: from, x: x, y: y, count: count, into: out)
        case let .diamond(ramp, inv, center, rx, ry, _):
            let px = Double(x) + 0.5, py = Double(y) + 0.5
            var ux = inv.a * px + inv.c * py + inv.tx - center.x
            var uy = inv.b * px + inv.d * py + inv.ty - center.y
            let top = Double(GradientRamp.size - 1)
            ramp.withUnsafeBufferPointer { table in
                for i in 0..<count {
                    let t = min(abs(ux) / rx + abs(uy) / ry, 1) * top + 0.5
                    out[i] = table[Int(t)]
                    ux += inv.a; uy += inv.b
                }
            }
        case let .image(image, inv):
            Shader.sampleImageRow(image, inverse: inv, x: x, y: y, count: count, into: out)
        }
    }

    /// A linear gradient's table position along the row (x ..< x + count, y) in 16.16 fixed
    /// point: pixel x + i has the entry (start + i·step) >> 16, clamped to the table. Integer
    /// adds, no float conversion per pixel, and any part of the row can be shaded on its own
    /// with the same entries. Nil when the positions are too far out for 16.16 (then the
    /// caller steps in floating point over the whole row).
    func linearFixedPoint(x: Int, y: Int, count: Int) -> (start: Int64, step: Int64)? {
        guard case let .linear(_, dx, dy, t0, _) = self else { return nil }
        return Shader.linearFixedPoint(dx: dx, dy: dy, t0: t0, x: x, y: y, count: count)
    }

    /// `linearFixedPoint(x:y:count:)` of the linear gradient (`dx`, `dy`, `t0`): for a caller that
    /// unpacked the case once (a fill's row loop), with nothing to match or copy per row.
    @inline(__always)
    static func linearFixedPoint(dx: Double, dy: Double, t0: Double, x: Int, y: Int,
                                 count: Int) -> (start: Int64, step: Int64)? {
        let scale = Double(GradientRamp.size - 1)
        // In table units, so the loop is one add, a clamp and a load.
        let step = dx * scale
        let t = (t0 + dx * (Double(x) + 0.5) + dy * (Double(y) + 0.5)) * scale + 0.5
        let end = t + step * Double(count)
        guard abs(t) < 1e9, abs(end) < 1e9 else { return nil }
        return (Int64(t * 65536), Int64(step * 65536))
    }

    /// `count` ramp entries from 16.16 position `f`, advancing by `step` per pixel.
    @inline(__always)
    /// `wide`: the AVX2 entry may run (`CPUFeatures.wideLanes`, as `Blend.blendSpan`'s).
    static func linearRow(_ table: UnsafePointer<UInt32>, _ start: Int64, _ step: Int64, _ count: Int,
                          into out: UnsafeMutablePointer<UInt32>, wide: Bool = CPUFeatures.wideLanes,
                          ramp: Bool = CPUFeatures.rampLanes) {
        let top = GradientRamp.size - 1
        var f = start
        // Every position on the table: the loop is a shift and a load (no clamps), RasterLanes'
        // `linearEntries` (four entries a vector store), eight a step in its AVX2 build, or
        // sixteen in the C module's AVX-512 kernel.
        if onTable(start, step, count) {
            #if arch(x86_64)
            if ramp && count >= CPUFeatures.wideSpan {
                lane_ramp_entries16(table, top, start, step, count, out)
                return
            }
            #endif
            if wide && count >= CPUFeatures.wideSpan {
                linearEntriesWide(table, last: top, start, step, count, into: out)
            } else {
                linearEntries(table, start, step, count, into: out)
            }
            return
        }
        for i in 0..<count {
            out[i] = table[min(max(Int(truncatingIfNeeded: f &>> 16), 0), top)]
            f &+= step
        }
    }

    /// Positions are linear in i: when both ends of the run are on the table, so is every
    /// pixel between.
    @inline(__always)
    static func onTable(_ start: Int64, _ step: Int64, _ count: Int) -> Bool {
        let top = Int64(GradientRamp.size - 1)
        let last = start &+ Int64(truncatingIfNeeded: count &- 1) &* step
        return start >= 0 && last >= 0 && start &>> 16 <= top && last &>> 16 <= top
    }

    /// Bilinear filtering with edge pixels repeated, on premultiplied values.
    static func sampleImageRow(_ image: Pixmap, inverse inv: Transform, x: Int, y: Int, count: Int,
                               into out: UnsafeMutablePointer<UInt32>) {
        let w = image.width, h = image.height
        let px = Double(x) + 0.5, py = Double(y) + 0.5
        // Image pixel centres are at i + 0.5: shift so that integer coordinates are centres.
        var u = inv.a * px + inv.c * py + inv.tx - 0.5
        var v = inv.b * px + inv.d * py + inv.ty - 0.5
        image.bytes.withUnsafeBufferPointer { src in
            for i in 0..<count {
                let uc = min(max(u, 0), Double(w - 1)), vc = min(max(v, 0), Double(h - 1))
                let x0 = Int(uc), y0 = Int(vc)
                let x1 = min(x0 + 1, w - 1), y1 = min(y0 + 1, h - 1)
                let fx = uc - Double(x0), fy = vc - Double(y0)
                var packed: UInt32 = 0
                for ch in 0..<4 {
                    let a = Double(src[(y0 * w + x0) * 4 + ch]), b = Double(src[(y0 * w + x1) * 4 + ch])
                    let c = Double(src[(y1 * w + x0) * 4 + ch]), d = Double(src[(y1 * w + x1) * 4 + ch])
                    let top = a + (b - a) * fx, bottom = c + (d - c) * fx
                    let value = UInt32(max(0, min(255, (top + (bottom - top) * fy).rounded())))
                    packed |= value << (8 * UInt32(ch))
                }
                out[i] = packed
                u += inv.a; v += inv.b
            }
        }
    }
}
