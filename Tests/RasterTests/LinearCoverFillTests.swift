import RasterLanes
import Testing
import Values
@testable import Raster

/// A linear gradient composited straight from the accumulated cells
/// (`CoverageAccumulator.compositeLinear`, the route `Canvas.fillFlat` takes for a linear gradient
/// under the non-zero rule with no clip mask) gives every pixel the bytes of the definition: the
/// outline's coverage mask (`rasterize`) times the shader's row (`Shader.shadeRow`, Double positions
/// where 16.16 does not reach), blended pixel by pixel with the scalar `Blend.over(Blend.scale(...))`;
/// through every build of the ramp kernels (baseline, AVX2 entries, AVX-512 C kernels where the CPU
/// runs them); leaves every pixel outside the box as it was; and clears the cells. A byte off is a
/// gradient's edge one level off, or a band one entry out of place; a cell left behind is a ghost of
/// the last shape in the next fill.
@Suite struct LinearCoverFillTests {
    static let builds = compiledForAVX2 && !CPUFeatures.wideLanes ? [false] : [false, true]
    /// Each build once: (wide, ramp), as GradientLanesTests.
    static let allBuilds = builds.map { ($0, false) } + (CPUFeatures.rampLanes ? [(false, true)] : [])

    /// A ramp whose entries all differ (premultiplied: r, g, b ≤ a), opaque or translucent, so a
    /// pixel that took a neighbouring entry shows.
    static func table(opaque: Bool) -> [UInt32] {
        (0..<UInt32(GradientRamp.size)).map { i in
            let a = opaque ? 255 : 128 + i % 128, c = i % 128
            return c | (c / 2) << 8 | (a - c) << 16 | a << 24
        }
    }

    /// Gradients across the box, as table positions (0...1) at its left and right edges: on the table
    /// both ways (positive and negative steps, steep and shallow), running off it at either end
    /// (clamped pixels), and vertical (one entry a row).
    static let gradients: [(left: Double, right: Double, down: Double)] = [
        (0.1, 0.9, 0.05), (0.95, 0.02, -0.1), (0.45, 0.55, 0.0), (-0.3, 0.6, 0.2), (0.4, 1.7, -0.05),
        (0.5, 0.5, 0.8),
    ]

