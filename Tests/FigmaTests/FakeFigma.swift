import Foundation
import HTTPTypes
import Hummingbird
import JSON
import Logging
import NIOCore
import Synchronization

/// A stand-in for Figma's REST API on 127.0.0.1 at a free port, answering with the fixtures
/// (shaped as Figma's published OpenAPI description). The file key picks the behaviour:
/// - `AcmeFileKey1`: answers everything;
/// - `Forbidden1` / `Missing1`: 403 / 404 on the file;
/// - `RateLimited1`: the first images request gets 429, `Retry-After: 1`, with the plan-tier and limit-type headers;
/// - `WaitLong1`: every images request gets 429 with `Retry-After: 60`;
/// - `NullImage1`: the images map has `null` for the first id asked;
/// - `ServerError1`: the first two images requests get 500; `Down1`: every one does;
/// - `Slow1`: the file request answers after 1.5 s, every time;
/// - `Moved1`: the file request redirects to `AcmeFileKey1`'s on another origin (`localhost`).
/// Image URLs point at `localhost` (another origin than the API's `127.0.0.1`) and redirect once.
final class FakeFigma: Sendable {
    struct Request: Sendable {
        var path: String
        var query: [String: String]
        /// The `X-Figma-Token` header, as received.
        var token: String?
    }

    let port: Int
    private let state: ServerState
    private let task: Task<Void, Never>

    var api: String { "http://127.0.0.1:\(port)" }
    var requests: [Request] { state.log.withLock { $0 } }
    func requests(to prefix: String) -> [Request] { requests.filter { $0.path.hasPrefix(prefix) } }

    private init(port: Int, state: ServerState, task: Task<Void, Never>) {
        self.port = port; self.state = state; self.task = task
    }

    /// - Parameter pictures: the PNG served for a node id; others get `FakeFigma.onePixel`.
    static func start(pictures: [String: [UInt8]] = [:]) async throws -> FakeFigma {
        let state = ServerState(pictures: pictures)
        let router = Router()
        router.get("v1/files/{key}") { request, context in
            let key = context.parameters.get("key") ?? ""
            state.record(request)
            switch key {
            case "Forbidden1": return Answer.fixture("error-403.json", status: 403)
            case "Missing1": return Answer.fixture("error-404.json", status: 404)
            case "Slow1": try await Task.sleep(for: .milliseconds(1500))
            case "Moved1":
                var headers = HTTPFields()
                headers[.location] = "http://localhost:\(state.port)/v1/files/AcmeFileKey1?depth=2"
                return Response(status: .found, headers: headers)
            default: break
            }
            return Answer.fixture("file.json")
        }
        router.get("v1/files/{key}/nodes") { request, _ in
            state.record(request)
            let ids = (request.uri.queryParameters.get("ids") ?? "").split(separator: ",").map(String.init)
            return Answer.nodes(ids)
        }
        router.get("v1/files/{key}/component_sets") { request, _ in
            state.record(request)
            return Answer.fixture("component_sets.json")
        }
        router.get("v1/images/{key}") { request, context in
            let key = context.parameters.get("key") ?? ""
            let count = state.record(request)
            let ids = (request.uri.queryParameters.get("ids") ?? "").split(separator: ",").map(String.init)
            switch key {
            case "RateLimited1" where count == 1:
                return Answer.rateLimited(retryAfter: 1, extra: true)
            case "WaitLong1":
                return Answer.rateLimited(retryAfter: 60, extra: false)
            case "ServerError1" where count <= 2, "Down1":
                return Answer.fixture("error-500.json", status: 500)
            default:
                return Answer.json(Answer.images(ids, port: state.port, nullFirst: key == "NullImage1"))
            }
        }
        router.get("img") { request, _ in
            state.record(request)
            let id = request.uri.queryParameters.get("id") ?? ""
            var headers = HTTPFields()
            headers[.location] = "http://localhost:\(state.port)/png?id=\(id)"
            return Response(status: .found, headers: headers)
        }
        router.get("png") { request, _ in
            state.record(request)
            let id = request.uri.queryParameters.get("id") ?? ""
            return Answer.bytes(state.pictures[id] ?? FakeFigma.onePixel, type: "image/png")
        }
        let (ports, continuation) = AsyncStream<Int>.makeStream()
        var logger = Logger(label: "fake-figma")
        logger.logLevel = .critical
        let app = Application(router: router, configuration: .init(address: .hostname("127.0.0.1", port: 0), serverName: nil),
                              onServerRunning: { continuation.yield($0.localAddress?.port ?? 0) }, logger: logger)
        let task = Task { try? await app.run(); continuation.finish() }
        var iterator = ports.makeAsyncIterator()
        guard let port = await iterator.next(), port > 0 else { throw POSIXError(.EADDRNOTAVAIL) }
        state.setPort(port)
        return FakeFigma(port: port, state: state, task: task)
    }

