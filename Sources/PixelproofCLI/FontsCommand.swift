import Components
import Pixelproof
import ArgumentParser
import DisplayList
import JSON
import Foundation
import PNGCodec
import Raster
import Typesetting

/// `pixelproof fonts`: the faces the registry found (family, style, axes, file), the files it
/// skipped, the fallback chain, and the face each design-system style resolves to.
/// Hidden `--render` options draw one label to a PNG (for scripts/text-vs-chromium).
struct FontsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fonts",
        abstract: "List the fonts found and which face each design-system style uses.")

    @Option(name: .customLong("fonts"), help: ArgumentHelp("Another folder of fonts to scan (repeatable); searched before PIXELPROOF_FONTS and the bundled Fonts/.", valueName: "dir"))
    var fontFolders: [String] = []

    @Flag(help: "Print JSON instead of tables.")
    var json = false

    @Option(help: .hidden) var render: String?
    @Option(help: .hidden) var out: String?
    @Option(help: .hidden) var family = "Lexend Deca"
    @Option(help: .hidden) var weight = 400.0
    @Option(help: .hidden) var size = 14.0
    @Option(help: .hidden) var lineHeight = 20.0
    @Option(help: .hidden) var scale = 1.0
    @Option(help: .hidden) var canvasWidth = 200.0
    @Option(help: .hidden) var canvasHeight = 40.0
    @Option(help: .hidden) var x = 0.0
    @Option(help: .hidden) var y = 0.0
    @Option(help: .hidden) var maxWidth: Double?
    @Option(help: .hidden) var color = "#000000"
    @Flag(help: .hidden) var wrap = false
    @Option(help: .hidden) var subpixelSteps = SubpixelPosition.defaultSteps
    @Flag(help: .hidden) var benchLabels = false
    @Option(help: .hidden) var hinting = "none"
    @Option(help: .hidden) var maxLines: Int?
    @Option(help: .hidden) var align = "leading"

    func run() throws {
        if render != nil { TypesettingDiagnostics.standard.setHandler { Console.error("warning: " + $0) } }
        let registry = FontLibrary.registry(commandLineFolders: fontFolders)
        if let text = render { return try renderLabel(text, registry: registry) }
        if benchLabels { return try benchmarkLabels(registry: registry) }
        let styles: [(DesignSystemFont, Result<ResolvedFont, FontError>)] = DesignSystemFont.all.map { style in
            (style, Result { () throws(FontError) in try registry.resolve(style.request) })
        }
        if json { Console.output(jsonReport(registry, styles)); return }

        Console.output("Folders searched: " + (registry.folders.isEmpty ? "(none)" : registry.folders.joined(separator: ", ")))
        var faces = TextTable(header: ["family", "style", "weight", "axes", "file"])
        for f in registry.faces {
            faces.add([f.family, f.style, String(f.weight), f.axes.map(\.description).joined(separator: ", "),
                       f.path + (f.faceIndex > 0 ? "#\(f.faceIndex)" : "")])
        }
        Console.output("\n" + faces.rendered)
        if !registry.skipped.isEmpty {
            Console.output("\nSkipped files:")
            for s in registry.skipped { Console.output("  \(s.path): \(s.reason)") }
        }
        Console.output("\nFallback chain for missing characters: "
              + (registry.fallbackFaces.isEmpty ? "(none)" : registry.fallbackFaces.map { "\($0.family) (\($0.path))" }.joined(separator: ", ")))
        var table = TextTable(header: ["design-system style", "asks for", "uses"])
        for (style, result) in styles {
            let uses: String
            switch result {
            case let .success(font): uses = font.description
            case let .failure(error): uses = "missing: \(error)"
            }
            table.add([style.name, style.request.description, uses])
        }
        Console.output("\n" + table.rendered)
    }

    private func jsonReport(_ registry: FontRegistry, _ styles: [(DesignSystemFont, Result<ResolvedFont, FontError>)]) -> String {
        let faces = registry.faces.map { f in
            JSONValue.object([
                ("family", .string(f.family)), ("style", .string(f.style)), ("weight", .number(Double(f.weight))),
                ("file", .string(f.path)), ("faceIndex", .int(f.faceIndex)),
                ("axes", .array(f.axes.map { .object([("tag", .string($0.tag)), ("min", .number($0.minimum)),
                                                      ("default", .number($0.defaultValue)), ("max", .number($0.maximum))]) })),
            ])
        }
        let resolved = styles.map { style, result -> JSONValue in
            switch result {
            case let .success(font):
                return .object([("style", .string(style.name)), ("family", .string(font.face.family)), ("weight", .number(Double(font.weight))),
                                ("file", .string(font.face.path)), ("standIn", .bool(font.isStandIn))])
            case let .failure(error):
                return .object([("style", .string(style.name)), ("error", .string(error.description))])
            }
        }
        let skipped = registry.skipped.map { JSONValue.object([("file", .string($0.path)), ("reason", .string($0.reason))]) }
        return JSONValue.object([("folders", .array(registry.folders.map(JSONValue.string))), ("faces", .array(faces)),
                                 ("skipped", .array(skipped)), ("styles", .array(resolved))]).compact
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
        guard let ink = Color(hex: color) else { throw ValidationError("--color \(color) is not a #rrggbb colour") }
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
