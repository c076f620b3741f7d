import Files
import CPNGSafe
import PNGCodec
import Raster

/// A PNG file read for comparison: its straight RGBA pixels (exactly as stored, no premultiply
/// round trip) and its pHYs scale.
public struct PNGImageFile: Sendable {
    public var image: RGBAImage
    /// From the pHYs chunk, when it is given in metres.
    public var pixelsPerMetre: Int?

    public init(image: RGBAImage, pixelsPerMetre: Int?) {
        self.image = image
        self.pixelsPerMetre = pixelsPerMetre
    }

    /// The export scale the pHYs chunk implies (72 dpi = 1x, 144 dpi = 2x, 216 dpi = 3x), as
    /// `PNGInfo.scale` reads it: only a whole scale within 2 pixels per metre counts.
    public var scale: Int? { PNGInfo.scale(pixelsPerMetre: pixelsPerMetre) }

    /// Reads and decodes `path`. Errors are `PNGError`s that name the file: missing or unreadable
    /// (`.io`), not a PNG or corrupt (`.codec`), over `maxPixels` (`.tooLarge`, refused before allocating).
    public static func read(_ path: String, maxPixels: Int = PNGDecoder.defaultMaxPixels) throws -> PNGImageFile {
        let bytes = try AtomicFile.read(path)
        do {
            return try decode(bytes, maxPixels: maxPixels)
        } catch {
            throw error.forFile(path)
        }
    }

    /// Decodes PNG bytes to straight RGBA8 (the decoder PNGCodec uses, without its premultiply step).
    public static func decode(_ bytes: [UInt8], maxPixels: Int = PNGDecoder.defaultMaxPixels) throws(PNGError) -> PNGImageFile {
        var cinfo = cpngsafe_info()
        var out: UnsafeMutablePointer<UInt8>? = nil
        var message = [CChar](repeating: 0, count: 256)
        let status = bytes.withUnsafeBufferPointer { data in
            cpngsafe_decode(data.baseAddress, data.count, UInt64(max(0, maxPixels)), &cinfo, &out, &message, message.count)
        }
        let width = Int(cinfo.width), height = Int(cinfo.height)
        if status == Int32(CPNGSAFE_TOO_LARGE) {
            throw PNGError(.tooLarge(width: width, height: height, limit: maxPixels), message: "image over the pixel limit")
        }
        guard status == Int32(CPNGSAFE_OK), let out else {
            throw PNGError(.codec, message: String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
        defer { cpngsafe_free(out) }
        let pixels = Array(UnsafeBufferPointer(start: out, count: width * height * 4))
        do {
            return PNGImageFile(image: try RGBAImage(width: width, height: height, bytes: pixels),
                                pixelsPerMetre: cinfo.ppm_x > 0 ? Int(cinfo.ppm_x) : nil)
        } catch {
            throw PNGError(.codec, message: error.description)
        }
    }
}
