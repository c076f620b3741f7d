import BuiltInComponents
import DescriptionFormat
import SceneBuilding
import Files
import Foundation
import PNGCodec
import Raster
import Synchronization
import Testing
@testable import GoldenRun
import Pixelproof
import Values

/// A description's PNG files are decoded once for every variant a run draws it in: when the
/// description is checked (a bad file refused before drawing), then drawn from the same pixels.
@Suite struct DecodedImagesTests {
    /// The paths a store was asked to decode, in order.
    final class Decodes: Sendable {
        let paths = Mutex<[String]>([])
        var all: [String] { paths.withLock { $0 } }
    }

    func counting(_ decodes: Decodes, maxBytes: Int = 1 << 20) -> DecodedImages {
        DecodedImages(maxBytes: maxBytes) { path in
            decodes.paths.withLock { $0.append(path) }
            return try PNGFile.read(path).pixmap
        }
    }

    /// A folder with `screens/photo.png` and `screens/screen.yaml`, which draws it beside a text
    /// (so each variant is a different picture), as an image and as a PNG icon.
    func screens() throws -> String {
        let folder = try ScratchFolder.make(NSTemporaryDirectory() + "pixelproof-images-XXXXXX")
        try FilePath.createFolder(folder + "/screens")
        var photo = try Pixmap(width: 6, height: 4, background: RGBAColor(r: 200, g: 40, b: 40).premultiplied)
        for i in stride(from: 0, to: 24, by: 4) { photo.bytes[i + 1] = 180 }
        try PNGFile.write(photo, to: folder + "/screens/photo.png")
        let yaml = """
        system: ids
        canvas: { width: 200, background: "#ffffff", padding: 8 }
        content:
          hstack:
            children:
              - image: { source: photo.png, width: 24, height: 16 }
              - icon: { file: photo.png, size: 16, color: "#242529" }
              - text: { string: Fresh, font: { size: 14 } }
        """
        try AtomicFile.write(Array(yaml.utf8), to: folder + "/screens/screen.yaml")
        return folder
    }

    @Test func aVariantMatrixDecodesEachImageOnce() throws {
        let folder = try screens()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let variants = try VariantAxis.assignments([(axis: "textSize", values: ["large", "AX3"]), (axis: "direction", values: ["ltr", "rtl"])])
        let decodes = Decodes()
        var run = SnapshotRun(store: GoldenStore(folder: folder + "/Snapshots", mode: .record), sources: [.descriptions(folders: [folder + "/screens"])],
                              renderer: Renderer(scale: 2), variants: variants)
        run.decodedImages = { self.counting(decodes) }
        let report = try run.run()
        #expect(report.count(.recorded) == 4, "\(report.results.map { ($0.name, $0.status, $0.message ?? "") })")
        // Four variants, each loaded (checked) and drawn with an image and an icon of the file: one decode.
        #expect(decodes.all.count == 1 && decodes.all.first?.hasSuffix("/screens/photo.png") == true, "\(decodes.all)")
        // Drawn from the kept pixels, each golden is what a load that decodes for itself draws.
        let goldens = Set(try report.results.map { try PNGFile.read($0.golden).pixmap })
        let own = Set(try variants.map { try Renderer(scale: 2).pixmap(of: try DescriptionFile.load(folder + "/screens/screen.yaml", variant: $0)) })
        #expect(goldens.count == 4 && goldens == own)
    }

    @Test func aLoadKeepsWhatItChecked() throws {
        let folder = try screens()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let decodes = Decodes()
        let document = try DescriptionFile.load(folder + "/screens/screen.yaml", images: counting(decodes))
        #expect(decodes.all.count == 1)
        _ = try Renderer(scale: 2).pixmap(of: document)
        _ = try Renderer(scale: 3).pixmap(of: document)
        #expect(decodes.all.count == 1)
    }

    @Test func anImagePastTheBoundIsDecodedAtEachUse() throws {
        let folder = try screens()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let decodes = Decodes()
        // 6 x 4 pixels are 96 bytes: a store of 64 keeps nothing.
        let document = try DescriptionFile.load(folder + "/screens/screen.yaml", images: counting(decodes, maxBytes: 64))
        _ = try Renderer(scale: 2).pixmap(of: document)
        // Checked as the image and as the icon, then drawn as both.
        #expect(decodes.all.count == 4)
    }
}
