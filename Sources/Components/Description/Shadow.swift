/// One entry of a `shadow` list: a shadow token (which may itself hold several layers) or a
/// CSS box-shadow layer written out. Layers listed first are painted on top, as in CSS.
public enum Shadow: Hashable, Sendable {
    case token(String)
    case layer(Layer)

    /// CSS `box-shadow: x y blur spread color`, in logical px; blur is sigma × 2.
    public struct Layer: Hashable, Sendable {
        public var x: Double
        public var y: Double
        public var blur: Double
        public var spread: Double
        public var color: ColorValue

        public init(x: Double = 0, y: Double = 0, blur: Double = 0, spread: Double = 0, color: ColorValue) {
            self.x = x
            self.y = y
            self.blur = blur
            self.spread = spread
            self.color = color
        }
    }
}

/// A border drawn inside the shape's edge.
public struct Border: Hashable, Sendable {
    public var width: Double
    public var color: ColorValue

    public init(width: Double, color: ColorValue) {
        self.width = width
        self.color = color
    }
}