    func stop() async {
        task.cancel()
        await task.value
    }

    /// A 1×1 opaque white PNG.
    static let onePixel: [UInt8] = [
        0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52,
        0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x06, 0x00, 0x00, 0x00, 0x1F, 0x15, 0xC4,
        0x89, 0x00, 0x00, 0x00, 0x0B, 0x49, 0x44, 0x41, 0x54, 0x78, 0x9C, 0x63, 0xF8, 0x0F, 0x04, 0x00,
        0x09, 0xFB, 0x03, 0xFD, 0xFB, 0x5E, 0x6B, 0x2B, 0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4E, 0x44,
        0xAE, 0x42, 0x60, 0x82,
    ]
}

/// What the server remembers: its port, the requests, and how often each path was asked.
final class ServerState: Sendable {
    let log = Mutex<[FakeFigma.Request]>([])
    let pictures: [String: [UInt8]]
    private let boundPort = Mutex(0)
    init(pictures: [String: [UInt8]]) { self.pictures = pictures }

    var port: Int { boundPort.withLock { $0 } }
    func setPort(_ port: Int) { boundPort.withLock { $0 = port } }

    /// Records the request; returns how many requests to its path there have been, this one included.
    @discardableResult
    func record(_ request: Hummingbird.Request) -> Int {
        let path = request.uri.path
        var query: [String: String] = [:]
        for (key, value) in request.uri.queryParameters { query[String(key)] = String(value) }
        let token = request.headers[HTTPField.Name("X-Figma-Token")!]
        return log.withLock { log in
            log.append(FakeFigma.Request(path: path, query: query, token: token))
            return log.filter { $0.path == path }.count
        }
    }
}

/// The server's answers: fixtures as they are, or built in their shape.
enum Answer {
    static func fixture(_ name: String, status: Int = 200) -> Response {
        bytes(Fixtures.bytes(name), type: "application/json", status: status)
    }

    /// `GET /v1/images` for `ids`: a URL on the image host for each, `null` for the first when asked.
    static func images(_ ids: [String], port: Int, nullFirst: Bool) -> JSONValue {
        .object([("err", .null), ("images", .object(ids.enumerated().map { index, id in
            (id, nullFirst && index == 0 ? .null : .string("http://localhost:\(port)/img?id=\(id)"))
        }))])
    }

    /// `nodes.json` with only the ids asked for, and `null` for ids it lacks (as Figma answers).
    static func nodes(_ ids: [String]) -> Response { bytes(nodesJSON(ids), type: "application/json") }

    static func nodesJSON(_ ids: [String]) -> [UInt8] {
        var root = (try! JSONSerialization.jsonObject(with: Data(Fixtures.bytes("nodes.json")))) as! [String: Any]
        let all = root["nodes"] as! [String: Any]
        var chosen: [String: Any] = [:]
        for id in ids { chosen[id] = all[id] ?? NSNull() }
        root["nodes"] = chosen
        return [UInt8](try! JSONSerialization.data(withJSONObject: root, options: [.sortedKeys]))
    }

    static func rateLimited(retryAfter: Int, extra: Bool) -> Response {
        var response = fixture("error-429.json", status: 429)
        response.headers[HTTPField.Name("Retry-After")!] = String(retryAfter)
        if extra {
            response.headers[HTTPField.Name("X-Figma-Plan-Tier")!] = "enterprise"
            response.headers[HTTPField.Name("X-Figma-Rate-Limit-Type")!] = "low"
        }
        return response
    }

    static func json(_ value: JSONValue) -> Response { bytes(Array(value.compact.utf8), type: "application/json") }

    static func bytes(_ data: [UInt8], type: String, status: Int = 200) -> Response {
        var headers = HTTPFields()
        headers[.contentType] = type
        return Response(status: HTTPResponse.Status(code: status), headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
    }
}

/// The fixture files, copied into the test bundle.
enum Fixtures {
    static func bytes(_ name: String) -> [UInt8] {
        guard let url = Bundle.module.url(forResource: "Fixtures/" + name, withExtension: nil),
              let data = try? Data(contentsOf: url) else { fatalError("missing fixture \(name)") }
        return [UInt8](data)
    }
}
