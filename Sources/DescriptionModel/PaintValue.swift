import Values

/// How a shape or path is filled: a colour, a gradient token, or a gradient written out.
public enum PaintValue: Hashable, Sendable {
    case color(ColorValue)
    /// `{gradient: primary}`: a gradient token of the system.
    case gradientToken(String)
    case linearGradient(LinearGradientValue)
    case radialGradient(RadialGradientValue)
    /// CSS `conic-gradient`, Figma's GRADIENT_ANGULAR, SwiftUI's `AngularGradient`.
    case angularGradient(AngularGradientValue)
    /// Figma's GRADIENT_DIAMOND.
    case diamondGradient(DiamondGradientValue)
    /// SwiftUI's `Material`: the backdrop blurred, re-saturated and tinted inside the shape.
    case material(MaterialValue)
    /// An approximation of iOS 26's Liquid Glass (`.glassEffect(in:)`): a light frost, the
    /// backdrop bent at the rim, a thin tint and a specular rim.
    case glass(GlassValue)
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
/// Or, when `start` and `end` are given, SwiftUI's `LinearGradient(startPoint:endPoint:)`: the
/// points as fractions of the box, placed in the box in pixels, the colour bands perpendicular
/// to start → end in pixels (also on a box that is not square).
public struct LinearGradientValue: Hashable, Sendable {
    public var angle: Double
    /// Fractions of the box (x from the left, y from the top); both or neither.
    public var start: Point?
    public var end: Point?
    public var stops: [GradientStopValue]

    public init(angle: Double = 180, stops: [GradientStopValue]) {
        self.angle = angle
        self.stops = stops
    }

    public init(start: Point, end: Point, stops: [GradientStopValue]) {
        self.angle = 180
        self.start = start
        self.end = end
        self.stops = stops
    }
}

/// A conic gradient: `center` as fractions of the box, `from` in degrees (0 = up, clockwise, as
/// CSS; SwiftUI's angle 0 points right, CSS's 90), stop positions around the turn.
public struct AngularGradientValue: Hashable, Sendable {
    public var center: Point
    public var from: Double
    public var stops: [GradientStopValue]

    public init(center: Point = Point(0.5, 0.5), from: Double = 0, stops: [GradientStopValue]) {
        self.center = center; self.from = from; self.stops = stops
    }
}

/// Figma's diamond gradient: `center` as fractions of the box; the colour at a point is the stop
/// at |dx| / radius.x + |dy| / radius.y (logical px; nil: half the box), clamped to 1.
public struct DiamondGradientValue: Hashable, Sendable {
    public var center: Point
    public var radius: Point?
    public var stops: [GradientStopValue]

    public init(center: Point = Point(0.5, 0.5), radius: Point? = nil, stops: [GradientStopValue]) {
        self.center = center; self.radius = radius; self.stops = stops
    }
}

/// SwiftUI's materials, thinnest first.
public enum MaterialPreset: String, Hashable, Sendable, CaseIterable {
    case ultraThin, thin, regular, thick, ultraThick
}

/// A material: a preset, with any of its numbers overridden.
public struct MaterialValue: Hashable, Sendable {
    public var preset: MaterialPreset
    /// The backdrop blur (σ = blur / 2, logical px).
    public var blur: Double?
    /// CSS `saturate()` of the blurred backdrop (1: unchanged).
    public var saturation: Double?
    /// The colour laid over the blurred backdrop.
    public var tint: ColorValue?

    public init(_ preset: MaterialPreset, blur: Double? = nil, saturation: Double? = nil, tint: ColorValue? = nil) {
        self.preset = preset; self.blur = blur; self.saturation = saturation; self.tint = tint
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

/// Liquid Glass's numbers, each overriding the approximation's default (docs/FORMAT.md).
public struct GlassValue: Hashable, Sendable {
    /// The frost: a backdrop blur, σ = blur / 2.
    public var blur: Double?
    /// CSS `saturate()` of the frosted backdrop.
    public var saturation: Double?
    /// The colour laid over it.
    public var tint: ColorValue?
    /// How far (logical px) the backdrop is bent outward at the rim.
    public var refraction: Double?
    /// The specular rim's strongest opacity, 0...1.
    public var rim: Double?

    public init(blur: Double? = nil, saturation: Double? = nil, tint: ColorValue? = nil, refraction: Double? = nil, rim: Double? = nil) {
        self.blur = blur; self.saturation = saturation; self.tint = tint; self.refraction = refraction; self.rim = rim
    }

    /// `.glassEffect(.regular)`: every number at the approximation's default.
    public static let regular = GlassValue()
}
