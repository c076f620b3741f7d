import RasterLanes
import Testing
@testable import Raster

/// `CoverageAccumulator.resolveNonZero` (eight cells summed in registers and turned into bytes
/// together, then four, then one) gives the bytes and the running sum of the cell-by-cell
/// definition, and clears the cells it read: through RasterLanes' inlined baseline and through
/// its entry `resolveNonZeroWide` (the AVX2 build in release test runs on an AVX2 CPU, as
/// ConicRowTests). A byte off by one is an edge pixel one level off in every fill.
@Suite struct CoverageResolveTests {
    /// The builds this process may run: the inlined baseline always, and the entry unless it is
    /// the AVX2 build on a CPU without AVX2.
    static let builds = compiledForAVX2 && !CPUFeatures.wideLanes ? [false] : [false, true]

    @Test func sameBytesAndSumAsCellByCell() {
        var random = SeededRandom(seed: 123_456_789)
        func next() -> Float {
            let bits = random.next()
            // Cell values as edges leave them: mostly small fractions of either sign, some whole.
            let u = Float(bits >> 40) / Float(1 << 24)
            return [u - 0.5, (u - 0.5) * 2, 1, -1, 0][Int(bits >> 33) % 5]
        }
        // Up to 41 cells: every remainder of the eight- and four-cell steps, on both sides of
        // `CPUFeatures.wideSpan`, from where the AVX2 entry takes the run.
        for count in 0...41 {
            for start in 0...3 {
                let cells = (0..<(start + count)).map { _ in next() }
                let entering = next()
                // The definition: a serial running sum, each cell's byte rounded from min(|sum|, 1).
                var expectedSum = entering
                var expected: [UInt8] = []
                for i in start..<(start + count) {
                    expectedSum += cells[i]
                    expected.append(roundedByte(min(abs(expectedSum), 1) * 255))
                }
                for wide in Self.builds {
                    var line = cells
                    var bytes = [UInt8](repeating: 7, count: start + count)
                    let sum = line.withUnsafeMutableBufferPointer { l in
                        bytes.withUnsafeMutableBufferPointer { b in
                            CoverageAccumulator.resolveNonZero(l.baseAddress!, start, start + count, from: entering,
                                                               into: b.baseAddress!, wide: wide)
                        }
                    }
                    #expect(Array(bytes[start...]) == expected, "count \(count), start \(start), wide \(wide)")
                    #expect(sum == expectedSum, "count \(count), start \(start), wide \(wide)")
                    #expect(line[start...].allSatisfy { $0 == 0 })
                    #expect(Array(line[..<start]) == Array(cells[..<start]))
                    #expect(bytes[..<start].allSatisfy { $0 == 7 })
                }
            }
        }
    }

    /// Sums on and around the rounding boundaries of the bytes: the vector conversion rounds them
    /// as `roundedByte` does.
    @Test func boundaryValuesRoundAsTheScalarConversion() {
        let values: [Float] = [0, -0, 0.5 / 255, 1.5 / 255, 127.5 / 255, 254.5 / 255, 1, Float(1).nextUp, -1, 3, -2.5,
                               (0.5 / 255 as Float).nextUp, (0.5 / 255 as Float).nextDown]
        for v in values {
            let scalar = roundedByte(min(abs(v), 1) * 255)
            #expect(nonZeroBytes(SIMD4(repeating: v)) == SIMD4(repeating: scalar), "sum \(v)")
            #expect(nonZeroBytes(SIMD8(repeating: v)) == SIMD8(repeating: scalar), "sum \(v)")
        }
    }
}
