import Raster
import Testing
import Values

@Suite struct PremultipliedAlphaTests {
    @Test func opaqueColoursAreUnchangedBothWays() {
        for v in 0...255 {
            let c = RGBAColor(r: UInt8(v), g: UInt8(255 - v), b: UInt8(v / 2), a: 255)
            #expect(c.premultiplied.unpremultiplied == c)
        }
    }

    /// Every premultiplied value at every alpha survives un-premultiplying and premultiplying again,
    /// which is what writing a pixmap to PNG and reading it back does.
    @Test func premultipliedRoundTripIsExact() {
        var worst = 0
        for a in 1...255 {
            for p in 0...a {
                let pm = PremultipliedColor(r: UInt8(p), g: UInt8(p), b: UInt8(p), a: UInt8(a))
                let back = pm.unpremultiplied.premultiplied
                worst = max(worst, abs(Int(back.r) - p))
            }
        }
        #expect(worst == 0)
    }

    /// Straight colours lose precision when premultiplied at low alpha (a = 1 keeps one bit);
    /// at alpha >= 128 the round trip is within one level.
    @Test func straightRoundTripIsWithinOneLevelAtHalfAlphaAndAbove() {
        for a in 128...254 {
            for v in 0...255 {
                let c = RGBAColor(r: UInt8(v), g: 0, b: 0, a: UInt8(a))
                #expect(abs(Int(c.premultiplied.unpremultiplied.r) - v) <= 1)
            }
        }
    }

    @Test func div255RoundsToNearest() {
        for x in 0...(255 * 255) {
            let exact = (Double(x) / 255).rounded()
            if Double(div255(UInt32(x))) != exact { Issue.record("div255(\(x)) = \(div255(UInt32(x))), expected \(exact)"); return }
        }
    }

    @Test func hexParsingAndFormatting() {
        #expect(RGBAColor(hex: "#108910") == RGBAColor(r: 0x10, g: 0x89, b: 0x10))
        #expect(RGBAColor(hex: "#8B5CF680") == RGBAColor(r: 0x8b, g: 0x5c, b: 0xf6, a: 0x80))
        #expect(RGBAColor(hex: "#fff") == .white)
        #expect(RGBAColor(hex: "108910") == nil && RGBAColor(hex: "#12345") == nil && RGBAColor(hex: "#gg0000") == nil)
        #expect(RGBAColor(r: 0x8b, g: 0x5c, b: 0xf6, a: 0x80).hex == "#8b5cf680")
        #expect(RGBAColor.white.hex == "#ffffff")
    }

    @Test func pixmapLimitsAreErrorsNotCrashes() {
        #expect(throws: RasterError.self) { try Pixmap(width: 16_385, height: 1) }
        #expect(throws: RasterError.self) { try Pixmap(width: 16_384, height: 16_384) }  // 268 MP > 64 MP
        #expect(throws: RasterError.self) { try Pixmap(width: 0, height: 10) }
        #expect(throws: RasterError.self) { try Pixmap(width: Int.max, height: Int.max) }
    }
}
