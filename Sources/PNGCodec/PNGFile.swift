import Files
import Raster

/// Reading and writing PNG files by path, with errors that name the file.
package enum PNGFile {
    package static func read(_ path: String, decoder: PNGDecoder = PNGDecoder()) throws -> DecodedPNG {
        let bytes = try AtomicFile.read(path, maxBytes: PNGDecoder.maxFileBytes)
        do {
            return try decoder.decode(bytes)
        } catch {
            throw error.forFile(path)
        }
    }

    /// Encodes first, then writes atomically: a failure at any point leaves an existing file untouched.
    package static func write(_ pixmap: Pixmap, to path: String, scale: Double? = nil,
                             encoder: PNGEncoder = .default) throws {
        let bytes: [UInt8]
        do {
            bytes = try encoder.encode(pixmap, scale: scale)
        } catch {
            throw error.forFile(path)
        }
        try AtomicFile.write(bytes, to: path)
    }
}
