import PixelDiff
import Raster

/// What checking one rendering against its golden found.
public struct GoldenCheck: Sendable {
    /// The outcome of one snapshot.
    public enum Status: String, Hashable, Sendable {
        /// Within the tolerance of the golden (which was left untouched).
        case passed
        /// Beyond the tolerance, different sizes, or no golden in verify mode.
        case failed
        /// The golden did not exist and was written.
        case recorded
        /// The golden existed, differed, and was rewritten.
        case updated
        /// Rendering, reading or writing failed; `message` says where.
        case error
    }

    public var name: String
    public var goldenPath: String
    public var status: Status
    /// Why it failed or what was written, for people.
    public var message: String?
    public var metrics: DiffMetrics?
    /// Set when the rendering and the golden have different sizes (no metrics then).
    public var sizeMismatch: SizeMismatch?
    /// The rendering (kept for failures, so a report can write it).
    public var actual: Pixmap?
    /// pixelmatch's diff image (for failures of same-sized images).
    public var diffImage: RGBAImage?

    public init(name: String, goldenPath: String, status: Status, message: String? = nil, metrics: DiffMetrics? = nil,
                actual: Pixmap? = nil, diffImage: RGBAImage? = nil) {
        self.name = name; self.goldenPath = goldenPath; self.status = status; self.message = message
        self.metrics = metrics; self.actual = actual; self.diffImage = diffImage
    }

    public var isFailure: Bool { status == .failed || status == .error }

    /// One line for a run's progress output: "FAILED  ids/button: 12 pixels differ (…)".
    public var line: String {
        let label: String
        switch status {
        case .passed: label = "passed "
        case .failed: label = "FAILED "
        case .recorded: label = "recorded"
        case .updated: label = "updated"
        case .error: label = "ERROR  "
        }
        return "\(label) \(name)" + (message.map { ": \($0)" } ?? "")
    }
}
