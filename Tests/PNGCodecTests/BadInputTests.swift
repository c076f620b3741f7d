import Files
import PNGCodec
import Raster
import Testing
import Values

/// Broken files are errors that name the file and say what libpng said; never a crash.
@Suite struct BadInputTests {
    static func validPNG() throws -> [UInt8] {
        try PNGEncoder.default.encode(try Pixmap(width: 4, height: 3, background: RGBAColor.white.premultiplied))
    }

    /// A PNG whose IHDR claims `width` x `height`, with a correct CRC so libpng believes it.
    static func pngClaiming(width: UInt32, height: UInt32) throws -> [UInt8] {
        var bytes = try Self.validPNG()
        for (i, value) in [width, height].enumerated() {
            for b in 0..<4 { bytes[16 + 4 * i + b] = UInt8(truncatingIfNeeded: value >> (24 - 8 * UInt32(b))) }
        }
        let crc = crc32(bytes[12..<29])
        for b in 0..<4 { bytes[29 + b] = UInt8(truncatingIfNeeded: crc >> (24 - 8 * UInt32(b))) }
        return bytes
    }

    static func crc32(_ data: ArraySlice<UInt8>) -> UInt32 {
        var crc: UInt32 = 0xffff_ffff
        for byte in data {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = (crc >> 1) ^ (0xedb8_8320 & (0 &- (crc & 1))) }
        }
        return ~crc
    }

    func write(_ bytes: [UInt8], named name: String) throws -> String {
        let path = try makeTemporaryFolder() + "/" + name
        try AtomicFile.write(bytes, to: path)
        return path
    }

    @Test func emptyFile() throws {
        let path = try write([], named: "empty.png")
        let error = try #require(throws: PNGError.self) { try PNGFile.read(path) }
        #expect(error.kind == PNGError.Kind.codec && error.description.contains(path) && error.description.contains("empty"))
    }

    @Test func notAPNG() throws {
        let path = try write(Array("GIF89a, not a PNG at all".utf8), named: "fake.png")
        let error = try #require(throws: PNGError.self) { try PNGFile.read(path) }
        #expect(error.description.contains(path) && error.description.contains("not a PNG"))
    }

    @Test func truncatedFile() throws {
        let bytes = try Self.validPNG()
        let path = try write(Array(bytes.prefix(bytes.count - 20)), named: "truncated.png")
        let error = try #require(throws: PNGError.self) { try PNGFile.read(path) }
        #expect(error.kind == PNGError.Kind.codec && error.description.contains(path))
    }

    @Test func corruptCompressedData() throws {
        var bytes = try Self.validPNG()
        // Flip bytes inside the IDAT payload (after IHDR and pHYs-less header: IDAT data starts at 41).
        for i in 43..<min(bytes.count - 16, 50) { bytes[i] ^= 0x5a }
        let path = try write(bytes, named: "corrupt.png")
        let error = try #require(throws: PNGError.self) { try PNGFile.read(path) }
        #expect(error.kind == PNGError.Kind.codec && error.description.contains(path))
    }

    @Test func hugeHeaderIsRefusedBeforeAllocating() throws {
        let bytes = try Self.pngClaiming(width: 100_000, height: 100_000)
        let error = try #require(throws: PNGError.self) { try PNGDecoder().decode(bytes) }
        #expect(error.kind == PNGError.Kind.tooLarge(width: 100_000, height: 100_000, limit: PNGDecoder.defaultMaxPixels))
        #expect(error.description.contains("100000x100000"))
    }

    /// The default limit is 64 megapixels: a header just over it is refused before any pixel is read
    /// (a header claiming exactly 8000 x 8000 passes the check and fails later, on its missing data).
    @Test func defaultLimitIsSixtyFourMegapixels() throws {
        #expect(PNGDecoder.defaultMaxPixels == 64_000_000)
        let over = try #require(throws: PNGError.self) { try PNGDecoder().decode(try Self.pngClaiming(width: 8_001, height: 8_000)) }
        #expect(over.kind == PNGError.Kind.tooLarge(width: 8_001, height: 8_000, limit: 64_000_000))
        let at = try #require(throws: PNGError.self) { try PNGDecoder().decode(try Self.pngClaiming(width: 8_000, height: 8_000)) }
        #expect(at.kind != PNGError.Kind.tooLarge(width: 8_000, height: 8_000, limit: 64_000_000))
    }

    @Test func pixelLimitIsConfigurable() throws {
        let bytes = try Self.validPNG()  // 4 x 3 = 12 pixels
        #expect(throws: PNGError.self) { try PNGDecoder(maxPixels: 11).decode(bytes) }
        #expect(try PNGDecoder(maxPixels: 12).decode(bytes).pixmap.width == 4)
    }

    @Test func missingFileNamesThePath() throws {
        let error = try #require(throws: FileError.self) { try PNGFile.read("/nonexistent/folder/image.png") }
        #expect(error.description.contains("/nonexistent/folder/image.png"))
    }

    /// What a file that is not a PNG is instead, from its first eight bytes: an HTML error page
    /// (what a proxy serves in place of a download) is not called XML or SVG.
    @Test func whatAFileIsInsteadOfAPNG() {
        func named(_ text: String) -> String? { PNGSignature.format(of: Array(text.utf8.prefix(8))) }
        #expect(named("<!DOCTYPE html><html>") == "an HTML page")
        #expect(named("<html><body>502</body>") == "an HTML page")
        #expect(named("<HTML>") == "an HTML page")
        #expect(named("<svg xmlns=") == "XML or SVG text")
        #expect(named("<?xml version") == "XML or SVG text")
        #expect(PNGSignature.format(of: [0xFF, 0xD8, 0xFF, 0xE0]) == "a JPEG image")
        #expect(named("plain text") == nil)
    }
}
