#if canImport(Glibc)
import Glibc
import Values
#elseif canImport(Darwin)
import Darwin
#endif

/// A colour at a position along a gradient (0 = start, 1 = end).
package struct GradientStop: Hashable, Sendable {
    package var offset: Double
    package var color: RGBAColor

    package init(_ offset: Double, _ color: RGBAColor) { self.offset = offset; self.color = color }

    /// CSS's rule for stops written without positions: spread evenly from 0 to 1.
    package static func evenlySpaced(_ colors: [RGBAColor]) -> [GradientStop] {
        guard colors.count > 1 else { return colors.map { GradientStop(0, $0) } }
        return colors.enumerated().map { GradientStop(Double($0.offset) / Double(colors.count - 1), $0.element) }
    }
}

/// A linear gradient between two points in user space; outside them the end colours continue
/// (pad). Colours interpolate in gamma-encoded sRGB, premultiplied, as browsers do.
package struct LinearGradient: Hashable, Sendable {
    package var start: Point
    package var end: Point
    package var stops: [GradientStop]

    package init(start: Point, end: Point, stops: [GradientStop]) {
        self.start = start; self.end = end; self.stops = stops
    }

    /// CSS `linear-gradient(<angle>, …)` on `box` (CSS Images 3, §3.1.1): 0deg points up, 90deg
    /// right; the gradient line passes through the box centre with length |w·sinθ| + |h·cosθ|,
    /// so the 0 % and 100 % lines pass through opposite corners.
    package static func css(angle degrees: Double, box: Rect, stops: [GradientStop]) -> LinearGradient {
        let theta = degrees * Double.pi / 180
        let dx = sin(theta), dy = -cos(theta)
        let length = abs(box.width * dx) + abs(box.height * dy)
        let c = box.center
        let half = Point(dx * length / 2, dy * length / 2)
        return LinearGradient(start: c - half, end: c + half, stops: stops)
    }
}

/// A radial gradient: offset 0 at `center`, 1 on the circle of `radius` (user space), padded.
package struct RadialGradient: Hashable, Sendable {
    package var center: Point
    package var radius: Double
    package var stops: [GradientStop]

    package init(center: Point, radius: Double, stops: [GradientStop]) {
        self.center = center; self.radius = radius; self.stops = stops
    }
}

/// A conic gradient (CSS `conic-gradient(from …deg at x y, …)`, Figma's GRADIENT_ANGULAR):
/// offset 0 on the ray from `center` at `from` degrees (0 = up, clockwise), growing clockwise to 1
/// after a whole turn, where the last stop meets the first.
package struct ConicGradient: Hashable, Sendable {
    package var center: Point
    package var from: Double
    package var stops: [GradientStop]

    package init(center: Point, from: Double, stops: [GradientStop]) {
        self.center = center; self.from = from; self.stops = stops
    }
}

/// Figma's GRADIENT_DIAMOND: the offset at a point is |dx| / radiusX + |dy| / radiusY from
/// `center` (user space), clamped to 1, so the lines of one colour are diamonds.
package struct DiamondGradient: Hashable, Sendable {
    package var center: Point
    package var radiusX: Double
    package var radiusY: Double
    package var stops: [GradientStop]

    package init(center: Point, radiusX: Double, radiusY: Double, stops: [GradientStop]) {
        self.center = center; self.radiusX = radiusX; self.radiusY = radiusY; self.stops = stops
    }
}

/// What fills the covered pixels.
package enum Paint: Hashable, Sendable {
    case solid(RGBAColor)
    case linearGradient(LinearGradient)
    case radialGradient(RadialGradient)
    case conicGradient(ConicGradient)
    case diamondGradient(DiamondGradient)

    package static func color(_ c: RGBAColor) -> Paint { .solid(c) }
}
