import Files
import Foundation
import Testing
import PNGCodec
import PixelDiff
@testable import GoldenRun
import Pixelproof

/// Description files are found under the folders and named by their path without extension.
@Suite struct SnapshotDiscoveryTests {
    let root = NSTemporaryDirectory() + "pixelproof-discovery-\(UUID().uuidString)"

    func touch(_ relative: String) throws {
        let path = root + "/" + relative
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try AtomicFile.write([], to: path)
    }

    @Test func namesArePathsWithoutExtensionAndSkipsSnapshotsAndHiddenFolders() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        for f in ["ids/button.yaml", "web/card.json", "top.yml", "notes.md", ".hidden/x.yaml", "Snapshots/old.json", ".build/y.json"] {
            try touch(f)
        }
        let found = try SnapshotDiscovery.find(in: [root], skipping: [root + "/Snapshots"])
        #expect(found.map(\.name) == ["ids/button", "top", "web/card"])
        #expect(found.first?.path == root + "/ids/button.yaml")
    }

    @Test func libraryFilesOfComponentsAreNotTests() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/lib", withIntermediateDirectories: true)
        try AtomicFile.write(Array("components:\n  Dot: { body: { spacer: {} } }\n".utf8), to: root + "/lib/dots.yaml")
        try AtomicFile.write(Array("import: [dots.yaml]\n".utf8), to: root + "/lib/all.yml")
        try AtomicFile.write(Array(#"{"import": ["dots.yaml"]}"#.utf8), to: root + "/lib/more.json")
        try AtomicFile.write(Array("system: ids\nimport: [lib/dots.yaml]\ncanvas: {width: 10}\ncontent: Dot\n".utf8), to: root + "/screen.yaml")
        try AtomicFile.write(Array("system: [unclosed\n".utf8), to: root + "/broken.yaml")
        let found = try SnapshotDiscovery.find(in: [root])
        #expect(found.map(\.name) == ["broken", "screen"], "a file that does not parse stays, to be reported")
    }

    @Test func skippedFolderMatchesWhateverItsSpelling() throws {
        #expect(FilePath.absolute("/a/./b/../Snapshots/") == "/a/Snapshots")
        let cwd = FileManager.default.currentDirectoryPath
        #expect(FilePath.absolute("./Snapshots") == FilePath.absolute(cwd + "/Snapshots"))
        #expect(FilePath.absolute("Snapshots") == FilePath.absolute("./x/../Snapshots"))
    }

    @Test func twoFilesForOneGoldenAreRefused() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        try touch("a.yaml"); try touch("a.json")
        #expect(throws: ReportError.self) { _ = try SnapshotDiscovery.find(in: [root]) }
    }

    @Test func missingFolderIsNamed() {
        #expect { _ = try SnapshotDiscovery.find(in: [root + "/nope"]) } throws: { "\($0)".contains(root + "/nope") }
    }
}
