import Files
import Foundation
import Testing
import PNGCodec
import Raster
@testable import GoldenRun
import PixelDiff
import Pixelproof
import Values

/// A run over several cases: a failing render is that case's error and the others still run;
/// the report folder holds the pictures, index.html, junit.xml and summary.json; shard reports merge.
@Suite struct SnapshotRunTests {
    let root = NSTemporaryDirectory() + "pixelproof-run-\(UUID().uuidString)"

    struct ParseError: Error, CustomStringConvertible {
        var description: String { "broken.yaml:3:7: content.button.type: unknown button type \"primry\"" }
    }

    func solid(_ grey: UInt8) -> @Sendable () throws -> Pixmap {
        { try Pixmap(width: 8, height: 8, background: RGBAColor(r: grey, g: grey, b: grey).premultiplied) }
    }

    func cases(changed: Bool) -> [SnapshotCase] {
        [SnapshotCase(name: "ids/a", render: solid(10)),
         SnapshotCase(name: "ids/b", render: solid(changed ? 250 : 20)),
         SnapshotCase(name: "web/c", render: solid(30)),
         SnapshotCase(name: "web/broken", render: { throw ParseError() })]
    }

    /// The run of `cases` alone, as `assertSnapshot` and any caller with pictures of its own make it.
    func run(_ cases: [SnapshotCase], _ store: GoldenStore, shard: Shard? = nil, report: String? = nil) throws -> SnapshotReport {
        try SnapshotRun(store: store, sources: [.cases(cases)], renderer: Renderer(), shard: shard, reportFolder: report).run()
    }

    @Test func failingRenderIsThatCasesErrorAndTheOthersRun() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        let store = GoldenStore(folder: root + "/Snapshots", mode: .record)
        let recorded = try run(cases(changed: false), store)
        #expect(recorded.count(.recorded) == 3)
        #expect(recorded.results.first { $0.name == "web/broken" }?.status == .error)
        #expect(recorded.results.first { $0.name == "web/broken" }?.message?.contains("primry") == true)
    }

    @Test func reportFolderHasPicturesAndPages() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        _ = try run(cases(changed: false), GoldenStore(folder: root + "/Snapshots", mode: .record))
        let report = try run(cases(changed: true), GoldenStore(folder: root + "/Snapshots"), report: root + "/report")
        #expect(!report.succeeded)
        #expect(report.count(.failed) == 1 && report.count(.error) == 1 && report.count(.passed) == 2)
        let failed = try #require(report.results.first { $0.name == "ids/b" })
        for image in [failed.images?.expected, failed.images?.actual, failed.images?.diff] {
            let path = try #require(image)
            #expect(try PNGImageFile.read(root + "/report/" + path).image.width == 8)
        }
        let html = String(decoding: try AtomicFile.read(root + "/report/index.html", maxBytes: 1 << 26), as: UTF8.self)
        #expect(html.contains("images/ids/b@2x.actual.png") && html.contains("type=\"range\""))
        let junit = String(decoding: try AtomicFile.read(root + "/report/junit.xml", maxBytes: 1 << 26), as: UTF8.self)
        #expect(junit.contains("tests=\"4\" failures=\"1\" errors=\"1\""))
        #expect(junit.contains("&quot;primry&quot;"))
        let summary = try SnapshotReport.decode(try AtomicFile.read(root + "/report/summary.json", maxBytes: 1 << 26), file: "summary.json")
        #expect(summary == report)
    }

    @Test func shardReportsMergeIntoOne() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        _ = try run(cases(changed: false), GoldenStore(folder: root + "/Snapshots", mode: .record))
        var folders: [String] = []
        for i in 1...2 {
            let folder = root + "/shard\(i)"
            let report = try run(cases(changed: true), GoldenStore(folder: root + "/Snapshots"), shard: try Shard(index: i, count: 2),
                                 report: folder)
            #expect(report.results.count == 2)
            folders.append(folder)
        }
        let merged = try ReportMerger.merge(folders, into: root + "/merged")
        #expect(merged.results.map(\.name) == ["ids/a", "ids/b", "web/broken", "web/c"])
        #expect(merged.shard == "1/2+2/2")
        #expect(FileManager.default.fileExists(atPath: root + "/merged/images/ids/b@2x.diff.png"))
        #expect(throws: ReportError.self) { _ = try ReportMerger.merge([folders[0], folders[0]], into: root + "/again") }
    }
}
