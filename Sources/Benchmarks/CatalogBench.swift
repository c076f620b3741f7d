import CommandLineSupport
import BuiltInComponents
import DescriptionFormat
import SceneBuilding
import PNGCodec
import Pixelproof
import Raster

/// The main job's cost: one IDS catalog item at 2x (render + encode), and the whole catalog.
enum CatalogBench {
    static func run() throws -> BenchSection {
        var section = BenchSection(suite: "catalog", title: "Catalog at 2x, thread-CPU ms (median)",
                                   header: ["what", "items", "render ms", "encode ms", "total ms"])
        let renderer = Renderer(scale: 2)
        let button = try CatalogRendererPlan.document(file: "ids/IDS.Button--Standard--Primary-Default.png")
        var pixmap = try renderer.pixmap(of: button)
        let render = try Stopwatch.median(warmups: 3, runs: 21) { pixmap = try renderer.pixmap(of: button) }
        let encode = try Stopwatch.median(warmups: 3, runs: 21) { _ = try PNGEncoder.default.encode(pixmap, scale: 2) }
        section.add([.text("one item: IDS.Button / Standard / Primary"), .number(1, decimals: 0), .ms(render.cpuMs), .ms(encode.cpuMs),
                     .ms(render.cpuMs + encode.cpuMs)])
        for system in ["ids", "all"] {
            let systems = system == "all" ? Catalog.systems : [system]
            let documents = try CatalogRendererPlan.files(systems: systems).map { try CatalogRendererPlan.document(file: $0) }
            var pixmaps: [Pixmap] = []
            let r = try Stopwatch.median(warmups: 1, runs: 3) { pixmaps = try documents.map { try renderer.pixmap(of: $0) } }
            let e = try Stopwatch.median(warmups: 0, runs: 3) { for p in pixmaps { _ = try PNGEncoder.default.encode(p, scale: 2) } }
            section.add([.text("whole catalog: \(system), one thread"), .number(Double(documents.count), decimals: 0), .ms(r.cpuMs), .ms(e.cpuMs),
                         .ms(r.cpuMs + e.cpuMs)])
        }
        return section
    }
}
