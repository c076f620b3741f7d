import Files
import Foundation
import FuzzSupport
import GoldenRun

/// A real report folder the summaries are read against: `images/a@2x.actual.png` (what the seeds
/// name), a link `images/out.png` to a file outside the folder and a FIFO `images/pipe.png`, so
/// each way a picture can be refused is reached; nothing is ever written there.
let report: (folder: String, bounded: BoundedFolder) = {
    let root = NSTemporaryDirectory() + "/pixelproof-fuzz-summary-\(getpid())"
    let folder = root + "/report"
    try? FileManager.default.createDirectory(atPath: folder + "/images", withIntermediateDirectories: true)
    FileManager.default.createFile(atPath: folder + "/images/a@2x.actual.png", contents: Data([0x89, 0x50, 0x4E, 0x47]))
    FileManager.default.createFile(atPath: root + "/outside.png", contents: Data([0x89, 0x50, 0x4E, 0x47]))
    try? FileManager.default.createSymbolicLink(atPath: folder + "/images/out.png", withDestinationPath: root + "/outside.png")
    mkfifo(folder + "/images/pipe.png", 0o600)
    return (folder, try! BoundedFolder(folder))
}()

/// A report's summary.json as `merge-reports` and `review FOLDER` read it (a CI artifact, so
/// anyone's who can open a pull request): decoded; every picture each entry names looked for as
/// the merge looks (each one kept must be a path inside the folder); the pages a merge writes
/// (index.html, junit.xml) made; and the summary.json a merge writes decoded again, which must
/// give the same report.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzReportSummary(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let summary = try? SnapshotReport.decode(bytes, file: "fuzz/summary.json") else { return 0 }
    for entry in summary.results {
        guard let pictures = try? ReportMerger.pictures(of: entry, in: report.bounded, folder: report.folder, summary: "fuzz/summary.json") else { continue }
        for picture in pictures {
            precondition(picture.source.hasPrefix(report.bounded.root + "/"), "a summary's picture outside its report: \(picture.source)")
        }
    }
    _ = HTMLReport.render(summary)
    _ = JUnitReport.render(summary, reportFolder: report.folder)
    guard let written = try? summary.jsonBytes() else { return 0 }
    let again = try? SnapshotReport.decode(written, file: "merged/summary.json")
    precondition(again == summary, "a summary.json written from a report reads back as another report")
    return 0
}

@_cdecl("FuzzReportSummary_main")
func entry(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    _ = report
    return runFuzzer(argc, argv) { data, size in fuzzReportSummary(data, size) }
}
