import Files
import Foundation
import PNGCodec

/// Joins the report folders of several shards into one: their summary.json results (sorted by
/// name), their pictures copied over, and new index.html, junit.xml and summary.json.
package enum ReportMerger {
    package static func merge(_ folders: [String], into output: String) throws -> SnapshotReport {
        guard !folders.isEmpty else { throw ReportError("no report folders given; pass the folders each shard's --report wrote") }
        var results: [SnapshotReport.Entry] = []
        var shards: [String] = []
        var workingDirectory: String?
        var snapshotRoots: [String] = []
        var seen: [String: String] = [:]
        let writer = ReportWriter(folder: output)
        for folder in folders {
            let summaryPath = folder + "/summary.json"
            guard FilePath.exists(summaryPath) else {
                throw ReportError("\(summaryPath): missing; pass the folders that `pixelproof test --report DIR` wrote")
            }
            let report = try SnapshotReport.decode(try AtomicFile.read(summaryPath, maxBytes: SnapshotReport.maxFileBytes), file: summaryPath)
            if let shard = report.shard { shards.append(shard) }
            workingDirectory = workingDirectory ?? report.workingDirectory
            snapshotRoots += report.snapshotRoots.filter { !snapshotRoots.contains($0) }
            for entry in report.results {
                if let other = seen[entry.name] {
                    throw ReportError("snapshot \"\(entry.name)\" is in both \(other) and \(folder); merge reports of different shards of one run")
                }
                seen[entry.name] = folder
                for image in [entry.images?.expected, entry.images?.actual, entry.images?.diff].compactMap({ $0 }) {
                    let source = folder + "/" + image
                    if FilePath.exists(source) {
                        try writer.writeFile(try AtomicFile.read(source, maxBytes: PNGDecoder.maxFileBytes), relative: image)
                    }
                }
                results.append(entry)
            }
        }
        let report = SnapshotReport(shard: shards.isEmpty ? nil : shards.sorted().joined(separator: "+"),
                                    workingDirectory: workingDirectory, snapshotRoots: snapshotRoots, results: results)
        try writer.writePages(report)
        return report
    }
}
