import Foundation
import GoldenRun
import JSON
import PixelDiff

/// One snapshot as the review page lists it: the report's entry, what it is, and the decision.
package struct ReviewItem: Sendable {
    package var entry: SnapshotReport.Entry
    /// Where the golden is on disk (the report's path, from the run's folder when relative).
    package var goldenPath: String
    package var decision: ReviewDecision?

    package var kind: ReviewKind {
        switch entry.status {
        case .passed: return .passed
        case .recorded, .updated: return .recorded
        case .error: return .error
        case .failed: return entry.images?.expected == nil && entry.images?.actual != nil ? .new : .changed
        }
    }

    /// Whether there is a new picture to accept.
    package var canDecide: Bool { entry.images?.actual != nil }

    /// The item for the page: pictures as URLs of this server.
    func jsonValue(index: Int) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("index", .int(index)), ("name", .string(entry.name)), ("kind", .string(kind.rawValue)),
            ("status", .string(entry.status.rawValue)), ("golden", .string(entry.golden)), ("canDecide", .bool(canDecide)),
            ("decision", decision.map { .string($0.rawValue) } ?? .null),
        ]
        if let message = entry.message { members.append(("message", .string(message))) }
        if let metrics = entry.metrics { members.append(("metrics", metrics.jsonValue)) }
        let images = entry.images
        // A passing snapshot has no copies in the report: its golden is the picture.
        let expected = images?.expected.map(ReviewItem.fileURL) ?? (kind == .passed || kind == .recorded ? "/golden/\(index)" : nil)
        let pictures: [(String, String?)] = [("expected", expected), ("actual", images?.actual.map(ReviewItem.fileURL) ?? expected),
                                             ("diff", images?.diff.map(ReviewItem.fileURL))]
        members.append(("images", .object(pictures.compactMap { key, url in url.map { (key, .string($0)) } })))
        return .object(members)
    }

    /// `/files/` and the report-relative path, each component percent-encoded (names may hold
    /// spaces, `#` or `?`).
    static func fileURL(_ relative: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "/?#%;")
        let parts = relative.split(separator: "/").map { String($0).addingPercentEncoding(withAllowedCharacters: allowed) ?? "" }
        return "/files/" + parts.joined(separator: "/")
    }
}
