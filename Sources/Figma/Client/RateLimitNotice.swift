import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// What a 429 answer says: how long Figma asks to wait (`Retry-After`, in seconds) and, when
/// sent, the plan tier and the kind of limit hit, so the message says which limit it was.
struct RateLimitNotice: Hashable, Sendable {
    var retryAfter: Double?
    var planTier: String?
    var limitType: String?

    init(_ response: HTTPURLResponse) {
        retryAfter = response.value(forHTTPHeaderField: "Retry-After").flatMap(RateLimitNotice.seconds)
        planTier = response.value(forHTTPHeaderField: "X-Figma-Plan-Tier")
        limitType = response.value(forHTTPHeaderField: "X-Figma-Rate-Limit-Type")
    }

    init(retryAfter: Double?, planTier: String? = nil, limitType: String? = nil) {
        self.retryAfter = retryAfter; self.planTier = planTier; self.limitType = limitType
    }

    /// `Retry-After` as Figma sends it, a whole number of seconds. (The HTTP-date form is not
    /// used by Figma; it reads as no value, and the wait falls back to the backoff.)
    static func seconds(_ header: String) -> Double? {
        guard let value = Double(header.trimmingCharacters(in: .whitespaces)), value >= 0, value.isFinite else { return nil }
        return value
    }

    /// The least wait after the `inARow`th 429 in a row: `backoff` doubled each time, so a
    /// `Retry-After: 0` cannot make a client ask again at once. (The client adds up to half again
    /// as jitter when it waits the floor, so clients limited together spread out.)
    static func floor(backoff: Double, inARow: Int) -> Double {
        backoff * Double(1 << min(max(inARow - 1, 0), 30))
    }

    /// ` (plan tier professional, limit type low)`, or nothing when Figma sent neither header.
    var limitClause: String {
        let parts = [planTier.map { "plan tier \($0)" }, limitType.map { "limit type \($0)" }].compactMap { $0 }
        return parts.isEmpty ? "" : " (" + parts.joined(separator: ", ") + ")"
    }
}
