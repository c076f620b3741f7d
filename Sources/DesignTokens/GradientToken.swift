import Values

/// A linear gradient: a CSS angle (0deg points up, 90deg right, as CSS) and colour stops.
package struct GradientToken: Hashable, Sendable {
    /// A colour at a position in 0...1 along the gradient.
    package struct Stop: Hashable, Sendable {
        package var color: RGBAColor
        /// 0...1 along the gradient line (CSS percentage / 100, DTCG `position`).
        package var position: Double

        package init(color: RGBAColor, position: Double) {
            self.color = color
            self.position = TokenNumber.normalized(position)
        }
    }

    package var angle: Double
    package var stops: [Stop]

    package init(angle: Double, stops: [Stop]) {
        self.angle = TokenNumber.normalized(angle)
        self.stops = stops
    }

    /// `colors` spread evenly from 0 to 1, as CSS places stops written without positions.
    package init(angle: Double, evenly colors: [RGBAColor]) {
        let last = Double(max(colors.count - 1, 1))
        self.init(angle: angle, stops: colors.enumerated().map { Stop(color: $1, position: Double($0) / last) })
    }

    /// CSS text: `linear-gradient(135deg, #8b5cf6 0%, #6d28d9 50%, #5b21b6 100%)`.
    package var css: String {
        "linear-gradient(" + TokenNumber.format(angle) + "deg, "
            + stops.map { $0.color.hex + " " + TokenNumber.format(TokenNumber.normalized($0.position * 100)) + "%" }
                .joined(separator: ", ") + ")"
    }
}
