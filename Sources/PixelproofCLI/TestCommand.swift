import ArgumentParser
import CommandLineSupport
import BuiltInComponents
import DescriptionFormat
import SceneBuilding
import Files
import GoldenRun
import PixelDiff
import Pixelproof
import Typesetting
import Values

/// `pixelproof test [DIR...] [--catalog SYSTEM]`: golden-image tests of description files and of
/// the component catalog.
struct TestCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "test",
        abstract: "Render every description under the folders and compare each with its golden PNG.",
        discussion: """
        The golden of DIR/buttons/primary.yaml is <snapshots>/buttons/primary@<scale>x.png. Verifying never writes a golden; --record writes missing and changed ones (an unchanged golden keeps its bytes and its mtime). A description that does not parse is that test's error; the others still run. Goldens compare exactly by default: any changed pixel fails (--threshold and --max-diff-pixels relax it). Each description renders at its own `scale:` (2 when it has none) unless --scale is given.

        --catalog ids|web|generic|all tests the component catalog the same way: the golden of each item is <snapshots>/catalog/<system>/<Figma name>@<scale>x.png (what `pixelproof catalog` names it, under catalog/). With --catalog and no folders, only the catalog is tested.

        Exit 0 when every test passes (or was recorded), 1 when any picture differs, 2 when a description is bad (does not parse, unknown token, missing font or file) or on bad arguments.
        """)

    @Argument(help: "Folders of description files (.yaml, .yml, .json). Default: the current folder.")
    var folders: [String] = []

    @Option(help: ArgumentHelp("Test the component catalog too: ids, web, generic or all.", valueName: "system"))
    var catalog: String?

    @Option(help: "Where the goldens are.")
    var snapshots: String = "Snapshots"

    @Option(help: "Device pixels per logical px for every file: 1, 2, 3 or 4. (default: each file's own scale, else 2)")
    var scale: Int?

    @Flag(help: "Write missing and changed goldens.")
    var record = false

    @Option(help: ArgumentHelp("Write goldens: missing, changed or all.", valueName: "missing|changed|all"))
    var update: String?

    @Option(help: "Write actual and diff PNGs of failures, index.html, junit.xml and summary.json here.")
    var report: String?

    @Option(name: .customLong("max-diff-pixels"), help: "Pass with at most this many mismatched pixels.")
    var maxDiffPixels: Int = 0

    @Option(help: "Run one shard of the tests: i/n (1-based), split deterministically by name.")
    var shard: String?

    @OptionGroup var diffFlags: DiffFlags

    @Option(name: .customLong("fonts"), help: "Another folder of fonts (repeatable).")
    var fontFolders: [String] = []

    @Flag(help: "Do not print notes such as a stand-in font being used.")
    var quiet = false

    @OptionGroup var variantFlags: VariantMatrixFlags

    @OptionGroup var stringsFlags: StringsFlags

    @Flag(help: "Audit every picture for accessibility too, from the same render (see `pixelproof audit`).")
    var audit = false

    @OptionGroup var auditFlags: AuditFlags

    func validate() throws {
        try ScaleOption.validate(scale)
        guard maxDiffPixels >= 0 else { throw ValidationError("--max-diff-pixels must be 0 or more") }
        _ = try RecordMode(record: record, update: update)
        if let shard { _ = try Shard(parsing: shard) }
        // A file given as the goldens' folder would be skipped by the search as that folder is,
        // and the run would test nothing.
        if FilePath.exists(snapshots) && !FilePath.isFolder(snapshots) {
            throw ValidationError("--snapshots \(snapshots) is a file, not a folder; give the folder the goldens live in (default Snapshots)")
        }
        if !audit, !auditFlags.given.isEmpty {
            throw ValidationError("\(auditFlags.given.joined(separator: ", ")): the audit's flags change nothing without --audit; add --audit to audit this run (or run pixelproof audit)")
        }
        try AuditFlags.checkReportFolder(report)
        if let catalog, catalog != "all" && !Catalog.systems.contains(catalog) {
            throw ValidationError("unknown catalog system \"\(catalog)\"; expected one of \((Catalog.systems + ["all"]).joined(separator: ", "))")
        }
    }

    func run() throws {
        let mode = try RecordMode(record: record, update: update)
        let store = GoldenStore(folder: snapshots, mode: mode, differ: PixelDiffer(options: try diffFlags.options(exactByDefault: true)),
                                tolerance: .pixels(maxDiffPixels))
        let fonts = try FontFolderOption.registry(fontFolders)
        if !quiet { fonts.diagnostics.setHandler { Console.error("pixelproof: \($0)") } }
        // With --catalog alone, no folder is searched for descriptions.
        let roots = folders.isEmpty ? (catalog == nil ? ["."] : []) : folders
        let skipped = [snapshots] + (report.map { [$0] } ?? [])
        let sources: [SnapshotSource] = [.descriptions(folders: roots, skipping: skipped)]
            + (catalog.map { [.catalog(systems: $0 == "all" ? Catalog.systems : [$0])] } ?? [])
        let baseline = audit ? try auditFlags.loadBaseline() : nil
        var renderer = Renderer(scale: scale, fonts: fonts)
        renderer.strings = try stringsFlags.catalogPath(folders: roots)
        var run = SnapshotRun(store: store, sources: sources, renderer: renderer,
                              variants: try variantFlags.assignments(), shard: try shard.map { try Shard(parsing: $0) },
                              reportFolder: report)
        run.audit = audit ? try auditFlags.options() : nil
        let (result, audited) = try run.runAudited { check in Console.output(check.line) }
        // Nothing to test is a mistake (a wrong path in a CI job), not a pass: Playwright and Jest
        // fail on it too. One shard of many may be empty; a whole run may not.
        if result.results.isEmpty && shard == nil {
            throw ValidationError("no description files (.yaml, .yml, .json) under \(roots.joined(separator: ", ")); pass the folders that hold them, or --catalog")
        }
        var auditCode: Int32 = 0
        if var audited {
            auditCode = try auditFlags.finish(&audited, baseline: baseline, json: false) { Console.output($0) }
            if let report { try AuditPages(folder: report, standalone: false).write(audited) }
        }
        let summary = "\(result.results.count) tests: \(result.count(.passed)) passed, \(result.count(.failed)) failed, "
            + "\(result.count(.recorded)) recorded, \(result.count(.updated)) updated, \(result.count(.error)) errors"
        Console.output(summary)
        let untranslated = stringsFlags.finish(renderer.coverage)
        if let report {
            Console.output("report: \(report)/index.html")
            if !result.failures.isEmpty { Console.output("to accept or reject each change in the browser: pixelproof review \(report)") }
        }
        // A bad description is bad input (2), as everywhere else; a changed picture is a failure (1).
        if result.count(.error) > 0 || auditCode == 2 { throw ExitCode(2) }
        if !result.succeeded || auditCode == 1 || untranslated { throw ExitCode(1) }
    }
}
