import Components
import PNGCodec
import Raster

/// Images named by descriptions, decoded from PNG files (the decoder's pixel limit applies).
enum ImageFiles {
    @Sendable static func load(_ file: FileReference) throws -> Pixmap {
        try PNGFile.read(file.resolved).pixmap
    }
}
