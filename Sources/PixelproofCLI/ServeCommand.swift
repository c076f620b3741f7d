import ArgumentParser
import CommandLineSupport
import Pixelproof
import Review

/// `pixelproof serve DIR...`: the live catalog of a folder's descriptions and component libraries.
struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "A live catalog in the browser: every description and component library in the folders, drawn again when a file is saved.",
        discussion: """
        Prints the URL on the first line of standard output. The page shows a picture per description (named as `pixelproof test` names its golden) and per variant of each library component (`catalog --components`), with controls for text size, direction, pseudo-locale and the contexts of a token resolver the descriptions use. Files are checked four times a second; a saved file is drawn again and every open page updates by itself. A file that does not parse or draw shows its error in place of its picture.

        Listens on 127.0.0.1 at a free port unless --host/--port say otherwise. Stop with Ctrl-C (exit 0).
        """)

    @Argument(help: "Folders of descriptions and component libraries. Default: the current folder.")
    var folders: [String] = []

    @Option(help: "Device pixels per logical px: 1, 2, 3 or 4. (default: each description's own, else 2)")
    var scale: Int?

    @Option(help: "The tokens component libraries are drawn with: ids, ds, web or a tokens .json.")
    var system: String = "ids"

    @Option(name: .customLong("fonts"), help: "Another folder of fonts (repeatable).")
    var fontFolders: [String] = []

    @OptionGroup var server: ServerFlags

    func validate() throws {
        try ScaleOption.validate(scale)
    }

    func run() throws {
        let fonts = try FontFolderOption.registry(fontFolders)
        fonts.diagnostics.setHandler { Console.error("pixelproof: \($0)") }
        let roots = folders.isEmpty ? ["."] : folders
        let catalog: LiveCatalog
        do { catalog = try LiveCatalog(folders: roots, renderer: Renderer(scale: scale, fonts: fonts), librarySystem: system) } catch {
            Console.error("pixelproof: \(error)")
            throw ExitCode(2)
        }
        try server.run("the catalog") { server in
            // Made once the descriptor limit is raised: its cap follows the limit.
            let events = EventBroadcaster()
            let router = server.makeRouter()
            CatalogRoutes.add(to: router, catalog: catalog, events: events, title: "pixelproof serve: " + roots.joined(separator: ", "))
            let watcher = CatalogRoutes.watch(catalog, events: events) { Console.error("pixelproof: \($0)") }
            try await server.run(router, events: events, background: [watcher, CatalogRoutes.keepAlive(events)]) { url in
                Console.outputNow(url)
                Console.error("pixelproof: serving \(roots.joined(separator: ", ")); saved files are drawn again; Ctrl-C to stop")
            }
        }
    }
}
