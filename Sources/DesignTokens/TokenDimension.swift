/// A length as a token file writes it: `16px`, `1rem`, (letter spacing only) `0.02em`, or a
/// percentage of the box it applies to (`50%`, a radius that makes a circle).
/// Pixelproof lays out in logical px; rem is 16 px as in every browser's default.
package struct TokenDimension: Hashable, Sendable, CustomStringConvertible {
    /// The unit a dimension was written in.
    package enum Unit: String, Sendable, CaseIterable {
        case px, rem
        /// Relative to the font size; Tokens Studio writes letter spacing as a percentage of it.
        case em
        /// A share of the box the value applies to (`50%` radius); it has no length by itself.
        case percent = "%"
    }

    package var value: Double
    package var unit: Unit

    package init(_ value: Double, _ unit: Unit = .px) {
        self.value = TokenNumber.normalized(value)
        self.unit = unit
    }

    package static func px(_ value: Double) -> TokenDimension { TokenDimension(value, .px) }

    /// Logical px; `em` needs the font size it is relative to (and a percentage, inside a
    /// type style, is one of the font size, as CSS's line-height percentages are).
    package func points(fontSize: Double = 16) -> Double {
        switch unit {
        case .px: return value
        case .rem: return TokenNumber.normalized(value * 16)
        case .em: return TokenNumber.normalized(value * fontSize)
        case .percent: return TokenNumber.normalized(value / 100 * fontSize)
        }
    }

    package var description: String { TokenNumber.format(value) + unit.rawValue }
}

/// Numbers in tokens: one rounding and one printed form, so the same token always gives the
/// same bytes and a DTCG round trip gives back equal values.
package enum TokenNumber {
    /// Rounded to 1/10000: a line height of 28/24 × 24 comes back as exactly 28, and 1.2 × 24 as 28.8.
    package static func normalized(_ x: Double) -> Double {
        guard x.isFinite, abs(x) < 1e11 else { return x }  // beyond that, rounding would overflow
        let r = (x * 10000).rounded() / 10000
        return r == 0 ? 0 : r  // no -0
    }

    /// `16` not `16.0`; `28.8`; `-0.5`. Swift's shortest round-tripping form otherwise.
    package static func format(_ x: Double) -> String {
        if x == x.rounded(), abs(x) < 1e15 { return String(Int64(x)) }
        return "\(x)"
    }
}
