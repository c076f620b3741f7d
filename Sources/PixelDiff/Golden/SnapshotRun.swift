import Dispatch
import Files
import Foundation
import Synchronization
import Raster

/// One snapshot to check: its name (a path without extension, e.g. "buttons/primary") and how to
/// render it. Rendering is deferred so that one failing render (a description that does not parse)
/// becomes that snapshot's error while the others still run.
public struct SnapshotCase: Sendable {
    public var name: String
    /// The picture and, when the case decides it (a description's own `scale:`), its scale; nil
    /// means the run's scale.
    /// Called on any thread: cases render in parallel.
    public var render: @Sendable () throws -> (pixmap: Pixmap, scale: Int?)

    public init(name: String, render: @escaping @Sendable () throws -> Pixmap) {
        self.name = name
        self.render = { (try render(), nil) }
    }

    /// A case that chooses its own scale, which names its golden (`name@3x.png`).
    public init(name: String, renderWithScale: @escaping @Sendable () throws -> (pixmap: Pixmap, scale: Int?)) {
        self.name = name
        self.render = renderWithScale
    }
}

/// Verifies or records a list of snapshots against a golden store, optionally for one shard,
/// and writes a report folder. `pixelproof test` builds the cases from description files; the
/// Swift helpers and any other front end can hand it cases of their own.
public struct SnapshotRun {
    public var store: GoldenStore
    public var scale: Int
    public var shard: Shard?
    /// Where to write the report (pictures of failures, index.html, junit.xml, summary.json).
    public var reportFolder: String?

    public init(store: GoldenStore, scale: Int = 2, shard: Shard? = nil, reportFolder: String? = nil) {
        self.store = store
        self.scale = scale
        self.shard = shard
        self.reportFolder = reportFolder
    }

    /// Runs this shard's cases, rendering and comparing them on every core; `progress` sees each
    /// check in name order, on the calling thread, as soon as it and every check before it are
    /// done, so the output is the same however the threads ran.
    /// Throws only when the report folder cannot be written; everything else is in the report.
    public func run(_ cases: [SnapshotCase], progress: (GoldenCheck) -> Void = { _ in }) throws -> SnapshotReport {
        let selected = shard.map { $0.select(cases, key: \.name) } ?? cases.sorted { $0.name < $1.name }
        let writer = reportFolder.map(ReportWriter.init(folder:))
        var entries: [SnapshotReport.Entry] = []
        // One pool over all the cases (no batches waiting for their slowest case); the calling
        // thread takes each check in order as its slot is signalled. The pool is led by a thread of
        // its own, as the calling thread led it before: led from a dispatch queue it would fill
        // every queue thread, and the signal handlers (Ctrl-C) would wait for the whole run.
        let finished = Mutex<[Int: Outcome]>([:])
        let slots = selected.map { _ in DispatchSemaphore(value: 0) }
        let (store, runScale) = (self.store, self.scale)
        Thread.detachNewThread {
            DispatchQueue.concurrentPerform(iterations: selected.count) { i in
                let outcome = Self.check(selected[i], store: store, scale: runScale)
                finished.withLock { $0[i] = outcome }
                slots[i].signal()
            }
        }
        for i in selected.indices {
            slots[i].wait()
            let (check, scale, seconds) = finished.withLock { $0.removeValue(forKey: i)! }
            progress(check)
            do {
                if let writer {
                    entries.append(try writer.entry(for: check, scale: scale, seconds: seconds))
                } else {
                    entries.append(SnapshotReport.Entry(check, seconds: seconds))
                }
            } catch {
                // Let the remaining cases finish before giving up, so no check outlives the run.
                for slot in slots[(i + 1)...] { slot.wait() }
                throw error
            }
        }
        let workingDirectory = FileManager.default.currentDirectoryPath
        let report = SnapshotReport(shard: shard?.description, workingDirectory: workingDirectory,
                                    snapshotRoots: [FilePath.normalized(FilePath.join(workingDirectory, store.folder))], results: entries)
        try writer?.writePages(report)
        return report
    }

    private typealias Outcome = (check: GoldenCheck, scale: Int, seconds: Double)

    /// One case rendered and checked against its golden; a failed render is the case's error.
    private static func check(_ snapshot: SnapshotCase, store: GoldenStore, scale runScale: Int) -> Outcome {
        let start = Date()
        var check: GoldenCheck
        var scale = runScale
        do {
            let rendered = try snapshot.render()
            scale = rendered.scale ?? scale
            check = store.check(rendered.pixmap, name: snapshot.name, scale: scale)
        } catch {
            check = GoldenCheck(name: snapshot.name, goldenPath: store.path(for: snapshot.name, scale: scale),
                                status: .error, message: "\(error)")
        }
        return (check, scale, Date().timeIntervalSince(start))
    }
}
