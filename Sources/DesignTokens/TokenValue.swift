import Values

/// What kind of value a token holds. The raw value is the `type` `pixelproof tokens` prints.
package enum TokenKind: String, Sendable, CaseIterable {
    case color, dimension, fontSize, letterSpacing, lineHeight, fontWeight, fontFamily
    case opacity, number, typography, shadow, gradient
    /// Several lengths in one value, as a CSS shorthand writes them (`8px 64px`).
    case dimensions
}

/// A resolved token value: aliases are followed before a value is made, so every case is concrete.
package enum TokenValue: Hashable, Sendable {
    case color(RGBAColor)
    /// A length: spacing, radius, size, border width.
    case dimension(TokenDimension)
    case fontSize(TokenDimension)
    case letterSpacing(TokenDimension)
    /// A multiple of the font size (web `tight` = 1.2), as CSS `line-height: 1.2`.
    case lineHeight(Double)
    case fontWeight(Int)
    /// Family names in preference order.
    case fontFamily([String])
    /// 0...1.
    case opacity(Double)
    case number(Double)
    case typography(TypographyToken)
    case shadow(ShadowToken)
    case gradient(GradientToken)
    /// Several lengths, a CSS shorthand (Tokens Studio's multi-value spacing: `"8px 16px"`, top
    /// and bottom then the sides). Descriptions take one length where they name a token, so a
    /// list is listed and exported but refused where a single length is needed.
    case dimensions([TokenDimension])

    package var kind: TokenKind {
        switch self {
        case .color: return .color
        case .dimension: return .dimension
        case .fontSize: return .fontSize
        case .letterSpacing: return .letterSpacing
        case .lineHeight: return .lineHeight
        case .fontWeight: return .fontWeight
        case .fontFamily: return .fontFamily
        case .opacity: return .opacity
        case .number: return .number
        case .typography: return .typography
        case .shadow: return .shadow
        case .gradient: return .gradient
        case .dimensions: return .dimensions
        }
    }

    // Convenience accessors for the layers that draw: nil when the value is of another kind.
    package var color: RGBAColor? { if case .color(let c) = self { return c } else { return nil } }
    package var typography: TypographyToken? { if case .typography(let t) = self { return t } else { return nil } }
    package var shadow: ShadowToken? { if case .shadow(let s) = self { return s } else { return nil } }
    package var gradient: GradientToken? { if case .gradient(let g) = self { return g } else { return nil } }

    /// Logical px of a length-like value (dimension, fontSize, px/rem letter spacing).
    package var points: Double? {
        switch self {
        case .dimension(let d), .fontSize(let d), .letterSpacing(let d): return d.unit == .em || d.unit == .percent ? nil : d.points()
        default: return nil
        }
    }

    /// Why this value, though of a length kind, has no length of its own to lay out with; nil
    /// when it has one. (A description's `padding: md` needs px, not a share of a box.)
    package var lengthProblem: String? {
        switch self {
        case .dimension(let d) where d.unit == .percent:
            return "is \(d), a share of the box it applies to, not a length; description lengths are px (a capsule is a shape of kind pill)"
        case .dimension(let d) where d.unit == .em:
            return "is \(d), relative to a font size, not a length"
        case .dimensions(let list):
            return "is \(list.count) lengths (\(list.map(\.description).joined(separator: " ")), a CSS shorthand); name a token of one length"
        default:
            return nil
        }
    }

    /// A plain number: opacity, line-height multiple, weight or number.
    package var number: Double? {
        switch self {
        case .opacity(let x), .lineHeight(let x), .number(let x): return x
        case .fontWeight(let w): return Double(w)
        default: return nil
        }
    }
}

/// One named token: `<group>.<name>` (`color.buttonPrimaryBg`, `spacing.2xl`).
package struct Token: Hashable, Sendable {
    /// The first segment of the path: `color`, `spacing`, `typography`, … ("" for a top-level token in a file).
    package var group: String
    /// The rest of the path, joined with "." (`primary-500`, or `primary.500` for a nested file group).
    package var name: String
    package var value: TokenValue
    /// The full name of the token this one is an alias of (`gradient.primary`), if it is one.
    package var aliasOf: String?
    package var description: String?

    package init(group: String, name: String, value: TokenValue, aliasOf: String? = nil, description: String? = nil) {
        self.group = group
        self.name = name
        self.value = value
        self.aliasOf = aliasOf
        self.description = description
    }

    package var fullName: String { group.isEmpty ? name : group + "." + name }
    package var kind: TokenKind { value.kind }
}
