import Files
import Foundation
import GoldenRun
import Pixelproof
import Raster
import Testing
import Values

/// Paths a golden run takes from files someone else can write: a golden committed as a symbolic
/// link, a Snapshots subfolder that is a link, a report folder (a CI artifact) whose summary.json
/// names images by `..` or through links. Each must stay inside its folder once links are
/// followed, or the case fails (or the merge is refused) saying so; nothing is read or written
/// outside.
@Suite struct PlantedPathTests {
    let root = try! ScratchFolder.make(FilePath.temporaryFolder + "/pixelproof-planted-XXXXXX")
    var snapshots: String { root + "/Snapshots" }
    static let secret = "FIGMA_TOKEN=figd_TOP-SECRET"

    func solid(_ grey: UInt8) -> @Sendable () throws -> Pixmap {
        { try Pixmap(width: 6, height: 4, background: RGBAColor(r: grey, g: grey, b: grey).premultiplied) }
    }

    func run(_ mode: RecordMode, grey: UInt8 = 10, name: String = "ids/a", report: String? = nil) throws -> SnapshotReport {
        try SnapshotRun(store: GoldenStore(folder: snapshots, mode: mode), sources: [.cases([SnapshotCase(name: name, render: solid(grey))])],
                        renderer: Renderer(), reportFolder: report).run()
    }

    /// Every file below `folder` whose bytes hold the secret.
    func filesHoldingTheSecret(under folder: String) -> [String] {
        ((try? FolderWalk.files(in: folder)) ?? []).filter { file in
            (try? AtomicFile.read(file.path, maxBytes: 1 << 20)).map { String(decoding: $0, as: UTF8.self).contains(Self.secret) } ?? false
        }.map(\.relative)
    }

