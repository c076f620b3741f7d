/// A point or vector in pixels (logical or device, as the caller says). y grows downward.
public struct Point: Hashable, Sendable {
    public var x: Double
    public var y: Double

    @inlinable public init(_ x: Double, _ y: Double) { self.x = x; self.y = y }
    @inlinable public init(x: Double, y: Double) { self.x = x; self.y = y }

    public static let zero = Point(0, 0)

    @inlinable public static func + (a: Point, b: Point) -> Point { Point(a.x + b.x, a.y + b.y) }
    @inlinable public static func - (a: Point, b: Point) -> Point { Point(a.x - b.x, a.y - b.y) }
    @inlinable public static func * (a: Point, s: Double) -> Point { Point(a.x * s, a.y * s) }
}
