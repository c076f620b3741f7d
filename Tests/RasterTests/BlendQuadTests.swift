import Testing
@testable import Raster
import RasterLanes
import Values

/// `Blend.blendSpan` (eight pixels a step in vector lanes, then a four, the last 1–3 as a four when the row has
/// room) gives the bytes of the scalar `Blend.over(Blend.scale(...))` on every pixel, and leaves
/// the pixels after the span as they were.
@Suite struct BlendQuadTests {
    /// The rounding step of `Blend.scale`, (x + x>>8) >> 8, is the high half of x·257 for every
    /// 16-bit x, which the four-pixel `scale` takes with one multiply. (Its x is at most
    /// 255·255 + 128, so the 16-bit lanes of the old form never overflowed either.)
    @Test func roundingIsTheHighHalfOfTimes257() {
        for x in 0...UInt32(UInt16.max) {
            #expect((x &+ (x &>> 8)) &>> 8 == (x &* 257) &>> 16)
        }
        let lanes = Blend.Quad(0, 1, 255, 256, 0x7FFF, 0x8080, 0xFE01, 255 * 255 + 128)
        #expect(Blend.mulHigh257(lanes) == (lanes &+ (lanes &>> 8)) &>> 8)
    }

    /// The builds of the span blend this process may run: the inlined baseline always, and the
    /// entry `blendSpanWide` unless it is the AVX2 build on a CPU without AVX2 (as ConicRowTests).
    /// Release test runs (`scripts/sanitize thread`) check the AVX2 build on a CPU that has it.
    static let builds = compiledForAVX2 && !CPUFeatures.wideLanes ? [false] : [false, true]

    @Test(arguments: [
        PremultipliedColor(r: 20, g: 90, b: 200, a: 255),
        RGBAColor(r: 20, g: 90, b: 200, a: 128).premultiplied,
        PremultipliedColor(r: 0, g: 0, b: 0, a: 0),
    ])
    func sameBytesAsThePixelByPixelBlend(color: PremultipliedColor) {
        var random = SeededRandom(seed: 987_654_321)
        func next(_ n: Int) -> Int { random.below(n) }
        let s = Blend.pack(color)
        for count in 0...41 {
            for room in 0...4 {
                // Coverage 0 or 255 in whole fours (so whole eights too), as inside a glyph or
                // shape, or any value, pixel by pixel.
                var coverage: [UInt8] = []
                while coverage.count < count {
                    let kind = next(3), four = min(4, count - coverage.count)
                    coverage += (0..<four).map { _ in kind == 0 ? 0 : kind == 1 ? 255 : UInt8(next(256)) }
                }
                // Premultiplied destination pixels: no channel above alpha.
                let pixels: [UInt32] = (0..<(count + room)).map { _ in
                    let a = UInt32(next(256))
                    return UInt32(next(Int(a) + 1)) | UInt32(next(Int(a) + 1)) << 8 | UInt32(next(Int(a) + 1)) << 16 | a << 24
                }
                var expected = pixels
                for i in 0..<count { expected[i] = Blend.over(Blend.scale(s, UInt32(coverage[i])), pixels[i]) }
                for wide in Self.builds {
                    var actual = pixels
                    actual.withUnsafeMutableBufferPointer { d in
                        coverage.withUnsafeBufferPointer { c in
                            Blend.blendSpan(d.baseAddress!, c.baseAddress ?? UnsafePointer(bitPattern: 1)!, count, s,
                                            room: room, wide: wide)
                        }
                    }
                    #expect(actual == expected, "count \(count), room \(room), wide \(wide)")
                }
            }
        }
    }

    /// Random premultiplied pixels (no channel above alpha), as a target holds them.
    static func pixels(_ count: Int, _ random: inout SeededRandom) -> [UInt32] {
        (0..<count).map { _ in
            let a = UInt32(random.below(256))
            return UInt32(random.below(Int(a) + 1)) | UInt32(random.below(Int(a) + 1)) << 8
                | UInt32(random.below(Int(a) + 1)) << 16 | a << 24
        }
    }

    /// A span of constant partial coverage (a shape's top or bottom row where no edge passed)
    /// takes `Blend.over` of the once-scaled colour on every pixel, in both builds, and the
    /// inside of an opaque shape is the colour; neither touches a pixel after the span.
    @Test(arguments: [
        PremultipliedColor(r: 20, g: 90, b: 200, a: 255),
        RGBAColor(r: 250, g: 9, b: 70, a: 77).premultiplied,
    ])
    func constantCoverageAndFullSpans(color: PremultipliedColor) {
        var random = SeededRandom(seed: 24_680)
        let s = Blend.pack(color)
        // Every remainder of the eight- and four-pixel steps, on both sides of `CPUFeatures.wideSpan`.
        for count in 0...41 {
            for coverage in [UInt32(1), 128, 254, 255] {
                let pixels = Self.pixels(count + 3, &random)
                let scaled = Blend.scale(s, coverage)
                var expected = pixels
                for i in 0..<count { expected[i] = Blend.over(scaled, pixels[i]) }
                for wide in Self.builds {
                    var actual = pixels
                    actual.withUnsafeMutableBufferPointer { Blend.blendConstant($0.baseAddress!, count, scaled, wide: wide) }
                    #expect(actual == expected, "count \(count), coverage \(coverage), wide \(wide)")
                    if color.a == 255 {
                        var filled = pixels
                        filled.withUnsafeMutableBufferPointer { Blend.fill($0.baseAddress!, count, s, wide: wide) }
                        #expect(filled == Array(repeating: s, count: count) + pixels[count...], "count \(count), wide \(wide)")
                    }
                }
            }
        }
    }
}
