import RasterLanes
import Testing
import Values
@testable import Raster

/// A solid fill composited straight from the accumulated cells (`CoverageAccumulator.compositeSolid`:
/// RasterLanes' `solidCover` inlined, and its entry `solidCoverWide`, the AVX2 build in release test
/// runs on an AVX2 CPU, as ConicRowTests) gives every pixel the bytes of the definition: the
/// outline's coverage mask (`rasterize`, the resolve CoverageResolveTests checks) blended pixel by
/// pixel with the scalar `Blend.over(Blend.scale(...))`; leaves every pixel outside the box as it
/// was; and clears the cells, so the next fill starts from nothing. A byte off is an edge pixel one
/// level off in every solid fill; a cell left behind is a ghost of the last shape in the next one.
@Suite struct CoverFillTests {
    static let builds = compiledForAVX2 && !CPUFeatures.wideLanes ? [false] : [false, true]

    static let colors = [
        PremultipliedColor(r: 20, g: 90, b: 200, a: 255),
        RGBAColor(r: 20, g: 90, b: 200, a: 128).premultiplied,
        RGBAColor(r: 250, g: 3, b: 77, a: 1).premultiplied,
    ]

    /// A closed contour through `points`.
    static func outline(_ contours: [[Point]]) -> FlatPath {
        var flat = FlatPath()
        for points in contours {
            flat.contours.append(.init(start: flat.points.count, end: flat.points.count + points.count, closed: true))
            flat.points += points
            for p in points {
                flat.minX = min(flat.minX, p.x); flat.maxX = max(flat.maxX, p.x)
                flat.minY = min(flat.minY, p.y); flat.maxY = max(flat.maxY, p.y)
            }
        }
        return flat
    }

    /// Whether `accumulator`, after a fill of `box`, left cells or flags behind: the next outline,
    /// in a box one pixel narrower (so a cell left past a row's end lands inside a row; a larger
    /// box would get a fresh buffer), must get the coverage a fresh accumulator gives it. Nil when
    /// it does, else where it did not.
    static func cellsLeftBehind(_ accumulator: CoverageAccumulator, box: PixelBox, next: FlatPath) -> String? {
        let nextWidth = max(box.width - 1, 1)
        let nextBox = PixelBox(x: box.x0, y: box.y0, width: nextWidth, height: box.height)
        var again: [UInt8] = [], fresh: [UInt8] = []
        accumulator.rasterize(next, box: nextBox, rule: .nonZero, mask: &again)
        CoverageAccumulator().rasterize(next, box: nextBox, rule: .nonZero, mask: &fresh)
        guard let i = again.indices.first(where: { again[$0] != fresh[$0] }) else { return nil }
        return "cells left behind: the next fill's coverage at (\(i % nextWidth), \(i / nextWidth)) is \(again[i]), not \(fresh[i])"
    }

    /// Random outlines in a box of every width from 1 to 41 (every remainder of the eight-cell
    /// blocks) and some wide ones (runs of more than eight untouched blocks, which are found eight
    /// flags at a time), at the canvas's right edge (no room after the box) and before it: a random
    /// polygon, and rectangles with fractional edges whose inside is untouched at constant coverage
    /// (partial on the top and bottom rows, full inside, 0 in a hole, full again where two
    /// windings add up).
    @Test(arguments: colors)
    func sameBytesAsTheMaskBlendedPixelByPixel(color: PremultipliedColor) {
        var random = SeededRandom(seed: 31_337)
        let s = Blend.pack(color)
        for width in Array(1...41) + [77, 150, 203] {
            for room in [0, 1, 3, 7, 9] {
                let height = 1 + random.below(9)
                let box = PixelBox(x: 1 + random.below(3), y: 1 + random.below(2), width: width, height: height)
                let canvasWidth = box.x1 + room, canvasHeight = box.y1 + 1
                let x0 = Double(box.x0), y0 = Double(box.y0), w = Double(width), h = Double(height)
                func inBox(_ u: Double, _ v: Double) -> Point { Point(x0 + u * w, y0 + v * h) }
                let polygon = (0..<(3 + random.below(20))).map { _ in inBox(random.unit(), random.unit()) }
                let rectangle = [inBox(0.02, 0.1), inBox(0.98, 0.1), inBox(0.98, 0.9), inBox(0.02, 0.9)]
                // A hole (wound the other way) and a second square the same way round (winding 2).
                let hole = [inBox(0.3, 0), inBox(0.3, 1), inBox(0.45, 1), inBox(0.45, 0)]
                let twice = [inBox(0.6, 0), inBox(0.9, 0), inBox(0.9, 1), inBox(0.6, 1)]
                for contours in [[polygon], [rectangle], [rectangle, hole, twice]] {
                    let flat = Self.outline(contours)
                    // Premultiplied destination pixels: no channel above alpha.
                    let pixels = BlendQuadTests.pixels(canvasWidth * canvasHeight, &random)
                    var mask: [UInt8] = []
                    CoverageAccumulator().rasterize(flat, box: box, rule: .nonZero, mask: &mask)
                    var expected = pixels
                    for row in 0..<height {
                        for column in 0..<width {
                            let i = (box.y0 + row) * canvasWidth + box.x0 + column
                            expected[i] = Blend.over(Blend.scale(s, UInt32(mask[row * width + column])), pixels[i])
                        }
                    }
                    for wide in Self.builds {
                        let accumulator = CoverageAccumulator()
                        accumulator.accumulate(flat, box: box, wide: wide)
                        var actual = pixels
                        var scratch = [UInt8](repeating: 0, count: width)
                        actual.withUnsafeMutableBufferPointer { p in
                            scratch.withUnsafeMutableBufferPointer { c in
                                accumulator.compositeSolid(s, onto: p.baseAddress! + box.y0 * canvasWidth + box.x0,
                                                           targetStride: canvasWidth, room: room, scratch: c.baseAddress!, wide: wide)
                            }
                        }
                        let at = "width \(width), room \(room), contours \(contours.count), wide \(wide)"
                        if let i = actual.indices.first(where: { actual[$0] != expected[$0] }) {
                            Issue.record("\(at): pixel (\(i % canvasWidth), \(i / canvasWidth)) is \(actual[i]), not \(expected[i])")
                        }
                        let next = Self.outline([[inBox(0.5, 0), inBox(1, 0.7), inBox(0.1, 1)]])
                        if let left = Self.cellsLeftBehind(accumulator, box: box, next: next) { Issue.record("\(at): \(left)") }
                    }
                }
            }
        }
    }
}
