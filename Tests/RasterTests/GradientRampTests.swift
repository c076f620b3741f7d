import Testing
@testable import Raster
import Values

/// The ramp's entries (SSE2 on x86-64, SIMD floats elsewhere) are the definition's bytes: a Float colour
/// stepped by serial additions, clamped to [0, 255], rounded half up, colour channels capped at
/// alpha. Any other rounding would move gradient pixels and break the goldens.
@Suite struct GradientRampTests {
    /// The definition, one entry at a time in Swift's Float arithmetic.
    static func reference(_ c: SIMD4<Float>) -> UInt32 {
        func byte(_ x: Float) -> UInt32 { UInt32((min(max(x, 0), 255) + 0.5).rounded(.down)) }
        let a = byte(c.w)
        return min(byte(c.x), a) | min(byte(c.y), a) << 8 | min(byte(c.z), a) << 16 | a << 24
    }

    /// The same inputs through the entry other CPUs use (x86-64 builds use SSE2's instead).
    @Test func theOtherCPUsEntryIsTheDefinitionsBytes() {
        var random = SeededRandom(seed: 7)
        func next(_ range: ClosedRange<Float>) -> Float { random.within(range) }
        var colours: [SIMD4<Float>] = [SIMD4(127.5, 0.5, 254.5, 200.5), SIMD4(-3, 300, 255.5, 255),
                                       SIMD4(Float(0.5).nextDown, Float(0.5).nextDown, Float(254.5).nextDown, 255)]
        for _ in 0..<5_000 { colours.append(SIMD4(next(-40...300), next(-40...300), next(-40...300), next(-10...270))) }
        for c in colours {
            #expect(GradientRamp.packInFloatLanes(c) == GradientRampTests.reference(c), "\(c)")
            #expect(GradientRamp.pack(c) == GradientRampTests.reference(c), "\(c)")
        }
    }

    @Test func segmentsAreTheDefinitionsBytes() {
        var random = SeededRandom(seed: 42)
        func next(_ range: ClosedRange<Float>) -> Float { random.within(range) }
        for trial in 0..<200 {
            // Colours beyond the byte range (clamped), channels above alpha (capped), half levels
            // (the rounding tie) and steps of either sign.
            var c = SIMD4(next(-40...300), next(-40...300), next(-40...300), next(-10...270))
            if trial % 4 == 0 { c = SIMD4(127.5, 0.5, 254.5, 200.5) }
            if trial % 7 == 0 { c = SIMD4(Float(0.5).nextDown, Float(0.5).nextDown, Float(254.5).nextDown, 255) }
            let step = trial % 5 == 0 ? SIMD4<Float>() : SIMD4(next(-2...2), next(-2...2), next(-2...2), next(-1...1))
            let count = Int(next(0...70))
            var out = [UInt32](repeating: 0xDEAD_BEEF, count: count + 1)
            out.withUnsafeMutableBufferPointer { GradientRamp.segment($0.baseAddress!, count: count, from: c, step: step) }
            var expected: [UInt32] = []
            for _ in 0..<count {
                expected.append(GradientRampTests.reference(c))
                c += step
            }
            #expect(Array(out[..<count]) == expected, "trial \(trial)")
            #expect(out[count] == 0xDEAD_BEEF, "nothing written past the segment")
        }
    }

    /// A whole ramp: its ends are the stops' premultiplied colours and a translucent stop keeps
    /// every colour channel at or below alpha.
    @Test func rampEndsAreTheStopColours() {
        let ramp = GradientRamp(stops: [GradientStop(0, RGBAColor(r: 255, g: 0, b: 0, a: 255)),
                                        GradientStop(1, RGBAColor(r: 0, g: 0, b: 255, a: 128))])
        #expect(ramp.table.first == 0xFF00_00FF)
        #expect(ramp.table.last == 0x8080_0000)
        #expect(ramp.table.allSatisfy { e in (0..<3).allSatisfy { (e >> ($0 * 8)) & 0xFF <= e >> 24 } })
        #expect(!ramp.isOpaque)
    }

    /// The table is not zeroed before its segments are written, so every entry must be one of
    /// theirs: stops outside 0...1, at one offset (a hard stop), out of order or alone leave
    /// some segments empty, and the entries there are the pads' and the neighbours' colours
    /// (an entry left unwritten would be whatever the allocator's memory held).
    @Test func everyEntryIsWrittenWhateverTheStops() {
        let red = RGBAColor(r: 255, g: 0, b: 0, a: 255), blue = RGBAColor(r: 0, g: 0, b: 255, a: 255)
        let redEntry: UInt32 = 0xFF00_00FF, blueEntry: UInt32 = 0xFFFF_0000
        let n = GradientRamp.size
        /// The first entry of the ramp of `stops` that is not `expected`'s (nil: none), so a failure
        /// names an index instead of printing two tables.
        func firstWrong(_ stops: [GradientStop], _ expected: [UInt32]) -> Int? {
            let table = GradientRamp(stops: stops).table
            guard table.count == expected.count else { return min(table.count, expected.count) }
            return table.indices.first { table[$0] != expected[$0] }
        }
        #expect(firstWrong([GradientStop(0.3, red)], [UInt32](repeating: redEntry, count: n)) == nil)
        #expect(firstWrong([GradientStop(-0.5, red), GradientStop(-0.2, blue)], [UInt32](repeating: blueEntry, count: n)) == nil)
        #expect(firstWrong([GradientStop(1.5, red), GradientStop(2, blue)], [UInt32](repeating: redEntry, count: n)) == nil)
        // A hard stop at 0.5: index ⌈0.5 · 1023⌉ = 512 starts the second colour.
        let hard = [UInt32](repeating: redEntry, count: 512) + [UInt32](repeating: blueEntry, count: n - 512)
        #expect(firstWrong([GradientStop(0.5, red), GradientStop(0.5, blue)], hard) == nil)
        // A stop before an earlier one moves up to it: the same hard stop.
        #expect(firstWrong([GradientStop(0.5, red), GradientStop(0.2, blue)], hard) == nil)
        // No finite stop: a transparent table.
        #expect(firstWrong([GradientStop(.nan, red)], [UInt32](repeating: 0, count: n)) == nil)
    }
}
