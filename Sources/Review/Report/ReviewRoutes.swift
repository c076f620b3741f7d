import Files
import Hummingbird
import JSON

/// The review application's HTTP API:
/// - `GET /` the page; `GET /api/report` the snapshots, counts and decisions;
/// - `GET /files/PATH` a file of the report folder (pictures), `GET /golden/INDEX` a snapshot's golden;
/// - `POST /api/accept` and `POST /api/reject` with `{"names": [...]}` and the write token.
package enum ReviewRoutes {
    /// Request bodies larger than this are refused (413): a list of names is a few kilobytes.
    package static let maxBodyBytes = 256 * 1024

    /// `server` gives the token and the signal that ends an accept batch early. `tokenInPage`
    /// false (`--token-file`): the page does not carry the token and asks the reviewer for it, so
    /// another user of a shared machine who opens the page cannot accept.
    package static func add(to router: Router<BasicRequestContext>, session: ReviewSession, server: LocalServer, title: String,
                           tokenInPage: Bool = true) {
        let (token, stopping) = (server.token, server.stopping)
        router.get("/") { _, _ in Reply.html(ReviewPage.html(token: tokenInPage ? token : nil, title: title)) }
        router.get("/api/report") { _, _ in Reply.json(session.jsonValue) }
        router.get("/files/**") { _, context in
            let relative = context.parameters.getCatchAll().joined(separator: "/")
            guard let path = session.folder.file(relative) else {
                return Reply.problem(.notFound, "no such file in the report folder: \(relative)")
            }
            // Off Swift's few cooperative threads, and regular files only: a FIFO would never end.
            guard let bytes = await Offload.run({ try? AtomicFile.read(path, maxBytes: ReviewSession.maxGoldenBytes) }) else {
                return Reply.problem(.notFound, "cannot read \(relative): not a regular file of at most \(ReviewSession.maxGoldenBytes) bytes")
            }
            return Reply.file(bytes, path: path)
        }
        router.get("/golden/:index") { _, context in
            guard let index = context.parameters.get("index", as: Int.self),
                  let bytes = await Offload.run({ session.goldenBytes(index: index) }) else {
                return Reply.problem(.notFound, "no golden for that snapshot")
            }
            return Reply.file(bytes, path: "golden.png")
        }
        for decision in [ReviewDecision.accepted, .rejected] {
            router.post(decision == .accepted ? "/api/accept" : "/api/reject") { request, _ in
                var request = request
                let names: [String]
                switch await DecisionRequest.names(in: &request, limit: maxBodyBytes) {
                case let .success(list): names = list
                case let .failure(problem): return problem.response
                }
                let outcomes = await Offload.run { session.decide(decision, names: names, stopping: stopping) }
                let failed = outcomes.contains { $0.error != nil }
                // A batch cut short by a stop: the client learns which names were decided.
                let status: HTTPResponse.Status = stopping.isRaised && failed ? .serviceUnavailable : failed ? .unprocessableContent : .ok
                return Reply.json(.object([("results", .array(outcomes.map(\.jsonValue))), ("review", session.jsonValue)]), status: status)
            }
        }
    }
}

/// The body of an accept or reject: `{"names": ["buttons/primary", ...]}`.
enum DecisionRequest {
    struct Problem: Error {
        var status: HTTPResponse.Status
        var message: String
        var response: Response { Reply.problem(status, message) }
    }

    static func names(in request: inout Request, limit: Int) async -> Result<[String], Problem> {
        let buffer: ByteBuffer
        do { buffer = try await request.collectBody(upTo: limit) } catch {
            return .failure(Problem(status: .contentTooLarge, message: "request body over \(limit) bytes"))
        }
        let bytes = Array(buffer.readableBytesView)
        guard let root = try? JSONNode.parse(bytes), let list = root["names"]?.array else {
            return .failure(Problem(status: .badRequest, message: #"send JSON {"names": ["snapshot name", ...]}"#))
        }
        let names = list.compactMap(\.string)
        guard names.count == list.count, !names.isEmpty else {
            return .failure(Problem(status: .badRequest, message: #""names" must be a non-empty list of strings"#))
        }
        return .success(names)
    }
}
