import CommandLineSupport
import PNGCodec
import Raster
import Values

/// PNG encode and decode figures: the settings Pixelproof uses against the alternatives,
/// on a synthetic UI-like picture (flat fills, soft edges, a gradient band, fine detail).
enum PNGBench {
    struct Row {
        var name: String
        var encodeMsPerMP: Double
        var bytes: Int
    }

    static func uiLikePixmap(width: Int, height: Int) throws -> Pixmap {
        var pixmap = try Pixmap(width: width, height: height, background: RGBAColor(hex: "#f7f5f0")!.premultiplied)
        var seed: UInt32 = 20261121
        func random() -> UInt32 { seed = seed &* 1_664_525 &+ 1_013_904_223; return seed >> 8 }
        // Cards and pills: flat colour blocks with one-pixel soft edges.
        for card in 0..<40 {
            let x0 = Int(random() % UInt32(width - 200)), y0 = Int(random() % UInt32(height - 80))
            let colors = ["#108910", "#ffffff", "#e8e9eb", "#de3534", "#530038", "#242529"]
            let fill = RGBAColor(hex: colors[card % colors.count])!.premultiplied
            for y in y0..<(y0 + 72) { for x in x0..<(x0 + 190) { pixmap[x, y] = fill } }
        }
        // A gradient band, like the web system's hero gradients.
        for y in 0..<(height / 6) {
            for x in 0..<width {
                let t = Double(x) / Double(width)
                pixmap[x, y] = RGBAColor(r: UInt8(139 - 100 * t), g: UInt8(92 + 100 * t), b: 246).premultiplied
            }
        }
        // Text-like fine detail: short runs of anti-aliased grey levels.
        for _ in 0..<(width * height / 40) {
            let x = Int(random() % UInt32(width)), y = Int(random() % UInt32(height))
            let level = UInt8(truncatingIfNeeded: random())
            pixmap[x, y] = RGBAColor(r: level, g: level, b: level).premultiplied
        }
        return pixmap
    }

    static func run(width: Int = 2000, height: Int = 2000) throws -> [Row] {
        let pixmap = try uiLikePixmap(width: width, height: height)
        let megapixels = Double(width * height) / 1e6
        let candidates: [(String, PNGEncoder)] = [
            ("default (level 1, none)", .default),
            ("level 2, none", PNGEncoder(compressionLevel: 2, filters: .none)),
            ("level 3, none", PNGEncoder(compressionLevel: 3, filters: .none)),
            ("level 1, sub", PNGEncoder(compressionLevel: 1, filters: .sub)),
            ("level 2, sub (default until 2026-11-21)", PNGEncoder(compressionLevel: 2, filters: .sub)),
            ("level 1, sub, zlib RLE", PNGEncoder(compressionLevel: 1, filters: .sub, strategy: .rle)),
            ("level 1, up", PNGEncoder(compressionLevel: 1, filters: .up)),
            ("level 2, up", PNGEncoder(compressionLevel: 2, filters: .up)),
            ("level 6, all (libpng default)", PNGEncoder(compressionLevel: 6, filters: .all)),
        ]
        var rows: [Row] = []
        for (name, encoder) in candidates {
            var size = 0
            let t = try Stopwatch.median(warmups: 1, runs: 3) { size = try encoder.encode(pixmap).count }
            rows.append(Row(name: "encode " + name, encodeMsPerMP: t.cpuMs / megapixels, bytes: size))
        }
        let file = try PNGEncoder.default.encode(pixmap)
        let decode = try Stopwatch.median(warmups: 1, runs: 3) { _ = try PNGDecoder().decode(file) }
        rows.append(Row(name: "decode", encodeMsPerMP: decode.cpuMs / megapixels, bytes: file.count))
        return rows
    }

    static func section() throws -> BenchSection {
        var section = BenchSection(suite: "png", title: "PNG, 2000 x 2000 UI-like picture (thread-CPU ms per megapixel, median of 3)",
                                   header: ["what", "ms per megapixel", "bytes"])
        for row in try run() { section.add([.text(row.name), .ms(row.encodeMsPerMP), .number(Double(row.bytes), decimals: 0)]) }
        return section
    }
}
