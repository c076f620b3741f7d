import Files
import Foundation
import GoldenRun
import JSON
import PNGCodec
import PixelDiff
import Synchronization
import Values

/// A report folder under review: its snapshots, the decisions taken so far (kept in
/// `<report>/review.json`, so a reviewer can stop and come back), and the two actions.
///
/// Accepting goes through `GoldenStore` with `--update all`'s rule: the golden is written
/// atomically, and only when its pixels differ from the new picture (no churn from metadata).
/// Rejecting leaves the golden as it is; if this review had accepted the snapshot, the exact bytes
/// that were on disk just before that accept are put back, or the golden it created removed.
/// Goldens are read and written only below the run's folders (`GoldenRoots`).
package final class ReviewSession: Sendable {
    package let folder: ServedFolder
    let roots: GoldenRoots
    private let state: Mutex<[ReviewItem]>
    /// Serializes decisions; holds, for each snapshot this server's accept wrote, the golden as it
    /// was before (what a reject puts back).
    private let deciding = Mutex<[String: PriorGolden]>([:])
    private let indexByName: [String: Int]

    /// The golden a first accept replaced: its bytes, or none at all.
    enum PriorGolden { case absent, bytes([UInt8]) }

    /// Goldens larger than this are neither served nor kept for a reject (a golden is a PNG of a
    /// component: a few hundred kilobytes at most).
    package static let maxGoldenBytes = 64 << 20

    /// Reads `<reportFolder>/summary.json`. Relative golden paths start at the folder the run
    /// started in (recorded in the summary), else at `root`.
    package init(reportFolder: String, root: String = FilePath.currentFolder) throws(ServerError) {
        folder = try ServedFolder(reportFolder)
        let summary = folder.root + "/summary.json"
        let report: SnapshotReport
        do { report = try SnapshotReport.decode(try AtomicFile.read(summary, maxBytes: SnapshotReport.maxFileBytes), file: summary) } catch {
            throw ServerError("\(reportFolder): \(error is ReportError ? "\(error)" : "no summary.json (\(error))"); "
                              + "pass a folder written by `pixelproof test --report DIR`")
        }
        let base = report.workingDirectory ?? root
        roots = GoldenRoots(workingDirectory: base, snapshotRoots: report.snapshotRoots, report: folder)
        let saved = ReviewSession.savedDecisions(folder.root)
        let items = report.results.map { entry in
            ReviewItem(entry: entry, goldenPath: entry.golden.hasPrefix("/") ? entry.golden : base + "/" + entry.golden,
                       decision: saved[entry.name])
        }
        state = Mutex(items)
        indexByName = Dictionary(items.enumerated().map { ($1.entry.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    package var items: [ReviewItem] { state.withLock { $0 } }

    /// The list the page shows, with counts per kind.
    package var jsonValue: JSONValue {
        let items = self.items
        let counts = ReviewKind.allCases.map { kind in (kind.rawValue, JSONValue.int(items.filter { $0.kind == kind }.count)) }
        return .object([("counts", .object(counts)), ("items", .array(items.enumerated().map { $1.jsonValue(index: $0) }))])
    }

    /// The folders accepted goldens may be written in, for the reviewer to see at the start.
    package var goldenFolders: String { roots.shown }

    /// The golden of the snapshot at `index` (for snapshots whose pictures the report did not
    /// copy): a regular file below the run's folders, bounded, as `/files` serves.
    package func goldenBytes(index: Int) -> [UInt8]? {
        guard let item = items[safe: index], let path = roots.readablePath(item.goldenPath) else { return nil }
        return try? AtomicFile.read(path, maxBytes: ReviewSession.maxGoldenBytes)
    }

    /// What one decision did, for the page.
    package struct Outcome: Sendable {
        package var name: String
        package var decision: ReviewDecision?
        /// "written", "unchanged", "restored", "removed", or nil when nothing was touched.
        package var golden: String?
        package var error: String?
        /// Done, but something to know (the decision could not be saved for a later review).
        package var warning: String?

        var jsonValue: JSONValue {
            var members: [(String, JSONValue)] = [("name", .string(name)), ("decision", decision.map { .string($0.rawValue) } ?? .null)]
            if let golden { members.append(("golden", .string(golden))) }
            if let error { members.append(("error", .string(error))) }
            if let warning { members.append(("warning", .string(warning))) }
            return .object(members)
        }
    }

    /// Accepts or rejects each named snapshot, one at a time, saving the decisions after each.
    /// Decisions are serialized by their own lock (taken on Dispatch threads only); the list's lock
    /// is held just to read an item and to record its decision, so the page's reads never wait
    /// on a PNG decode or a golden write. Once `stopping` is raised the names not yet decided are
    /// left as they are, each with an error saying so, so the server answers and stops in time.
    package func decide(_ decision: ReviewDecision, names: [String], stopping: StopSignal = StopSignal()) -> [Outcome] {
        deciding.withLock { acceptedHere in
            names.map { name in
                guard !stopping.isRaised else {
                    return Outcome(name: name, error: "not decided: the server is stopping; start the review again")
                }
                guard let index = indexByName[name] else {
                    return Outcome(name: name, error: "no snapshot named \"\(name)\" in this report")
                }
                let item = state.withLock { $0[index] }
                guard item.canDecide else {
                    return Outcome(name: name, error: "\(item.kind.rawValue) snapshot: there is no new picture to \(decision == .accepted ? "accept" : "reject")")
                }
                var outcome: Outcome
                if decision == .accepted {
                    outcome = accept(item, keeping: acceptedHere[name] == nil ? { acceptedHere[name] = $0 } : { _ in })
                } else {
                    outcome = reject(item, prior: acceptedHere[name])
                    if outcome.error == nil { acceptedHere[name] = nil }
                }
                guard outcome.error == nil else { return outcome }
                let items = state.withLock { items in
                    items[index].decision = decision
                    return items
                }
                do { try saveDecisions(items) } catch {
                    outcome.warning = "done, but not remembered for a later review: cannot write review.json (\(error))"
                }
                return outcome
            }
        }
    }

    /// `keep` gets the golden as it was, once the accept is sure to write it.
    private func accept(_ item: ReviewItem, keeping keep: (PriorGolden) -> Void) -> Outcome {
        let name = item.entry.name
        guard let actualPath = item.entry.images?.actual.flatMap(folder.file) else {
            return Outcome(name: name, error: "the report has no new picture for \"\(name)\" (was it moved?)")
        }
        let decoded: DecodedPNG
        do { decoded = try PNGDecoder().decode(try AtomicFile.read(actualPath, maxBytes: ReviewSession.maxGoldenBytes)) } catch {
            return Outcome(name: name, error: "cannot read \(actualPath): \(error)")
        }
        // Checked (and its missing folders created) once there is a picture to write.
        let golden: String
        switch roots.writablePath(item.goldenPath) {
        case let .success(path): golden = path
        case let .failure(refusal): return Outcome(name: name, error: "not accepted: the report names \(refusal)")
        }
        let prior: PriorGolden
        if FilePath.exists(golden) {
            do { prior = .bytes(try AtomicFile.read(golden, maxBytes: ReviewSession.maxGoldenBytes)) } catch {
                return Outcome(name: name, error: "not accepted: \(error)")
            }
        } else {
            prior = .absent
        }
        let scale = ExportScale.named(golden) ?? decoded.info.scale ?? Scale.golden
        // `--update all`: written when any pixel differs, left alone when only metadata would.
        let store = GoldenStore(folder: FilePath.parentFolder(of: golden), mode: .update(.all))
        let check = store.check(decoded.pixmap, name: name, golden: golden, scale: scale)
        switch check.status {
        case .passed: return Outcome(name: name, decision: .accepted, golden: "unchanged")
        case .recorded, .updated:
            keep(prior)
            return Outcome(name: name, decision: .accepted, golden: "written")
        case .failed, .error: return Outcome(name: name, error: check.message ?? "cannot write \(golden)")
        }
    }

    /// `prior`: set when this server's accept wrote the golden. Only then is anything put back
    /// (exactly those bytes, or the file removed); a decision read from review.json touches no file.
    private func reject(_ item: ReviewItem, prior: PriorGolden?) -> Outcome {
        let name = item.entry.name
        guard let prior else { return Outcome(name: name, decision: .rejected) }
        let golden: String
        switch roots.writablePath(item.goldenPath) {
        case let .success(path): golden = path
        case let .failure(refusal): return Outcome(name: name, error: "not put back: the report names \(refusal)")
        }
        do {
            switch prior {
            case let .bytes(bytes):
                if (try? AtomicFile.read(golden, maxBytes: ReviewSession.maxGoldenBytes)) != bytes { try AtomicFile.write(bytes, to: golden) }
                return Outcome(name: name, decision: .rejected, golden: "restored")
            case .absent:
                // Accepting a new snapshot recorded its first golden: rejecting takes that file away.
                try AtomicFile.remove(golden)
                return Outcome(name: name, decision: .rejected, golden: "removed")
            }
        } catch {
            return Outcome(name: name, error: "cannot put back \(golden): \(error)")
        }
    }

    static func savedDecisions(_ folder: String) -> [String: ReviewDecision] {
        guard let bytes = try? AtomicFile.read(folder + "/review.json", maxBytes: SnapshotReport.maxFileBytes), let root = try? JSONNode.parse(bytes),
              let members = root["decisions"]?.members else { return [:] }
        var result: [String: ReviewDecision] = [:]
        for member in members {
            if let decision = member.node.string.flatMap(ReviewDecision.init(rawValue:)) { result[member.key] = decision }
        }
        return result
    }

    private func saveDecisions(_ items: [ReviewItem]) throws {
        let decisions = items.compactMap { item in item.decision.map { (item.entry.name, JSONValue.string($0.rawValue)) } }
        let value = JSONValue.object([("format", .int(1)), ("decisions", .object(decisions))])
        try AtomicFile.write(Array(value.pretty.utf8), to: folder.root + "/review.json")
    }
}

extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
