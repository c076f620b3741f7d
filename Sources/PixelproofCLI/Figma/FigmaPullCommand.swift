import ArgumentParser
import CommandLineSupport
import Figma

/// `pixelproof figma pull`: every variant of the named component sets as a PNG, for `compare --figma-dir`.
struct FigmaPullCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pull",
        abstract: "Download the variants of component sets as <out>/<set>/<variant>@<scale>x.png.",
        discussion: """
        pixelproof figma pull --file KEY --component-set Acme.Chip [--component-set …] [--scale 2] [--out figma]
        pixelproof figma pull --file KEY --components chips.yaml [--out figma]     (every figmaName of the library)

        <out>/figma.json records the file version, scale and node ids: a pull of the same sets from an unchanged version downloads nothing (--force pulls again). Nothing is written until every picture has arrived.
        """)

    @OptionGroup var figma: FigmaFlags

    @Option(name: .customLong("component-set"), help: "A component set's name in the file (repeatable).")
    var componentSets: [String] = []

    @Option(name: .customLong("components"), parsing: .upToNextOption, help: "Library files: pull the set of every component's figmaName.")
    var libraries: [String] = []

    @Option(help: "The images' scale, 0.01 to 4 (Figma's range).")
    var scale: Double = 2

    @Option(help: "The folder to write into (created when missing).")
    var out: String = "figma"

    @Flag(help: "Pull even when figma.json says this file version was pulled already.")
    var force = false

    func validate() throws {
        if componentSets.isEmpty && libraries.isEmpty {
            throw ValidationError("name the sets: --component-set NAME (repeatable) or --components LIBRARY.yaml")
        }
        if !FigmaPull.scales.contains(scale) {
            throw ValidationError("--scale must be within 0.01...4 (Figma's range), not \(scale); 2 pairs with a catalog rendered at --scale 2")
        }
    }

    func run() throws {
        var names = componentSets
        for library in libraries {
            for component in try LibraryComponent.load(library) where !names.contains(component.figmaName) { names.append(component.figmaName) }
        }
        let pull = FigmaPull(fileKey: figma.file, setNames: names, scale: scale, out: out, force: force)
        try pull.checkOutput()
        let lookup = try figma.lookup()
        let showProgress = Console.stderrIsTerminal
        // A failed pull's message starts on a clean line.
        defer { if showProgress { Console.progress("") } }
        let outcome = try FigmaFlags.wait {
            try await pull.run(lookup) { done, total in
                if showProgress { Console.progress(done == total ? "" : "pixelproof: figma: image \(done + 1) of \(total)") }
            }
        }
        let manifest = outcome.manifest
        for variant in outcome.conflicts {
            Console.error("pixelproof: figma: warning: \(ServerText.shown(variant)): another variant has the same file name (variants of one name are a conflict in Figma); only the first is written")
        }
        for variant in outcome.notRendered {
            Console.error("pixelproof: figma: warning: \(ServerText.shown(variant)): Figma could not render this variant (its image is null); no picture written")
        }
        let from = ServerText.shown("\"\(manifest.fileName)\" version \(manifest.version) (\(manifest.lastModified))")
        if outcome.unchanged {
            Console.output("\(from) was pulled already at \(ExportLayout.scaleSuffix(scale).dropFirst()): \(manifest.files.count) pictures in \(out)/; nothing downloaded (--force pulls again)")
        } else {
            let sets = manifest.componentSets.count
            Console.output("\(outcome.written) pictures of \(sets) component set\(sets == 1 ? "" : "s") from \(from) in \(out)/")
        }
    }
}
