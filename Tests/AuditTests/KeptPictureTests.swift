import Audit
import PNGCodec
import Raster
import Testing
import Values

/// What `audit --report` keeps of each picture with a finding until its page is written.
@Suite struct KeptPictureTests {
    /// The picture is kept as the PNG the report writes, not decoded: 4,000 variants of a library
    /// with a contrast finding each held 1.6 GB of decoded pictures (`audit --components --report`).
    @Test func aKeptPictureIsHeldAsThePNGTheReportWrites() throws {
        let pixmap = try Pixmap(width: 750, height: 120, background: RGBAColor(hex: "#e8e9eb")!.premultiplied)
        let picture = AuditReport.Picture(name: "chips/Chip--tone-t0", file: "chips.yaml", variant: [], findings: [],
                                          pixmap: pixmap, scale: 2)
        let png = try #require(picture.png)
        #expect(png == (try PNGEncoder.default.encode(pixmap, scale: 2)))
        #expect(png.count * 100 < pixmap.bytes.count, "\(png.count) bytes kept for a picture of \(pixmap.bytes.count)")
        #expect(picture.width == 750)
        let none = AuditReport.Picture(name: "b", file: "b.yaml", variant: [], findings: [], pixmap: nil, scale: 2)
        #expect(none.png == nil)
    }
}
