import CPNGSafe
import Raster

/// Encodes pixmaps to PNG bytes: 8 bits a channel, straight alpha, RGB when every pixel is opaque.
///
/// The bytes depend only on the pixels and these settings (no time, text or gamma chunk), so the
/// same pixmap always gives the same file with the same libpng and zlib.
package struct PNGEncoder: Hashable, Sendable {
    /// The PNG row filters libpng may choose between (PNG_FILTER_* bits).
    package struct Filters: OptionSet, Hashable, Sendable {
        package let rawValue: Int32
        package init(rawValue: Int32) { self.rawValue = rawValue }
        package static let none = Filters(rawValue: 0x08)
        package static let sub = Filters(rawValue: 0x10)
        package static let up = Filters(rawValue: 0x20)
        package static let average = Filters(rawValue: 0x40)
        package static let paeth = Filters(rawValue: 0x80)
        package static let all: Filters = [.none, .sub, .up, .average, .paeth]
    }

    /// zlib's match-finding strategy (`deflateInit2`'s `strategy`).
    package enum Strategy: Int32, Hashable, Sendable {
        case `default` = 0
        case filtered = 1
        case huffmanOnly = 2
        /// Matches only against the previous byte (distance 1): runs of equal bytes, which the sub
        /// filter makes of flat colour; much less searching than the default.
        case rle = 3
    }

    /// zlib level 0-9.
    package var compressionLevel: Int
    package var filters: Filters
    package var strategy: Strategy

    /// zlib level 1 with no row filter, chosen by measurement over the benchmark scenes and
    /// `pixelproof bench png` (docs/PNG.md): flat UI colour repeats a pixel or a row apart, which
    /// zlib's matcher finds in the raw rows; faster and smaller than the sub filter at level 2.
    package static let `default` = PNGEncoder(compressionLevel: 1, filters: .none)
    /// libpng's own default: smallest files, slowest.
    package static let smallest = PNGEncoder(compressionLevel: 9, filters: .all)

    package init(compressionLevel: Int, filters: Filters, strategy: Strategy = .default) {
        self.compressionLevel = min(max(compressionLevel, 0), 9)
        self.filters = filters
        self.strategy = strategy
    }

    /// PNG bytes for `pixmap`. `scale` (1x, 2x, 3x) is recorded in a pHYs chunk as Figma's
    /// exports do: 72 dpi times the scale (2x = 144 dpi = 5669 pixels per metre).
    package func encode(_ pixmap: Pixmap, scale: Double? = nil) throws(PNGError) -> [UInt8] {
        // cpngsafe_encode takes the pixmap's premultiplied RGBA as it is and converts a row at a
        // time (drops alpha for RGB, un-premultiplies for RGBA): no whole-image copy.
        let channels = PNGEncoder.isOpaque(pixmap) ? 3 : 4
        let ppm = scale.map { PNGEncoder.pixelsPerMetre(scale: $0) } ?? 0
        var out: UnsafeMutablePointer<UInt8>? = nil
        var length = 0
        var message = [CChar](repeating: 0, count: 256)
        let status = pixmap.bytes.withUnsafeBufferPointer { px in
            cpngsafe_encode(px.baseAddress, UInt32(pixmap.width), UInt32(pixmap.height), pixmap.width * 4,
                            Int32(channels), Int32(compressionLevel), strategy.rawValue, filters.rawValue, ppm,
                            &out, &length, &message, message.count)
        }
        guard status == Int32(CPNGSAFE_OK), let out else {
            throw PNGError(.codec, message: String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
        defer { cpngsafe_free(out) }
        return Array(UnsafeBufferPointer(start: out, count: length))
    }

    /// True when every pixel has alpha 255, like `Pixmap.isOpaque`, but vectorisable: the pixels,
    /// read as 32-bit words, are ANDed together a block at a time (no branch per pixel); a block
    /// whose AND has an alpha byte below 255 holds a translucent pixel.
    static func isOpaque(_ pixmap: Pixmap) -> Bool {
        pixmap.bytes.withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: UInt32.self) { words in
                var start = 0
                while start < words.count {
                    let end = min(start &+ 4096, words.count)
                    var all: UInt32 = 0xffff_ffff
                    for i in start..<end { all &= words[i] }
                    // Byte 3 of each pixel is alpha: the top byte of a little-endian word.
                    if UInt32(littleEndian: all) >> 24 != 255 { return false }
                    start = end
                }
                return true
            }
        }
    }

    /// 72 dpi × scale, in pixels per metre (1 inch = 0.0254 m).
    package static func pixelsPerMetre(scale: Double) -> UInt32 {
        UInt32((72 * scale / 0.0254).rounded())
    }
}
