import Audit
import Pixelproof
import Files
import PNGCodec
import Raster
import Testing
import Values

/// The backdrop is what is drawn before the text, pixel by pixel: over a gradient or an image the
/// lowest ratio is found where the backdrop comes closest to the text.
@Suite struct BackdropTests {
    /// White text over a gradient from black (left) to white (right): readable on the left,
    /// invisible on the right. A check of the first stop alone would say 21:1.
    @Test func textOverAGradient() throws {
        let yaml = """
        system: ids
        canvas: { width: 200, background: "#ffffff" }
        content:
          zstack:
            children:
              - shape: { kind: rect, width: 200, height: 40, fill: { linearGradient: { angle: 90, stops: [{ color: "#000000" }, { color: "#ffffff" }] } } }
              - frame: { width: 200, child: { text: { string: "Readable nowhere in full", font: { size: 16 }, color: "#ffffff" } } }
        """
        let f = try #require(try audit(yaml).findings(.contrast).first)
        guard case let .ratio(ratio) = f.measured else { Issue.record("no ratio"); return }
        #expect(ratio < 1.5)
        #expect(try #require(f.background).r > 200)
        #expect(f.foreground == .white)
    }

    /// Black text over an image whose right half is black: the worst pixel is on the black half.
    @Test func textOverAnImage() throws {
        let folder = try ScratchFolder.make(FilePath.temporaryFolder + "/pixelproof-audit-XXXXXX")
        var image = try Pixmap(width: 100, height: 20, background: RGBAColor.white.premultiplied)
        for y in 0..<20 { for x in 50..<100 { let i = (y * 100 + x) * 4; image.bytes[i] = 0; image.bytes[i + 1] = 0; image.bytes[i + 2] = 0 } }
        try PNGFile.write(image, to: folder + "/half.png")
        let yaml = """
        system: ids
        canvas: { width: 200, background: "#ffffff" }
        content:
          zstack:
            children:
              - image: { source: half.png, width: 200, height: 40 }
              - frame: { width: 200, child: { text: { string: "Left and right halves", font: { size: 16 }, color: "#111111" } } }
        """
        let f = try #require(try audit(yaml, directory: folder).findings(.contrast).first)
        #expect(f.background == .black)
        #expect(f.measured == .ratio(Contrast.ratio(RGBAColor(0x111111), .black)))
    }

    /// What is drawn after the text (an overlay) is not its backdrop.
    @Test func itemsDrawnAfterTheTextDoNotCount() throws {
        let yaml = """
        system: ids
        canvas: { width: 200, background: "#ffffff" }
        content:
          zstack:
            children:
              - text: { string: "Under a veil", font: { size: 16 }, color: "#000000" }
              - shape: { kind: rect, width: 200, height: 30, fill: "#00000010" }
        """
        #expect(try audit(yaml).findings(.contrast).isEmpty)
    }

    /// The audited picture is the picture: the same bytes as a render without the audit.
    @Test func theAuditDrawsTheSameBytes() throws {
        let yaml = textScreen(color: "#777777")
        let audited = try audit(yaml)
        let document = try Pixelproof.DescriptionFile.load(bytes: Array(yaml.utf8), file: "screen.yaml", directory: FilePath.currentFolder)
        #expect(try Pixelproof.Renderer(scale: 2).pixmap(of: document) == audited.pixmap)
    }

    /// White text in a `multiply` layer over navy: multiplied, white is the navy itself, so the
    /// text cannot be seen (1:1), where white composited normally would read 10:1.
    @Test func textInABlendingLayer() throws {
        func screen(_ blend: String) -> String {
            """
            system: ids
            canvas: { width: 200, background: "#1e3a8a", padding: 8 }
            content:
              text: { string: Gone, font: { size: 16 }, color: "#ffffff"\(blend) }
            """
        }
        let f = try #require(try audit(screen(", blendMode: multiply")).findings(.contrast).first)
        #expect(f.measured == .ratio(1) && f.foreground == RGBAColor(r: 0x1e, g: 0x3a, b: 0x8a) && f.background == f.foreground)
        #expect(try audit(screen("")).findings(.contrast).isEmpty)
        // Screen lightens: white stays white, and reads.
        #expect(try audit(screen(", blendMode: screen")).findings(.contrast).isEmpty)
    }
}
