import CommandLineSupport
import Raster
import Values

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How render time grows: with canvas size (same density of pills), with the number of shapes,
/// and with blur radius (the cost per blurred pixel must not grow with the radius).
enum ScalingBench {
    /// Pills at fixed positions from a small LCG, so every run draws the same picture.
    static func pills(count: Int, width: Int, height: Int) -> [(Path, Paint)] {
        var seed: UInt32 = 20261121
        func next() -> Double { seed = seed &* 1_664_525 &+ 1_013_904_223; return Double(seed >> 8) / Double(1 << 24) }
        return (0..<count).map { _ in
            let w = 120 + next() * 120, h = 32 + next() * 24
            let rect = Rect(x: next() * (Double(width) - w), y: next() * (Double(height) - h), width: w, height: h)
            let color = RGBAColor(r: UInt8(next() * 255), g: UInt8(next() * 255), b: UInt8(next() * 255))
            return (Path(roundedRect: RoundedRect(rect: rect, radius: h / 2)), .solid(color))
        }
    }

    static func time(_ canvas: Canvas, _ shapes: [(Path, Paint)]) -> Double {
        Stopwatch.median(warmups: 1, runs: 5) {
            canvas.reset(to: .white)
            for (path, paint) in shapes { canvas.fill(path, paint: paint) }
        }.cpuMs
    }

    static func run() throws -> [BenchSection] {
        var size = BenchSection(suite: "scaling-canvas", title: "Canvas size (pills at the density of the pills scene), thread-CPU ms",
                                header: ["canvas", "pills", "ms", "ms per megapixel"])
        for side in [500, 1000, 2000, 4000] {
            let count = Int(2000.0 * Double(side * side) / (1600 * 1200))
            let canvas = try Canvas(width: side, height: side)
            let ms = time(canvas, pills(count: count, width: side, height: side))
            size.add([.text("\(side)x\(side)"), .number(Double(count), decimals: 0), .ms(ms), .ms(ms / (Double(side * side) / 1e6))])
        }
        var count = BenchSection(suite: "scaling-shapes", title: "Shape count on 1600 x 1200, thread-CPU ms",
                                 header: ["pills", "ms", "µs per pill"])
        let canvas = try Canvas(width: 1600, height: 1200)
        for n in [250, 500, 1000, 2000, 4000] {
            let ms = time(canvas, pills(count: n, width: 1600, height: 1200))
            count.add([.number(Double(n), decimals: 0), .ms(ms), .ms(ms * 1000 / Double(n))])
        }
        var blur = BenchSection(suite: "scaling-blur", title: "Box-shadow blur radius (one 200 x 120 card, r 16), thread-CPU ms",
                                header: ["blur px", "sigma", "ms", "blurred megapixels", "ms per blurred megapixel"])
        let card = RoundedRect(rect: Rect(x: 700, y: 540, width: 200, height: 120), radius: 16)
        for b in [4.0, 16, 64, 256] {
            let shadow = ShadowLayer(y: 8, blur: b, color: RGBAColor(r: 0, g: 0, b: 0, a: 60))
            let ms = Stopwatch.median(warmups: 1, runs: 5) {
                canvas.reset(to: .white)
                canvas.drawShadow(of: card, shadow)
            }.cpuMs
            // The blurred area: the card grown by three sigma on every side, clipped to the canvas.
            let margin = 1.5 * b
            let area = min(1600, 200 + 2 * margin) * min(1200, 120 + 2 * margin) / 1e6
            blur.add([.number(b, decimals: 0), .number(b / 2, decimals: 1), .ms(ms), .number(area, decimals: 3), .ms(ms / area)])
        }
        return [size, count, blur]
    }

    /// Peak resident memory of this process so far (Linux reports ru_maxrss in KiB).
    static func peakMemoryMiB() -> Double {
        var usage = rusage()
        getrusage(0 /* RUSAGE_SELF */, &usage)
        return Double(usage.ru_maxrss) / 1024
    }
}
