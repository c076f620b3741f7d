import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Follows redirects (Figma's image URLs may lead on to other hosts) but never carries the
/// token past the API's own origin: a redirect elsewhere goes on without `X-Figma-Token`.
/// (FoundationNetworking itself carries every header on to the redirect's target.) The
/// session's delegate (`TransferDelegate`) asks here for every redirect.
enum RedirectGuard {
    /// The redirect's request as it may go: without the token when it leaves the API's origin.
    static func guarded(_ request: URLRequest, api: URL) -> URLRequest {
        var next = request
        if let url = request.url, !sameOrigin(url, api) {
            next.setValue(nil, forHTTPHeaderField: FigmaClient.tokenHeader)
        }
        return next
    }

    static func sameOrigin(_ a: URL, _ b: URL) -> Bool {
        a.scheme?.lowercased() == b.scheme?.lowercased() && a.host?.lowercased() == b.host?.lowercased() && a.port == b.port
    }
}
