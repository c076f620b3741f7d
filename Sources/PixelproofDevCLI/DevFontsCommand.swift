import ArgumentParser
import DisplayList
import Foundation
import PNGCodec
import Pixelproof
import CommandLineSupport
import Raster
import Typesetting
import Values

/// `pixelproof-dev fonts --render TEXT --out FILE.png`: one label drawn the way a render draws it,
/// with every text option exposed (for scripts/text-vs-chromium), or `--bench-labels`: the label
/// layout and rasterising figures of docs/TEXT.md.
struct DevFontsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fonts",
        abstract: "Draw one label with every text option, or time label layout (docs/TEXT.md).")

    @Option(name: .customLong("fonts"), help: ArgumentHelp("Another folder of fonts to scan (repeatable).", valueName: "dir"))
    var fontFolders: [String] = []

    @Option(help: "The label to draw.") var render: String?
    @Option(help: "Where to write the PNG.") var out: String?
    @Option(help: "Font family.") var family = "Lexend Deca"
    @Option(help: "Font weight (wght).") var weight = 400.0
    @Option(help: "Font size, logical px.") var size = 14.0
    @Option(help: "Line height, logical px.") var lineHeight = 20.0
    @Option(help: "Device pixels per logical px.") var scale = 1.0
    @Option(help: "Canvas width, logical px.") var canvasWidth = 200.0
    @Option(help: "Canvas height, logical px.") var canvasHeight = 40.0
    @Option(help: "Left of the layout box, logical px.") var x = 0.0
    @Option(help: "Top of the layout box, logical px.") var y = 0.0
    @Option(help: "Wrap or truncate at this width.") var maxWidth: Double?
    @Option(help: "Text colour, #rrggbb.") var color = "#000000"
    @Flag(help: "Wrap lines at --max-width.") var wrap = false
    @Option(help: "Horizontal glyph positions per pixel.") var subpixelSteps = SubpixelPosition.defaultSteps
    @Flag(help: "Time label layout and rasterising (docs/TEXT.md).") var benchLabels = false
    @Option(help: "none or slight.") var hinting = "none"
    @Option(help: "At most this many lines.") var maxLines: Int?
    @Option(help: "leading, center or trailing.") var align = "leading"


    func run() throws {
        TypesettingDiagnostics.standard.setHandler { Console.error("warning: " + $0) }
        let registry = FontLibrary.registry(commandLineFolders: fontFolders)
        if let text = render { return try renderLabel(text, registry: registry) }
        if benchLabels { return try benchmarkLabels(registry: registry) }
        throw ValidationError("give --render TEXT --out FILE.png, or --bench-labels")
    }

    /// Hidden figure for docs/TEXT.md: 100 catalog-like labels laid out and rasterised, first with
    /// an empty glyph cache, then again with it warm; thread CPU time, median of 5 rounds.
    private func benchmarkLabels(registry: FontRegistry) throws {
        let words = ["Add to cart", "Continue", "Buy it again", "Details", "Checkout", "Fresh produce",
                     "Deliver by 5:30 pm", "Save $3.99", "Office supplies", "AVA Waffles"]
        let labels = (0..<100).map { words[$0 % 10] + " \($0 % 7)" }
        let style = TextStyle(weight: 600, size: 14, lineHeight: 20)
        let longText = String(repeating: "Groceries delivered fast. ", count: 385)
        func cpuMs(_ body: () throws -> Void) rethrows -> Double { try Stopwatch.measure(body).cpuMs }
        var cold = [Double](), warm = [Double](), rasterCold = [Double](), rasterWarm = [Double](), long = [Double]()
        for _ in 0..<5 {
            // A fresh registry each round, so its layout cache starts empty (loading it is not timed).
            let typesetter = Typesetter(registry: FontRegistry(folders: registry.folders, diagnostics: TypesettingDiagnostics()))
            var layouts: [TextLayout] = []
            cold.append(try cpuMs { layouts = try labels.map { try typesetter.layout($0, style: style, options: .singleLine(width: 120), scale: 2) } })
            warm.append(try cpuMs { layouts = try labels.map { try typesetter.layout($0, style: style, options: .singleLine(width: 120), scale: 2) } })
            let rasterizer = GlyphRasterizer()
            rasterCold.append(cpuMs { for l in layouts { _ = rasterizer.masks(for: l, at: Point(0.3, 0)) } })
            rasterWarm.append(cpuMs { for l in layouts { _ = rasterizer.masks(for: l, at: Point(0.3, 0)) } })
            long.append(try cpuMs { _ = try typesetter.layout(longText, style: style, options: TextLayoutOptions(maxWidth: 300, wraps: true), scale: 2) })
        }
        func median(_ xs: [Double]) -> String { String(format: "%.2f", xs.sorted()[xs.count / 2]) }
        Console.output("100 labels @2x: layout \(median(cold)) ms (cached: \(median(warm)) ms), rasterise cold cache \(median(rasterCold)) ms, warm cache \(median(rasterWarm)) ms")
        Console.output("10,010-character paragraph wrapped at 300 px @2x: layout \(median(long)) ms")
    }

    /// Debug helper: one label on white, drawn as a display list by the raster back end (what a
    /// render does), with the chosen glyph positioning and hinting.
    private func renderLabel(_ text: String, registry: FontRegistry) throws {
        guard let out else { throw ValidationError("--render needs --out FILE.png") }
        guard let ink = RGBAColor(hex: color) else { throw ValidationError("--color \(color) is not a #rrggbb colour") }
        let style = TextStyle(family: family, weight: weight, size: size, lineHeight: lineHeight)
        let layout = try Typesetter(registry: registry).layout(
            text, style: style,
            options: TextLayoutOptions(maxWidth: maxWidth, wraps: wrap, maxLines: maxLines,
                                       alignment: TextAlignment(rawValue: align) ?? .leading),
            scale: scale)
        guard let fit = GlyphHinting(rawValue: hinting) else { throw ValidationError("--hinting must be none or slight") }
        let rasterizer = subpixelSteps == SubpixelPosition.defaultSteps && fit == .none
            ? GlyphRasterizer.shared : GlyphRasterizer(subpixelSteps: subpixelSteps, hinting: fit)
        var list = DisplayList(width: (canvasWidth * scale).rounded() / scale, height: (canvasHeight * scale).rounded() / scale,
                               scale: scale, background: .white)
        list.append(layout, at: Point(x, y), paint: .solid(ink))
        try PNGFile.write(try RasterBackend.pixmap(of: list, glyphs: rasterizer), to: out, scale: scale)
        let m = layout.measurement
        Console.output("width \(layout.contentWidth) (measured \(m.width)) height \(m.height) baseline \(m.firstBaseline) glyphs \(layout.glyphCount)")
    }
}
