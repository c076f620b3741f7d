import CommandLineSupport
import Files
import ArgumentParser
import Foundation
import JSON
import PNGCodec
import Raster

/// `pixelproof raster-scene FILE.json OUT.png`: draws a list of raster ops (hidden; used by
/// scripts/compare-raster and the benchmark). The op vocabulary is the one of
/// scripts/bench/README.md ("Ops"), plus fill_path / stroke_path / fill_rrect with CSS gradients
/// and per-corner radii, and box-shadow spread; see docs/RASTER.md.
struct RasterSceneCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "raster-scene",
        abstract: "Draw a JSON list of raster ops to PNG (reference comparisons and benchmarks).")

    @Argument(help: "A scene JSON file: {width, height, scale, background, ops}, or {scenes: [...]}.")
    var file: String

    @Argument(help: "Where to write the PNG.")
    var output: String

    @Option(help: "With a {scenes: [...]} file: the scene's name.")
    var scene: String?

    @Option(help: "Render this many times and print the median thread-CPU milliseconds.")
    var repeats: Int = 1

    @Option(help: "Curve flattening tolerance in device px (default: the canvas's, 0.1; scripts/compare-tolerance).")
    var tolerance: Double?

    @Flag(help: "Print which build of the lane kernels draws: {\"lanes\": \"AVX2\"} or \"baseline\" (scripts/check-wide-lanes).")
    var lanes = false

    @Option(help: .hidden)
    var boxBlurFromSigma: Double?

    @Option(help: .hidden)
    var reducedResolutionFromSigma: Double?

    func run() throws {
        let parsed = try DrawingScene.load(file, scene: scene)
        let canvas = try Canvas(width: parsed.deviceWidth, height: parsed.deviceHeight)
        if let tolerance {
            guard tolerance.isFinite, tolerance > 0 else {
                throw ValidationError("--tolerance must be a positive number of device px, such as 0.1")
            }
            canvas.tolerance = tolerance
        }
        if let sigma = boxBlurFromSigma { canvas.boxBlurFromSigma = sigma }
        if let sigma = reducedResolutionFromSigma { canvas.reducedResolutionFromSigma = sigma }
        var times: [Double] = []
        for _ in 0..<max(1, repeats) {
            times.append(Stopwatch.measure { parsed.draw(on: canvas, text: nil) }.cpuMs)
        }
        try AtomicFile.write(try PNGEncoder.default.encode(canvas.pixmap), to: output)
        if lanes {
            Console.output(JSONValue.object([("lanes", .string(CPUFeatures.laneBuild))]).compact)
        }
        if repeats > 1 {
            let median = times.sorted()[times.count / 2]
            Console.output(JSONValue.object([("render_cpu_ms", .number((median * 1000).rounded() / 1000)), ("runs", .int(times.count))]).compact)
        }
    }
}
