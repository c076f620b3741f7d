import Files
import Foundation
import GoldenRun
import PixelDiff
import Pixelproof
import Raster

/// The framework-neutral core of `assertSnapshot`: where goldens and failure pictures live,
/// when to record, and the failure message. The XCTest / Swift Testing glue is in AssertSnapshot.swift.
///
/// - Goldens: `<snapshots folder>/<name>@<scale>x.png`; the folder defaults to `Snapshots/` at the
///   root of the package that holds the test file (the first folder upwards with a Package.swift).
/// - Recording: a missing golden is recorded, and `PIXELPROOF_RECORD=1` re-records changed ones
///   (unchanged ones stay untouched). Under CI (`CI=true` or `CI=1`) a missing golden is a
///   failure instead, so a golden that was never committed cannot pass silently.
/// - Every failing, recorded or re-recorded check writes its own report folder under
///   `<artifacts>/report/` (`PIXELPROOF_ARTIFACTS`, default `.build/pixelproof-failures/` in the
///   package; `CaseReports`), which `pixelproof review <artifacts>` joins and serves; a passing
///   check removes its folder, so the review shows what fails now.
/// - A failure's pictures (`.expected.png`, `.actual.png`, `.diff.png`) are written in that
///   folder's `images/`, and the message names each path.
public struct SnapshotAssertion: Sendable {
    public var snapshotsFolder: String
    public var artifactsFolder: String
    public var differ: PixelDiffer
    public var tolerance: Tolerance
    public var environment: [String: String]
    /// Where "recorded new golden …" lines go (standard error by default).
    public var announce: @Sendable (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }

    public init(snapshotsFolder: String? = nil, artifactsFolder: String? = nil, options: DiffOptions = .exact,
                tolerance: Tolerance = .exact, testFile: String = #filePath,
                environment: [String: String] = ProcessInfo.processInfo.environment) {
        let root = SnapshotAssertion.packageRoot(of: testFile)
        self.snapshotsFolder = snapshotsFolder ?? root + "/Snapshots"
        self.artifactsFolder = artifactsFolder ?? environment["PIXELPROOF_ARTIFACTS"] ?? root + "/.build/pixelproof-failures"
        self.differ = PixelDiffer(options: options)
        self.tolerance = tolerance
        self.environment = environment
    }

    var isRecording: Bool { ["1", "true", "yes"].contains(environment["PIXELPROOF_RECORD"]?.lowercased() ?? "") }
    var isCI: Bool { ["1", "true"].contains(environment["CI"]?.lowercased() ?? "") }

    /// The mode this environment asks for.
    public var mode: RecordMode {
        if isRecording { return .record }
        return isCI ? .verify : .update(.missing)
    }

    /// Checks `pixmap` against its golden through a one-case `SnapshotRun`; returns the check and,
    /// when it failed, the message (naming the expected, the actual and the diff PNG written for it).
    /// `masks` (device pixels) are left out of the comparison.
    public func check(_ pixmap: Pixmap, named name: String, scale: Int, masks: [MaskRegion] = []) -> (check: GoldenCheck, failure: String?) {
        var store = GoldenStore(folder: snapshotsFolder, mode: mode, differ: differ, tolerance: tolerance)
        store.recordAdvice = isCI ? "record it locally (swift test records missing goldens; PIXELPROOF_RECORD=1 re-records) and commit it"
                                  : "run swift test with PIXELPROOF_RECORD=1"
        let run = SnapshotRun(store: store, sources: [.cases([SnapshotCase(name: name, drawing: { SnapshotCase.Drawing(pixmap: pixmap, scale: nil, masks: masks) })])], renderer: Renderer(scale: scale))
        var checks: [GoldenCheck] = []
        do { _ = try run.run { checks.append($0) } } catch {
            // A run without a report folder writes nothing of its own; should it ever throw, the
            // test fails with the reason rather than passing.
            checks = [GoldenCheck(name: name, goldenPath: store.path(for: name, scale: scale), status: .error, message: "\(error)")]
        }
        let check = checks[0]
        let (pictures, reportProblem) = updateCaseReport(check, scale: scale)
        if check.status == .recorded || check.status == .updated {
            // A golden written during a test is a picture nobody has looked at yet: say so, so it
            // is reviewed before it is committed rather than passing silently.
            announce("pixelproof: \(check.status == .recorded ? "recorded new" : "re-recorded") golden \(check.goldenPath) for snapshot \"\(name)\"; review the picture, then commit it"
                     + (reportProblem.map { "\n" + $0 } ?? ""))
        }
        guard check.isFailure else { return (check, nil) }
        var message = "snapshot \"\(name)\" @\(scale)x: \(check.message ?? "failed")"
        if let reportProblem { message += "\n" + reportProblem }
        // The pictures' paths, so the three open side by side from the message.
        let folder = caseReportFolder(named: name, scale: scale)
        for (label, picture) in [("expected:", pictures?.expected), ("actual:  ", pictures?.actual), ("diff:    ", pictures?.diff)] {
            if let picture { message += "\n\(label) \(folder)/\(picture)" }
        }
        if check.status == .failed && check.metrics != nil || check.sizeMismatch != nil {
            message += "\nre-record with PIXELPROOF_RECORD=1 if the change is intended"
        }
        return (check, message)
    }

    /// Where this check's one-case report goes: `<artifacts>/report/<name>@<scale>x`.
    private func caseReportFolder(named name: String, scale: Int) -> String {
        CaseReports.folder(under: artifactsFolder + "/report", name: name, scale: scale)
    }

    /// Writes the check's report folder when there is something to review (a failure, a golden
    /// written now), removes a stale one when it passed. Returns the failure's pictures it wrote
    /// (paths relative to the folder), or why the folder cannot be written.
    private func updateCaseReport(_ check: GoldenCheck, scale: Int) -> (pictures: SnapshotReport.Images?, problem: String?) {
        let folder = caseReportFolder(named: check.name, scale: scale)
        guard check.status != .passed else {
            CaseReports.remove(folder)
            return (nil, nil)
        }
        do { return (try CaseReports.write(check, scale: scale, snapshotsFolder: snapshotsFolder, into: folder), nil) } catch {
            return (nil, "(could not write the report for `pixelproof review` in \(folder): \(error))")
        }
    }

    /// The nearest folder upwards from `file` that holds a Package.swift (else the file's folder).
    public static func packageRoot(of file: String) -> String {
        var folder = FilePath.parentFolder(of: file)
        let start = folder
        while folder != "/" && folder != "." {
            if FilePath.isFile(folder + "/Package.swift") { return folder }
            folder = FilePath.parentFolder(of: folder)
        }
        return start
    }
}
