/// How a rounded rectangle's corners are drawn. The radius is the same number in each style;
/// only the curve between the two edges differs (docs/RASTER.md shows the three at r = 40).
package enum CornerStyle: Hashable, Sendable {
    /// Quarter circles: CSS `border-radius`, SwiftUI's `.circular`.
    case circular
    /// iOS's corner (SwiftUI's `.continuous`, UIKit's rounded rect): `ContinuousCorner`.
    case continuous
    /// Figma's corner smoothing ξ, 0 to 1 (0 draws quarter circles): `SmoothedCorner`.
    case smoothed(Double)
}
