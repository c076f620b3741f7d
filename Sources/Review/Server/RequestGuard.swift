import HTTPTypes
import Hummingbird
import Synchronization

/// Checks every request before any route sees it:
/// - the Host header must name this server as the user reaches it (127.0.0.1, localhost or [::1]
///   and the port), so a page on another site that re-points its own name at 127.0.0.1 (DNS
///   rebinding) cannot read our pages and the write token in them;
/// - a request that writes (anything but GET and HEAD) must carry the run's `WriteToken`.
struct RequestGuard<Context: RequestContext>: RouterMiddleware {
    let token: WriteToken
    let hosts: AllowedHosts

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard hosts.allows(request.head.authority ?? request.headers[HTTPField.Name("Host")!]) else {
            return Reply.problem(.misdirectedRequest, "this server answers only requests addressed to it (Host \(hosts.example))")
        }
        if request.method != .get && request.method != .head {
            guard token.accepts(request.headers[HTTPField.Name(WriteToken.header)!]) else {
                return Reply.problem(.forbidden, "missing or wrong \(WriteToken.header); reload the page (each run has its own token)")
            }
        }
        return try await next(request, context)
    }
}

/// The Host values this server answers to, known once the port is bound. With `--host` other than
/// a loopback address any Host is allowed (the server is meant to be reached by other names).
final class AllowedHosts: Sendable {
    private let names: Mutex<Set<String>?> = Mutex(nil)
    private let anyHost: Bool

    init(anyHost: Bool) { self.anyHost = anyHost }

    /// `host` is the address listened on, as the announced URL shows it.
    func bind(host: String, port: Int) {
        var allowed: Set<String> = ["127.0.0.1:\(port)", "localhost:\(port)", "[::1]:\(port)", "\(host.lowercased()):\(port)"]
        // A browser leaves the port out of Host when it is the scheme's default.
        if port == 80 { allowed.formUnion(["127.0.0.1", "localhost", "[::1]", host.lowercased()]) }
        names.withLock { $0 = allowed }
    }

    func allows(_ host: String?) -> Bool {
        if anyHost { return true }
        guard let host else { return false }
        return names.withLock { $0?.contains(host.lowercased()) ?? false }
    }

    var example: String { names.withLock { $0?.sorted().first ?? "127.0.0.1" } }
}
