import ArgumentParser
import Components
import Pixelproof
import Typesetting

/// `pixelproof catalog [--system ids|web|generic|all] [--scale N] [--out-dir DIR] [--fonts DIR]`
struct CatalogCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "catalog",
        abstract: "Render every component in every variant and state, with contact sheets and a manifest.",
        discussion: """
        Writes <out-dir>/<system>/<Figma name>.png for each item, <out-dir>/<system>-contact-sheet.png, and <out-dir>/catalog.json (file, component, parameters and Figma name of every image). With no arguments: the IDS catalog at 2x into ./Catalog.
        """)

    @Option(help: "ids, web, generic or all.")
    var system: String = "ids"

    @Option(help: "Device pixels per logical px: 1, 2 or 3.")
    var scale: Int = 2

    @Option(name: .customLong("out-dir"), help: "Output folder.")
    var outDir: String = "Catalog"

    @Option(name: .customLong("fonts"), help: "Another folder of fonts (repeatable).")
    var fontFolders: [String] = []

    @Flag(help: "Do not print notes such as a stand-in font being used.")
    var quiet = false

    var systems: [String] { system == "all" ? Catalog.systems : [system] }

    func validate() throws {
        guard system == "all" || Catalog.systems.contains(system) else {
            throw ValidationError("unknown system \"\(system)\"; expected one of \((Catalog.systems + ["all"]).joined(separator: ", "))")
        }
        guard (1...3).contains(scale) else { throw ValidationError("--scale must be 1, 2 or 3, not \(scale)") }
    }

    func run() throws {
        let fonts = fontFolders.isEmpty ? FontLibrary.standard : FontLibrary.registry(commandLineFolders: fontFolders)
        if !quiet { fonts.diagnostics.setHandler { Console.error("pixelproof: \($0)") } }
        let catalog = CatalogRenderer(renderer: Renderer(fonts: fonts), scale: scale)
        let items = try catalog.render(systems: systems)
        try catalog.write(items, systems: systems, to: outDir)
        Console.output("\(items.count) images, \(systems.count) contact sheet\(systems.count == 1 ? "" : "s") and catalog.json in \(outDir)/")
    }
}
