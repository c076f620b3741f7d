/// How a shape or path is filled: a colour, a gradient token, or a gradient written out.
public enum PaintValue: Hashable, Sendable {
    case color(ColorValue)
    /// `{gradient: primary}`: a gradient token of the system.
    case gradientToken(String)
    case linearGradient(LinearGradientValue)
    case radialGradient(RadialGradientValue)
}

/// A gradient stop as written: a colour and, optionally, a position in 0...1.
public struct GradientStopValue: Hashable, Sendable {
    public var color: ColorValue
    /// 0...1 along the gradient line; nil spreads the stop evenly between its neighbours, as CSS does.
    public var position: Double?

    public init(color: ColorValue, position: Double? = nil) {
        self.color = color
        self.position = position
    }
}

/// CSS `linear-gradient`: angle in degrees, 0 points up, 90 right; default 180 (to bottom).
public struct LinearGradientValue: Hashable, Sendable {
    public var angle: Double
    public var stops: [GradientStopValue]

    public init(angle: Double = 180, stops: [GradientStopValue]) {
        self.angle = angle
        self.stops = stops
    }
}

/// CSS `radial-gradient(circle …)`: the centre as fractions of the box (default 0.5, 0.5) and a
/// radius in logical px (nil: to the farthest corner, as CSS's default).
public struct RadialGradientValue: Hashable, Sendable {
    public var centerX: Double
    public var centerY: Double
    public var radius: Double?
    public var stops: [GradientStopValue]

    public init(centerX: Double = 0.5, centerY: Double = 0.5, radius: Double? = nil, stops: [GradientStopValue]) {
        self.centerX = centerX
        self.centerY = centerY
        self.radius = radius
        self.stops = stops
    }
}
