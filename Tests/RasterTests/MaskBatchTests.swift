import Testing
@testable import Raster
import Values

/// `fill(masks:)` (a label's glyphs in one call) gives the same bytes as `fill(mask:)` on each
/// mask in order, whatever the paint, clip or layer.
@Suite struct MaskBatchTests {
    /// Overlapping masks of random coverage, some partly or wholly off the 40 × 30 canvas.
    static func masks() -> [CoverageMask] {
        var random = SeededRandom(seed: 12345)
        func next(_ n: Int) -> Int { random.below(n) }
        return (0..<60).map { _ in
            let w = 1 + next(13), h = 1 + next(11)
            let coverage = (0..<(w * h)).map { _ in [0, 255, UInt8(next(256))][next(3)] }
            return CoverageMask(width: w, height: h, left: next(50) - 6, top: next(40) - 6, coverage: coverage)
        }
    }

    static func render(batched: Bool, paint: Paint, _ setUp: (Canvas) -> Void = { _ in },
                       _ tearDown: (Canvas) -> Void = { _ in }) -> [UInt8] {
        let canvas = try! Canvas(width: 40, height: 30, background: RGBAColor(r: 200, g: 190, b: 180, a: 230))
        setUp(canvas)
        if batched {
            canvas.fill(masks: masks(), paint: paint, paintTransform: .scale(2))
        } else {
            for m in masks() { canvas.fill(mask: m, paint: paint, paintTransform: .scale(2)) }
        }
        tearDown(canvas)
        return canvas.pixmap.bytes
    }

    static let paints: [Paint] = [
        .solid(RGBAColor(r: 20, g: 90, b: 200)),
        .solid(RGBAColor(r: 20, g: 90, b: 200, a: 128)),
        .solid(.transparent),
        .linearGradient(LinearGradient(start: Point(0, 0), end: Point(20, 15),
                                       stops: [GradientStop(0, .black), GradientStop(1, RGBAColor(r: 255, g: 0, b: 0, a: 100))])),
    ]

    @Test(arguments: paints) func sameBytesWithoutClip(paint: Paint) {
        #expect(Self.render(batched: true, paint: paint) == Self.render(batched: false, paint: paint))
    }

    @Test(arguments: paints) func sameBytesInsideAWholePixelClip(paint: Paint) {
        let push: (Canvas) -> Void = { $0.pushClip(Rect(x: 5, y: 3, width: 20, height: 17)) }
        #expect(Self.render(batched: true, paint: paint, push) == Self.render(batched: false, paint: paint, push))
    }

    @Test(arguments: paints) func sameBytesInsideAnAntiAliasedClip(paint: Paint) {
        let push: (Canvas) -> Void = { $0.pushClip(Path(circleCenter: Point(20, 15), radius: 11.3)) }
        #expect(Self.render(batched: true, paint: paint, push) == Self.render(batched: false, paint: paint, push))
    }

    @Test(arguments: paints) func sameBytesInALayer(paint: Paint) {
        let push: (Canvas) -> Void = { $0.pushLayer(opacity: 0.6) }
        let pop: (Canvas) -> Void = { $0.popLayer() }
        #expect(Self.render(batched: true, paint: paint, push, pop) == Self.render(batched: false, paint: paint, push, pop))
    }

    @Test func emptyAndOffCanvasBatchesDrawNothing() {
        let canvas = try! Canvas(width: 10, height: 10, background: .white)
        let before = canvas.pixmap.bytes
        canvas.fill(masks: [], paint: .solid(.black))
        canvas.fill(masks: [CoverageMask(width: 2, height: 2, left: 20, top: -5, coverage: [255, 255, 255, 255])],
                    paint: .solid(.black))
        #expect(canvas.pixmap.bytes == before)
    }
}
