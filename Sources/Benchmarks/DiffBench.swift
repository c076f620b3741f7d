import CommandLineSupport
import PixelDiff
import Raster
import Values

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Pixel-diff figures on a 3840 x 2160 pair, the size the benchmark issue measures: an identical
/// pair (the memcmp fast path), and a UI-like pair with realistic changes (a card moved by one
/// pixel, a recoloured block, noise-like detail changed in a text band), counting only and with
/// the diff image, on every core and on one. For scale: pixelmatch 7.2 (Node) took about 9.2 ms
/// per megapixel on this kind of machine (2 cores), measured with its own CLI on the same pairs.
enum DiffBench {
    struct Row {
        var name: String
        var wallMsPerMP: Double
        /// CPU time of the whole process (every thread), per megapixel.
        var cpuMsPerMP: Double
        var mismatched: Int
    }

    static let pixelmatchMsPerMP = 9.2

    static func pair(width: Int, height: Int) throws -> (RGBAImage, RGBAImage) {
        let expected = try PNGBench.uiLikePixmap(width: width, height: height)
        var actual = expected
        // A card moved one pixel right.
        let card = RGBAColor(hex: "#de3534")!.premultiplied
        for y in 1200..<1272 { for x in 2001..<2191 { actual[x, y] = card } }
        // A recoloured block.
        for y in 400..<460 { for x in 100..<900 { actual[x, y] = RGBAColor(hex: "#108a10")!.premultiplied } }
        // Text-like detail changed in a band of rows.
        var seed: UInt32 = 7
        for _ in 0..<20_000 {
            seed = seed &* 1_664_525 &+ 1_013_904_223
            let x = Int(seed >> 8) % width
            seed = seed &* 1_664_525 &+ 1_013_904_223
            let y = 1800 + Int(seed >> 8) % 120
            let level = UInt8(truncatingIfNeeded: seed >> 3)
            actual[x, y] = RGBAColor(r: level, g: level, b: level).premultiplied
        }
        return (RGBAImage(expected), RGBAImage(actual))
    }

    static func run(width: Int = 3840, height: Int = 2160) throws -> [Row] {
        let (a, b) = try pair(width: width, height: height)
        let megapixels = Double(width * height) / 1e6
        var rows: [Row] = []
        for (name, expected, actual, drawDiff, parallel) in [
            ("identical pair, count", a, a, false, true),
            ("identical pair, count + diff image", a, a, true, true),
            ("UI pair, count", a, b, false, true),
            ("UI pair, count + diff image", a, b, true, true),
            ("UI pair, count, one core", a, b, false, false),
            ("UI pair, count + diff image, one core", a, b, true, false),
        ] {
            var differ = PixelDiffer()
            differ.parallel = parallel
            var mismatched = 0
            var cpu: [Double] = []
            let t = Stopwatch.median(warmups: 1, runs: 7) {
                let start = processCPUSeconds()
                mismatched = differ.compare(expected, actual, drawDiff: drawDiff).metrics?.mismatched ?? -1
                cpu.append(processCPUSeconds() - start)
            }
            let cpuMedian = cpu.dropFirst().sorted()[(cpu.count - 1) / 2]
            rows.append(Row(name: name, wallMsPerMP: t.wallMs / megapixels,
                            cpuMsPerMP: cpuMedian * 1e3 / megapixels, mismatched: mismatched))
        }
        return rows
    }

    /// CPU time of every thread of the process, in seconds.
    static func processCPUSeconds() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
    }

    static func section() throws -> BenchSection {
        var section = BenchSection(suite: "diff", title: "Pixel diff, 3840 x 2160 pair (median of 7 runs; process CPU counts every thread)",
                                   header: ["what", "wall ms per megapixel", "process CPU ms per megapixel", "x pixelmatch (9.2 ms/MP)", "mismatched"])
        for row in try run() {
            section.add([.text(row.name), .number(row.wallMsPerMP, decimals: 3), .number(row.cpuMsPerMP, decimals: 3),
                         .number(pixelmatchMsPerMP / row.wallMsPerMP, decimals: 1), .number(Double(row.mismatched), decimals: 0)])
        }
        return section
    }
}
