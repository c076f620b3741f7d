import CommandLineSupport
import JSON
import ArgumentParser
import DesignTokens

/// `pixelproof bench`: Pixelproof's own speed figures (thread CPU time, medians of several runs).
/// Build with `-c release` first: debug figures mean nothing.
package struct BenchCommand: ParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Print Pixelproof's speed figures (thread CPU time, medians; run a release build).",
        discussion: """
        Suites: scenes (the eleven shared benchmark scenes, with the peers' figures beside them), catalog (one IDS item at 2x render + encode, the whole catalog), bands (a 4K screen drawn whole and in bands on all cores), diff (3840 x 2160 pairs), png (encode and decode per megapixel), scaling (canvas size, shape count, blur radius), memory (peak RSS, and growth over 1,000 repeated renders), swiftui (a SwiftUI view against its description), budget (a description over the drawing budget: how fast it is refused).
        """)

    static let allSuites = ["scenes", "catalog", "bands", "diff", "png", "scaling", "memory", "swiftui", "budget"]

    @Argument(help: "Suites to run (default: all): scenes, catalog, bands, diff, png, scaling, memory, swiftui, budget.")
    var suites: [String] = []

    @Option(help: "scripts/bench/scenes.json (default: found next to the package).")
    var scenes: String?

    @Flag(help: "Print JSON instead of tables.")
    var json = false

    package init() {}

    package func validate() throws {
        for suite in suites where !Self.allSuites.contains(suite) {
            throw ValidationError("unknown benchmark suite \"\(suite)\"; expected one of: \(Self.allSuites.joined(separator: ", "))")
        }
    }

    package func run() throws {
        let chosen = suites.isEmpty ? Self.allSuites : suites
        var sections: [BenchSection] = []
        func emit(_ section: BenchSection) {
            sections.append(section)
            if !json { Console.output(section.rendered + "\n") }
        }
        #if DEBUG
        Console.error("pixelproof bench: this is a debug build; build with `swift build -c release` for meaningful figures")
        #endif
        if chosen.contains("scenes") {
            if let file = scenes ?? SceneBench.defaultScenesFile() { emit(try SceneBench.run(scenesFile: file)) } else {
                Console.error("pixelproof bench: scenes skipped: pass --scenes scripts/bench/scenes.json")
            }
        }
        if chosen.contains("catalog") { emit(try CatalogBench.run()) }
        if chosen.contains("bands") { emit(try BandsBench.run()) }
        if chosen.contains("diff") { emit(try DiffBench.section()) }
        if chosen.contains("png") { emit(try PNGBench.section()) }
        if chosen.contains("scaling") { for s in try ScalingBench.run() { emit(s) } }
        if chosen.contains("memory") { emit(try MemoryBench.run()) }
        if chosen.contains("swiftui") { emit(try SwiftUIBench.run()) }
        if chosen.contains("budget") { emit(try BudgetBench.run()) }
        if json { Console.output(JSONValue.array(sections.map(\.json)).pretty, terminator: "") }
    }
}
