import Foundation
import HTTPTypes
import Hummingbird
import Logging
import NIOCore
import Synchronization

/// A stand-in for Figma on 127.0.0.1 that misbehaves the way an attacker's server (or a broken
/// proxy) would, the file key choosing how; every other answer is `FakeFigma`'s:
/// - `BigJSON1`: the file answer is 65 MiB of spaces before the fixture (valid JSON, past the cap);
/// - `Trickle1`: the file answer comes a byte a second: 12 spaces, then the fixture;
/// - `Limited0`: each images request gets 429 with `Retry-After: 0`, 200 times, then answers;
/// - `Escapes1`: the file's name carries terminal escapes; `EscapeError1`: a 404 whose message does;
/// - `HugePNG1`: the image is a PNG whose header says 100,000 × 100,000 pixels;
/// - `BigImage1`: the image is a PNG followed by 129 MiB of zeros;
/// - `LongName1`: the second nodes request has a variant of a 300-character name, and the images
///   served from then on are other pictures, so a pull that wrote before failing shows it.
final class HostileFigma: Sendable {
    let port: Int
    private let state: State
    private let task: Task<Void, Never>

    /// Requests so far by path, and the port (for the image links).
    final class State: Sendable {
        let counts = Mutex<[String: Int]>([:])
        let port = Mutex(0)
        func record(_ path: String) -> Int { counts.withLock { $0[path, default: 0] += 1; return $0[path]! } }
    }

    var api: String { "http://127.0.0.1:\(port)" }
    /// How many requests there were to `path`.
    func requests(_ path: String) -> Int { state.counts.withLock { $0[path] ?? 0 } }

    private init(port: Int, state: State, task: Task<Void, Never>) { self.port = port; self.state = state; self.task = task }

    /// The picture the `LongName1` server sends after its first round.
    static let otherPicture: [UInt8] = {
        var bytes = FakeFigma.onePixel
        bytes[bytes.count - 13] ^= 0xFF   // a changed IDAT byte: another file, still PNG-signed
        return bytes
    }()

    static func start() async throws -> HostileFigma {
        let state = State()
        @Sendable func record(_ path: String) -> Int { state.record(path) }
        let router = Router()
        router.get("v1/files/{key}") { request, context in
            let key = context.parameters.get("key") ?? ""
            _ = record(request.uri.path)
            let fixture = Fixtures.bytes("file.json")
            var file = fixture
            switch key {
            case "BigJSON1":
                return HostileFigma.streamed(type: "application/json") { writer in
                    let spaces = ByteBuffer(repeating: UInt8(ascii: " "), count: 1 << 20)
                    for _ in 0..<65 { try await writer.write(spaces) }
                    try await writer.write(ByteBuffer(bytes: fixture))
                }
            case "Trickle1":
                return HostileFigma.streamed(type: "application/json") { writer in
                    for _ in 0..<12 {
                        try await writer.write(ByteBuffer(bytes: [UInt8(ascii: " ")]))
                        try await Task.sleep(for: .seconds(1))
                    }
                    try await writer.write(ByteBuffer(bytes: fixture))
                }
            case "Escapes1":
                file = Array(String(decoding: file, as: UTF8.self)
                    .replacingOccurrences(of: "\"Acme Design System\"", with: "\"Acme\\u001b]0;pwned\\u0007\\u001b[2J\"").utf8)
            case "EscapeError1":
                return Answer.bytes(Array("{\"status\": 404, \"err\": \"Not found\\u001b[2J\\u001b[1;1H\"}".utf8), type: "application/json", status: 404)
            default: break
            }
            return Answer.bytes(file, type: "application/json")
        }
        router.get("v1/files/{key}/nodes") { request, context in
            let key = context.parameters.get("key") ?? ""
            let n = record(request.uri.path)
            let ids = (request.uri.queryParameters.get("ids") ?? "").split(separator: ",").map(String.init)
            var json = Answer.nodesJSON(ids)
            if key == "LongName1" && n >= 2 {
                json = Array(String(decoding: json, as: UTF8.self)
                    .replacingOccurrences(of: "\"size=large,isSelected=true\"", with: "\"size=" + String(repeating: "l", count: 300) + "\"").utf8)
            }
            return Answer.bytes(json, type: "application/json")
        }
        router.get("v1/images/{key}") { request, context in
            let key = context.parameters.get("key") ?? ""
            let n = record(request.uri.path)
            if key == "Limited0" && n <= 200 {
                var response = Answer.fixture("error-429.json", status: 429)
                response.headers[HTTPField.Name("Retry-After")!] = "0"
                return response
            }
            let ids = (request.uri.queryParameters.get("ids") ?? "").split(separator: ",").map(String.init)
            let round = key == "LongName1" ? n : 1
            return Answer.json(.object([("err", .null), ("images", .object(ids.map { id in
                (id, .string("http://127.0.0.1:\(state.port.withLock { $0 })/png?id=\(id)&key=\(key)&round=\(round)"))
            }))]))
        }
        router.get("png") { request, _ in
            _ = record(request.uri.path)
            switch request.uri.queryParameters.get("key") ?? "" {
            case "HugePNG1":
                var bytes = FakeFigma.onePixel
                bytes.replaceSubrange(16..<24, with: [0, 1, 0x86, 0xA0, 0, 1, 0x86, 0xA0])   // 100,000 × 100,000
                return Answer.bytes(bytes, type: "image/png")
            case "BigImage1":
                return HostileFigma.streamed(type: "image/png") { writer in
                    try await writer.write(ByteBuffer(bytes: FakeFigma.onePixel))
                    let zeros = ByteBuffer(repeating: 0, count: 1 << 20)
                    for _ in 0..<129 { try await writer.write(zeros) }
                }
            case "LongName1" where request.uri.queryParameters.get("round") != "1":
                return Answer.bytes(HostileFigma.otherPicture, type: "image/png")
            default:
                return Answer.bytes(FakeFigma.onePixel, type: "image/png")
            }
        }
        let (ports, continuation) = AsyncStream<Int>.makeStream()
        var logger = Logger(label: "hostile-figma")
        logger.logLevel = .critical
        let app = Application(router: router, configuration: .init(address: .hostname("127.0.0.1", port: 0), serverName: nil),
                              onServerRunning: { continuation.yield($0.localAddress?.port ?? 0) }, logger: logger)
        let task = Task { try? await app.run(); continuation.finish() }
        var iterator = ports.makeAsyncIterator()
        guard let bound = await iterator.next(), bound > 0 else { throw POSIXError(.EADDRNOTAVAIL) }
        state.port.withLock { $0 = bound }
        return HostileFigma(port: bound, state: state, task: task)
    }

    func stop() async {
        task.cancel()
        await task.value
    }

    /// A body written piece by piece; a client that hangs up ends it.
    static func streamed(type: String, _ write: @escaping @Sendable (inout any ResponseBodyWriter) async throws -> Void) -> Response {
        var headers = HTTPFields()
        headers[.contentType] = type
        return Response(status: .ok, headers: headers, body: ResponseBody { writer in
            try await write(&writer)
            try await writer.finish(nil)
        })
    }
}
