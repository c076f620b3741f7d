import DescriptionModel
import BuiltInComponents
import DescriptionFormat
import SceneBuilding
import PDFRaster
import PNGCodec
import Raster

/// Images named by descriptions, decoded from PNG files (the decoder's pixel limit applies), and
/// an asset catalog's PDF images, drawn by PDFium.
enum ImageFiles {
    /// How drawing `document` loads the images it names: the catalog's own pictures, else the
    /// pixels decoded when it was checked (a document built in Swift decodes them here).
    static func loader(for document: Document) -> @Sendable (FileReference) throws -> Pixmap {
        let images = document.images
        return { file in
            if file.given.hasPrefix(CatalogAssets.scheme) {
                let name = String(file.given.dropFirst(CatalogAssets.scheme.count))
                guard let pixmap = CatalogImages.pixmap(named: name) else {
                    throw RenderError("", "no catalog image \"\(name)\"; expected avatar-retailer or image-placeholder")
                }
                return pixmap
            }
            // An image set's PDF is drawn at this render's scale where it is drawn, not kept
            // (its pixels depend on the scale); the pixmap limits bound each page as they bound
            // a decoded PNG.
            if let pixelsPerPoint = file.pdfPixelsPerPoint { return try PDFImage.pixmap(of: file.resolved, pixelsPerPoint: pixelsPerPoint) }
            return try images?.pixmap(at: file.resolved) ?? PNGFile.read(file.resolved).pixmap
        }
    }
}

extension DecodedImages {
    /// A store of PNG files. Every store of the process shares `runBudget`, so what the run's
    /// stores keep together (one per folder source and one per library file) is bounded.
    package static func pngFiles() -> DecodedImages {
        DecodedImages(budget: runBudget, decode: { try PNGFile.read($0).pixmap })
    }

    /// The pixels of the largest image the decoder accepts (64 megapixels, 256 MB): what a run's
    /// stores keep together, and what the distinct pictures of one description may decode to
    /// together (`DescriptionFile.unreadablePNGFiles`), since drawing it holds them all.
    package static let runBudget = DecodedImages.Budget(maxBytes: PNGDecoder.defaultMaxPixels * 4)
}
