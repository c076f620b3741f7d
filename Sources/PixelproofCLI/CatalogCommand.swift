import DescriptionModel
import ArgumentParser
import CommandLineSupport
import Files
import BuiltInComponents
import DescriptionFormat
import SceneBuilding
import DesignTokens
import Pixelproof
import Typesetting
import Values

/// `pixelproof catalog [--system ids|web|generic|all] [--scale N] [--out-dir DIR] [--fonts DIR]`,
/// or `pixelproof catalog --components FILE... [--system ids|ds|web|TOKENS.json]` for a team's own.
struct CatalogCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "catalog",
        abstract: "Render every component in every variant and state, with contact sheets and a manifest.",
        discussion: """
        Writes <out-dir>/<system>/<Figma name>.png for each item, <out-dir>/<system>-contact-sheet.png, and <out-dir>/catalog.json (file, component, parameters and Figma name of every image). With no arguments: the IDS catalog at 2x into ./Catalog.

        With --components: every component the library files define or import, over its preview axes (every enum value, false and true), into <out-dir>/<library>/ and <out-dir>/<library>-contact-sheet.png (a row per value of the first axis). Each variant's Figma name is `<figmaName> / prop=value, prop=value`, as Figma names the variants of a component set, so `compare --figma-dir` pairs them with an export of the set. --system then names the tokens they are drawn with: ids (default), ds, web, or a DTCG tokens .json.
        """)

    @Option(help: "ids, web, generic or all; with --components: the tokens, ids, ds, web or a tokens .json.")
    var system: String?

    @Option(name: .customLong("components"), parsing: .upToNextOption,
            help: "Library files of one's own components (or descriptions defining some): render their variants instead.")
    var libraries: [String] = []

    @OptionGroup var variantFlags: VariantMatrixFlags

    @OptionGroup var stringsFlags: StringsFlags

    @Option(name: .customLong("tokens"), help: ArgumentHelp(
        "A DTCG resolver (.resolver.json) or token file laid over every item's tokens, for --context and --variants MODIFIER=….", valueName: "file"))
    var tokenOverlay: String?

    @Flag(help: "With --components: draw what can be drawn when a token file has values Pixelproof cannot honour (warns).")
    var lenient = false

    @Option(help: "Device pixels per logical px: 1, 2, 3 or 4.")
    var scale: Int = Scale.golden

    @Option(name: .customLong("out-dir"), help: "Output folder.")
    var outDir: String = "Catalog"

    @Option(name: .customLong("fonts"), help: "Another folder of fonts (repeatable).")
    var fontFolders: [String] = []

    @Flag(help: "Do not print notes such as a stand-in font being used.")
    var quiet = false

    var systems: [String] { system == "all" ? Catalog.systems : [system ?? "ids"] }

    func validate() throws {
        if !libraries.isEmpty {
            try ScaleOption.validate(scale)
            return
        }
        if lenient { throw ValidationError("--lenient applies to --components with a tokens file") }
        let system = self.system ?? "ids"
        guard system == "all" || Catalog.systems.contains(system) else {
            throw ValidationError("unknown system \"\(system)\"; expected one of \((Catalog.systems + ["all"]).joined(separator: ", "))")
        }
        try ScaleOption.validate(scale)
    }

    func run() throws {
        let fonts = try FontFolderOption.registry(fontFolders)
        if !quiet { fonts.diagnostics.setHandler { Console.error("pixelproof: \($0)") } }
        var renderer = Renderer(fonts: fonts)
        renderer.strings = try stringsFlags.catalogPath(folders: [])
        let catalog = CatalogRenderer(renderer: renderer, scale: scale)
        if !libraries.isEmpty {
            // As `render` says them: each problem once, file:line:col first, exit 2.
            do { return try renderLibraries(catalog) } catch let problems as DescriptionErrors {
                for problem in problems.errors { Console.error(problem.description) }
                throw ExitCode(2)
            } catch let problem as RenderError {
                Console.error("\(problem)")
                throw ExitCode(2)
            }
        }
        let planned = Catalog.items(overlaid(try Catalog.items(systems: systems)),
                                    in: try variantFlags.assignments(), defaultContexts: defaultContexts)
        let items = try catalog.write(planned, systems: systems, to: outDir)
        Console.output("\(items.count) images, \(systems.count) contact sheet\(systems.count == 1 ? "" : "s") and catalog.json in \(outDir)/")
        if stringsFlags.finish(renderer.coverage) { throw ExitCode(1) }
    }

    /// The `--tokens` resolver's default contexts, left out of names.
    private var defaultContexts: [String: String] { tokenOverlay.map(TokenSystems.defaultContexts(ofResolver:)) ?? [:] }

    /// `items` with `--tokens` laid over their systems (their tokens loaded again when drawn).
    private func overlaid(_ items: [CatalogItem]) -> [CatalogItem] {
        guard let tokenOverlay else { return items }
        return items.map { item in
            var copy = item
            copy.document.tokenOverlay = FileReference(given: tokenOverlay, relativeTo: nil)
            copy.document.tokens = nil
            return copy
        }
    }

    /// Every library is read and checked before anything is drawn or written.
    private func renderLibraries(_ catalog: CatalogRenderer) throws {
        var items: [CatalogItem] = []
        var sheets: [String] = []
        for path in libraries {
            let name = ComponentLibrary.sheetName(of: path)
            // Two libraries of one name (ui/chips.yaml, web/chips.yaml) get two folders.
            var unique = name, n = 2
            while sheets.contains(unique) { unique = "\(name)-\(n)"; n += 1 }
            sheets.append(unique)
            items += try ComponentLibrary.variants(path, system: system ?? "ids", sheet: unique,
                                                   tokenOptions: TokenFile.Options(lenient: lenient),
                                                   warn: { Console.error("pixelproof: warning: \($0)") })
        }
        // Every item of the run (its document and name, not its picture) is made before any is
        // drawn: the bound on one library's matrix holds for all the libraries of a run
        // together, checked before drawing.
        if items.count > ComponentPreview.maxLibraryVariants {
            let counts = sheets.map { sheet in "\(sheet) \(items.filter { $0.system == sheet }.count)" }.joined(separator: ", ")
            throw RenderError("--components", "the libraries have \(items.count) variants together (\(counts)), past the \(ComponentPreview.maxLibraryVariants) "
                              + "one catalog may draw; run catalog for fewer libraries at a time, or name fewer axes with preview: { axes: [...] }")
        }
        let rendered = try catalog.write(Catalog.items(overlaid(items), in: try variantFlags.assignments(), defaultContexts: defaultContexts),
                                         systems: sheets, to: outDir)
        let components = Set(items.map { "\($0.system)/\($0.component)" }).count
        Console.output("\(rendered.count) images of \(components) component\(components == 1 ? "" : "s"), \(sheets.count) contact sheet\(sheets.count == 1 ? "" : "s") and catalog.json in \(outDir)/")
    }
}
