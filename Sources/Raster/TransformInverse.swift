import Values

/// The inverse of an affine map, used by paints that look up a colour for each device pixel
/// (gradients and images are defined in user space).
extension Transform {
    /// nil when the transform squashes the plane onto a line or a point (determinant ~ 0).
    package var inverted: Transform? {
        let det = a * d - b * c
        guard det.isFinite, abs(det) > 1e-12 else { return nil }
        let ia = d / det, ib = -b / det, ic = -c / det, id = a / det
        return Transform(a: ia, b: ib, c: ic, d: id,
                         tx: -(ia * tx + ic * ty), ty: -(ib * tx + id * ty))
    }

    /// Maps a vector (no translation).
    package func applyToVector(_ v: Point) -> Point {
        Point(a * v.x + c * v.y, b * v.x + d * v.y)
    }
}

extension Rect {
    package var center: Point { Point(x + width / 2, y + height / 2) }

    /// Grown by `d` on every side; unlike `insetBy(-d)` it keeps the sign meaning "grow".
    package func outsetBy(_ d: Double) -> Rect { insetBy(-d) }
}
