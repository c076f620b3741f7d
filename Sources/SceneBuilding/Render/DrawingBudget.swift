import DescriptionModel
import DescriptionFormat
import DisplayList
import Raster

/// A bound on how much drawing one render may ask for, checked on the display list before any
/// pixel is touched. Every limit of a description (nodes, sizes, canvas) is reasonable alone, but
/// 10,000 full-canvas shapes with wide blurred shadows would keep a CI job busy for minutes; the
/// budget turns that into an error naming the cost.
///
/// The cost is the device-pixel area each item covers, clipped to the canvas: fills, strokes,
/// images and text at their box, shadows at their blurred box weighted by what a pixel of their
/// blur costs (`DisplayList.shadowWeight(sigma:)`, 4 to 27 fills: a blur passes over its pixels
/// several times). 4,000 megapixels is ~60 full 64 MP canvases of
/// drawing, a few seconds on one core; the whole catalog of 109 items costs under 150.
///
/// Memory is bounded the same way: the canvas, plus one canvas-sized buffer per group-opacity
/// layer open at once, plus a coverage byte per pixel per clip open at once, at most `maxBytes`
/// (768 MiB). A 64 MP canvas (256 MB) can hold one open layer; a phone screen at 3x, dozens.
package struct DrawingBudget: Sendable {
    package var maxMegapixels: Double = 4_000
    package var maxBytes: Int = 768 << 20
    package static let `default` = DrawingBudget()

    package init(maxMegapixels: Double = 4_000, maxBytes: Int = 768 << 20) {
        self.maxMegapixels = maxMegapixels; self.maxBytes = maxBytes
    }

    /// The most pixel memory drawing `list` holds at once: the canvas, the layers and the clip
    /// masks open together at the deepest point.
    /// Counted in `Double` and capped at `Int.max`: the budget sees a list before the canvas
    /// limits do, and a canvas of two sides near `Int32.max` with layers open overflows an `Int`.
    package static func peakBytes(of list: DisplayList) -> Int {
        let pixels = Double(list.deviceWidth) * Double(list.deviceHeight)
        var layers = 0, clips = 0, peak = 0.0
        for item in list.items {
            switch item {
            case .pushLayer: layers += 1
            case .popLayer: layers = max(0, layers - 1)
            case .pushClip: clips += 1
            case .popClip: clips = max(0, clips - 1)
            default: continue
            }
            peak = max(peak, Double(layers) * pixels * 4 + Double(clips) * pixels)
        }
        let bytes = pixels * 4 + peak
        return bytes < Double(Int.max) ? Int(bytes) : Int.max
    }

    /// The estimated cost of drawing `list`, in device megapixels (`DisplayList.drawingCost`).
    package static func cost(of list: DisplayList) -> Double { list.drawingCost / 1_000_000 }

    /// Throws a `RenderError` naming the cost when `list` is over the budget.
    package func check(_ list: DisplayList) throws {
        let bytes = DrawingBudget.peakBytes(of: list)
        guard bytes <= maxBytes else {
            throw RenderError("content", "drawing this description needs about \(bytes >> 20) MiB of pixels at once, over the limit of "
                + "\(maxBytes >> 20) MiB (a \(list.deviceWidth)x\(list.deviceHeight) px canvas with group opacities or clips nested "
                + "inside one another); use a smaller canvas or scale, or fewer nested opacities")
        }
        let cost = DrawingBudget.cost(of: list)
        guard cost <= maxMegapixels else {
            throw RenderError("content", "the description asks for about \(Int(cost.rounded())) megapixels of drawing, over the limit of "
                + "\(Int(maxMegapixels)) (shapes and shadows as large as the canvas, many times over); use fewer or smaller shapes, "
                + "smaller blurs, or a smaller canvas or scale")
        }
    }
}