    @Test(arguments: [true, false])
    func sameBytesAsTheMaskBlendedPixelByPixel(opaque: Bool) {
        var random = SeededRandom(seed: 4_711)
        let ramp = Self.table(opaque: opaque)
        for width in Array(1...41) + [77, 150, 203] {
            for room in [0, 5] {
                let height = 1 + random.below(9)
                let box = PixelBox(x: 1 + random.below(3), y: 1 + random.below(2), width: width, height: height)
                let canvasWidth = box.x1 + room, canvasHeight = box.y1 + 1
                let x0 = Double(box.x0), y0 = Double(box.y0), w = Double(width), h = Double(height)
                func inBox(_ u: Double, _ v: Double) -> Point { Point(x0 + u * w, y0 + v * h) }
                let polygon = (0..<(3 + random.below(20))).map { _ in inBox(random.unit(), random.unit()) }
                let rectangle = [inBox(0.02, 0.1), inBox(0.98, 0.1), inBox(0.98, 0.9), inBox(0.02, 0.9)]
                let hole = [inBox(0.3, 0), inBox(0.3, 1), inBox(0.45, 1), inBox(0.45, 0)]
                let twice = [inBox(0.6, 0), inBox(0.9, 0), inBox(0.9, 1), inBox(0.6, 1)]
                // Up to the box's right edge: edges there write the cells past the row's last pixel.
                let right = [inBox(0.5, 0.2), inBox(1, 0.2), inBox(1, 0.8), inBox(0.5, 0.8)]
                let gradient = Self.gradients[random.below(Self.gradients.count)]
                // t = t0 + dx·x + dy·y with t = left at the box's left edge and right at its right edge.
                let dx = (gradient.right - gradient.left) / w, dy = gradient.down / h
                let t0 = gradient.left - dx * x0 - dy * y0
                let shader = Shader.linear(ramp: ramp, dx: dx, dy: dy, t0: t0, opaque: opaque)
                for contours in [[polygon], [rectangle], [rectangle, hole, twice], [right]] {
                    let flat = CoverFillTests.outline(contours)
                    let pixels = BlendQuadTests.pixels(canvasWidth * canvasHeight, &random)
                    var mask: [UInt8] = []
                    CoverageAccumulator().rasterize(flat, box: box, rule: .nonZero, mask: &mask)
                    var expected = pixels
                    var shaded = [UInt32](repeating: 0, count: width)
                    for row in 0..<height {
                        shaded.withUnsafeMutableBufferPointer { shader.shadeRow(x: box.x0, y: box.y0 + row, count: width, into: $0.baseAddress!) }
                        for column in 0..<width {
                            let i = (box.y0 + row) * canvasWidth + box.x0 + column
                            expected[i] = Blend.over(Blend.scale(shaded[column], UInt32(mask[row * width + column])), pixels[i])
                        }
                    }
                    for (wide, rampLanes) in Self.allBuilds {
                        let accumulator = CoverageAccumulator()
                        accumulator.accumulate(flat, box: box, wide: wide)
                        var actual = pixels
                        var coverage = [UInt8](repeating: 0, count: width)
                        var scratch = [UInt32](repeating: 0, count: width)
                        let rows = actual.withUnsafeMutableBufferPointer { p in
                            coverage.withUnsafeMutableBufferPointer { c in
                                scratch.withUnsafeMutableBufferPointer { s in
                                    ramp.withUnsafeBufferPointer { table in
                                        accumulator.compositeLinear((dx, dy, t0), table.baseAddress!, x0: box.x0, y0: box.y0,
                                                                    onto: p.baseAddress! + box.y0 * canvasWidth + box.x0,
                                                                    targetStride: canvasWidth, opaque: opaque,
                                                                    coverage: c.baseAddress!, scratch: s.baseAddress!,
                                                                    wide: wide, ramp: rampLanes)
                                    }
                                }
                            }
                        }
                        let at = "width \(width), room \(room), contours \(contours.count), gradient \(gradient), wide \(wide), ramp \(rampLanes)"
                        #expect(rows == height, "\(at): every row's positions fit 16.16")
                        if let i = actual.indices.first(where: { actual[$0] != expected[$0] }) {
                            Issue.record("\(at): pixel (\(i % canvasWidth), \(i / canvasWidth)) is \(actual[i]), not \(expected[i])")
                        }
                        let next = CoverFillTests.outline([[inBox(0.5, 0), inBox(0.9, 0.7), inBox(0.1, 1)]])
                        if let left = CoverFillTests.cellsLeftBehind(accumulator, box: box, next: next) {
                            Issue.record("\(at): \(left)")
                        }
                    }
                }
            }
        }
    }

    /// A gradient whose positions do not fit 16.16 (a near-degenerate transform) is left to the
    /// caller's Double route from the first such row: nothing drawn, the cells kept for it.
    @Test func positionsTooFarOffAreLeftToTheCaller() {
        let box = PixelBox(x: 0, y: 0, width: 20, height: 4)
        let flat = CoverFillTests.outline([[Point(0.5, 0.5), Point(19.5, 0.5), Point(19.5, 3.5), Point(0.5, 3.5)]])
        let ramp = Self.table(opaque: true)
        let accumulator = CoverageAccumulator()
        accumulator.accumulate(flat, box: box)
        var pixels = [UInt32](repeating: 0x8040_2010, count: 20 * 4)
        var coverage = [UInt8](repeating: 0, count: 20), scratch = [UInt32](repeating: 0, count: 20)
        let rows = pixels.withUnsafeMutableBufferPointer { p in
            ramp.withUnsafeBufferPointer { table in
                accumulator.compositeLinear((1e12, 0, 0), table.baseAddress!, x0: 0, y0: 0, onto: p.baseAddress!,
                                            targetStride: 20, opaque: true, coverage: &coverage, scratch: &scratch,
                                            wide: false, ramp: false)
            }
        }
        #expect(rows == 0)
        #expect(pixels.allSatisfy { $0 == 0x8040_2010 })
        var mask: [UInt8] = [], fresh: [UInt8] = []
        var spans = [CoverageAccumulator.Span](repeating: .init(start: 0, end: 0, value: 0), count: 3)
        for row in 0..<4 {
            let n = accumulator.resolveRow(row, rule: .nonZero, coverage: &coverage, spans: &spans)
            mask += (0..<20).map { i in
                let span = spans[0..<n].first { $0.start <= i && i < $0.end }!
                return span.value == CoverageAccumulator.Span.varying ? coverage[i] : UInt8(span.value)
            }
        }
        CoverageAccumulator().rasterize(flat, box: box, rule: .nonZero, mask: &fresh)
        #expect(mask == fresh, "the cells are the caller's to resolve")
    }
}
