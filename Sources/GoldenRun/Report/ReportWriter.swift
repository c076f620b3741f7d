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

    /// The report's entry for `check`, writing its pictures when it failed.
    package func entry(for check: GoldenCheck, scale: Int, seconds: Double?) throws -> SnapshotReport.Entry {
        var entry = SnapshotReport.Entry(check, seconds: seconds)
        guard check.isFailure else { return entry }
        let base = "images/\(check.name)@\(scale)x"
        var images = SnapshotReport.Images()
        if FilePath.exists(check.goldenPath) {
            let bytes = try AtomicFile.read(check.goldenPath, maxBytes: PNGDecoder.maxFileBytes)
            try writeFile(bytes, relative: base + ".expected.png")
            images.expected = base + ".expected.png"
        }
        if let actual = check.actual {
            try createFolder(for: base + ".actual.png")
            try PNGFile.write(actual, to: absolute(base + ".actual.png"), scale: Double(scale))
            images.actual = base + ".actual.png"
        }
        if let diff = check.diffImage {
            try createFolder(for: base + ".diff.png")
            try PNGFile.write(try diff.pixmap(), to: absolute(base + ".diff.png"))
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

    func createFolder(for relative: String) throws {
        let path = FilePath.parentFolder(of: absolute(relative))
        do {
            try FilePath.createFolder(path)
        } catch {
            throw ReportError("cannot create report folder \(path): \(WriteFailure.reason(error)); choose a writable --report folder")
        }
    }

    func writeFile(_ bytes: [UInt8], relative: String) throws {
        try createFolder(for: relative)
        try AtomicFile.write(bytes, to: absolute(relative))
    }
}
