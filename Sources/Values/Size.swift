/// A size in logical px; fractions are kept (layout never rounds; only drawing snaps edges to pixels).
public struct Size: Hashable, Sendable {
    public var width: Double
    public var height: Double

    @inlinable public init(width: Double, height: Double) { self.width = width; self.height = height }

    public static let zero = Size(width: 0, height: 0)
}
