import Files

/// The eight bytes every PNG file begins with. A file named as a PNG is checked by them first,
/// reading nothing more, so a photograph saved as JPEG is refused at once and by name rather
/// than read whole (up to the decoder's file limit) and then refused by libpng's words.
package enum PNGSignature {
    package static let bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Throws unless the file at `path` is a regular file that begins with the signature: a
    /// `FileError` when it cannot be read, a `PNGError` saying what it is instead when it is not a
    /// PNG (without the path, which the caller names as its user wrote it).
    package static func check(_ path: String) throws {
        let start = try AtomicFile.readFirstBytes(path, count: bytes.count)
        guard start != bytes else { return }
        throw PNGError(.notPNG(looksLike: format(of: start)), message: "")
    }

    /// The kind of file that commonly begins with `start`, to say what was given instead: nil when
    /// none is recognised.
    package static func format(of start: [UInt8]) -> String? {
        if start.isEmpty { return "an empty file" }
        if start.starts(with: [0xFF, 0xD8, 0xFF]) { return "a JPEG image" }
        if start.starts(with: Array("GIF8".utf8)) { return "a GIF image" }
        if start.starts(with: Array("RIFF".utf8)) { return "a RIFF file (such as WebP)" }
        if start.count >= 8, start[4..<8].elementsEqual("ftyp".utf8) { return "an HEIC or AVIF image" }
        if start.starts(with: [0x49, 0x49, 0x2A, 0x00]) || start.starts(with: [0x4D, 0x4D, 0x00, 0x2A]) { return "a TIFF image" }
        let opening = String(decoding: start, as: UTF8.self).lowercased()
        if opening.hasPrefix("<!doctyp") || opening.hasPrefix("<html") { return "an HTML page" }
        if start.first == UInt8(ascii: "<") { return "XML or SVG text" }
        if start.starts(with: Array("%PDF".utf8)) { return "a PDF document" }
        return nil
    }
}
