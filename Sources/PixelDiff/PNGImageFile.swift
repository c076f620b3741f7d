import Files
import PNGCodec
import Raster

/// A PNG file read for comparison: its straight RGBA pixels (exactly as stored, no premultiply
/// round trip) and its pHYs scale.
package struct PNGImageFile: Sendable {
    package var image: RGBAImage
    /// From the pHYs chunk, when it is given in metres.
    package var pixelsPerMetre: Int?

    package init(image: RGBAImage, pixelsPerMetre: Int?) {
        self.image = image
        self.pixelsPerMetre = pixelsPerMetre
    }

    /// The export scale the pHYs chunk implies (72 dpi = 1x, 144 dpi = 2x, 216 dpi = 3x), as
    /// `PNGInfo.scale` reads it: only a whole scale within 2 pixels per metre counts.
    package var scale: Int? { PNGInfo.scale(pixelsPerMetre: pixelsPerMetre) }

    /// Reads and decodes `path`. A file that cannot be read is a `FileError`; a PNG that is not
    /// readable or corrupt is a `PNGError` (`.codec`), one over `maxPixels` too (`.tooLarge`,
    /// refused before allocating). Both name the file.
    package static func read(_ path: String, maxPixels: Int = PNGDecoder.defaultMaxPixels) throws -> PNGImageFile {
        let bytes = try AtomicFile.read(path, maxBytes: PNGDecoder.maxFileBytes)
        do {
            return try decode(bytes, maxPixels: maxPixels)
        } catch {
            throw error.forFile(path)
        }
    }

    /// Decodes PNG bytes to straight RGBA8 with PNGCodec's decoder.
    package static func decode(_ bytes: [UInt8], maxPixels: Int = PNGDecoder.defaultMaxPixels) throws(PNGError) -> PNGImageFile {
        let (rgba, info) = try PNGDecoder(maxPixels: maxPixels).decodeStraight(bytes)
        do {
            return PNGImageFile(image: try RGBAImage(width: info.width, height: info.height, bytes: rgba), pixelsPerMetre: info.pixelsPerMetre)
        } catch {
            throw PNGError(.codec, message: error.description)
        }
    }
}
