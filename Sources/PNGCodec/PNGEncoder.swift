import CPNGSafe
import Raster

/// Encodes pixmaps to PNG bytes: 8 bits a channel, straight alpha, RGB when every pixel is opaque.
///
/// The bytes depend only on the pixels and these settings (no time, text or gamma chunk), so the
/// same pixmap always gives the same file with the same libpng and zlib.
public struct PNGEncoder: Hashable, Sendable {
    /// The PNG row filters libpng may choose between (PNG_FILTER_* bits).
    public struct Filters: OptionSet, Hashable, Sendable {
        public let rawValue: Int32
        public init(rawValue: Int32) { self.rawValue = rawValue }
        public static let none = Filters(rawValue: 0x08)
        public static let sub = Filters(rawValue: 0x10)
        public static let up = Filters(rawValue: 0x20)
        public static let average = Filters(rawValue: 0x40)
        public static let paeth = Filters(rawValue: 0x80)
        public static let all: Filters = [.none, .sub, .up, .average, .paeth]
    }

    /// zlib level 0-9.
    public var compressionLevel: Int
    public var filters: Filters

    /// zlib level 2 with the sub filter, chosen by measurement (docs/PNG.md, `pixelproof bench png`):
    /// several times faster than libpng's default (level 6, adaptive filters) for files of about the same size.
    public static let `default` = PNGEncoder(compressionLevel: 2, filters: .sub)
    /// libpng's own default: smallest files, slowest.
    public static let smallest = PNGEncoder(compressionLevel: 9, filters: .all)

    public init(compressionLevel: Int, filters: Filters) {
        self.compressionLevel = min(max(compressionLevel, 0), 9)
        self.filters = filters
    }

    /// PNG bytes for `pixmap`. `scale` (1x, 2x, 3x) is recorded in a pHYs chunk as Figma's
    /// exports do: 72 dpi times the scale (2x = 144 dpi = 5669 pixels per metre).
    public func encode(_ pixmap: Pixmap, scale: Double? = nil) throws(PNGError) -> [UInt8] {
        let opaque = pixmap.isOpaque
        let channels = opaque ? 3 : 4
        let rows = PNGEncoder.straightRows(of: pixmap, channels: channels)
        let ppm = scale.map { PNGEncoder.pixelsPerMetre(scale: $0) } ?? 0
        var out: UnsafeMutablePointer<UInt8>? = nil
        var length = 0
        var message = [CChar](repeating: 0, count: 256)
        let status = rows.withUnsafeBufferPointer { px in
            cpngsafe_encode(px.baseAddress, UInt32(pixmap.width), UInt32(pixmap.height), pixmap.width * channels,
                            Int32(channels), Int32(compressionLevel), filters.rawValue, ppm,
                            &out, &length, &message, message.count)
        }
        guard status == Int32(CPNGSAFE_OK), let out else {
            throw PNGError(.codec, message: String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
        defer { cpngsafe_free(out) }
        return Array(UnsafeBufferPointer(start: out, count: length))
    }

    /// 72 dpi × scale, in pixels per metre (1 inch = 0.0254 m).
    public static func pixelsPerMetre(scale: Double) -> UInt32 {
        UInt32((72 * scale / 0.0254).rounded())
    }

    /// The pixmap's rows with alpha un-premultiplied, as PNG stores them; alpha dropped when `channels` is 3.
    static func straightRows(of pixmap: Pixmap, channels: Int) -> [UInt8] {
        let count = pixmap.width * pixmap.height
        return [UInt8](unsafeUninitializedCapacity: count * channels) { out, initialized in
            pixmap.bytes.withUnsafeBufferPointer { src in
                if channels == 3 {
                    // Every pixel is opaque (that is when RGB is written): premultiplied = straight.
                    for i in 0..<count {
                        let s = i &* 4, d = i &* 3
                        out[d] = src[s]; out[d &+ 1] = src[s &+ 1]; out[d &+ 2] = src[s &+ 2]
                    }
                } else {
                    for i in 0..<count {
                        let s = i &* 4
                        if src[s &+ 3] == 255 {
                            out[s] = src[s]; out[s &+ 1] = src[s &+ 1]; out[s &+ 2] = src[s &+ 2]; out[s &+ 3] = 255
                            continue
                        }
                        let color = PremultipliedColor(r: src[s], g: src[s &+ 1], b: src[s &+ 2], a: src[s &+ 3]).unpremultiplied
                        out[s] = color.r; out[s &+ 1] = color.g; out[s &+ 2] = color.b; out[s &+ 3] = color.a
                    }
                }
            }
            initialized = count * channels
        }
    }
}
