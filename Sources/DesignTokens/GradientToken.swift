import Values

/// A linear gradient: a CSS angle (0deg points up, 90deg right, as CSS) and colour stops.
public struct GradientToken: Hashable, Sendable {
    /// A colour at a position in 0...1 along the gradient.
    public struct Stop: Hashable, Sendable {
        public var color: Color
        /// 0...1 along the gradient line (CSS percentage / 100, DTCG `position`).
        public var position: Double

        public init(color: Color, position: Double) {
            self.color = color
            self.position = TokenNumber.normalized(position)
        }
    }

    public var angle: Double
    public var stops: [Stop]

    public init(angle: Double, stops: [Stop]) {
        self.angle = TokenNumber.normalized(angle)
        self.stops = stops
    }

    /// `colors` spread evenly from 0 to 1, as CSS places stops written without positions.
    public init(angle: Double, evenly colors: [Color]) {
        let last = Double(max(colors.count - 1, 1))
        self.init(angle: angle, stops: colors.enumerated().map { Stop(color: $1, position: Double($0) / last) })
    }

    /// CSS text: `linear-gradient(135deg, #8b5cf6 0%, #6d28d9 50%, #5b21b6 100%)`.
    public var css: String {
        "linear-gradient(" + TokenNumber.format(angle) + "deg, "
            + stops.map { $0.color.hex + " " + TokenNumber.format(TokenNumber.normalized($0.position * 100)) + "%" }
                .joined(separator: ", ") + ")"
    }
}