    /// Issue 46, item 2: a golden committed as a link to `/proc/self/environ` (here a file of
    /// secrets outside the repository) was copied, link followed, into the CI report.
    @Test func aGoldenThatLinksOutsideFailsAndIsNotCopiedIntoTheReport() throws {
        _ = try run(.record)
        let outside = root + "/environ"
        try AtomicFile.write(Array(Self.secret.utf8), to: outside)
        try FileManager.default.removeItem(atPath: snapshots + "/ids/a@2x.png")
        try FileManager.default.createSymbolicLink(atPath: snapshots + "/ids/a@2x.png", withDestinationPath: outside)
        let report = try run(.verify, grey: 200, report: root + "/report")
        let entry = try #require(report.results.first)
        #expect(entry.status == .error)
        #expect(entry.message?.contains("leads to \(outside), outside") == true, "\(entry.message ?? "")")
        #expect(filesHoldingTheSecret(under: root + "/report").isEmpty)
        // The link is left as it is: the run writes nothing in verify mode.
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: snapshots + "/ids/a@2x.png")) == outside)
    }

    /// A golden that is a link inside the snapshots folder is read as the file it leads to.
    @Test func aGoldenThatLinksInsideTheSnapshotsFolderIsRead() throws {
        _ = try run(.record)
        try FileManager.default.moveItem(atPath: snapshots + "/ids/a@2x.png", toPath: snapshots + "/ids/real.png")
        try FileManager.default.createSymbolicLink(atPath: snapshots + "/ids/a@2x.png", withDestinationPath: "real.png")
        #expect(try run(.verify).results.first?.status == .passed)
    }

    /// Issue 46, item 16: `test --record` with a Snapshots subfolder that is a link wrote
    /// (and created folders) outside the repository.
    @Test func recordingThroughALinkedSubfolderWritesNothingOutside() throws {
        let outside = root + "/outside"
        try FilePath.createFolder(outside)
        try FilePath.createFolder(snapshots)
        try FileManager.default.createSymbolicLink(atPath: snapshots + "/ids", withDestinationPath: outside)
        for name in ["ids/a", "ids/deeper/b"] {
            let report = try run(.record, name: name)
            let entry = try #require(report.results.first)
            #expect(entry.status == .error, "\(name): \(entry.status)")
            #expect(entry.message?.contains("outside \(FilePath.resolvingLinks(snapshots)!)") == true, "\(entry.message ?? "")")
        }
        #expect(try FolderWalk.files(in: outside).isEmpty)
        #expect(!FilePath.exists(outside + "/deeper"))
    }

    /// A report folder whose case is ten folders deep, as the attack in issue 46 built it.
    func craftedReport(actual: String, expected: String? = nil) throws -> String {
        let folder = root + "/artifact/1/2/3/4/5/6/7/8/9/10"
        try FilePath.createFolder(folder)
        let images = [("expected", expected), ("actual", actual)].compactMap { key, path in path.map { "\"\(key)\": \"\($0)\"" } }
        let summary = """
            {"format": 1, "results": [{"name": "ids/a", "golden": "Snapshots/ids/a@2x.png", "status": "failed",
             "images": {\(images.joined(separator: ", "))}}]}
            """
        try AtomicFile.write(Array(summary.utf8), to: folder + "/summary.json")
        return folder
    }

    /// Issue 46, item 1: `images.actual` with `..` steps made the merge copy a file of the
    /// artifact to any path, any extension, outside the output folder.
    @Test func aSummaryPathWithDotDotIsRefusedAndNothingIsWritten() throws {
        // Read from inside the artifact, written ten folders above the output: into the root.
        let climb = String(repeating: "../", count: 10) + "escaped/PWNED.txt"
        let folder = try craftedReport(actual: climb)
        try FilePath.createFolder(root + "/artifact/escaped")
        try AtomicFile.write(Array("PWNED".utf8), to: root + "/artifact/escaped/PWNED.txt")
        let output = root + "/o/1/2/3/4/5/6/7/8/merged"
        let error = try #require(throws: ReportError.self) { try ReportMerger.merge([folder], into: output) }
        #expect("\(error)".contains(folder + "/summary.json") && "\(error)".contains("ids/a") && "\(error)".contains("`..`"), "\(error)")
        #expect(!FilePath.exists(root + "/escaped/PWNED.txt") && !FilePath.exists(root + "/o/escaped"))
        #expect(!FilePath.exists(output), "nothing is written when a summary is refused")
    }

    /// Issue 46, item 1, through links: an image (and an images folder) of the artifact that
    /// links to a file outside it; the merged report must not carry that file.
    @Test func aSummaryPathThroughALinkIsRefused() throws {
        try AtomicFile.write(Array(Self.secret.utf8), to: root + "/secret")
        try FilePath.createFolder(root + "/elsewhere")
        try AtomicFile.write(Array(Self.secret.utf8), to: root + "/elsewhere/b.png")
        let folder = try craftedReport(actual: "images/a.png", expected: "linked/b.png")
        try FilePath.createFolder(folder + "/images")
        try FileManager.default.createSymbolicLink(atPath: folder + "/images/a.png", withDestinationPath: root + "/secret")
        try FileManager.default.createSymbolicLink(atPath: folder + "/linked", withDestinationPath: root + "/elsewhere")
        let output = root + "/merged"
        let error = try #require(throws: ReportError.self) { try ReportMerger.merge([folder], into: output) }
        #expect("\(error)".contains("outside"), "\(error)")
        #expect(filesHoldingTheSecret(under: root + "/merged").isEmpty)
        // The folder link alone is refused too.
        try FileManager.default.removeItem(atPath: folder + "/images/a.png")
        try AtomicFile.write([1, 2, 3], to: folder + "/images/a.png")
        #expect(throws: ReportError.self) { try ReportMerger.merge([folder], into: output) }
        #expect(filesHoldingTheSecret(under: root + "/merged").isEmpty)
    }

    /// The ordinary case still merges: images inside the folder, copied over.
    @Test func aSummaryWithItsOwnImagesMerges() throws {
        let folder = try craftedReport(actual: "images/a.png")
        try FilePath.createFolder(folder + "/images")
        try AtomicFile.write([1, 2, 3], to: folder + "/images/a.png")
        let merged = try ReportMerger.merge([folder], into: root + "/merged")
        #expect(merged.results.map(\.name) == ["ids/a"])
        #expect(try AtomicFile.read(root + "/merged/images/a.png", maxBytes: 16) == [1, 2, 3])
    }
}
