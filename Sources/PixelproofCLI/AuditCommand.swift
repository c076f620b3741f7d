import ArgumentParser
import Audit
import CommandLineSupport
import BuiltInComponents
import DescriptionFormat
import SceneBuilding
import GoldenRun
import Pixelproof

/// `pixelproof audit [DIR...] [--catalog SYSTEM] [--components FILE...]`: the accessibility audit
/// of descriptions, the catalog or a component library, in every variant asked for.
struct AuditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "audit",
        abstract: "Audit descriptions for accessibility: contrast on the drawn pixels, target size, clipped text, labels.",
        discussion: """
        Each description (as `test` finds them), catalog item or library component is drawn once in each variant and checked: text contrast (WCAG 1.4.3, measured against what is drawn behind each glyph), icon contrast (1.4.11), interactive elements at least --target-size on both sides, text cut in a variant while whole in the default one, and interactive elements without a name. Disabled and hidden elements are exempt. One line a finding, then a summary; --json prints the findings as JSON instead.

        Exit 0 when nothing fails (exempt and baselined findings do not fail), 1 when a finding fails, 2 on bad input (a description that does not parse, a malformed baseline, a bad flag).
        """)

    @Argument(help: "Folders of description files (.yaml, .yml, .json). Default: the current folder, unless --catalog or --components is given.")
    var folders: [String] = []

    @Option(help: ArgumentHelp("Audit the component catalog: ids, web, generic or all.", valueName: "system"))
    var catalog: String?

    @Option(help: ArgumentHelp("A component library file or folder, audited over its preview axes (repeatable).", valueName: "file"))
    var components: [String] = []

    @Option(help: ArgumentHelp("The design system libraries are drawn in: ids, ds, web or a tokens .json.", valueName: "system"))
    var system: String = "ids"

    @Option(help: "Device pixels per logical px for every file: 1, 2, 3 or 4. (default: each file's own scale, else 2)")
    var scale: Int?

    @Flag(help: "Print the findings as JSON on standard output.")
    var json = false

    @Option(help: ArgumentHelp("Write index.html (each finding outlined on its picture), junit.xml and audit.json here.", valueName: "dir"))
    var report: String?

    @OptionGroup var auditFlags: AuditFlags

    @Option(name: .customLong("fonts"), help: "Another folder of fonts (repeatable).")
    var fontFolders: [String] = []

    @OptionGroup var variantFlags: VariantMatrixFlags

    @OptionGroup var stringsFlags: StringsFlags

    func validate() throws {
        try ScaleOption.validate(scale)
        try AuditFlags.checkReportFolder(report)
        if let catalog, catalog != "all" && !Catalog.systems.contains(catalog) {
            throw ValidationError("unknown catalog system \"\(catalog)\"; expected one of \((Catalog.systems + ["all"]).joined(separator: ", "))")
        }
    }

    func run() throws {
        let options = try auditFlags.options()
        let baseline = try auditFlags.loadBaseline()
        let fonts = try FontFolderOption.registry(fontFolders)
        let roots = folders.isEmpty ? (catalog == nil && components.isEmpty ? ["."] : []) : folders
        var sources: [SnapshotSource] = roots.isEmpty ? [] : [.descriptions(folders: roots, skipping: report.map { [$0] } ?? [])]
        if let catalog { sources.append(.catalog(systems: catalog == "all" ? Catalog.systems : [catalog])) }
        if !components.isEmpty { sources.append(.libraries(folders: components, system: system)) }
        var renderer = Renderer(scale: scale, fonts: fonts)
        renderer.strings = try stringsFlags.catalogPath(folders: roots)
        let run = SnapshotRun(store: GoldenStore(folder: "Snapshots"), sources: sources, renderer: renderer,
                              variants: try variantFlags.assignments())
        let cases: [SnapshotCase]
        do { cases = try run.plan() } catch {
            Console.error("\(error)")
            throw ExitCode(2)
        }
        var result = AuditRun.run(cases, options: options, baseline: nil, keepPictures: report != nil)
        let code = try auditFlags.finish(&result, baseline: baseline, json: json) { Console.output($0) }
        if let report, code != 2 {
            try AuditPages(folder: report, standalone: true).write(result)
            if !json { Console.output("report: \(report)/index.html") }
        }
        if code != 0 { throw ExitCode(code) }
        if stringsFlags.finish(renderer.coverage) { throw ExitCode(1) }
    }
}
