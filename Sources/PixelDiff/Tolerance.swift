/// How many mismatched pixels a comparison may have and still pass.
public enum Tolerance: Hashable, Sendable {
    /// At most this many mismatched pixels (0: none, the default).
    case pixels(Int)
    /// At most this fraction (0...1) of all pixels.
    case ratio(Double)

    public static let exact = Tolerance.pixels(0)

    /// Whether `metrics` are within this tolerance.
    public func accepts(_ metrics: DiffMetrics) -> Bool {
        switch self {
        case let .pixels(n): return metrics.mismatched <= n
        case let .ratio(r): return metrics.ratio <= r
        }
    }

    /// Whether a comparison passes: different sizes never do.
    public func accepts(_ comparison: Comparison) -> Bool {
        guard let metrics = comparison.metrics else { return false }
        return accepts(metrics)
    }
}
