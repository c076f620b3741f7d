import Testing
@testable import Raster
import Values

/// Layers come from a pool of canvas-sized pixmaps: a pop composites and clears only the box the
/// layer drew into, in place, and hands the same storage back (a copy would cost a whole canvas
/// of memory traffic per layer).
@Suite struct LayerPoolTests {
    /// The address of the open layer's pixel storage.
    static func storage(of canvas: Canvas) -> UnsafePointer<UInt8>? {
        canvas.layers.last?.pixmap.bytes.withUnsafeBufferPointer { $0.baseAddress }
    }

    @Test func aPoppedLayerIsReusedWithoutACopy() {
        let canvas = try! Canvas(width: 200, height: 100, background: .white)
        canvas.pushLayer(LayerStyle(opacity: 0.5, blendMode: .multiply))
        canvas.fill(Path(rect: Rect(x: 10, y: 10, width: 30, height: 30)), paint: .solid(.black))
        let first = Self.storage(of: canvas)
        canvas.popLayer()
        canvas.pushLayer(LayerStyle(opacity: 0.5))
        #expect(Self.storage(of: canvas) == first)
        canvas.popLayer()
        #expect(canvas.layerPool.count == 1)
    }

    @Test func aReusedLayerStartsClear() {
        let canvas = try! Canvas(width: 120, height: 60, background: .white)
        canvas.pushLayer(LayerStyle(blendMode: .difference))
        canvas.fill(Path(rect: Rect(x: 0, y: 0, width: 60, height: 60)), paint: .solid(RGBAColor(r: 255, g: 0, b: 0)))
        canvas.popLayer()
        canvas.pushLayer(LayerStyle(blendMode: .multiply))
        canvas.fill(Path(rect: Rect(x: 80, y: 20, width: 20, height: 20)), paint: .solid(RGBAColor(r: 0, g: 0, b: 255)))
        // Every pixel of the reused layer outside what the second group drew is transparent.
        let layer = canvas.layers.last!.pixmap
        let stray = (0..<60).flatMap { y in (0..<120).map { x in (x, y) } }
            .filter { x, y in !(80..<100).contains(x) || !(20..<40).contains(y) }
            .filter { x, y in layer[x, y] != PremultipliedColor(r: 0, g: 0, b: 0, a: 0) }
        #expect(stray.isEmpty)
        canvas.popLayer()
        // The first group's difference (white − red = cyan) is left; the second multiplied blue in.
        #expect(canvas.pixmap[30, 30] == PremultipliedColor(r: 0, g: 255, b: 255, a: 255))
        #expect(canvas.pixmap[90, 30] == PremultipliedColor(r: 0, g: 0, b: 255, a: 255))
        #expect(canvas.pixmap[110, 30] == RGBAColor.white.premultiplied)
    }
}
