import Values

/// The four corner radii of a rounded rectangle (circular corners), clockwise from top-left.
package struct CornerRadii: Hashable, Sendable {
    package var topLeft: Double
    package var topRight: Double
    package var bottomRight: Double
    package var bottomLeft: Double

    package init(topLeft: Double, topRight: Double, bottomRight: Double, bottomLeft: Double) {
        self.topLeft = topLeft; self.topRight = topRight; self.bottomRight = bottomRight; self.bottomLeft = bottomLeft
    }

    package init(_ all: Double) { self.init(topLeft: all, topRight: all, bottomRight: all, bottomLeft: all) }

    package static let zero = CornerRadii(0)

    package var isZero: Bool { topLeft <= 0 && topRight <= 0 && bottomRight <= 0 && bottomLeft <= 0 }

    /// Each radius moved by `d` and kept at zero or more: CSS's rule for spread
    /// (`max(0, r + spread)`) and for the inner edge of a border (`max(0, r - width)`).
    package func adjusted(by d: Double) -> CornerRadii {
        CornerRadii(topLeft: max(0, topLeft + d), topRight: max(0, topRight + d),
                    bottomRight: max(0, bottomRight + d), bottomLeft: max(0, bottomLeft + d))
    }

    func scaled(by f: Double) -> CornerRadii {
        CornerRadii(topLeft: topLeft * f, topRight: topRight * f, bottomRight: bottomRight * f, bottomLeft: bottomLeft * f)
    }
}

/// A rectangle with per-corner radii, clamped as CSS does (CSS Backgrounds 3, section 5.5
/// "Overlapping curves"): when two adjacent radii add up to more than the side between them,
/// every radius is scaled by the same factor, so `999` on a 44 px high box gives a pill.
package struct RoundedRect: Hashable, Sendable {
    package var rect: Rect
    /// Already clamped: adjacent radii never sum over their side.
    package private(set) var radii: CornerRadii
    /// The curve between the edges; the radii are clamped the same way in every style.
    package var style: CornerStyle

    package init(rect: Rect, radii: CornerRadii, style: CornerStyle = .circular) {
        self.rect = rect
        self.radii = RoundedRect.clamp(radii, to: rect)
        self.style = style
    }

    package init(rect: Rect, radius: Double, style: CornerStyle = .circular) {
        self.init(rect: rect, radii: CornerRadii(radius), style: style)
    }

    /// A pill: radius half the shorter side.
    package static func pill(_ rect: Rect, style: CornerStyle = .circular) -> RoundedRect {
        RoundedRect(rect: rect, radius: min(rect.width, rect.height) / 2, style: style)
    }

    /// Whether the outline is made of quarter circles (or none): CSS's shape, which the shadow
    /// and border fast paths assume.
    package var isCircular: Bool {
        if case .circular = style { return true }
        if case let .smoothed(xi) = style { return xi <= 0 || radii.isZero }
        return radii.isZero
    }

    /// The corners in outline order (top-right first), for the styles that are not circular.
    func cornerProfiles() -> [CornerProfile] {
        switch style {
        case .circular:
            return [radii.topRight, radii.bottomRight, radii.bottomLeft, radii.topLeft].map { .circular(along: $0, across: $0) }
        case .continuous:
            return ContinuousCorner.profiles(radii, width: rect.width, height: rect.height)
        case let .smoothed(xi):
            return SmoothedCorner.profiles(radii, smoothing: xi, width: rect.width, height: rect.height)
        }
    }

    /// The CSS factor f = min(1, side / (sum of the two radii on that side)) over all four sides.
    /// An infinite radius is half the shorter side, as iOS draws `RoundedRectangle(cornerRadius:
    /// .infinity)` and `.cornerRadius(.infinity)`: a capsule. A NaN or negative radius is square.
    static func clamp(_ r: CornerRadii, to rect: Rect) -> CornerRadii {
        let w = max(0, rect.width), h = max(0, rect.height)
        func clean(_ radius: Double) -> Double { radius == .infinity ? min(w, h) / 2 : radius.isFinite ? max(0, radius) : 0 }
        let clean = CornerRadii(topLeft: clean(r.topLeft), topRight: clean(r.topRight),
                                bottomRight: clean(r.bottomRight), bottomLeft: clean(r.bottomLeft))
        var f = 1.0
        func limit(_ side: Double, _ sum: Double) { if sum > 0 { f = min(f, side / sum) } }
        limit(w, clean.topLeft + clean.topRight)
        limit(w, clean.bottomLeft + clean.bottomRight)
        limit(h, clean.topLeft + clean.bottomLeft)
        limit(h, clean.topRight + clean.bottomRight)
        return f < 1 ? clean.scaled(by: f) : clean
    }

    /// Grown by `spread` on every side with radii `max(0, r + spread)` (CSS box-shadow spread);
    /// a negative spread shrinks. The clamp is applied again to the new box.
    package func spread(by spread: Double) -> RoundedRect {
        RoundedRect(rect: rect.insetBy(-spread), radii: radii.adjusted(by: spread), style: style)
    }

    /// The inner edge of a border of `width`: the box inset by `width`, radii `max(0, r - width)`.
    package func inset(by width: Double) -> RoundedRect {
        RoundedRect(rect: rect.insetBy(width), radii: radii.adjusted(by: -width), style: style)
    }

    package func offsetBy(dx: Double, dy: Double) -> RoundedRect {
        var copy = self
        copy.rect = rect.offsetBy(dx: dx, dy: dy)
        return copy
    }

    package var path: Path { Path(roundedRect: self) }
}
