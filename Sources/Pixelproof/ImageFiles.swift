import Components
import PNGCodec
import Raster

/// Images named by descriptions, decoded from PNG files (the decoder's pixel limit applies).
enum ImageFiles {
    @Sendable static func load(_ file: FileReference) throws -> Pixmap {
        if file.given.hasPrefix(CatalogAssets.scheme) {
            let name = String(file.given.dropFirst(CatalogAssets.scheme.count))
            guard let pixmap = CatalogImages.pixmap(named: name) else {
                throw RenderError("", "no catalog image \"\(name)\"; expected avatar-retailer or image-placeholder")
            }
            return pixmap
        }
        return try PNGFile.read(file.resolved).pixmap
    }
}
