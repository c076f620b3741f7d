import RasterLanes
import Testing
@testable import Raster

/// A linear gradient's entries along a span, through RasterLanes' inlined baseline (four pixels a
/// step) and through its entries `linearEntriesWide`, `linearOverWide` and `linearCoverWide` (eight pixels a
/// step on 32-bit positions, from a 32-entry window of the table or by AVX2's gather, in release test
/// runs on an AVX2 CPU, as ConicRowTests), and through the C module's AVX-512 kernels
/// `lane_ramp_entries16`, `lane_ramp_over16` and `lane_ramp_cover16` (sixteen a step, in every build on
/// a CPU with AVX-512):
/// pixel i takes the entry at (start + i·step) >> 16, and the inside of a translucent gradient is
/// `Blend.over` of it. An entry one off is a gradient band one pixel out of place.
@Suite struct GradientLanesTests {
    static let builds = compiledForAVX2 && !CPUFeatures.wideLanes ? [false] : [false, true]
    /// The C module's AVX-512 kernel (`lane_ramp_entries16`, sixteen entries a step from a
    /// 64-entry window or gathered), in every build, where this CPU runs it.
    static let rampBuilds = CPUFeatures.rampLanes ? [true] : []
    /// Each build once: (wide, ramp).
    static let allBuilds = builds.map { ($0, false) } + rampBuilds.map { (false, $0) }

    /// A table whose entries all differ (and are premultiplied colours: r, g, b ≤ a), so a
    /// pixel that took a neighbouring entry shows.
    static let table: [UInt32] = (0..<UInt32(GradientRamp.size)).map { i in
        let a = 128 + i % 128, c = i % 128
        return c | (c / 2) << 8 | (a - c) << 16 | a << 24
    }

    /// A step in 16.16 entries a pixel, either direction: half of them within the four entries a
    /// pixel the wide build reads from a 32-entry window (`lane_window8`), some exactly at that
    /// bound or one past it, the rest up to 32 entries a pixel (gathered).
    static func step(_ random: inout SeededRandom) -> Int64 {
        let window: Int64 = 4 << 16
        switch random.below(8) {
        case 0: return random.below(2) == 0 ? window : -window
        case 1: return random.below(2) == 0 ? window + 1 : -window - 1
        case 2, 3, 4: return Int64(random.below(Int(2 * window) + 1)) - window
        default: return Int64(random.below(1 << 22)) - (1 << 21)          // −32 … 32 entries a pixel
        }
    }

    /// Spans whose every position is on the table: either direction, steps from a fraction of an
    /// entry to many entries a pixel, ending on the table's first and last entries.
    static func spans(_ random: inout SeededRandom) -> [(start: Int64, step: Int64, count: Int)] {
        let top = Int64(GradientRamp.size) << 16 - 1           // the last position on the table
        var spans: [(Int64, Int64, Int)] = []
        for count in 1...41 {
            for _ in 0..<12 {
                let step = Self.step(&random)
                let reach = step.magnitude * UInt64(count - 1)
                guard reach <= UInt64(top) else { continue }
                let room = top - Int64(reach)
                let low = Int64(random.below(Int(room) + 1))
                spans.append((step >= 0 ? low : low + Int64(reach), step, count))
            }
            spans.append((0, 0, count))                                       // one entry throughout
            spans.append((top, -(top / Int64(max(count - 1, 1))), count))     // last entry down to the first
        }
        return spans
    }

    @Test func entriesAreTheTablesAtEachPixelsPosition() {
        var random = SeededRandom(seed: 4_711)
        var checked = 0
        for (start, step, count) in Self.spans(&random) {
            #expect(Shader.onTable(start, step, count))
            let expected = (0..<count).map { Self.table[Int((start + Int64($0) * step) >> 16)] }
            for (wide, ramp) in Self.allBuilds {
                var out = [UInt32](repeating: 1, count: count + 1)
                Self.table.withUnsafeBufferPointer { t in
                    out.withUnsafeMutableBufferPointer {
                        Shader.linearRow(t.baseAddress!, start, step, count, into: $0.baseAddress!, wide: wide, ramp: ramp)
                    }
                }
                #expect(Array(out[..<count]) == expected, "start \(start), step \(step), count \(count), wide \(wide), ramp \(ramp)")
                #expect(out[count] == 1, "wrote past the span")
            }
            checked += 1
        }
        #expect(checked > 300)
    }

