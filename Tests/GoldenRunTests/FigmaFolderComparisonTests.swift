import Files
import Foundation
import PNGCodec
@testable import GoldenRun
import PixelDiff
import Raster
import Testing
import Values

/// A Figma export folder against the catalog's renders: pairs by Figma name, an export a pixel
/// off still passes after the offset search, and names on one side only fail the run.
@Suite struct FigmaFolderComparisonTests {
    let root = NSTemporaryDirectory() + "pixelproof-figma-\(UUID().uuidString)"

    /// A 20 x 10 white picture with a black 6 x 4 block at (x, 3).
    func picture(blockAt x: Int) throws -> Pixmap {
        let canvas = try Canvas(width: 20, height: 10, background: .white)
        canvas.fill(Path(rect: Rect(x: Double(x), y: 3, width: 6, height: 4)), paint: .solid(.black))
        return canvas.pixmap
    }

    @Test func pairsByFigmaNameAndReportsBothSides() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FilePath.createFolder(root + "/export/Buttons")
        try FilePath.createFolder(root + "/Snapshots/ids")
        try PNGFile.write(try picture(blockAt: 5), to: root + "/Snapshots/ids/primary@2x.png")
        try PNGFile.write(try picture(blockAt: 6), to: root + "/export/Buttons/Primary@2x.png")
        try PNGFile.write(try picture(blockAt: 5), to: root + "/export/Extra@2x.png")
        try AtomicFile.write(Array("""
            {"components": [{"name": "ids/primary", "figma": "Buttons / Primary"}, {"name": "ids/gone", "figma": "Buttons/Gone"}]}
            """.utf8), to: root + "/manifest.json")
        let comparison = FigmaFolderComparison(exportFolder: root + "/export", manifest: root + "/manifest.json",
                                               snapshots: root + "/Snapshots", search: OffsetSearch(radius: 2), tolerance: .pixels(0))
        let result = try comparison.run()
        #expect(result.checks.map(\.check.name) == ["ids/primary@2x"])
        #expect(result.checks.first?.check.status == .passed)
        #expect(result.checks.first?.check.message?.hasPrefix("offset (-1, 0)") == true || result.checks.first?.check.message?.hasPrefix("offset (1, 0)") == true)
        #expect(result.onlyInExport == ["Extra@2x.png"])
        #expect(result.onlyInCatalog.map(\.name) == ["ids/gone"])
        #expect(!result.succeeded)
    }

    @Test func aMissingRenderIsAnErrorCheckNotACrash() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FilePath.createFolder(root + "/export")
        try PNGFile.write(try picture(blockAt: 5), to: root + "/export/A.png")
        try AtomicFile.write(Array("[{\"name\": \"a\", \"figma\": \"A\"}]".utf8), to: root + "/manifest.json")
        let result = try FigmaFolderComparison(exportFolder: root + "/export", manifest: root + "/manifest.json",
                                               snapshots: root + "/nowhere", search: OffsetSearch(radius: 0), tolerance: .pixels(0)).run()
        #expect(result.checks.first?.check.status == .error)
        #expect(result.checks.first?.check.message?.contains(root + "/nowhere/a@1x.png") == true)
    }

    @Test func aMissingFolderIsNamed() {
        #expect { try FigmaFolderComparison(exportFolder: root + "/none", manifest: root + "/m.json", snapshots: root,
                                           search: OffsetSearch(radius: 0), tolerance: .pixels(0)).run() } throws: { "\($0)".contains(root + "/m.json") }
    }
}
