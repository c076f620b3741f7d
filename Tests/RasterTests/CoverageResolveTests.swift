import Testing
@testable import Raster

/// `CoverageAccumulator.resolveNonZero` (four cells summed in registers and turned into bytes
/// together) gives the bytes and the running sum of the cell-by-cell definition, and clears the
/// cells it read.
@Suite struct CoverageResolveTests {
    @Test func sameBytesAndSumAsCellByCell() {
        var random = SeededRandom(seed: 123_456_789)
        func next() -> Float {
            let bits = random.next()
            // Cell values as edges leave them: mostly small fractions of either sign, some whole.
            let u = Float(bits >> 40) / Float(1 << 24)
            return [u - 0.5, (u - 0.5) * 2, 1, -1, 0][Int(bits >> 33) % 5]
        }
        for count in 0...19 {
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
                var line = cells
                var bytes = [UInt8](repeating: 7, count: start + count)
                let sum = line.withUnsafeMutableBufferPointer { l in
                    bytes.withUnsafeMutableBufferPointer { b in
                        CoverageAccumulator.resolveNonZero(l.baseAddress!, start, start + count, from: entering, into: b.baseAddress!)
                    }
                }
                #expect(Array(bytes[start...]) == expected, "count \(count), start \(start)")
                #expect(sum == expectedSum)
                #expect(line[start...].allSatisfy { $0 == 0 })
                #expect(Array(line[..<start]) == Array(cells[..<start]))
            }
        }
    }

    /// Sums on and around the rounding boundaries of the bytes: the vector conversion rounds them
    /// as `roundedByte` does.
    @Test func boundaryValuesRoundAsTheScalarConversion() {
        let values: [Float] = [0, -0, 0.5 / 255, 1.5 / 255, 127.5 / 255, 254.5 / 255, 1, Float(1).nextUp, -1, 3, -2.5,
                               (0.5 / 255 as Float).nextUp, (0.5 / 255 as Float).nextDown]
        for v in values {
            let bytes = CoverageAccumulator.nonZeroBytes(SIMD4(repeating: v))
            let scalar = UInt32(roundedByte(min(abs(v), 1) * 255))
            #expect(bytes == scalar &* 0x0101_0101, "sum \(v)")
        }
    }
}
