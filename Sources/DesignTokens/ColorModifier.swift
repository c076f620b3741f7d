import JSON
import Values

/// A Tokens Studio colour modifier (`$extensions["studio.tokens"].modify`): `lighten`, `darken`,
/// `mix` with another colour, or `alpha`, by an amount (a number or Tokens Studio math, which may
/// hold references), in the sRGB, display-p3, HSL or LCH space. Applied as Tokens Studio's own
/// transform library (`@tokens-studio/sd-transforms`, built on color.js) applies it, so a team's
/// modified colours come out as their toolchain produces them:
/// - lighten: each of r, g, b moves towards 1 by the amount (srgb, p3); HSL lightness towards 100;
///   LCH lightness towards 100 while chroma shrinks by the amount;
/// - darken: the same towards 0;
/// - mix: color.js `mix` in the space (premultiplied alpha, hue the shorter way round);
/// - alpha: the alpha becomes the amount.
/// The result is brought into the sRGB gamut by CSS's gamut mapping before it is drawn.
struct ColorModifier {
    enum Kind: String, CaseIterable { case lighten, darken, mix, alpha }

    var kind: Kind
    var space: SpaceColor.Space
    var amount: Double
    var mixColor: RGBAColor?

    /// Reads `modify`; `value` and `color` have had their references substituted.
    init(_ node: JSONNode, color: (JSONNode) throws(TokenFileError) -> RGBAColor,
         fail: (JSONNode, String) -> TokenFileError) throws(TokenFileError) {
        guard node.members != nil else { throw fail(node, "studio.tokens modify must be an object {type, value, space}") }
        let typeText = node["type"]?.string ?? ""
        guard let kind = Kind(rawValue: typeText) else {
            throw fail(node["type"] ?? node, "unknown Tokens Studio colour modifier \"\(typeText)\"; Pixelproof applies "
                       + Kind.allCases.map(\.rawValue).joined(separator: ", "))
        }
        let spaceText = node["space"]?.string ?? ""
        guard let space = SpaceColor.Space(rawValue: spaceText.lowercased()) else {
            throw fail(node["space"] ?? node, "colour modifier space \"\(spaceText)\" is not supported; use srgb, p3, hsl or lch")
        }
        guard let valueNode = node["value"] else { throw fail(node, "colour modifier without a \"value\" (an amount from 0 to 1)") }
        let amount: Double
        if let x = valueNode.number {
            amount = x
        } else if let s = valueNode.string, let q = CSSText.quantity(s), q.unit.isEmpty {
            amount = q.value
        } else {
            throw fail(valueNode, "colour modifier amount \(valueNode.string.map { "\"\($0)\"" } ?? valueNode.kindDescription) "
                       + "is not a number; write 0.2, or math such as \"0.5 - 0.3\"")
        }
        self.kind = kind
        self.space = space
        self.amount = amount
        if kind == .mix {
            guard let mixNode = node["color"] else { throw fail(node, "a mix modifier needs the \"color\" to mix with") }
            mixColor = try color(mixNode)
        }
    }

    /// Whether `node` has a modifier's shape: `{type: lighten|darken|mix|alpha, value, space}`.
    static func isModifier(_ node: JSONNode) -> Bool {
        node["type"]?.string.flatMap(Kind.init(rawValue:)) != nil && node["value"] != nil && node["space"] != nil
    }

    func applied(to base: RGBAColor) -> RGBAColor {
        let a = amount
        switch kind {
        case .alpha:
            var c = SpaceColor(base)
            c.alpha = min(max(a, 0), 1)
            return c.tokenColor
        case .lighten, .darken:
            var c = SpaceColor(base).converted(to: space)
            let up = kind == .lighten
            switch space {
            case .srgb, .p3:
                c.c = c.c.map { up ? min(1, $0 + a * (1 - $0)) : max(0, $0 - a * $0) }
            case .hsl:
                c.c[2] = up ? min(100, c.c[2] + (100 - c.c[2]) * a) : max(0, c.c[2] - c.c[2] * a)
            case .lch:
                c.c[1] = max(0, c.c[1] - a * c.c[1])
                c.c[0] = up ? min(100, c.c[0] + (100 - c.c[0]) * a) : max(0, c.c[0] - c.c[0] * a)
            }
            return c.tokenColor
        case .mix:
            return Self.mix(SpaceColor(base), SpaceColor(mixColor ?? base), min(max(a, 0), 1), in: space).tokenColor
        }
    }

    /// color.js `mix`: each component interpolated in `space`, premultiplied by alpha (hue is
    /// not), the hue the shorter way round, a missing (`none`) component taking the other's.
    static func mix(_ x: SpaceColor, _ y: SpaceColor, _ p: Double, in space: SpaceColor.Space) -> SpaceColor {
        var a = x.converted(to: space), b = y.converted(to: space)
        let hueIndex: Int? = space == .hsl ? 0 : space == .lch ? 2 : nil
        for i in 0..<3 {
            if a.c[i].isNaN && !b.c[i].isNaN { a.c[i] = b.c[i] }
            if b.c[i].isNaN && !a.c[i].isNaN { b.c[i] = a.c[i] }
        }
        if let h = hueIndex, !a.c[h].isNaN {
            let d = b.c[h] - a.c[h]
            if d > 180 { a.c[h] += 360 } else if d < -180 { b.c[h] += 360 }
        }
        let alpha = a.alpha + (b.alpha - a.alpha) * p
        var out = SpaceColor(space, [0, 0, 0], alpha: alpha)
        for i in 0..<3 {
            if i == hueIndex {
                var h = a.c[i] + (b.c[i] - a.c[i]) * p
                if !h.isNaN { h = h.truncatingRemainder(dividingBy: 360); if h < 0 { h += 360 } }
                out.c[i] = h
            } else {
                let v = a.c[i] * a.alpha + (b.c[i] * b.alpha - a.c[i] * a.alpha) * p
                out.c[i] = alpha == 0 ? v : v / alpha
            }
        }
        return out
    }
}
