import Files
import Foundation
import PNGCodec
import Raster

/// Writes a report folder: `images/<name>@<scale>x.{expected,actual,diff}.png` for failures,
/// `index.html`, `junit.xml` and `summary.json`.
package struct ReportWriter: Sendable {
    package var folder: String

    package init(folder: String) {
        self.folder = folder
    }

    /// The report's entry for `check`, writing its pictures when it failed. `expected` is the
    /// golden to copy as the expected picture, as the check's store judged it
    /// (`GoldenStore.readableGolden`): a regular file inside the snapshots folder, links
    /// followed; nil for none. A golden committed as a link to a file elsewhere
    /// (`/proc/self/environ`) is never copied into a report.
    package func entry(for check: GoldenCheck, scale: Int, seconds: Double?, expected: String?) throws -> SnapshotReport.Entry {
        var entry = SnapshotReport.Entry(check, seconds: seconds)
        guard check.isFailure else { return entry }
        let base = "images/\(check.name)@\(scale)x"
        var images = SnapshotReport.Images()
        if let golden = expected {
            let bytes = try AtomicFile.read(golden, maxBytes: PNGDecoder.maxFileBytes)
            try writeFile(bytes, relative: base + ".expected.png")
            images.expected = base + ".expected.png"
        }
        if let actual = check.actual {
            try PNGFile.write(actual, to: try place(base + ".actual.png"), scale: Double(scale))
            images.actual = base + ".actual.png"
        }
        if let diff = check.diffImage {
            try PNGFile.write(try diff.pixmap(), to: try place(base + ".diff.png"))
            images.diff = base + ".diff.png"
        }
        entry.images = images.expected == nil && images.actual == nil && images.diff == nil ? nil : images
        return entry
    }

    /// index.html, junit.xml and summary.json for `report`.
    package func writePages(_ report: SnapshotReport) throws {
        // Decisions a review took on an earlier run in this folder are not about these pictures.
        try? AtomicFile.remove(absolute("review.json"))
        try writeFile(try report.jsonBytes(), relative: "summary.json")
        try writeFile(Array(JUnitReport.render(report, reportFolder: folder).utf8), relative: "junit.xml")
        try writeFile(Array(HTMLReport.render(report).utf8), relative: "index.html")
    }

    func absolute(_ relative: String) -> String {
        (folder.hasSuffix("/") ? String(folder.dropLast()) : folder) + "/" + relative
    }

    /// Where `relative` is written: inside the report folder once links are followed, its
    /// folders created (a name or a merged summary never leads a write elsewhere).
    func place(_ relative: String) throws -> String {
        do {
            try FilePath.createFolder(folder)
            return try BoundedFolder(folder).placeForWriting(absolute(relative))
        } catch where error.action == BoundedFolder.refused {
            throw ReportError("\(error); a report writes only inside its folder")
        } catch {
            throw ReportError("cannot create report folder \(FilePath.parentFolder(of: absolute(relative))): \(WriteFailure.reason(error)); choose a writable --report folder")
        }
    }

    func writeFile(_ bytes: [UInt8], relative: String) throws {
        try AtomicFile.write(bytes, to: try place(relative))
    }
}
