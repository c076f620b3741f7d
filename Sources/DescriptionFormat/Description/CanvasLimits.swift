import DescriptionModel
import Raster

extension Document {
    /// Checks the canvas against the device-pixel limits at `scale` (the document's, or the
    /// command line's when it overrides it). A hugging canvas (no height) is checked for its
    /// width here and for its height when layout knows it.
    package func checkCanvasLimits(scale: Int, limits: PixmapLimits = .default) throws(DescriptionError) {
        let size = canvas.deviceSize(scale: scale)
        let widthPath = DescriptionPath.root.appending("canvas").appending("width")
        let heightPath = DescriptionPath.root.appending("canvas").appending("height")
        func fail(_ path: DescriptionPath, _ message: String) -> DescriptionError {
            DescriptionError(file: file, location: sourceMap[path], path: path, message: message)
        }
        let side = "the limit is \(limits.maxSide) device px a side"
        if size.width > limits.maxSide {
            throw fail(widthPath, "canvas width \(format(canvas.width)) at scale \(scale) is \(size.width) device px; \(side)")
        }
        guard let height = size.height, let logicalHeight = canvas.height else { return }
        if height > limits.maxSide {
            throw fail(heightPath, "canvas height \(format(logicalHeight)) at scale \(scale) is \(height) device px; \(side)")
        }
        let pixels = size.width.multipliedReportingOverflow(by: height)
        if pixels.overflow || pixels.partialValue > limits.maxPixels {
            throw fail(heightPath, "canvas \(size.width) × \(height) device px at scale \(scale) is more than the limit of \(limits.maxPixels / 1_000_000) megapixels; make it smaller or use a lower scale")
        }
    }

    private func format(_ number: Double) -> String { plainNumber(number) }
}
