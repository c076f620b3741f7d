import CommandLineSupport
import Files
import ArgumentParser
import JSON
import PNGCodec
import Raster

/// `pixelproof bench-peer SCENE OUT.png`: scripts/bench's peer protocol ("Adding the Swift rasterizer"):
/// the scene rendered 2 + 7 times on one thread (canvas allocated once, fonts loaded before),
/// encoded 3 times, the PNG written and one JSON line printed with wall and thread-CPU samples.
struct BenchPeerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench-peer",
        abstract: "Render a shared benchmark scene as a peer of scripts/bench/run_all.sh.")

    @Argument(help: "Scene name: pills, gradients, shadows, strokes, catalog2x, text.")
    var scene: String

    @Argument(help: "Where to write the PNG.")
    var output: String

    @Option(help: "The scenes file.")
    var scenes: String = "scenes.json"

    @Option(help: "Untimed warm-up renders.")
    var warmups: Int = 2

    @Option(help: "Timed renders.")
    var runs: Int = 7

    @Flag(name: .customLong("glyph-outlines"), help: "Fill glyph outlines with our rasterizer instead of FreeType's cached masks.")
    var glyphOutlines = false

    func run() throws {
        let scene = try DrawingScene.load(scenes, scene: self.scene)
        let text = try scene.fontFile.map { try BenchText(fontFile: $0) }
        text?.viaOutlines = glyphOutlines
        let canvas = try Canvas(width: scene.deviceWidth, height: scene.deviceHeight)
        var render: [Stopwatch.Sample] = []
        for i in 0..<(warmups + runs) {
            let sample = Stopwatch.measure { scene.draw(on: canvas, text: text) }
            if i >= warmups { render.append(sample) }
        }
        var encode: [Stopwatch.Sample] = []
        var png: [UInt8] = []
        for _ in 0..<3 { encode.append(try Stopwatch.measure { png = try PNGEncoder.default.encode(canvas.pixmap, scale: scene.scale) }) }
        try AtomicFile.write(png, to: output)
        // Milliseconds to the microsecond, as the other peers print them.
        func ms(_ x: Double) -> JSONValue { .number((x * 1000).rounded() / 1000) }
        func samples(_ xs: [Double]) -> JSONValue { .array(xs.map(ms)) }
        func median(_ xs: [Double]) -> JSONValue { ms(xs.sorted()[xs.count / 2]) }
        Console.output(JSONValue.object([
            ("peer", .string("swift")), ("scene", .string(self.scene)), ("pixels", .array([.int(scene.deviceWidth), .int(scene.deviceHeight)])),
            ("render_ms", median(render.map(\.wallMs))), ("render_samples", samples(render.map(\.wallMs))),
            ("encode_ms", median(encode.map(\.wallMs))), ("encode_samples", samples(encode.map(\.wallMs))),
            ("render_cpu_ms", median(render.map(\.cpuMs))), ("render_cpu_samples", samples(render.map(\.cpuMs))),
            ("encode_cpu_ms", median(encode.map(\.cpuMs))), ("encode_cpu_samples", samples(encode.map(\.cpuMs))),
            ("png_bytes", .int(png.count)),
            ("version", .string("pixelproof \(PixelproofVersion.current), Swift release build, libpng with zlib level 1, no filter")),
        ]).compact)
    }
}
