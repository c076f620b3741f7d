import Foundation
import Pixelproof
import PixelproofTesting
import Testing

/// The golden run a user starts from Swift with the two products' imports alone: a folder of
/// descriptions recorded, verified unchanged, then failing once a description changes.
@Suite struct GoldenRunEntryTests {
    let folder = FileManager.default.temporaryDirectory.path + "/pixelproof-api-run-\(UUID().uuidString)"

    func write(_ yaml: String) throws {
        try FileManager.default.createDirectory(atPath: folder + "/screens", withIntermediateDirectories: true)
        try yaml.write(toFile: folder + "/screens/button.yaml", atomically: true, encoding: .utf8)
    }

    func run(_ mode: RecordMode) throws -> SnapshotReport {
        let store = GoldenStore(folder: folder + "/Snapshots", mode: mode)
        return try SnapshotRun(store: store, sources: [.descriptions(folders: [folder + "/screens"])], renderer: Renderer()).run()
    }

    @Test func recordThenVerifyThenAChangeFails() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try write("system: ids\ncanvas: { width: 200 }\ncontent: { button: { label: Continue, type: primary } }\n")
        #expect(try run(.record).count(.recorded) == 1)
        #expect(FileManager.default.fileExists(atPath: folder + "/Snapshots/button@2x.png"))
        #expect(try run(.verify).count(.passed) == 1)
        try write("system: ids\ncanvas: { width: 200 }\ncontent: { button: { label: Continue, type: secondary } }\n")
        let changed = try run(.verify)
        #expect(changed.count(.failed) == 1 && !changed.succeeded)
    }
}
