import Audit
import BuiltInComponents
import DescriptionFormat
import SceneBuilding
import Files
import Foundation
import Parallel
import Pixelproof
import Raster
import Values

/// A golden run, described: what to check (`sources`), against which goldens and with which
/// record mode (`store`), drawn how (`renderer`, `variants`), which shard, and where the report
/// goes. `run(progress:)` is the one entry point: `pixelproof test`, `assertSnapshot` and the
/// review server (whose live catalog plans and draws through `cases(of:)`) all go through it.
public struct SnapshotRun: Sendable {
    public var store: GoldenStore
    public var sources: [SnapshotSource]
    /// Draws every case; its scale, when set, wins over each description's own (`--scale`).
    public var renderer: Renderer
    /// Each description and catalog item is checked in every one of these.
    public var variants: [VariantAssignment]
    public var contexts: VariantContexts
    public var shard: Shard?
    /// Where to write the report (pictures of failures, index.html, junit.xml, summary.json).
    public var reportFolder: String?
    /// When set, every case is also audited for accessibility, from the same render (`test --audit`).
    package var audit: AuditOptions?
    /// Where the picture files of a folder's descriptions are decoded and kept: one store for all
    /// their variants, made when the folder is planned.
    package var decodedImages: @Sendable () -> DecodedImages = { .pngFiles() }

    public init(store: GoldenStore, sources: [SnapshotSource] = [], renderer: Renderer,
                variants: [VariantAssignment] = [VariantAssignment(values: [])], contexts: VariantContexts = .required,
                shard: Shard? = nil, reportFolder: String? = nil) {
        self.store = store
        self.sources = sources
        self.renderer = renderer
        self.variants = variants
        self.contexts = contexts
        self.shard = shard
        self.reportFolder = reportFolder
    }

    /// The scale of a case that does not choose its own: the renderer's, else 2.
    public var scale: Int { renderer.scale ?? Scale.golden }

    /// Plans the sources, then renders and compares this shard's cases on every core; `progress`
    /// sees each check in name order, on the calling thread, as soon as it and every check before
    /// it are done, so the output is the same however the threads ran.
    /// Throws when a source cannot be listed or the report folder cannot be written; everything
    /// else (a description that does not parse, a golden that differs) is in the report.
    public func run(progress: (GoldenCheck) -> Void = { _ in }) throws -> SnapshotReport {
        try runAudited(progress: progress).report
    }

    /// `run`, with the audit of every case when `audit` is set (nil otherwise).
    package func runAudited(progress: (GoldenCheck) -> Void = { _ in }) throws -> (report: SnapshotReport, audit: AuditReport?) {
        let cases = try plan()
        let selected = shard.map { $0.select(cases, key: \.name) } ?? cases.sorted { $0.name < $1.name }
        let writer = reportFolder.map(ReportWriter.init(folder:))
        var entries: [SnapshotReport.Entry] = []
        // One pool over all the cases (no batches waiting for their slowest case); each check is
        // taken in name order as soon as it and every check before it are done.
        let (store, runScale, audit) = (self.store, self.scale, self.audit)
        var audited: [AuditReport.Picture] = []
        try Parallel.stream(selected.count, { i in Self.check(selected[i], store: store, scale: runScale, audit: audit) }) { _, outcome in
            let (check, scale, seconds) = (outcome.check, outcome.scale, outcome.seconds)
            if let picture = outcome.audit { audited.append(picture) }
            progress(check)
            if let writer {
                entries.append(try writer.entry(for: check, scale: scale, seconds: seconds,
                                                expected: try? store.readableGolden(check.goldenPath)))
            } else {
                entries.append(SnapshotReport.Entry(check, seconds: seconds))
            }
            // The picture's findings travel with its entry, so the report and the review page show
            // them beside the picture.
            if let findings = outcome.audit?.findings, !findings.isEmpty {
                let lines = findings.map { "accessibility: " + $0.humanLine }.joined(separator: "\n")
                entries[entries.count - 1].message = entries[entries.count - 1].message.map { $0 + "\n" + lines } ?? lines
            }
        }
        let workingDirectory = FilePath.currentFolder
        let report = SnapshotReport(shard: shard?.description, workingDirectory: workingDirectory,
                                    snapshotRoots: [FilePath.normalized(FilePath.join(workingDirectory, store.folder))], results: entries)
        try writer?.writePages(report)
        let auditReport = audit.map { _ in AuditReport(pictures: audited, checked: audited.reduce(AuditCounts()) { $0 + $1.checked }) }
        return (report, auditReport)
    }

    private typealias Outcome = (check: GoldenCheck, scale: Int, seconds: Double, audit: AuditReport.Picture?)

    /// One case rendered and checked against its golden (and audited, from the same render, when
    /// `audit` is set); a failed render is the case's error.
    private static func check(_ snapshot: SnapshotCase, store: GoldenStore, scale runScale: Int, audit: AuditOptions?) -> Outcome {
        let start = Date()
        var check: GoldenCheck
        var scale = runScale
        var picture: AuditReport.Picture?
        do {
            if let audit, let audited = snapshot.audit {
                let rendered = try audited(audit)
                scale = rendered.scale
                picture = AuditReport.Picture(name: snapshot.name, file: snapshot.file ?? snapshot.name,
                                              variant: rendered.variant, findings: rendered.findings,
                                              pixmap: rendered.findings.isEmpty ? nil : rendered.pixmap, scale: scale, checked: rendered.checked)
                check = store.check(rendered.pixmap, name: snapshot.name, scale: scale, masks: rendered.masks)
            } else {
                let drawn = try snapshot.draw()
                scale = drawn.scale ?? scale
                check = store.check(drawn.pixmap, name: snapshot.name, scale: scale, masks: drawn.masks)
            }
        } catch {
            check = GoldenCheck(name: snapshot.name, goldenPath: store.path(for: snapshot.name, scale: scale),
                                status: .error, message: "\(error)")
        }
        return (check, scale, Date().timeIntervalSince(start), picture)
    }
}
