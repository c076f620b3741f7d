import RasterLanes
import Testing
import Values
@testable import Raster

/// Scan conversion through RasterLanes' inlined `accumulateInside` and through its entry
/// `accumulateInsideWide` (the AVX2 build in release test runs on an AVX2 CPU, as ConicRowTests):
/// the same cells, bit for bit, for random outlines inside their box, and those cells the
/// outline's area. A cell one ulp apart can round a coverage byte the other way: an edge pixel
/// one level off.
@Suite struct AccumulateLanesTests {
    static let builds = compiledForAVX2 && !CPUFeatures.wideLanes ? [false] : [false, true]

    /// The cells `flat` leaves in a `width` × `height` box at the origin, and their touched flags.
    static func cells(_ flat: FlatPath, width: Int, height: Int, wide: Bool) -> (cells: [Float], flags: [UInt8]) {
        let stride = width + 2, blocksPerRow = (stride + 7) >> 3
        var cells = [Float](repeating: 0, count: stride * height)
        var flags = [UInt8](repeating: 0, count: blocksPerRow * height)
        cells.withUnsafeMutableBufferPointer { c in
            flags.withUnsafeMutableBufferPointer { f in
                flat.points.withUnsafeBufferPointer { p in
                    let grid: CellGrid = (c.baseAddress!, f.baseAddress!, blocksPerRow, width, height, stride)
                    for contour in flat.contours {
                        if wide {
                            accumulateInsideWide(UnsafeRawPointer(p.baseAddress!), contour.start, contour.end, ox: 0, oy: 0, grid)
                        } else {
                            accumulateInside(UnsafeRawPointer(p.baseAddress!), contour.start, contour.end, ox: 0, oy: 0, grid)
                        }
                    }
                }
            }
        }
        return (cells, flags)
    }

    @Test func bothBuildsGiveTheSameCellsAndTheOutlinesArea() {
        var random = SeededRandom(seed: 2_024)
        let width = 53, height = 37
        for round in 0..<300 {
            // A random closed polygon of 3–40 points inside the box, some on its edges.
            var points: [Point] = []
            for _ in 0..<(3 + random.below(38)) {
                var x = Double(random.below(1 << 20)) / Double(1 << 20) * Double(width)
                var y = Double(random.below(1 << 20)) / Double(1 << 20) * Double(height)
                if random.below(10) == 0 { x = [0, Double(width)][random.below(2)] }
                if random.below(10) == 0 { y = [0, Double(height)][random.below(2)] }
                points.append(Point(x, y))
            }
            var flat = FlatPath()
            flat.points = points
            flat.contours = [.init(start: 0, end: points.count, closed: true)]
            var results: [(cells: [Float], flags: [UInt8])] = []
            for wide in Self.builds { results.append(Self.cells(flat, width: width, height: height, wide: wide)) }
            for result in results.dropFirst() {
                #expect(result.cells.map(\.bitPattern) == results[0].cells.map(\.bitPattern), "round \(round)")
                #expect(result.flags == results[0].flags, "round \(round)")
            }
            // The signed sum of every cell is the polygon's signed area (shoelace), y down.
            var area = 0.0
            for i in points.indices {
                let a = points[i], b = points[(i + 1) % points.count]
                area += (b.x - a.x) * (a.y + b.y) / 2
            }
            let stride = width + 2
            var sum = 0.0
            for row in 0..<height {
                var running: Float = 0
                for column in 0..<stride { running += results[0].cells[row * stride + column]; if column < width { sum += Double(running) } }
            }
            // (Float running sums over a row: within a twentieth of a pixel for these sizes.)
            #expect(abs(sum - area) <= 0.05 + 1e-4 * abs(area), "round \(round): cells \(sum), area \(area)")
        }
    }
}
