#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Values

/// An affine transform mapping (x, y) to (a·x + c·y + tx, b·x + d·y + ty), as in SVG's matrix(a b c d e f).
package struct Transform: Hashable, Sendable {
    package var a, b, c, d, tx, ty: Double

    package init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    package static let identity = Transform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    package static func translation(_ dx: Double, _ dy: Double) -> Transform {
        Transform(a: 1, b: 0, c: 0, d: 1, tx: dx, ty: dy)
    }

    package static func scale(_ sx: Double, _ sy: Double? = nil) -> Transform {
        Transform(a: sx, b: 0, c: 0, d: sy ?? sx, tx: 0, ty: 0)
    }

    /// Rotation by `radians`, clockwise on screen (y grows downward).
    package static func rotation(_ radians: Double) -> Transform {
        let cs = cos(radians), sn = sin(radians)
        return Transform(a: cs, b: sn, c: -sn, d: cs, tx: 0, ty: 0)
    }

    /// `self` applied first, then `next`.
    package func then(_ next: Transform) -> Transform {
        Transform(a: a * next.a + b * next.c, b: a * next.b + b * next.d,
                  c: c * next.a + d * next.c, d: c * next.b + d * next.d,
                  tx: tx * next.a + ty * next.c + next.tx, ty: tx * next.b + ty * next.d + next.ty)
    }

    package func apply(_ p: Point) -> Point {
        Point(a * p.x + c * p.y + tx, b * p.x + d * p.y + ty)
    }

    /// How much the transform can stretch a length: the larger singular value.
    /// Flattening tolerances are divided by it so curves stay smooth at 2x and 3x.
    package var maxScale: Double {
        let s = (a * a + b * b + c * c + d * d) / 2
        let t = ((a * a + b * b - c * c - d * d) / 2)
        let u = a * c + b * d
        return (s + (t * t + u * u).squareRoot()).squareRoot()
    }
}
