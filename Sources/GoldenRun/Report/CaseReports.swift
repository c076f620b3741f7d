import Files
import Foundation

/// Report folders of one snapshot each, as `assertSnapshot` writes them under
/// `<artifacts>/report/`: every test writes only its own folder, so tests running in parallel never
/// share a summary.json, and `pixelproof review` joins the folders into one report to serve.
package enum CaseReports {
    /// `<root>/<name>@<scale>x`: each `/`-separated step of the name becomes a folder, with any
    /// character other than a letter, digit, space, `-`, `_` or `.` replaced by `_`, and a step that
    /// is empty or starts with `.` prefixed by `_` (so no name climbs out or hides).
    package static func folder(under root: String, name: String, scale: Int) -> String {
        let steps = name.split(separator: "/", omittingEmptySubsequences: false).map { step in
            let safe = String(step.map { $0.isLetter || $0.isNumber || " -_.".contains($0) ? $0 : "_" })
            return safe.isEmpty || safe.hasPrefix(".") ? "_" + safe : safe
        }
        return root + "/" + steps.joined(separator: "/") + "@\(scale)x"
    }

    /// Writes the one-case report of `check` into `folder` (replacing what an earlier run left
    /// there): its pictures, index.html, junit.xml and a summary.json whose entry is named
    /// `<name>@<scale>x` and whose only golden folder, and only folder a review may write in, is
    /// `snapshotsFolder`. Returns the pictures it wrote, paths relative to `folder`.
    @discardableResult
    package static func write(_ check: GoldenCheck, scale: Int, snapshotsFolder: String, into folder: String) throws -> SnapshotReport.Images? {
        remove(folder)
        let writer = ReportWriter(folder: folder)
        var entry = try writer.entry(for: check, scale: scale, seconds: nil,
                                     expected: try? GoldenStore(folder: snapshotsFolder).readableGolden(check.goldenPath))
        entry.golden = FilePath.absolute(check.goldenPath)
        // Tests may check one name at several scales: the scale is part of what is reviewed, and
        // keeps the merged report's names apart.
        entry.name = "\(check.name)@\(scale)x"
        // The golden folder stands for the working directory too: a review's writes are allowed
        // below both, and the folder a test process started in is wider than a test needs.
        let snapshots = FilePath.absolute(snapshotsFolder)
        try writer.writePages(SnapshotReport(workingDirectory: snapshots, snapshotRoots: [snapshots], results: [entry]))
        return entry.images
    }

    /// Removes a case's report folder (one an earlier run left, so a review shows only what fails
    /// now; or the one about to be written again).
    package static func remove(_ folder: String) {
        try? FilePath.removeFolder(folder)
    }

    /// Every folder below `root` (at any depth) that holds a summary.json, sorted.
    package static func folders(under root: String) throws -> [String] {
        try FolderWalk.files(in: root)
            .filter { FilePath.fileName(of: $0.relative) == "summary.json" && $0.relative != "summary.json" }
            .map { FilePath.parentFolder(of: $0.path) }
    }

    /// The case reports below `root` merged into `output` (`ReportMerger`), or nil when there are none.
    package static func merge(under root: String, into output: String) throws -> SnapshotReport? {
        let folders = try folders(under: root)
        return folders.isEmpty ? nil : try ReportMerger.merge(folders, into: output)
    }
}
