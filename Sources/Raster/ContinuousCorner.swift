import Values

/// iOS's continuous corner, the curve UIKit's rounded rect and SwiftUI's
/// `RoundedRectangle(cornerRadius:style: .continuous)` draw. Apple publishes no formula; the
/// numbers are the published reverse engineering of UIKit's path (PaintCode, "Code for iOS 7
/// rounded rectangles", 2013, and the ports of it since): for a radius r the corner leaves each
/// edge 1.52866 × r from the corner point and is three cubics joined by two short lines, the
/// middle cubic close to a circle of radius r. The profile is symmetric about the corner's
/// diagonal; the published path folds the second short line into its last cubic, which moves
/// no point by more than 0.001 r.
///
/// When the box is too small: UIKit keeps the profile while each edge holds the profiles of its
/// two corners (for one radius on every corner: the shorter side at least 2 × 1.52866 × r) and
/// otherwise draws circular corners of the radius the profile needs, clamped as CSS clamps
/// radii; for one radius that is half the shorter side, so the short ends become half circles.
/// This is the jump users of `UIBezierPath(roundedRect:cornerRadius:)` report (a 208 × 50 box at
/// r = 20, or a box 48 high at r = 16 and not at 49, round off their whole ends).
enum ContinuousCorner {
    /// How far from the corner point the profile leaves each edge, per unit of radius.
    static let extent = 1.52866483

    /// The profile for radius 1, in the corner's frame (`CornerProfile`).
    static let unit = CornerProfile(extentAlong: extent, extentAcross: extent, segments: [
        .cubic(Point(1.08849323, 0), Point(0.86840689, 0), Point(0.66993427, 0.06549600)),
        .line(Point(0.63149399, 0.07491100)),
        .cubic(Point(0.37282392, 0.16905899), Point(0.16905899, 0.37282392), Point(0.07491100, 0.63149399)),
        .line(Point(0.06549600, 0.66993427)),
        .cubic(Point(0, 0.86840689), Point(0, 1.08849323), Point(0, extent)),
    ])

    /// The four corners (top-left, top-right, bottom-right, bottom-left radii as given, already
    /// CSS-clamped) of a box of `width` × `height`, in outline order (top-right first).
    static func profiles(_ radii: CornerRadii, width: Double, height: Double) -> [CornerProfile] {
        let ordered = [radii.topRight, radii.bottomRight, radii.bottomLeft, radii.topLeft]
        let reach = CornerRadii(topLeft: radii.topLeft * extent, topRight: radii.topRight * extent,
                                bottomRight: radii.bottomRight * extent, bottomLeft: radii.bottomLeft * extent)
        let fitted = RoundedRect.clamp(reach, to: Rect(x: 0, y: 0, width: width, height: height))
        if fitted == reach {
            return ordered.map { r in r > 0 ? unit.scaled(along: r, across: r) : .square }
        }
        // UIKit's fallback: circular corners of the profile's reach, clamped as CSS clamps.
        return [fitted.topRight, fitted.bottomRight, fitted.bottomLeft, fitted.topLeft].map {
            CornerProfile.circular(along: $0, across: $0)
        }
    }
}
