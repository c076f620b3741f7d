import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Follows redirects (Figma's image URLs may lead on to other hosts) but never carries the
/// token past the API's own origin: a redirect elsewhere goes on without `X-Figma-Token`.
final class RedirectGuard: NSObject, URLSessionTaskDelegate, @unchecked Sendable {
    /// Immutable after init; `@unchecked` only because NSObject is not marked Sendable.
    private let api: URL

    init(api: URL) { self.api = api }

    func urlSession(_ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
                    newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void) {
        var next = request
        if let url = request.url, !RedirectGuard.sameOrigin(url, api) {
            next.setValue(nil, forHTTPHeaderField: FigmaClient.tokenHeader)
        }
        completionHandler(next)
    }

    static func sameOrigin(_ a: URL, _ b: URL) -> Bool {
        a.scheme?.lowercased() == b.scheme?.lowercased() && a.host?.lowercased() == b.host?.lowercased() && a.port == b.port
    }
}
