/// A half-open box of whole device pixels [x0, x1) × [y0, y1): the region a draw touches.
struct PixelBox: Hashable, Sendable {
    var x0: Int, y0: Int, x1: Int, y1: Int

    init(x0: Int, y0: Int, x1: Int, y1: Int) { self.x0 = x0; self.y0 = y0; self.x1 = x1; self.y1 = y1 }

    var width: Int { x1 - x0 }
    var height: Int { y1 - y0 }
    var isEmpty: Bool { x1 <= x0 || y1 <= y0 }

    func intersection(_ o: PixelBox) -> PixelBox {
        let b = PixelBox(x0: max(x0, o.x0), y0: max(y0, o.y0), x1: min(x1, o.x1), y1: min(y1, o.y1))
        return b.isEmpty ? PixelBox(x0: 0, y0: 0, x1: 0, y1: 0) : b
    }

    func outset(_ d: Int) -> PixelBox { PixelBox(x0: x0 - d, y0: y0 - d, x1: x1 + d, y1: y1 + d) }

    /// The pixels any part of which `r` touches, with coordinates clamped to ±2^30 so that
    /// huge or infinite geometry cannot overflow an Int conversion.
    init(covering minX: Double, _ minY: Double, _ maxX: Double, _ maxY: Double) {
        func clampFloor(_ v: Double) -> Int { Int(min(max(v, -1_073_741_824), 1_073_741_824).rounded(.down)) }
        func clampCeil(_ v: Double) -> Int { Int(min(max(v, -1_073_741_824), 1_073_741_824).rounded(.up)) }
        self.init(x0: clampFloor(minX), y0: clampFloor(minY), x1: clampCeil(maxX), y1: clampCeil(maxY))
    }
}
