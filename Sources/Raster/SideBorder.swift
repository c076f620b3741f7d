import Values

/// The widths of a border's four sides, logical px (CSS `border-width` with four values).
package struct SideWidths: Hashable, Sendable {
    package var top: Double
    package var right: Double
    package var bottom: Double
    package var left: Double

    package init(top: Double, right: Double, bottom: Double, left: Double) {
        self.top = top; self.right = right; self.bottom = bottom; self.left = left
    }
}

extension Path {
    /// A one-colour border whose sides have their own widths, as CSS draws it: the ring between
    /// the shape's outline and its padding edge (the box inset by each side's width), filled with
    /// the even-odd rule. The padding edge's corners are the outer ones shrunk by the widths of
    /// the two sides they join, each axis by its own side (CSS Backgrounds 3, "Corner shaping":
    /// inner radius = max(0, r − width)), so a corner between a thin and a thick side is
    /// elliptical and a side wider than the radius meets its neighbour in a square inner corner.
    package init(border shape: RoundedRect, widths w: SideWidths) {
        self.init()
        let outer = shape.rect
        addRoundedRect(shape)
        let inner = Rect(x: outer.x + w.left, y: outer.y + w.top,
                         width: outer.width - w.left - w.right, height: outer.height - w.top - w.bottom)
        guard inner.width > 0, inner.height > 0 else { return }
        // Outline order: top-right, bottom-right, bottom-left, top-left; each corner's arriving
        // side shrinks its `across` radius, its leaving side its `along` radius.
        let arriving = [w.top, w.right, w.bottom, w.left], leaving = [w.right, w.bottom, w.left, w.top]
        let profiles = shape.cornerProfiles().enumerated().map { i, profile -> CornerProfile in
            guard profile.radius > 0 else { return .square }
            let along = max(0, profile.radius - leaving[i]) / profile.radius
            let across = max(0, profile.radius - arriving[i]) / profile.radius
            return along > 0 && across > 0 ? profile.scaled(along: along, across: across) : .square
        }
        addRect(inner, corners: profiles)
    }
}
