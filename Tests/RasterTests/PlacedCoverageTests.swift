import Testing
@testable import Raster
import Values

/// `fill(placed:x:y:)` (masks kept elsewhere, drawn at an origin) gives the same bytes as
/// `fill(masks:)` on the same masks moved to that origin, whatever the paint, clip or layer.
@Suite struct PlacedCoverageTests {
    static let origins = [(0, 0), (7, -3), (-9, 11)]

    static func render(placed: Bool, paint: Paint, at origin: (Int, Int), _ setUp: (Canvas) -> Void = { _ in },
                       _ tearDown: (Canvas) -> Void = { _ in }) -> [UInt8] {
        let canvas = try! Canvas(width: 40, height: 30, background: RGBAColor(r: 200, g: 190, b: 180, a: 230))
        setUp(canvas)
        let masks = MaskBatchTests.masks()
        if placed {
            // Every mask's coverage in one block, as a glyph cache's arena keeps them.
            let block = masks.flatMap(\.coverage)
            block.withUnsafeBufferPointer { bytes in
                var offset = 0
                let list = masks.map { m in
                    defer { offset += m.coverage.count }
                    return PlacedCoverage(coverage: bytes.baseAddress! + offset, left: m.left, top: m.top,
                                          width: m.width, height: m.height)
                }
                list.withUnsafeBufferPointer {
                    canvas.fill(placed: $0, x: origin.0, y: origin.1, paint: paint, paintTransform: .scale(2))
                }
            }
        } else {
            let moved = masks.map { m in
                CoverageMask(width: m.width, height: m.height, left: m.left + origin.0, top: m.top + origin.1, coverage: m.coverage)
            }
            canvas.fill(masks: moved, paint: paint, paintTransform: .scale(2))
        }
        tearDown(canvas)
        return canvas.pixmap.bytes
    }

    @Test(arguments: MaskBatchTests.paints) func sameBytesAsMovedMasks(paint: Paint) {
        for o in Self.origins {
            let same = Self.render(placed: true, paint: paint, at: o) == Self.render(placed: false, paint: paint, at: o)
            #expect(same, "at \(o)")
        }
    }

    @Test(arguments: MaskBatchTests.paints) func sameBytesInsideClipsAndLayers(paint: Paint) {
        let setUps: [((Canvas) -> Void, (Canvas) -> Void)] = [
            ({ $0.pushClip(Rect(x: 5, y: 3, width: 20, height: 17)) }, { _ in }),
            ({ $0.pushClip(Path(circleCenter: Point(20, 15), radius: 11.3)) }, { _ in }),
            ({ $0.pushLayer(opacity: 0.6) }, { $0.popLayer() }),
        ]
        for (push, pop) in setUps {
            for o in Self.origins {
                let same = Self.render(placed: true, paint: paint, at: o, push, pop)
                    == Self.render(placed: false, paint: paint, at: o, push, pop)
                #expect(same, "at \(o)")
            }
        }
    }
}
