import PNGCodec
import Raster
import Testing
import Values

@Suite struct EncodingTests {
    /// A pixmap with every kind of pixel: opaque, translucent, fully transparent.
    static func sample(opaque: Bool) throws -> Pixmap {
        var pixmap = try Pixmap(width: 37, height: 23)
        for y in 0..<23 {
            for x in 0..<37 {
                let a: UInt8 = opaque ? 255 : UInt8(truncatingIfNeeded: x * 7 + y * 11)
                pixmap[x, y] = RGBAColor(r: UInt8(x * 6), g: UInt8(y * 11), b: UInt8((x * y) & 255), a: a).premultiplied
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

    /// Every filter set, zlib level and strategy gives back the same pixels, in both alpha modes,
    /// down to 1-pixel-wide images and tall ones (the rows are converted one at a time in C).
    @Test func everyFilterAndStrategyRoundTripsExactly() throws {
        var tall = try Pixmap(width: 3, height: 41)
        for y in 0..<41 { for x in 0..<3 { tall[x, y] = RGBAColor(r: UInt8(x * 90), g: UInt8(y * 6), b: 200, a: y % 3 == 0 ? 255 : UInt8(y * 5)).premultiplied } }
        var thin = try Pixmap(width: 1, height: 5)
        for y in 0..<5 { thin[0, y] = RGBAColor(r: UInt8(y * 50), g: 7, b: 255 - UInt8(y * 50)).premultiplied }
        let pixmaps = [try Self.sample(opaque: true), try Self.sample(opaque: false), tall, thin]
        let encoders: [PNGEncoder] = [
            .default, .smallest,
            PNGEncoder(compressionLevel: 2, filters: .sub), PNGEncoder(compressionLevel: 1, filters: .sub, strategy: .rle),
            PNGEncoder(compressionLevel: 0, filters: .none), PNGEncoder(compressionLevel: 9, filters: .none, strategy: .filtered),
            PNGEncoder(compressionLevel: 1, filters: .up), PNGEncoder(compressionLevel: 1, filters: [.none, .sub]),
        ]
        for encoder in encoders {
            for pixmap in pixmaps {
                let decoded = try PNGDecoder().decode(try encoder.encode(pixmap, scale: 2))
                #expect(decoded.pixmap == pixmap, "\(encoder) changed a \(pixmap.width)x\(pixmap.height) image")
                #expect(decoded.info.scale == 2)
            }
        }
    }

    /// Each chunk carries the CRC-32 of its type and data (IEND included, whose data is empty):
    /// a reader that checks CRCs must accept every file we write.
    @Test func everyChunkHasItsCRC() throws {
        func crc32(_ bytes: ArraySlice<UInt8>) -> UInt32 {
            var crc: UInt32 = 0xffff_ffff
            for byte in bytes {
                crc ^= UInt32(byte)
                for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xedb8_8320 : crc >> 1 }
            }
            return ~crc
        }
        for opaque in [true, false] {
            let bytes = try PNGEncoder.default.encode(try Self.sample(opaque: opaque), scale: 2)
            var offset = 8, types: [String] = []
            while offset + 12 <= bytes.count {
                let length = Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
                let end = offset + 8 + length
                let stored = UInt32(bytes[end]) << 24 | UInt32(bytes[end + 1]) << 16 | UInt32(bytes[end + 2]) << 8 | UInt32(bytes[end + 3])
                let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
                #expect(crc32(bytes[(offset + 4)..<end]) == stored, "\(type) chunk has a wrong CRC")
                types.append(type)
                offset = end + 4
            }
            #expect(offset == bytes.count && types.last == "IEND")
        }
    }
}
