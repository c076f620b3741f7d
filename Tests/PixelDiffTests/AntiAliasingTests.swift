import Testing
import Raster
@testable import PixelDiff

/// A differing pixel that looks anti-aliased in either image is ignored unless includeAA.
@Suite struct AntiAliasingTests {
    /// A black field left, white right, and one column of grey between them (an AA edge);
    /// the actual image moves the grey a little.
    func edgePair(actualGrey: UInt8) -> (RGBAImage, RGBAImage) {
        var a = TestImages.filled(7, 7, TestImages.grey(255)), b = a
        for y in 0..<7 {
            for x in 0..<3 { a.set(x, y, TestImages.grey(0)); b.set(x, y, TestImages.grey(0)) }
            a.set(3, y, TestImages.grey(128))
            b.set(3, y, TestImages.grey(actualGrey))
        }
        return (a, b)
    }

    @Test func edgePixelIsIgnoredAsAntiAliasing() {
        let (a, b) = edgePair(actualGrey: 60)
        guard case let .compared(m, _) = PixelDiffer().compare(a, b) else { Issue.record("no metrics"); return }
        #expect(m.mismatched == 0)
        #expect(m.antialiased == 7)
    }

    @Test func includeAACountsTheSamePixels() {
        let (a, b) = edgePair(actualGrey: 60)
        #expect(PixelDiffer(options: DiffOptions(includeAA: true)).compare(a, b).mismatched == 7)
    }

    @Test func isolatedChangeInAFlatAreaIsNotAntiAliasing() {
        let a = TestImages.filled(5, 5, TestImages.grey(200))
        var b = a
        b.set(2, 2, TestImages.grey(20))
        #expect(PixelDiffer().compare(a, b).mismatched == 1)
    }

    @Test func borderPixelsStartTheirSiblingCountAtOne() {
        // In a 3x1 image the middle pixel sees 2 neighbours; border pixels get one "free" sibling.
        let detector = AntiAliasing(width: 3, height: 1, background: .checkerboard)
        let pixels: [UInt32] = [0xff00_0000, 0xff00_0000, 0xffff_ffff]
        pixels.withUnsafeBufferPointer { p in
            // (0,0): border start 1, plus one equal neighbour = 2: not "many".
            #expect(!detector.hasManySiblings(p.baseAddress!, x1: 0, y1: 0))
        }
        let four: [UInt32] = [0xff00_0000, 0xff00_0000, 0xff00_0000, 0xff00_0000]
        let detector2 = AntiAliasing(width: 2, height: 2, background: .checkerboard)
        four.withUnsafeBufferPointer { p in
            // (0,0) in a flat 2x2: 1 (border) + 3 equal neighbours > 2.
            #expect(detector2.hasManySiblings(p.baseAddress!, x1: 0, y1: 0))
        }
    }

    @Test func siblingTestUsesExactRGBAEquality() {
        // Same colour, alpha one level apart: not siblings.
        let pixels: [UInt32] = [0xff10_2030, 0xfe10_2030, 0xfe10_2030, 0xfe10_2030]
        let detector = AntiAliasing(width: 2, height: 2, background: .checkerboard)
        pixels.withUnsafeBufferPointer { p in
            // border 1 + 0 equal neighbours.
            #expect(!detector.hasManySiblings(p.baseAddress!, x1: 0, y1: 0))
            // (1,0): border 1 + (1,1) and (0,1) equal = 3.
            #expect(detector.hasManySiblings(p.baseAddress!, x1: 1, y1: 0))
        }
    }
}
