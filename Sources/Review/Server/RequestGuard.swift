import HTTPTypes
import Hummingbird
import Synchronization

/// Checks every request before any route sees it:
/// - the Host header must name this server as the user reaches it (`AllowedHosts`: loopback names,
///   the address listened on, this machine's names and `--allow-host`, with the port), so a page
///   on another site that re-points its own name at this machine (DNS rebinding) cannot read our
///   pages and the write token in them, whatever address the server listens on;
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
