/// A half-open box of whole device pixels [x0, x1) × [y0, y1): the region a draw touches, or the
/// bounding box of a diff's mismatched pixels.
public struct PixelBox: Hashable, Sendable {
    public var x0: Int, y0: Int, x1: Int, y1: Int

    @inlinable public init(x0: Int, y0: Int, x1: Int, y1: Int) { self.x0 = x0; self.y0 = y0; self.x1 = x1; self.y1 = y1 }

    /// The box whose top-left pixel is (x, y), `width` × `height` pixels.
    @inlinable public init(x: Int, y: Int, width: Int, height: Int) { self.init(x0: x, y0: y, x1: x + width, y1: y + height) }

    public static let empty = PixelBox(x0: 0, y0: 0, x1: 0, y1: 0)

    @inlinable public var x: Int { x0 }
    @inlinable public var y: Int { y0 }
    @inlinable public var width: Int { x1 - x0 }
    @inlinable public var height: Int { y1 - y0 }
    @inlinable public var isEmpty: Bool { x1 <= x0 || y1 <= y0 }

    @inlinable public func intersection(_ o: PixelBox) -> PixelBox {
        let b = PixelBox(x0: max(x0, o.x0), y0: max(y0, o.y0), x1: min(x1, o.x1), y1: min(y1, o.y1))
        return b.isEmpty ? .empty : b
    }

    /// The smallest box holding both.
    @inlinable public func union(_ o: PixelBox) -> PixelBox {
        PixelBox(x0: min(x0, o.x0), y0: min(y0, o.y0), x1: max(x1, o.x1), y1: max(y1, o.y1))
    }

    @inlinable public func outset(_ d: Int) -> PixelBox { PixelBox(x0: x0 - d, y0: y0 - d, x1: x1 + d, y1: y1 + d) }

    /// The pixels any part of which the rectangle touches, with coordinates clamped to ±2^30 so
    /// that huge or infinite geometry cannot overflow an Int conversion.
    @inlinable public init(covering minX: Double, _ minY: Double, _ maxX: Double, _ maxY: Double) {
        func clampFloor(_ v: Double) -> Int { Int(min(max(v, -1_073_741_824), 1_073_741_824).rounded(.down)) }
        func clampCeil(_ v: Double) -> Int { Int(min(max(v, -1_073_741_824), 1_073_741_824).rounded(.up)) }
        self.init(x0: clampFloor(minX), y0: clampFloor(minY), x1: clampCeil(maxX), y1: clampCeil(maxY))
    }
}
