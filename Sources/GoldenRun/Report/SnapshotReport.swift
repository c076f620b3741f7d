import JSON
import PixelDiff

/// The JSON summary of a snapshot run (`summary.json` in a report folder); what
/// `pixelproof merge-reports` joins across shards and what the HTML and JUnit pages are made from.
public struct SnapshotReport: Hashable, Sendable {
    /// The largest summary.json (or other report JSON) read back: a run of a hundred thousand
    /// snapshots writes a few tens of megabytes.
    public static let maxFileBytes = 64 << 20

    /// The pictures an entry links to.
    public struct Images: Hashable, Sendable {
        /// Paths relative to the report folder; nil when there is no such picture.
        public var expected: String?
        public var actual: String?
        public var diff: String?

        public init(expected: String? = nil, actual: String? = nil, diff: String? = nil) {
            self.expected = expected; self.actual = actual; self.diff = diff
        }
    }

    /// One snapshot's outcome, with its metrics and pictures.
    public struct Entry: Hashable, Sendable {
        public var name: String
        public var golden: String
        public var status: GoldenCheck.Status
        public var message: String?
        public var metrics: DiffMetrics?
        public var images: Images?
        public var seconds: Double?

        public init(name: String, golden: String, status: GoldenCheck.Status, message: String? = nil,
                    metrics: DiffMetrics? = nil, images: Images? = nil, seconds: Double? = nil) {
            self.name = name; self.golden = golden; self.status = status; self.message = message
            self.metrics = metrics; self.images = images; self.seconds = seconds
        }

        var jsonValue: JSONValue {
            var members: [(String, JSONValue)] = [("name", .string(name)), ("golden", .string(golden)), ("status", .string(status.rawValue))]
            if let message { members.append(("message", .string(message))) }
            if let metrics { members.append(("metrics", metrics.jsonValue)) }
            if let images {
                let paths = [("expected", images.expected), ("actual", images.actual), ("diff", images.diff)]
                members.append(("images", .object(paths.compactMap { key, path in path.map { (key, .string($0)) } })))
            }
            if let seconds { members.append(("seconds", .number(seconds))) }
            return .object(members)
        }

        init?(_ node: JSONNode) {
            guard let name = node["name"]?.string, let golden = node["golden"]?.string,
                  let status = node["status"]?.string.flatMap(GoldenCheck.Status.init(rawValue:)) else { return nil }
            let images = node["images"].map { Images(expected: $0["expected"]?.string, actual: $0["actual"]?.string, diff: $0["diff"]?.string) }
            self.init(name: name, golden: golden, status: status, message: node["message"]?.string,
                      metrics: node["metrics"].flatMap(DiffMetrics.init), images: images, seconds: node["seconds"]?.number)
        }

        /// The entry for a check, without pictures.
        public init(_ check: GoldenCheck, seconds: Double? = nil) {
            self.init(name: check.name, golden: check.goldenPath, status: check.status, message: check.message,
                      metrics: check.metrics, seconds: seconds)
        }
    }

    public var format = 1
    /// "i/n" when the run was one shard, or the shards merged ("1/3+2/3+3/3").
    public var shard: String?
    /// The folder the run started in: relative golden paths start there (`pixelproof review`
    /// finds the goldens to accept through it, from wherever it is started).
    public var workingDirectory: String?
    /// The golden folders the run checked against, absolute: with the working directory, the only
    /// places `pixelproof review` writes an accepted golden.
    public var snapshotRoots: [String]
    public var results: [Entry]

    public init(shard: String? = nil, workingDirectory: String? = nil, snapshotRoots: [String] = [], results: [Entry]) {
        self.shard = shard
        self.workingDirectory = workingDirectory
        self.snapshotRoots = snapshotRoots
        self.results = results.sorted { $0.name < $1.name }
    }

    public func count(_ status: GoldenCheck.Status) -> Int { results.filter { $0.status == status }.count }
    public var failures: [Entry] { results.filter { $0.status == .failed || $0.status == .error } }
    public var succeeded: Bool { failures.isEmpty }

    /// The summary as JSON: the counts first, then every entry (members in this order; absent
    /// values are left out).
    package var jsonValue: JSONValue {
        var members: [(String, JSONValue)] = [("format", .int(format))]
        if let shard { members.append(("shard", .string(shard))) }
        if let workingDirectory { members.append(("workingDirectory", .string(workingDirectory))) }
        if !snapshotRoots.isEmpty { members.append(("snapshotRoots", .array(snapshotRoots.map(JSONValue.string)))) }
        members += [("total", .int(results.count)), ("passed", .int(count(.passed))), ("failed", .int(count(.failed))),
                    ("recorded", .int(count(.recorded))), ("updated", .int(count(.updated))), ("errors", .int(count(.error))),
                    ("results", .array(results.map(\.jsonValue)))]
        return .object(members)
    }

    package func jsonBytes() throws -> [UInt8] { Array(jsonValue.pretty.utf8) }

    package static func decode(_ bytes: [UInt8], file: String) throws -> SnapshotReport {
        func refuse(_ why: String) -> ReportError {
            ReportError("\(file): not a pixelproof summary.json (\(why)); pass the folders that `pixelproof test --report DIR` wrote")
        }
        let root: JSONNode
        do { root = try JSONNode.parse(bytes) } catch { throw refuse("\(error)") }
        guard let list = root["results"]?.array else { throw refuse("no \"results\" list") }
        var results: [Entry] = []
        for node in list {
            guard let entry = Entry(node) else { throw refuse("line \(node.line): an entry needs name, golden and a known status") }
            results.append(entry)
        }
        var report = SnapshotReport(shard: root["shard"]?.string, workingDirectory: root["workingDirectory"]?.string,
                                    snapshotRoots: root["snapshotRoots"]?.array?.compactMap(\.string) ?? [], results: results)
        report.format = root["format"]?.integer ?? 1
        return report
    }

    /// "12 snapshots: 10 passed, 1 failed, 1 recorded".
    public var headline: String {
        var parts = ["\(count(.passed)) passed", "\(count(.failed)) failed"]
        if count(.error) > 0 { parts.append("\(count(.error)) error\(count(.error) == 1 ? "" : "s")") }
        if count(.recorded) > 0 { parts.append("\(count(.recorded)) recorded") }
        if count(.updated) > 0 { parts.append("\(count(.updated)) updated") }
        return "\(results.count) snapshot\(results.count == 1 ? "" : "s"): " + parts.joined(separator: ", ")
    }
}

/// A report, manifest or discovery problem, worded for the person who runs the command.
public struct ReportError: Error, CustomStringConvertible, Sendable {
    public var description: String
    public init(_ description: String) { self.description = description }
}
