import DescriptionModel
import BuiltInComponents
import DescriptionFormat
import SceneBuilding
import PNGCodec
import Raster

/// Images named by descriptions, decoded from PNG files (the decoder's pixel limit applies).
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
            return try images?.pixmap(at: file.resolved) ?? PNGFile.read(file.resolved).pixmap
        }
    }
}

extension DecodedImages {
    /// A store of PNG files that keeps at most the pixels of the largest image the decoder
    /// accepts (64 megapixels, 256 MB): a description's images are usually far smaller. The bound
    /// is per store, and a run has one per folder source and one per library file.
    package static func pngFiles() -> DecodedImages {
        DecodedImages(maxBytes: PNGDecoder.defaultMaxPixels * 4, decode: { try PNGFile.read($0).pixmap })
    }
}
