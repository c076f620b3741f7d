import Testing
import Raster
@testable import PixelDiff
import Values

/// Splitting rows into bands on several threads gives the same counts, metrics and diff image
/// as one band on one thread.
@Suite struct BandDeterminismTests {
    @Test func bandsGiveTheSameResultAsOneBand() throws {
        let width = 640, height = 480
        var seed: UInt32 = 99
        func random() -> UInt32 { seed = seed &* 1_664_525 &+ 1_013_904_223; return seed >> 8 }
        var a = TestImages.filled(width, height, TestImages.grey(240))
        for _ in 0..<3000 {
            a.set(Int(random() % UInt32(width)), Int(random() % UInt32(height)), TestImages.grey(UInt8(truncatingIfNeeded: random())))
        }
        var b = a
        for _ in 0..<2000 {
            let x = Int(random() % UInt32(width)), y = Int(random() % UInt32(height))
            b.set(x, y, RGBAColor(r: UInt8(truncatingIfNeeded: random()), g: 40, b: 90, a: UInt8(truncatingIfNeeded: random() | 1)))
        }
        #expect(RowBands.split(height: height, width: width).count > 1)
        var single = PixelDiffer()
        single.parallel = false
        let banded = PixelDiffer().compare(a, b, drawDiff: true)
        let reference = single.compare(a, b, drawDiff: true)
        #expect(banded == reference)
        #expect(banded.mismatched > 100)
    }

    @Test func bandsCoverEveryRowOnce() {
        let bands = RowBands.split(height: 2160, width: 3840)
        #expect(bands.first?.lowerBound == 0 && bands.last?.upperBound == 2160)
        for (x, y) in zip(bands, bands.dropFirst()) { #expect(x.upperBound == y.lowerBound) }
    }
}
