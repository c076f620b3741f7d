import Foundation

/// The JSON summary of a snapshot run (`summary.json` in a report folder); what
/// `pixelproof merge-reports` joins across shards and what the HTML and JUnit pages are made from.
public struct SnapshotReport: Codable, Hashable, Sendable {
    public struct Images: Codable, Hashable, Sendable {
        /// Paths relative to the report folder; nil when there is no such picture.
        public var expected: String?
        public var actual: String?
        public var diff: String?

        public init(expected: String? = nil, actual: String? = nil, diff: String? = nil) {
            self.expected = expected; self.actual = actual; self.diff = diff
        }
    }

    public struct Entry: Codable, Hashable, Sendable {
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

        /// The entry for a check, without pictures.
        public init(_ check: GoldenCheck, seconds: Double? = nil) {
            self.init(name: check.name, golden: check.goldenPath, status: check.status, message: check.message,
                      metrics: check.metrics, seconds: seconds)
        }
    }

    public var format = 1
    /// "i/n" when the run was one shard, or the shards merged ("1/3+2/3+3/3").
    public var shard: String?
    public var results: [Entry]

    public init(shard: String? = nil, results: [Entry]) {
        self.shard = shard
        self.results = results.sorted { $0.name < $1.name }
    }

    public func count(_ status: GoldenCheck.Status) -> Int { results.filter { $0.status == status }.count }
    public var failures: [Entry] { results.filter { $0.status == .failed || $0.status == .error } }
    public var succeeded: Bool { failures.isEmpty }

    enum CodingKeys: String, CodingKey {
        case format, shard, total, passed, failed, recorded, updated, errors, results
    }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        format = try c.decodeIfPresent(Int.self, forKey: .format) ?? 1
        shard = try c.decodeIfPresent(String.self, forKey: .shard)
        results = try c.decode([Entry].self, forKey: .results).sorted { $0.name < $1.name }
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(format, forKey: .format)
        try c.encodeIfPresent(shard, forKey: .shard)
        try c.encode(results.count, forKey: .total)
        try c.encode(count(.passed), forKey: .passed)
        try c.encode(count(.failed), forKey: .failed)
        try c.encode(count(.recorded), forKey: .recorded)
        try c.encode(count(.updated), forKey: .updated)
        try c.encode(count(.error), forKey: .errors)
        try c.encode(results, forKey: .results)
    }

    public func jsonBytes() throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return [UInt8](try encoder.encode(self)) + [10]
    }

    public static func decode(_ bytes: [UInt8], file: String) throws -> SnapshotReport {
        do {
            return try JSONDecoder().decode(SnapshotReport.self, from: Data(bytes))
        } catch {
            throw ReportError("\(file): not a pixelproof summary.json (\(error)); pass the folders that `pixelproof test --report DIR` wrote")
        }
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

public struct ReportError: Error, CustomStringConvertible, Sendable {
    public var description: String
    public init(_ description: String) { self.description = description }
}
