import Files
import Foundation
import GoldenRun
import PixelDiff
import Pixelproof
import Raster
import Values

/// A golden run as a reviewer meets it: goldens recorded, then a run where `ids/b` changed, `ids/new`
/// has no golden, `ids/a` passed and `ids/broken` failed to render, with its report folder.
struct ReviewFixture {
    let root = NSTemporaryDirectory() + "pixelproof-review-\(UUID().uuidString)"
    var snapshots: String { root + "/Snapshots" }
    var report: String { root + "/report" }
    func golden(_ name: String) -> String { snapshots + "/\(name)@2x.png" }

    struct BrokenDescription: Error, CustomStringConvertible {
        var description: String { "broken.yaml:3:7: content.button.type: unknown button type \"primry\"" }
    }

    static func solid(_ grey: UInt8, size: Int = 8) -> @Sendable () throws -> Pixmap {
        { try Pixmap(width: size, height: size, background: RGBAColor(r: grey, g: grey, b: grey).premultiplied) }
    }

    /// The golden run of `cases`, reported into `report` when given.
    static func run(_ cases: [SnapshotCase], _ store: GoldenStore, report: String? = nil) throws -> SnapshotReport {
        try SnapshotRun(store: store, sources: [.cases(cases)], renderer: Renderer(), reportFolder: report).run()
    }

    init() throws {
        let store = GoldenStore(folder: snapshots, mode: .record)
        _ = try Self.run([SnapshotCase(name: "ids/a", render: Self.solid(10)),
                          SnapshotCase(name: "ids/b", render: Self.solid(20))], store)
        _ = try Self.run([
            SnapshotCase(name: "ids/a", render: Self.solid(10)),
            SnapshotCase(name: "ids/b", render: Self.solid(200)),
            SnapshotCase(name: "ids/new", render: Self.solid(90)),
            SnapshotCase(name: "ids/broken", render: { throw BrokenDescription() }),
        ], GoldenStore(folder: snapshots), report: report)
    }

    func remove() { try? FileManager.default.removeItem(atPath: root) }

    func bytes(_ path: String) -> [UInt8]? { try? AtomicFile.read(path, maxBytes: 1 << 26) }

    func modified(_ path: String) -> Date? {
        try? FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
    }
}

extension ReviewFixture {
    /// Rewrites summary.json so the snapshot `name` names `golden` as its golden (a report from
    /// elsewhere can say anything).
    func pointGolden(of name: String, at golden: String) throws {
        let summary = report + "/summary.json"
        let text = String(decoding: try AtomicFile.read(summary, maxBytes: 1 << 26), as: UTF8.self)
        let original = "\"golden\": \"\(self.golden(name))\""
        precondition(text.contains(original), "summary.json does not name \(self.golden(name))")
        try AtomicFile.write(Array(text.replacingOccurrences(of: original, with: "\"golden\": \"\(golden)\"").utf8), to: summary)
    }
}
