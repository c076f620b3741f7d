import DescriptionModel
import DescriptionFormat
import Raster
import Values

/// Box edges land on device pixels, as browsers and SwiftUI paint them: each edge is
/// rounded to the nearest device pixel, x.5 rounding up; radii are left alone.
package enum PixelSnapping {
    /// `value` (logical px) rounded to the nearest multiple of 1/scale.
    @inline(__always)
    package static func snap(_ value: Double, scale: Double) -> Double {
        (value * scale + 0.5).rounded(.down) / scale
    }

    /// The rectangle with each of its four edges snapped.
    package static func snap(_ rect: Rect, scale: Double) -> Rect {
        let x0 = snap(rect.minX, scale: scale), y0 = snap(rect.minY, scale: scale)
        let x1 = snap(rect.maxX, scale: scale), y1 = snap(rect.maxY, scale: scale)
        return Rect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }
}
