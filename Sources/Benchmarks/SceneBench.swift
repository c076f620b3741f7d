import Foundation
import CommandLineSupport
import Files
import Raster

/// The shared benchmark scenes (scripts/bench), drawn as the peers draw them: one thread,
/// canvas allocated once, median thread-CPU time of 7 renders after 2 warm-ups.
enum SceneBench {
    static let names = ["pills", "gradients", "shadows", "strokes", "catalog2x", "text", "squircles", "dashes", "blend_layers", "blurs", "conic"]

    /// Peers' render CPU ms from scripts/bench/RESULTS.md (2026-11-25 19:29, this machine kind).
    static let peers: [String: [(String, Double)]] = [
        "pills": [("Blend2D", 9.50), ("Skia", 17.5), ("Cairo", 29.2), ("tiny-skia", 24.7)],
        "gradients": [("Blend2D", 7.14), ("Cairo", 68.3), ("tiny-skia", 100.0)],
        "shadows": [("Skia", 28.4), ("Cairo", 51.1), ("tiny-skia", 88.9)],
        "strokes": [("Blend2D", 9.02), ("Skia", 16.3), ("Cairo", 31.0), ("tiny-skia", 21.3)],
        "catalog2x": [("Skia", 53.9), ("Cairo", 64.9), ("tiny-skia", 96.0)],
        "text": [("Cairo", 6.99), ("Skia", 83.7)],
        // Cairo and tiny-skia's compiled peers read no SVG paths, layers, backdrops or conic
        // gradients; Blend2D's peer draws conic only. 2026-11-26 09:19-09:22, two interleaved
        // rounds at load 0.9-1.2 (README, "Performance").
        "squircles": [("Skia", 12.7), ("Chromium wall", 14.2)],
        "dashes": [("Skia", 38.8), ("Chromium wall", 59.9)],
        "blend_layers": [("Skia", 37.3), ("Chromium wall", 39.0)],
        "blurs": [("Skia", 241.2), ("Chromium wall", 1673.8)],
        "conic": [("Blend2D", 14.5), ("Skia", 343.6), ("Chromium wall", 66.1)],
    ]

    static func run(scenesFile: String) throws -> BenchSection {
        var section = BenchSection(suite: "scenes", title: "Shared benchmark scenes (\(scenesFile)), render thread-CPU ms, median of 7; conic lanes \(CPUFeatures.laneBuild)",
                                   header: ["scene", "pixels", "render ms", "encode ms", "peers (RESULTS.md, render ms)"])
        for name in names {
            let scene = try DrawingScene.load(scenesFile, scene: name)
            let text = try scene.fontFile.map { try BenchText(fontFile: $0) }
            let canvas = try Canvas(width: scene.deviceWidth, height: scene.deviceHeight)
            let render = Stopwatch.median(warmups: 2, runs: 7) { scene.draw(on: canvas, text: text) }
            let encode = try Stopwatch.median(warmups: 0, runs: 3) { _ = try PNGEncoderForBench.encode(canvas.pixmap) }
            let peerText = (peers[name] ?? []).map { "\($0.0) \($0.1)" }.joined(separator: ", ")
            section.add([.text(name), .text("\(scene.deviceWidth)x\(scene.deviceHeight)"), .ms(render.cpuMs), .ms(encode.cpuMs), .text(peerText)])
            if let text {
                // The alternative for glyphs: outlines filled by our own rasterizer, no glyph cache.
                text.viaOutlines = true
                let outlines = Stopwatch.median(warmups: 1, runs: 3) { scene.draw(on: canvas, text: text) }
                text.viaOutlines = false
                section.add([.text(name + " (glyph outlines through our rasterizer)"), .text("\(scene.deviceWidth)x\(scene.deviceHeight)"),
                             .ms(outlines.cpuMs), .text("-"), .text("")])
            }
        }
        return section
    }

    /// The benchmark's scenes in the repository (scripts/bench/scenes.json), found by walking up
    /// from the executable (.build/release/pixelproof), if there is one.
    static func defaultScenesFile() -> String? {
        BundledFolder.find("scripts/bench", containing: "scenes.json").map { $0 + "/scenes.json" }
    }
}

import PNGCodec
enum PNGEncoderForBench {
    static func encode(_ pixmap: Pixmap) throws -> [UInt8] { try PNGEncoder.default.encode(pixmap) }
}
