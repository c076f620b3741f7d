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
/// Rejecting leaves the golden as the run found it; if this review had accepted the snapshot, the
/// golden the run compared against (the report's copy) is put back, or a newly recorded one removed.
package final class ReviewSession: Sendable {
    package let folder: ServedFolder
    private let state: Mutex<[ReviewItem]>
    /// Serializes decisions; holds, for each snapshot this server's accept wrote, whether a
    /// golden existed before (what a reject may put back).
    private let deciding = Mutex<[String: Bool]>([:])
    private let indexByName: [String: Int]

    /// Reads `<reportFolder>/summary.json`. Relative golden paths start at the folder the run
    /// started in (recorded in the summary), else at `root`.
    package init(reportFolder: String, root: String = FilePath.currentFolder) throws(ServerError) {
        folder = try ServedFolder(reportFolder)
        let summary = folder.root + "/summary.json"
        let report: SnapshotReport
        do { report = try SnapshotReport.decode(try AtomicFile.read(summary), file: summary) } catch {
            throw ServerError("\(reportFolder): \(error is ReportError ? "\(error)" : "no summary.json (\(error))"); "
                              + "pass a folder written by `pixelproof test --report DIR`")
        }
        let base = report.workingDirectory ?? root
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

    /// The golden of the snapshot at `index` (for snapshots whose pictures the report did not copy).
    package func goldenBytes(index: Int) -> [UInt8]? {
        guard let item = items[safe: index], item.goldenPath.hasSuffix(".png") else { return nil }
        return try? AtomicFile.read(item.goldenPath)
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
    /// on a PNG decode or a golden write.
    package func decide(_ decision: ReviewDecision, names: [String]) -> [Outcome] {
        deciding.withLock { acceptedHere in
            names.map { name in
                guard let index = indexByName[name] else {
                    return Outcome(name: name, error: "no snapshot named \"\(name)\" in this report")
                }
                let item = state.withLock { $0[index] }
                guard item.canDecide else {
                    return Outcome(name: name, error: "\(item.kind.rawValue) snapshot: there is no new picture to \(decision == .accepted ? "accept" : "reject")")
                }
                var outcome: Outcome
                if decision == .accepted {
                    let existed = FilePath.exists(item.goldenPath)
                    outcome = accept(item)
                    if outcome.golden == "written", acceptedHere[name] == nil { acceptedHere[name] = existed }
                } else {
                    outcome = reject(item, goldenExisted: acceptedHere[name])
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

    /// Whether the report's golden path may be written: a `.png` outside the report folder (the
    /// path comes from summary.json, which a report from elsewhere could fill with anything).
    private func writable(_ item: ReviewItem) -> Bool {
        guard item.goldenPath.hasSuffix(".png") else { return false }
        let parent = FilePath.parentFolder(of: item.goldenPath)
        let resolved = FilePath.resolvingLinks(parent) ?? parent
        return !folder.contains(resolved)
    }

    private func accept(_ item: ReviewItem) -> Outcome {
        let name = item.entry.name
        guard writable(item) else {
            return Outcome(name: name, error: "the report names \(item.entry.golden) as the golden, which is not a PNG outside the report folder")
        }
        guard let actualPath = item.entry.images?.actual.flatMap(folder.file) else {
            return Outcome(name: name, error: "the report has no new picture for \"\(name)\" (was it moved?)")
        }
        let decoded: DecodedPNG
        do { decoded = try PNGFile.read(actualPath) } catch {
            return Outcome(name: name, error: "cannot read \(actualPath): \(error)")
        }
        let scale = ReviewSession.scale(ofGolden: item.goldenPath) ?? decoded.info.scale ?? Scale.golden
        // `--update all`: written when any pixel differs, left alone when only metadata would.
        let store = GoldenStore(folder: FilePath.parentFolder(of: item.goldenPath), mode: .update(.all))
        let check = store.check(decoded.pixmap, name: name, golden: item.goldenPath, scale: scale)
        switch check.status {
        case .passed: return Outcome(name: name, decision: .accepted, golden: "unchanged")
        case .recorded, .updated: return Outcome(name: name, decision: .accepted, golden: "written")
        case .failed, .error: return Outcome(name: name, error: check.message ?? "cannot write \(item.goldenPath)")
        }
    }

    /// `goldenExisted`: set when this server's accept wrote the golden (whether one was there
    /// before). Only then is anything put back; a decision read from review.json touches no file.
    private func reject(_ item: ReviewItem, goldenExisted: Bool?) -> Outcome {
        let name = item.entry.name
        guard let existed = goldenExisted, writable(item) else { return Outcome(name: name, decision: .rejected) }
        do {
            if existed, let original = item.entry.images?.expected.flatMap(folder.file) {
                let bytes = try AtomicFile.read(original)
                if (try? AtomicFile.read(item.goldenPath)) != bytes { try AtomicFile.write(bytes, to: item.goldenPath) }
                return Outcome(name: name, decision: .rejected, golden: "restored")
            }
            guard !existed else { return Outcome(name: name, decision: .rejected) }
            // Accepting a new snapshot recorded its first golden: rejecting takes that file away.
            if unlink(item.goldenPath) != 0 && errno != ENOENT { throw FileError(path: item.goldenPath, action: "cannot remove", reason: String(cString: strerror(errno))) }
            return Outcome(name: name, decision: .rejected, golden: "removed")
        } catch {
            return Outcome(name: name, error: "cannot put back \(item.goldenPath): \(error)")
        }
    }

    /// 2 for `…/name@2x.png`.
    static func scale(ofGolden path: String) -> Int? {
        guard path.hasSuffix("x.png"), let at = path.lastIndex(of: "@") else { return nil }
        return Int(path[path.index(after: at)..<path.index(path.endIndex, offsetBy: -5)])
    }

    static func savedDecisions(_ folder: String) -> [String: ReviewDecision] {
        guard let bytes = try? AtomicFile.read(folder + "/review.json"), let root = try? JSONNode.parse(bytes),
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
