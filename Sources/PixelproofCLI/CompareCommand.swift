import CommandLineSupport
import Files
import ArgumentParser
import Foundation
import GoldenRun
import JSON
import PixelDiff
import PNGCodec
import Pixelproof
import Raster
import Values

/// `pixelproof compare EXPORT.png RENDER.png`: a Figma export against a render, with the export's
/// scale worked out and a ±2 px offset search; or `--figma-dir DIR --catalog MANIFEST` for a whole
/// export folder against the catalog's renders (its goldens in --snapshots).
struct CompareCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare",
        abstract: "Compare Figma exports with Pixelproof's renders.",
        discussion: """
        pixelproof compare EXPORT.png (RENDER.png | DESCRIPTION.yaml) [--scale auto] [--offset 2] [--diff-out DIFF.png] [--json]

        pixelproof compare --figma-dir DIR --catalog MANIFEST.json [--snapshots Snapshots] [--report DIR] [--allow-missing]

        Exit codes: 0 within tolerance, 1 differences (or names found on one side only), 2 bad input.
        """)

    @Argument(help: "EXPORT.png, then RENDER.png or a description file (rendered at the export's scale).")
    var files: [String] = []

    @Option(name: .customLong("figma-dir"), help: "A folder of Figma exports (names with / become folders, @2x appended).")
    var figmaDir: String?
    @Option(help: "The catalog manifest (JSON) mapping catalog names to Figma names.")
    var catalog: String?
    @Option(help: "Where the catalog's renders are: <snapshots>/<name>@<scale>x.png.")
    var snapshots: String = "Snapshots"
    @Option(help: "The export's scale: auto (from pHYs or size), 1, 2, 3 or 4.")
    var scale: String = "auto"
    @Option(help: "Search shifts of up to this many pixels for the best alignment (0: none).")
    var offset: Int = 2

    @OptionGroup var diffOptions: DiffFlags
    @Option(name: .customLong("max-diff-pixels"), help: "Pass with at most this many mismatched pixels.")
    var maxDiffPixels: Int?
    @Option(name: .customLong("max-diff-ratio"), help: "Pass with at most this fraction (0...1) of mismatched pixels.")
    var maxDiffRatio: Double?
    @Option(name: .customLong("mask"), help: ArgumentHelp(
        "A region to ignore, x,y,w,h in device pixels of both images (repeatable): counted nowhere, drawn #FF00FF in the diff image.", valueName: "x,y,w,h"))
    var masks: [String] = []
    @Option(name: .customLong("diff-out"), help: "Write the diff image of the best alignment to this PNG.")
    var diffOut: String?
    @Option(help: "With --figma-dir: write a report folder (HTML, JUnit, JSON).")
    var report: String?
    @Flag(name: .customLong("allow-missing"), help: "With --figma-dir: report catalog items with no export without failing (a partial export).")
    var allowMissing = false
    @Flag(help: "Print the result as JSON.")
    var json = false
    @Flag(help: "Do not print notes such as a stand-in font being used.")
    var quiet = false

    func validate() throws {
        try diffOptions.validate()
        if maxDiffPixels != nil && maxDiffRatio != nil { throw ValidationError("give --max-diff-pixels or --max-diff-ratio, not both") }
        _ = try MaskRegion.parsing(masks)
        if !(0...8).contains(offset) { throw ValidationError("--offset must be within 0...8, got \(offset)") }
        if scale != "auto" && !Scale.range.map(String.init).contains(scale) { throw ValidationError("--scale must be auto, \(Scale.choices), got \(scale)") }
        if figmaDir != nil {
            if catalog == nil { throw ValidationError("--figma-dir needs --catalog MANIFEST.json") }
            if !files.isEmpty { throw ValidationError("give --figma-dir or two files, not both") }
            if !masks.isEmpty { throw ValidationError("--mask applies to two files (both in the same pixels), not to --figma-dir") }
        } else if allowMissing {
            throw ValidationError("--allow-missing applies to --figma-dir")
        } else if files.count != 2 {
            throw ValidationError("give EXPORT.png and RENDER.png, or --figma-dir DIR --catalog MANIFEST")
        }
    }

    var tolerance: Tolerance { maxDiffRatio.map(Tolerance.ratio) ?? .pixels(maxDiffPixels ?? 0) }

    func run() throws {
        if !quiet { FontLibrary.standard.diagnostics.setHandler { Console.error("pixelproof: \($0)") } }
        if let figmaDir, let catalog { return try compareFolder(figmaDir, catalog) }
        let (exportPath, renderPath) = (files[0], files[1])
        let export = try PNGImageFile.read(exportPath)
        let (render, exportScale) = try renderToCompare(renderPath, with: export)
        let search = OffsetSearch(radius: offset, differ: PixelDiffer(options: try diffOptions.options()))
        let regions = try MaskRegion.parsing(masks)
        try MaskRegion.check(regions, inside: export.image, of: exportPath)
        guard let best = search.best(export.image.masked(regions), render.image.masked(regions), drawDiff: diffOut != nil) else {
            let mismatch = SizeMismatch(expectedWidth: export.image.width, expectedHeight: export.image.height,
                                        actualWidth: render.image.width, actualHeight: render.image.height)
            Console.output(json ? mismatch.json : mismatch.description)
            throw ExitCode(1)
        }
        if let diffOut, let image = best.diffImage { try PNGFile.write(try image.masked(regions).pixmap(), to: diffOut) }
        var sizeNote = export.image.width == render.image.width && export.image.height == render.image.height ? nil
            : "sizes differ: \(export.image.width)x\(export.image.height) vs \(render.image.width)x\(render.image.height); compared the overlap"
        // A render at the wrong scale: say which scale the export needs.
        for ratio in [2, 3] where abs(export.image.width - render.image.width * ratio) <= ratio
            && abs(export.image.height - render.image.height * ratio) <= ratio {
            sizeNote? += "; the export is \(ratio)x the render: render at --scale \(ratio * (render.scale ?? Scale.picture))"
        }
        if json {
            Console.output(JSONValue.object([
                ("scale", exportScale.map(JSONValue.int) ?? .null),
                ("offset", .object([("x", .int(best.dx)), ("y", .int(best.dy))])),
                ("overlap", .object([("x", .int(best.originX)), ("y", .int(best.originY))])),
                ("metrics", best.metrics.jsonValue), ("sizesDiffer", .bool(sizeNote != nil)),
            ]).compact)
        } else {
            Console.output("export scale: \(exportScale.map { "\($0)x" } ?? "unknown (no pHYs chunk, no @Nx in the names)")")
            Console.output("best offset: dx \(best.dx), dy \(best.dy)")
            if let sizeNote { Console.output(sizeNote) }
            Console.output(best.metrics.summary)
        }
        if sizeNote != nil || !tolerance.accepts(best.metrics) { throw ExitCode(1) }
    }

    /// RENDER.png as it is, or a description rendered at the export's scale (its pHYs chunk, else
    /// the `@Nx` in its name, else its size against the description's canvas, else 1x; `--scale N`
    /// wins).
    func renderToCompare(_ path: String, with export: PNGImageFile) throws -> (PNGImageFile, Int?) {
        let exportScale = export.scale ?? ExportScale.named(files[0])
        if path.lowercased().hasSuffix(".png") {
            let render = try PNGImageFile.read(path)
            let named = exportScale ?? render.scale ?? ExportScale.named(path)
            return (render, Int(scale) ?? ExportScale.detect(pHYsScale: named, width: export.image.width, height: export.image.height))
        }
        let described = try DescriptionFile.load(path)
        let detected = Int(scale) ?? ExportScale.detect(pHYsScale: exportScale, width: export.image.width, height: export.image.height,
                                                        logicalWidth: described.canvas.width, logicalHeight: described.canvas.height)
        let renderScale = detected ?? 1
        let document = try DescriptionFile.load(path, scale: renderScale)
        let pixmap = try Renderer(scale: renderScale).pixmap(of: document)
        return (PNGImageFile(image: RGBAImage(pixmap), pixelsPerMetre: Int(PNGEncoder.pixelsPerMetre(scale: Double(renderScale)))), renderScale)
    }

    func compareFolder(_ folder: String, _ manifest: String) throws {
        let comparison = FigmaFolderComparison(exportFolder: folder, manifest: manifest, snapshots: snapshots,
                                               search: OffsetSearch(radius: offset, differ: PixelDiffer(options: try diffOptions.options())),
                                               tolerance: tolerance)
        let result = try comparison.run()
        let writer = report.map(ReportWriter.init(folder:))
        var entries: [SnapshotReport.Entry] = []
        for (check, scale) in result.checks {
            Console.output("\(check.status.rawValue): \(check.name): \(check.message ?? "")")
            entries.append(try writer?.entry(for: check, scale: scale, seconds: nil, expected: comparison.exportFile(of: check))
                           ?? SnapshotReport.Entry(check))
        }
        let summary = SnapshotReport(results: entries)
        try writer?.writePages(summary)
        for file in result.onlyInExport { Console.output("only in the Figma export: \(file)") }
        let missing = allowMissing ? "no Figma export (allowed by --allow-missing)" : "only in the catalog"
        for component in result.onlyInCatalog { Console.output("\(missing): \(component.name) (Figma name \"\(component.figmaName)\")") }
        Console.output(summary.headline + "; \(result.onlyInExport.count) only in the export, \(result.onlyInCatalog.count) only in the catalog"
                       + (allowMissing && !result.onlyInCatalog.isEmpty ? " (allowed)" : ""))
        if !result.succeeded(allowingMissing: allowMissing) { throw ExitCode(1) }
    }
}
