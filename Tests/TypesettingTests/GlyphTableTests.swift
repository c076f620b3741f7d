import Raster
import Testing
@testable import Typesetting

/// The glyph cache's open-addressing table behaves as a dictionary from key to mask.
@Suite struct GlyphTableTests {
    static func mask(_ n: Int) -> CoverageMask {
        CoverageMask(width: 1, height: 1, left: n, top: 0, coverage: [UInt8(truncatingIfNeeded: n)])
    }

    @Test func findsWhatWasInsertedThroughGrowthAndReplacement() {
        var table = GlyphTable<CoverageMask>()
        var reference: [UInt64: Int] = [:]
        #expect(table.find(GlyphKey(instance: 0, glyph: 0, step: 0)) == nil)
        for i in 0..<5_000 {
            // Keys that differ in every field, including the all-zero key and the top instance.
            let key = GlyphKey(instance: i % 7 == 0 ? 4095 : i % 13, glyph: UInt32(i * 7919 % 70_000), step: i % 4)
            table.insert(Self.mask(i), for: key)
            reference[key.bits] = i
        }
        #expect(table.count == reference.count)
        for (bits, i) in reference {
            let key = GlyphKey(instance: Int(bits >> 40), glyph: UInt32(truncatingIfNeeded: bits), step: Int(bits >> 32 & 0xFF))
            #expect(table.find(key)?.left == i)
        }
        #expect(table.find(GlyphKey(instance: 99, glyph: 1, step: 0)) == nil)
        table.removeAll()
        #expect(table.count == 0)
        #expect(table.find(GlyphKey(instance: 0, glyph: 0, step: 0)) == nil)
        table.insert(Self.mask(3), for: GlyphKey(instance: 1, glyph: 2, step: 3))
        #expect(table.find(GlyphKey(instance: 1, glyph: 2, step: 3))?.left == 3)
    }

    @Test func keysOfDifferentFieldsDiffer() {
        let a = GlyphKey(instance: 1, glyph: 0, step: 0), b = GlyphKey(instance: 0, glyph: 0, step: 1)
        let c = GlyphKey(instance: 0, glyph: 1, step: 0), d = GlyphKey(instance: 0, glyph: 0, step: 0)
        #expect(Set([a.bits, b.bits, c.bits, d.bits]).count == 4)
        #expect(GlyphKey(instance: 4095, glyph: .max, step: 63).bits >> 63 == 0)
    }
}
