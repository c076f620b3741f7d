import PNGCodec
import Raster
import Testing

@Suite struct EncodingTests {
    /// A pixmap with every kind of pixel: opaque, translucent, fully transparent.
    static func sample(opaque: Bool) throws -> Pixmap {
        var pixmap = try Pixmap(width: 37, height: 23)
        for y in 0..<23 {
            for x in 0..<37 {
                let a: UInt8 = opaque ? 255 : UInt8(truncatingIfNeeded: x * 7 + y * 11)
                pixmap[x, y] = Color(r: UInt8(x * 6), g: UInt8(y * 11), b: UInt8((x * y) & 255), a: a).premultiplied
            }
        }
        return pixmap
    }

    @Test func samePixmapGivesSameBytes() throws {
        let pixmap = try Self.sample(opaque: false)
        let first = try PNGEncoder.default.encode(pixmap, scale: 2)
        let second = try PNGEncoder.default.encode(pixmap, scale: 2)
        #expect(first == second)
    }

    @Test func roundTripIsExactForPremultipliedPixels() throws {
        for opaque in [true, false] {
            let pixmap = try Self.sample(opaque: opaque)
            let decoded = try PNGDecoder().decode(try PNGEncoder.default.encode(pixmap))
            #expect(decoded.pixmap == pixmap, "round trip changed pixels (opaque: \(opaque))")
        }
    }

    @Test func opaqueImagesAreWrittenAsRGBAndOthersAsRGBA() throws {
        let opaque = try PNGDecoder().decode(try PNGEncoder.default.encode(try Self.sample(opaque: true)))
        let translucent = try PNGDecoder().decode(try PNGEncoder.default.encode(try Self.sample(opaque: false)))
        #expect(opaque.info.colorType == 2 && opaque.info.bitDepth == 8)
        #expect(translucent.info.colorType == 6 && translucent.info.bitDepth == 8)
    }

    @Test func pHYsRecordsTheScaleAsFigmaDoes() throws {
        let pixmap = try Self.sample(opaque: true)
        for scale in [1, 2, 3] {
            let info = try PNGDecoder().decode(try PNGEncoder.default.encode(pixmap, scale: Double(scale))).info
            #expect(info.scale == scale)
        }
        #expect(PNGEncoder.pixelsPerMetre(scale: 2) == 5669)  // 144 dpi
        #expect(try PNGDecoder().decode(try PNGEncoder.default.encode(pixmap)).info.pixelsPerMetre == nil)
    }

    @Test func noTimeOrTextChunks() throws {
        let bytes = try PNGEncoder.default.encode(try Self.sample(opaque: false), scale: 2)
        var chunks: [String] = []
        var offset = 8
        while offset + 8 <= bytes.count {
            let length = Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
            chunks.append(String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self))
            offset += 12 + length
        }
        #expect(chunks.first == "IHDR" && chunks.last == "IEND")
        #expect(Set(chunks).isSubset(of: ["IHDR", "pHYs", "IDAT", "IEND"]), "unexpected chunks \(chunks)")
    }
}
