import BuiltInComponents
import DescriptionFormat
import SceneBuilding
import Foundation
import Pixelproof

/// Memory: the peak of this run, and whether repeated renders in one process grow it. The same
/// catalog item and a 4K screen are rendered over and over; the resident set is read (from
/// /proc/self/statm, so it can also fall) after a tenth of the renders (the allocator has then
/// kept what it keeps: freed buffers are reused, not returned) and after the last. Growth
/// between the two would be a leak.
enum MemoryBench {
    static func run() throws -> BenchSection {
        var section = BenchSection(suite: "memory", title: "Memory (MiB): peak, and resident before and after repeated renders",
                                   header: ["what", "renders", "resident after a tenth", "resident after all", "growth"])
        let item = try CatalogRendererPlan.document(file: "ids/IDS.Button--Standard--Primary-Default.png")
        let screen = try BandsBench.document()
        for (name, document, scale, count) in [("IDS button at 2x", item, 2, 1_000), ("4K screen (bands)", screen, 3, 200)] {
            let renderer = Renderer(scale: scale)
            for _ in 0..<(count / 10) { _ = try renderer.pixmap(of: document) }
            let first = residentMiB()
            for _ in (count / 10)..<count { _ = try renderer.pixmap(of: document) }
            let last = residentMiB()
            section.add([.text(name), .number(Double(count), decimals: 0), .number(first, decimals: 1), .number(last, decimals: 1),
                         .number(last - first, decimals: 1)])
        }
        section.add([.text("peak resident set size of this run"), .text(""), .text(""), .number(ScalingBench.peakMemoryMiB(), decimals: 1), .text("")])
        return section
    }

    /// The resident set now (Linux /proc/self/statm; 0 elsewhere).
    static func residentMiB() -> Double {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Double(fields[1]) else { return 0 }
        return pages * Double(sysconf(Int32(_SC_PAGESIZE))) / 1_048_576
    }
}
