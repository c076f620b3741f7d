import Foundation
import Hummingbird
import Review
import ServiceLifecycle
#if canImport(Glibc)
import Glibc
let streamSocket = Int32(SOCK_STREAM.rawValue)
let sendFlags = Int32(MSG_NOSIGNAL)
let sendBytes = Glibc.send
#elseif canImport(Darwin)
import Darwin
let streamSocket = SOCK_STREAM
let sendFlags: Int32 = 0
let sendBytes = Darwin.send
#endif

/// A reply as a test sees it.
struct HTTPReply {
    var status: Int
    var headers: [String: String]
    var body: [UInt8]
    var text: String { String(decoding: body, as: UTF8.self) }
}

/// A minimal HTTP/1.1 client over a real socket (one request per connection), so tests send
/// exactly the bytes a browser or an attacker would, Host header included.
enum LocalHTTP {
    static func send(port: Int, method: String = "GET", path: String, headers: [String: String] = [:],
                     body: [UInt8] = [], host: String? = nil) throws -> HTTPReply {
        let fd = try connectedSocket(port: port)
        defer { close(fd) }
        var request = "\(method) \(path) HTTP/1.1\r\nHost: \(host ?? "127.0.0.1:\(port)")\r\nConnection: close\r\n"
        for (name, value) in headers { request += "\(name): \(value)\r\n" }
        request += "Content-Length: \(body.count)\r\n\r\n"
        try sendAll(fd, Array(request.utf8) + body)
        return try parse(try receiveAll(fd))
    }

    /// A socket connected to 127.0.0.1:`port`, whose reads give up after `timeout` seconds (a
    /// server that hangs fails the test instead of hanging it).
    static func connectedSocket(port: Int, timeout: Int = 10) throws -> Int32 {
        let fd = socket(AF_INET, streamSocket, 0)
        guard fd >= 0 else { throw POSIXError(.EIO) }
        var limit = timeval(tv_sec: timeout, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { close(fd); throw POSIXError(.ECONNREFUSED) }
        return fd
    }

    static func sendAll(_ fd: Int32, _ bytes: [UInt8]) throws {
        var sent = 0
        while sent < bytes.count {
            let n = bytes[sent...].withUnsafeBytes { sendBytes(fd, $0.baseAddress, $0.count, sendFlags) }
            if n <= 0 { break }
            sent += n
        }
    }

    /// Everything until the server closes the connection; throws ETIMEDOUT when it does not.
    static func receiveAll(_ fd: Int32) throws -> [UInt8] {
        var received: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = recv(fd, &chunk, chunk.count, 0)
            if n < 0 { throw POSIXError(.ETIMEDOUT) }
            if n == 0 { break }
            received += chunk[0..<n]
        }
        return received
    }

    static func parse(_ data: [UInt8]) throws -> HTTPReply {
        let separator: [UInt8] = [13, 10, 13, 10]
        guard let end = (0..<max(0, data.count - 3)).first(where: { Array(data[$0..<$0 + 4]) == separator }) else {
            throw POSIXError(.EBADMSG)
        }
        let head = String(decoding: data[..<end], as: UTF8.self).components(separatedBy: "\r\n")
        let status = Int(head[0].split(separator: " ")[1]) ?? 0
        var headers: [String: String] = [:]
        for line in head.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        var body = Array(data[(end + 4)...])
        if headers["transfer-encoding"] == "chunked" { body = dechunk(body) }
        return HTTPReply(status: status, headers: headers, body: body)
    }

    static func dechunk(_ data: [UInt8]) -> [UInt8] {
        var result: [UInt8] = [], i = 0
        while i < data.count {
            guard let lineEnd = (i..<data.count - 1).first(where: { data[$0] == 13 && data[$0 + 1] == 10 }),
                  let size = Int(String(decoding: data[i..<lineEnd], as: UTF8.self), radix: 16), size > 0 else { break }
            result += data[(lineEnd + 2)..<min(data.count, lineEnd + 2 + size)]
            i = lineEnd + 2 + size + 2
        }
        return result
    }
}

/// A server running for the length of a test, on a free port of 127.0.0.1.
struct RunningServer {
    let server: LocalServer
    let port: Int

    /// Starts `server` with the routes `build` adds; returns once the port is bound.
    static func start(_ server: LocalServer = LocalServer(), events: EventBroadcaster? = nil, background: [any Service] = [],
                      build: (Router<BasicRequestContext>) -> Void) async throws -> RunningServer {
        let router = server.makeRouter()
        build(router)
        let (urls, continuation) = AsyncStream<String>.makeStream()
        Task {
            try? await server.run(router, events: events, background: background) { continuation.yield($0) }
            continuation.finish()
        }
        var iterator = urls.makeAsyncIterator()
        guard let url = await iterator.next(), let port = Int(url.split(separator: ":").last!.dropLast()) else {
            throw POSIXError(.EADDRNOTAVAIL)
        }
        return RunningServer(server: server, port: port)
    }

    func get(_ path: String, host: String? = nil, method: String = "GET") async throws -> HTTPReply {
        let port = self.port
        return try await Self.offThePool { try LocalHTTP.send(port: port, method: method, path: path, host: host) }
    }

    func post(_ path: String, json: String, token: String? = nil) async throws -> HTTPReply {
        let port = self.port
        var headers = ["Content-Type": "application/json"]
        if let token { headers[WriteToken.header] = token }
        let sent = headers
        return try await Self.offThePool { try LocalHTTP.send(port: port, method: "POST", path: path, headers: sent, body: Array(json.utf8)) }
    }

    func stop() async { await server.stop() }

    /// Runs a blocking socket exchange on a thread of its own: blocking one of Swift's few
    /// cooperative threads (2 on a 2-core machine) would starve the server under test.
    static func offThePool(_ exchange: @escaping @Sendable () throws -> HTTPReply) async throws -> HTTPReply {
        try await withCheckedThrowingContinuation { continuation in
            Thread { continuation.resume(with: Result { try exchange() }) }.start()
        }
    }
}
