import DescriptionModel
import BuiltInComponents
import DescriptionFormat
import SceneBuilding
import Values

/// Colours and where they sit along a gradient.
public struct Gradient: Hashable, Sendable {
    public struct Stop: Hashable, Sendable {
        public var color: Color
        public var location: CGFloat
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    public var stops: [Stop]

    public init(stops: [Stop]) { self.stops = stops }

    /// Colours spread evenly from 0 to 1.
    public init(colors: [Color]) {
        stops = colors.enumerated().map { i, color in
            Stop(color: color, location: colors.count > 1 ? CGFloat(i) / CGFloat(colors.count - 1) : 0)
        }
    }

    func stopValues(in environment: EnvironmentValues, scaled: (Double) -> Double = { $0 }) throws -> [GradientStopValue] {
        try stops.map { GradientStopValue(color: .literal(try $0.color.resolved(in: environment)), position: scaled(Double($0.location))) }
    }
}

/// A gradient along the line from `startPoint` to `endPoint` (fractions of the box).
public struct LinearGradient: ShapeStyle, PaintableStyle, View, PrimitiveView {
    let gradient: Gradient
    let startPoint: UnitPoint
    let endPoint: UnitPoint

    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    public var body: Never { fatalError("LinearGradient has no body") }

    /// A line from edge to edge through the middle is CSS's angle exactly (to bottom is 180°);
    /// any other line is the description's start and end points.
    func paint(in environment: EnvironmentValues) throws -> PaintValue {
        let angles: [[CGFloat]: Double] = [[0.5, 0, 0.5, 1]: 180, [0.5, 1, 0.5, 0]: 0, [0, 0.5, 1, 0.5]: 90, [1, 0.5, 0, 0.5]: 270]
        let stops = try gradient.stopValues(in: environment)
        guard let angle = angles[[startPoint.x, startPoint.y, endPoint.x, endPoint.y]] else {
            guard startPoint != endPoint, [startPoint.x, startPoint.y, endPoint.x, endPoint.y].allSatisfy({ abs($0) <= 100 }) else {
                throw ViewError("LinearGradient(startPoint: \(startPoint), endPoint: \(endPoint))",
                                "the start and end points must differ and lie within ±100 times the box")
            }
            let start = Values.Point(Double(startPoint.x), Double(startPoint.y)), end = Values.Point(Double(endPoint.x), Double(endPoint.y))
            return .linearGradient(LinearGradientValue(start: start, end: end, stops: stops))
        }
        return .linearGradient(LinearGradientValue(angle: angle, stops: stops))
    }

    package func nodes(in environment: EnvironmentValues) throws -> [Node] { [try ShapeKind.rectangle.node(fill: self, in: environment)] }
}

/// A gradient in circles around `center`, from `startRadius` to `endRadius` logical px.
public struct RadialGradient: ShapeStyle, PaintableStyle, View, PrimitiveView {
    let gradient: Gradient
    let center: UnitPoint
    let startRadius: CGFloat
    let endRadius: CGFloat

    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }

    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    public var body: Never { fatalError("RadialGradient has no body") }

    /// The stops are moved into the ring from `startRadius` to `endRadius` of a gradient that starts at the centre.
    func paint(in environment: EnvironmentValues) throws -> PaintValue {
        let inner = endRadius > 0 ? Double(startRadius / endRadius) : 0
        return .radialGradient(RadialGradientValue(centerX: Double(center.x), centerY: Double(center.y), radius: Double(endRadius),
                                                   stops: try gradient.stopValues(in: environment) { inner + $0 * (1 - inner) }))
    }

    package func nodes(in environment: EnvironmentValues) throws -> [Node] { [try ShapeKind.rectangle.node(fill: self, in: environment)] }
}

/// A gradient around a centre, swept clockwise from `startAngle` to `endAngle` (equal angles: a
/// whole turn). Angle 0 points right, as in SwiftUI.
public struct AngularGradient: ShapeStyle, PaintableStyle, View, PrimitiveView {
    let gradient: Gradient
    let center: UnitPoint
    let startAngle: Angle
    let endAngle: Angle

    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient
        self.center = center
        self.startAngle = startAngle
        self.endAngle = endAngle
    }

    public init(colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle)
    }

    public var body: Never { fatalError("AngularGradient has no body") }

    /// The description's `angularGradient`, whose 0° points up (CSS's conic gradient): SwiftUI's
    /// angle plus 90°. A sweep shorter than a turn moves the stops into it; past its end the last
    /// colour continues round to the start, as in CSS.
    func paint(in environment: EnvironmentValues) throws -> PaintValue {
        let sweep = endAngle.degrees == startAngle.degrees ? 360 : endAngle.degrees - startAngle.degrees
        guard sweep > 0, sweep <= 360 else {
            throw ViewError("AngularGradient(startAngle: \(startAngle.degrees)°, endAngle: \(endAngle.degrees)°)",
                            "the end angle must come after the start, within one turn (clockwise)")
        }
        let stops = try gradient.stopValues(in: environment) { $0 * sweep / 360 }
        let center = Values.Point(Double(center.x), Double(center.y))
        return .angularGradient(AngularGradientValue(swiftUICenter: center, startAngle: startAngle.degrees, stops: stops))
    }

    package func nodes(in environment: EnvironmentValues) throws -> [Node] { [try ShapeKind.rectangle.node(fill: self, in: environment)] }
}