    @Test func translucentInsideIsOverOfEachPixelsEntry() {
        var random = SeededRandom(seed: 8_642)
        for (start, step, count) in Self.spans(&random) {
            let target = BlendQuadTests.pixels(count + 1, &random)
            var expected = target
            for i in 0..<count { expected[i] = Blend.over(Self.table[Int((start + Int64(i) * step) >> 16)], target[i]) }
            for (wide, ramp) in Self.allBuilds {
                var actual = target
                Self.table.withUnsafeBufferPointer { t in
                    actual.withUnsafeMutableBufferPointer {
                        Blend.linearOverSpan($0.baseAddress!, t.baseAddress!, start, step, count, wide: wide, ramp: ramp)
                    }
                }
                #expect(actual == expected, "start \(start), step \(step), count \(count), wide \(wide), ramp \(ramp)")
            }
        }
    }

    /// An edge of a gradient-filled shape: `Blend.linearCoverSpan` (RasterLanes' `linearCover`
    /// inlined, four pixels a step, and `linearCoverWide`, eight a step) draws the
    /// bytes of the route it replaced, `Shader.linearRow` into scratch then `Blend.shadedRow`, for
    /// opaque and translucent ramps, positions off either end of the table (clamped), positions
    /// beyond 32 bits (the wide build's four-pixel fallback), and coverage with runs of 0 and
    /// 255 as an edge has; no pixel after the span changes. A pixel off by one level is a seam
    /// along the shape's edge.
    @Test(arguments: [true, false])
    func edgeIsTheShadedRowBlendedThroughCoverage(opaque: Bool) {
        var random = SeededRandom(seed: opaque ? 2_026 : 1_129)
        let table = Self.table.map { opaque ? $0 | 0xFF00_0000 : $0 }
        let size = Int64(GradientRamp.size) << 16
        var checked = 0
        for count in 1...41 {
            for trial in 0..<24 {
                let step = Self.step(&random)
                let start: Int64
                switch trial % 4 {
                case 0: start = Int64(random.below(Int(size)))                                 // on the table
                case 1: start = -Int64(random.below(Int(size)))                                // before its start
                case 2: start = size + Int64(random.below(Int(size)))                         // past its end
                default: start = (trial % 8 == 3 ? 1 : -1) * ((1 << 31) + Int64(random.below(1 << 40)))   // beyond Int32
                }
                // Coverage as an edge has it: runs of 0 and of 255 between partial values.
                var coverage = (0..<count).map { _ in UInt8(random.below(256)) }
                for i in coverage.indices where random.below(3) == 0 { coverage[i] = random.below(2) == 0 ? 0 : 255 }
                if trial % 6 == 5 { coverage = coverage.map { _ in 255 } }
                let target = BlendQuadTests.pixels(count + 1, &random)
                var expected = target
                var scratch = [UInt32](repeating: 0, count: count)
                table.withUnsafeBufferPointer { t in
                    scratch.withUnsafeMutableBufferPointer {
                        Shader.linearRow(t.baseAddress!, start, step, count, into: $0.baseAddress!, wide: false, ramp: false)
                    }
                    expected.withUnsafeMutableBufferPointer { e in
                        Blend.shadedRow(UnsafeMutableRawPointer(e.baseAddress!).assumingMemoryBound(to: UInt8.self), scratch, coverage,
                                        count, opaque: opaque)
                    }
                }
                for (wide, ramp) in Self.allBuilds {
                    var actual = target
                    table.withUnsafeBufferPointer { t in
                        actual.withUnsafeMutableBufferPointer {
                            Blend.linearCoverSpan($0.baseAddress!, t.baseAddress!, start, step, coverage, count, opaque: opaque,
                                                  wide: wide, ramp: ramp)
                        }
                    }
                    #expect(actual == expected, "start \(start), step \(step), count \(count), wide \(wide), ramp \(ramp)")
                }
                checked += 1
            }
        }
        #expect(checked == 41 * 24)
    }
}
