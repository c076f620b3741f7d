import Files
import Foundation
import Testing
import PNGCodec
import Pixelproof
import Raster
@testable import GoldenRun
import PixelDiff
import Values

/// A description's `mask:` regions are left out of its golden comparison, as Playwright's
/// `toHaveScreenshot({ mask })`: a change inside one passes, one outside fails, and the diff image
/// shows the region in the mask colour. The golden itself is written whole.
@Suite struct MaskedGoldenTests {
    /// A 40 × 20 canvas at 1x with the region 10…20 × 5…15 masked.
    static let description = """
        system: ids
        scale: 1
        canvas: { width: 40, height: 20, background: "#336699" }
        content: { spacer: {} }
        mask:
          - { x: 10, y: 5, width: 10, height: 10 }

        """

    func run(_ folder: String, mode: RecordMode) throws -> GoldenCheck {
        let run = SnapshotRun(store: GoldenStore(folder: folder + "/Snapshots", mode: mode),
                              sources: [.descriptions(folders: [folder + "/screens"])], renderer: Renderer())
        var checks: [GoldenCheck] = []
        _ = try run.run { checks.append($0) }
        return try #require(checks.first)
    }

    /// A folder with the description and its recorded golden; returns the folder and the golden's path.
    func recorded(_ text: String = Self.description) throws -> (folder: String, golden: String) {
        let folder = try ScratchFolder.make(FilePath.temporaryFolder + "/pixelproof-masked-XXXXXX")
        try FilePath.createFolder(folder + "/screens")
        try AtomicFile.write(Array(text.utf8), to: folder + "/screens/card.yaml")
        #expect(try run(folder, mode: .record).status == .recorded)
        return (folder, folder + "/Snapshots/card@1x.png")
    }

    /// Paints one pixel of the golden red.
    func change(_ golden: String, x: Int, y: Int) throws {
        var image = try PNGImageFile.read(golden).image
        let i = (y * image.width + x) * 4
        image.bytes[i] = 255; image.bytes[i + 1] = 0; image.bytes[i + 2] = 0; image.bytes[i + 3] = 255
        try PNGFile.write(try image.pixmap(), to: golden, scale: 1)
    }

    @Test func theGoldenIsRecordedWholeNotMasked() throws {
        let (_, golden) = try recorded()
        let image = try PNGImageFile.read(golden).image
        #expect(image[15, 10] == RGBAColor(r: 0x33, g: 0x66, b: 0x99))
    }

    @Test func aChangedPixelInsideTheMaskPasses() throws {
        let (folder, golden) = try recorded()
        try change(golden, x: 12, y: 7)
        try change(golden, x: 19, y: 14)
        let check = try run(folder, mode: .verify)
        #expect(check.status == .passed, "\(check.message ?? "")")
        #expect(check.metrics?.mismatched == 0)
    }

    @Test func aChangedPixelOutsideTheMaskFailsAndTheDiffShowsTheMask() throws {
        let (folder, golden) = try recorded()
        try change(golden, x: 12, y: 7)   // inside: not counted
        try change(golden, x: 20, y: 7)   // just right of the mask
        let check = try run(folder, mode: .verify)
        #expect(check.status == .failed)
        #expect(check.metrics?.mismatched == 1)
        let diff = try #require(check.diffImage)
        let magenta = RGBAColor(r: 255, g: 0, b: 255)
        #expect(diff[10, 5] == magenta && diff[19, 14] == magenta && diff[12, 7] == magenta)
        #expect(diff[20, 7] == RGBAColor(r: 255, g: 0, b: 0))
        #expect(diff[9, 5] != magenta && diff[10, 4] != magenta)
    }

    @Test func aMaskBelowAHuggingCanvasIsTheSnapshotsErrorAtItsPlace() throws {
        let text = "system: ids\nscale: 1\ncanvas: { width: 40 }\ncontent: { frame: { width: 10, height: 10, child: { spacer: {} } } }\nmask: [{ x: 0, y: 5, width: 10, height: 10 }]\n"
        let folder = try ScratchFolder.make(FilePath.temporaryFolder + "/pixelproof-masked-XXXXXX")
        try FilePath.createFolder(folder + "/screens")
        try AtomicFile.write(Array(text.utf8), to: folder + "/screens/hug.yaml")
        let check = try run(folder, mode: .record)
        #expect(check.status == .error)
        #expect(check.message?.contains("hug.yaml:5:8: mask[0]: the mask reaches 10 × 15 px, outside the 40 × 10 px picture") == true,
                "\(check.message ?? "")")
        #expect(!FilePath.exists(folder + "/Snapshots/hug@1x.png"))
    }

    @Test func aStoreCheckLeavesMaskedPixelsOutOfTheCounts() throws {
        let (_, golden) = try recorded()
        try change(golden, x: 15, y: 10)
        let store = GoldenStore(folder: FilePath.parentFolder(of: golden))
        let pixmap = try Pixmap(width: 40, height: 20, background: RGBAColor(r: 0x33, g: 0x66, b: 0x99).premultiplied)
        #expect(store.check(pixmap, name: "card", scale: 1).status == .failed)
        #expect(store.check(pixmap, name: "card", scale: 1, masks: [MaskRegion(x: 15, y: 10, width: 1, height: 1)]).status == .passed)
    }
}
