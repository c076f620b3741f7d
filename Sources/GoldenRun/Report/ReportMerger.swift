import Files
import Foundation
import PNGCodec

/// Joins the report folders of several shards into one: their summary.json results (sorted by
/// name), their pictures copied over, and new index.html, junit.xml and summary.json.
///
/// A report folder is a CI artifact, so what its summary.json says is untrusted: every picture
/// it names must be a regular file inside that folder once links are followed (`BoundedFolder`),
/// or the merge is refused naming the summary, the snapshot and the path, before anything is
/// written.
package enum ReportMerger {
    package static func merge(_ folders: [String], into output: String) throws -> SnapshotReport {
        guard !folders.isEmpty else { throw ReportError("no report folders given; pass the folders each shard's --report wrote") }
        var results: [SnapshotReport.Entry] = []
        var shards: [String] = []
        var workingDirectory: String?
        var snapshotRoots: [String] = []
        var seen: [String: String] = [:]
        /// Each picture to copy: where it is (resolved, inside its report folder) and its path in the report.
        var pictures: [(source: String, relative: String)] = []
        for folder in folders {
            let summaryPath = folder + "/summary.json"
            guard FilePath.exists(summaryPath) else {
                throw ReportError("\(summaryPath): missing; pass the folders that `pixelproof test --report DIR` wrote")
            }
            let bounded: BoundedFolder
            let report: SnapshotReport
            do {
                bounded = try BoundedFolder(folder)
                let summary = try bounded.file(relative: "summary.json")
                report = try SnapshotReport.decode(try AtomicFile.read(summary, maxBytes: SnapshotReport.maxFileBytes), file: summaryPath)
            } catch let error as FileError {
                throw ReportError("\(error); pass the folders that `pixelproof test --report DIR` wrote")
            }
            if let shard = report.shard { shards.append(shard) }
            workingDirectory = workingDirectory ?? report.workingDirectory
            snapshotRoots += report.snapshotRoots.filter { !snapshotRoots.contains($0) }
            for entry in report.results {
                if let other = seen[entry.name] {
                    throw ReportError("snapshot \"\(entry.name)\" is in both \(other) and \(folder); merge reports of different shards of one run")
                }
                seen[entry.name] = folder
                pictures += try self.pictures(of: entry, in: bounded, folder: folder, summary: summaryPath)
                results.append(entry)
            }
        }
        let writer = ReportWriter(folder: output)
        for picture in pictures {
            try writer.writeFile(try AtomicFile.read(picture.source, maxBytes: PNGDecoder.maxFileBytes), relative: picture.relative)
        }
        let report = SnapshotReport(shard: shards.isEmpty ? nil : shards.sorted().joined(separator: "+"),
                                    workingDirectory: workingDirectory, snapshotRoots: snapshotRoots, results: results)
        try writer.writePages(report)
        return report
    }

    /// The pictures `entry` names, each where it is (resolved, inside `bounded`) and its path in
    /// the report; a picture the shard did not copy (named, but nothing there) is left out. A
    /// path that leads outside the folder, or to anything but a regular file, refuses the report.
    package static func pictures(of entry: SnapshotReport.Entry, in bounded: BoundedFolder, folder: String,
                                 summary summaryPath: String) throws -> [(source: String, relative: String)] {
        var pictures: [(source: String, relative: String)] = []
        for image in [entry.images?.expected, entry.images?.actual, entry.images?.diff].compactMap({ $0 }) {
            let lexicallyInside = !image.hasPrefix("/") && !image.split(separator: "/").contains("..")
            if lexicallyInside && !FilePath.existsAsEntry(FilePath.join(folder, image)) { continue }
            do { pictures.append((try bounded.file(relative: image), image)) } catch {
                throw ReportError("\(summaryPath): snapshot \"\(entry.name)\" names the picture \(error.path), which \(error.message)"
                                  + "; a report's pictures are regular files inside its folder, so this report is not merged")
            }
        }
        return pictures
    }
}
