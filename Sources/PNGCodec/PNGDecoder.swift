import CPNGSafe
import Raster
import Values

/// What a PNG file said about itself, besides its pixels.
package struct PNGInfo: Hashable, Sendable {
    package var width: Int
    package var height: Int
    package var bitDepth: Int
    /// PNG colour type: 0 gray, 2 RGB, 3 palette, 4 gray+alpha, 6 RGBA.
    package var colorType: Int
    package var isInterlaced: Bool
    /// From the pHYs chunk, when it is given in metres.
    package var pixelsPerMetre: Int?

    /// The export scale the pHYs chunk implies (72 dpi = 1x, 144 dpi = 2x), when it names a whole scale.
    package var scale: Int? { PNGInfo.scale(pixelsPerMetre: pixelsPerMetre) }

    /// The whole scale a pHYs density implies (72 dpi = 1x, 144 dpi = 2x, 216 dpi = 3x), or nil when
    /// there is none or it is not within 2 pixels per metre of a whole scale.
    package static func scale(pixelsPerMetre: Int?) -> Int? {
        guard let ppm = pixelsPerMetre, ppm > 0 else { return nil }
        let s = (Double(ppm) * 0.0254 / 72).rounded()
        guard s >= 1, abs(Double(PNGEncoder.pixelsPerMetre(scale: s)) - Double(ppm)) <= 2 else { return nil }
        return Int(s)
    }
}

/// A decoded PNG: its premultiplied pixels and what the file said about itself.
package struct DecodedPNG: Sendable {
    package var pixmap: Pixmap
    package var info: PNGInfo
}

/// Decodes any PNG libpng reads (palette, gray, gray+alpha, RGB, RGBA; 1 to 16 bits; interlaced; tRNS)
/// to a premultiplied RGBA8 pixmap. Colour values are taken as sRGB; no gamma correction is applied.
package struct PNGDecoder: Hashable, Sendable {
    /// The decoder refuses, before allocating, an image of more pixels than this.
    package var maxPixels: Int

    /// 64 megapixels (256 MB of pixels, as large as the largest canvas Pixelproof renders).
    package static let defaultMaxPixels = 64_000_000

    /// The largest PNG file read from disk: the default pixel limit's RGBA bytes, stored without
    /// compression, plus room for chunks. A PNG is rarely larger than its raw pixels.
    package static let maxFileBytes = defaultMaxPixels * 4 + (16 << 20)

    package init(maxPixels: Int = PNGDecoder.defaultMaxPixels) {
        self.maxPixels = maxPixels
    }

    /// Premultiplied pixels, as Pixelproof draws with them.
    package func decode(_ bytes: [UInt8]) throws(PNGError) -> DecodedPNG {
        var (pixels, info) = try decodeStraight(bytes)
        let count = info.width * info.height
        // Premultiplied in place: a second array would double what a 64-megapixel decode holds.
        pixels.withUnsafeMutableBufferPointer { out in
            for i in 0..<count {
                let s = i &* 4
                let p = RGBAColor(r: out[s], g: out[s &+ 1], b: out[s &+ 2], a: out[s &+ 3]).premultiplied
                out[s] = p.r; out[s &+ 1] = p.g; out[s &+ 2] = p.b; out[s &+ 3] = p.a
            }
        }
        do {
            // The pixel limit above already bounds the size; no side limit applies to decoded files.
            let limits = PixmapLimits(maxSide: Int.max, maxPixels: Int.max)
            let pixmap = try Pixmap(width: info.width, height: info.height, premultipliedBytes: pixels, limits: limits)
            return DecodedPNG(pixmap: pixmap, info: info)
        } catch {
            throw PNGError(.codec, message: error.description)
        }
    }

    /// Straight-alpha RGBA8, exactly as the file stores it (after expanding palettes, gray and 16-bit
    /// channels): what a pixel differ compares, with no premultiply round trip.
    package func decodeStraight(_ bytes: [UInt8]) throws(PNGError) -> (rgba: [UInt8], info: PNGInfo) {
        if let size = PNGDecoder.headerSize(bytes), size.width * size.height <= maxPixels {
            return try decodeInPlace(bytes, count: size.width * size.height * 4)
        }
        // No plain header, or too large: libpng reads the header and says what is wrong.
        var cinfo = cpngsafe_info()
        var out: UnsafeMutablePointer<UInt8>? = nil
        var message = [CChar](repeating: 0, count: 256)
        let status = bytes.withUnsafeBufferPointer { data in
            cpngsafe_decode(data.baseAddress, data.count, UInt64(max(0, maxPixels)), &cinfo, &out, &message, message.count)
        }
        let info = PNGInfo(cinfo)
        if status == Int32(CPNGSAFE_TOO_LARGE) {
            throw PNGError(.tooLarge(width: info.width, height: info.height, limit: maxPixels), message: "image over the pixel limit")
        }
        guard status == Int32(CPNGSAFE_OK), let out else {
            throw PNGError(.codec, message: String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
        defer { cpngsafe_free(out) }
        return (Array(UnsafeBufferPointer(start: out, count: info.width * info.height * 4)), info)
    }
}

extension PNGDecoder {
    /// Width and height from the IHDR chunk, which a PNG file must begin with (signature, chunk
    /// length 13, "IHDR"), so the pixels can be decoded straight into an array of their size.
    package static func headerSize(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
        let start: [UInt8] = PNGSignature.bytes + [0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]
        guard bytes.count >= 24, bytes[0..<16].elementsEqual(start) else { return nil }
        func word(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        let width = word(16), height = word(20)
        // PNG's own bound on a side (2^31 - 1), which also keeps width × height within an Int.
        return width > 0 && height > 0 && width <= 0x7FFF_FFFF && height <= 0x7FFF_FFFF ? (width, height) : nil
    }

    /// Decodes into a new array of `count` bytes, filled by libpng in place (no copy of the pixels).
    private func decodeInPlace(_ bytes: [UInt8], count: Int) throws(PNGError) -> (rgba: [UInt8], info: PNGInfo) {
        var cinfo = cpngsafe_info()
        var message = [CChar](repeating: 0, count: 256)
        var status = Int32(CPNGSAFE_ERROR)
        let rgba = [UInt8](unsafeUninitializedCapacity: count) { dest, initialized in
            status = bytes.withUnsafeBufferPointer { data in
                cpngsafe_decode_into(data.baseAddress, data.count, UInt64(max(0, maxPixels)), &cinfo,
                                     dest.baseAddress, count, &message, message.count)
            }
            initialized = status == Int32(CPNGSAFE_OK) ? count : 0
        }
        guard status == Int32(CPNGSAFE_OK) else {
            if status == Int32(CPNGSAFE_TOO_LARGE) {
                throw PNGError(.tooLarge(width: Int(cinfo.width), height: Int(cinfo.height), limit: maxPixels), message: "image over the pixel limit")
            }
            throw PNGError(.codec, message: String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
        return (rgba, PNGInfo(cinfo))
    }
}

extension PNGInfo {
    init(_ c: cpngsafe_info) {
        self.init(width: Int(c.width), height: Int(c.height), bitDepth: Int(c.bit_depth), colorType: Int(c.color_type),
                  isInterlaced: c.interlaced != 0, pixelsPerMetre: c.ppm_x > 0 ? Int(c.ppm_x) : nil)
    }
}
