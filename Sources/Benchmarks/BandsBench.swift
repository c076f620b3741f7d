import CommandLineSupport
import BuiltInComponents
import DescriptionFormat
import SceneBuilding
import DisplayList
import Foundation
import Parallel
import Pixelproof
import Raster
import Synchronization

/// One large picture on all cores: a screen of cards with shadows, gradients and text (1280 x 720
/// logical px; at 3x a 4K picture), drawn whole on one thread and in bands on every core, at three
/// sizes to show where bands start to pay. Wall time (the point is the picture arriving sooner).
enum BandsBench {
    static let screen = """
        system: web
        canvas: { width: 1280, height: 720, background: "#f8fafc", padding: 32 }
        content:
          vstack:
            spacing: 24
            children:
        """

    static func document() throws -> Document {
        var text = screen + "\n"
        for row in 0..<3 {
            text += "      - hstack:\n          spacing: 24\n          children:\n"
            for column in 0..<4 {
                text += """
                            - card: { padding: medium, children: [ { text: { string: "Card \(row * 4 + column + 1)", style: heading-3 } }, { text: { string: "Seasonal produce from stores near you, delivered in as little as an hour.", style: body-regular } }, { button: { label: Add, type: primary } } ] }

                """
            }
        }
        return try DescriptionFile.load(bytes: Array(text.utf8), file: "bands.yaml", directory: ".")
    }

    static func run() throws -> BenchSection {
        let cores = Parallel.cores
        var section = BenchSection(suite: "bands", title: "A 1280 x 720 screen at 1x, 2x, 3x (4K): whole and in bands (wall ms, medians of 15 alternating pairs, \(cores) cores)",
                                   header: ["scale", "megapixels", "whole ms", "bands ms", "speed-up", "cut rows", "whole CPU ms", "band CPU ms", "same bytes"])
        let document = try document()
        for scale in [1, 2, 3] {
            let list = try Renderer(scale: scale).displayList(of: document)
            // Whole and banded renders alternate, so both see the machine in the same state (on a
            // shared machine its speed drifts); the speed-up is the median of the pairs' ratios.
            var whole = try RasterBackend.pixmapWhole(of: list)
            var banded = try RasterBackend.pixmapInBands(of: list, bands: cores)
            var pairs: [(one: Stopwatch.Sample, many: Stopwatch.Sample)] = []
            for _ in 0..<15 {
                let one = try Stopwatch.measure { whole = try RasterBackend.pixmapWhole(of: list) }
                let many = try Stopwatch.measure { banded = try RasterBackend.pixmapInBands(of: list, bands: cores) }
                pairs.append((one, many))
            }
            func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
            let one = (wallMs: median(pairs.map(\.one.wallMs)), cpuMs: median(pairs.map(\.one.cpuMs)))
            let manyWallMs = median(pairs.map(\.many.wallMs))
            let speedUp = median(pairs.map { $0.one.wallMs / $0.many.wallMs })
            // Each band's thread-CPU time shows how evenly the cuts share the work: the
            // speed-up is bounded by the whole picture's time over the slowest band's.
            let rows = BandCuts.rows(of: list, bands: cores)
            let bandCPU = Mutex<[Int: [Double]]>([:])
            for _ in 0..<5 {
                _ = try Canvas.pixmapInBands(width: whole.width, height: whole.height, bands: rows) { canvas in
                    let time = Stopwatch.measure { RasterBackend.draw(list, on: canvas) }.cpuMs
                    bandCPU.withLock { $0[canvas.storedRows.lowerBound, default: []].append(time) }
                }
            }
            let bandMs = bandCPU.withLock { times in rows.map { times[$0.lowerBound]!.sorted()[2] } }
            section.add([.text("\(scale)x"), .number(Double(whole.width * whole.height) / 1e6, decimals: 1), .ms(one.wallMs), .ms(manyWallMs),
                         .number(speedUp, decimals: 2), .text(rows.dropFirst().map { "\($0.lowerBound)" }.joined(separator: ", ")), .ms(one.cpuMs),
                         .text(bandMs.map { String(format: "%.1f", $0) }.joined(separator: " / ")), .text(banded == whole ? "yes" : "NO")])
        }
        return section
    }
}
