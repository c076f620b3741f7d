#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Synchronization

/// Figma's REST API over URLSession: GETs to the API with the token, downloads of the rendered
/// images without it. Every exchange retries what is worth retrying and explains the rest:
/// - 429: waits `Retry-After` seconds, but at least `backoff` doubled with each 429 in a row
///   (with jitter, so clients limited together do not ask again together), and asks again, up to
///   `rateLimitTries` times and as long as the run's waiting stays within `maxWait` in total; past
///   either the request fails with Figma's reason.
/// - 5xx and timeouts (the whole answer not in within `timeout`): `tries` tries in all, `backoff`
///   seconds apart, doubled each time.
/// - an answer past `maxJSONBytes` (API) or `maxImageBytes` (image) is cut off and refused.
/// - 403 and 404 on the API: the token cannot read the file, or there is no such file.
package final class FigmaClient: Sendable {
    package let connection: FigmaConnection
    /// How messages name where the token came from (`FIGMA_TOKEN`).
    private let tokenSource: String
    private let session: URLSession
    private let transfers: TransferDelegate
    private let notice: @Sendable (String) -> Void
    /// Seconds spent waiting out rate limits so far, across every request of the run.
    private let waited = Mutex<Double>(0)
    /// Transfers made and not yet freed.
    private let held = Mutex<Int>(0)

    /// The requests whose transfer (and the answer in it) is still in memory: each is freed when
    /// its request ends, not when its deadline would have passed.
    package var transfersHeld: Int { held.withLock { $0 } }

    /// - Parameters:
    ///   - tokenSource: how messages name where the token came from (`FIGMA_TOKEN`).
    ///   - notice: one line for the user while the run goes on (a rate-limit wait).
    package init(connection: FigmaConnection, tokenSource: String = "FIGMA_TOKEN", notice: @escaping @Sendable (String) -> Void = { _ in }) {
        self.connection = connection
        self.tokenSource = tokenSource
        self.notice = { notice(ServerText.shown($0)) }
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = TimeInterval(connection.timeout)
        configuration.httpCookieStorage = nil
        configuration.urlCache = nil
        transfers = TransferDelegate(api: connection.api)
        session = URLSession(configuration: configuration, delegate: transfers, delegateQueue: nil)
    }

    deinit { session.invalidateAndCancel() }

    /// `GET <api><path>?<query>` with the token, decoded as `T`.
    package func get<T: Decodable>(_ path: String, query: [(String, String)] = [], as type: T.Type) async throws(FigmaError) -> T {
        var components = URLComponents(url: connection.api.appendingPathComponent(path), resolvingAgainstBaseURL: false)!
        if !query.isEmpty { components.queryItems = query.map { URLQueryItem(name: $0.0, value: $0.1) } }
        var request = URLRequest(url: components.url!)
        request.setValue(connection.token, forHTTPHeaderField: FigmaClient.tokenHeader)
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        let data = try await exchange(request, what: "GET \(path)", api: true, into: .memory)
        do {
            return try JSONDecoder().decode(T.self, from: data)
        } catch {
            throw FigmaError("GET \(path): the answer is not the \(T.self) Figma's API describes (\(FigmaClient.describe(error))); check that --api is Figma's REST API")
        }
    }

    /// The bytes at `url` (a rendered image on Figma's image host), fetched without the token and
    /// written to the file at `path` (created, or emptied first), never more than `maxImageBytes`.
    package func download(_ url: URL, to path: String) async throws(FigmaError) {
        _ = try await exchange(URLRequest(url: url), what: "downloading \(url.host ?? "")\(url.path)", api: false, into: .file(path))
    }

    static let tokenHeader = "X-Figma-Token"

    /// Where an answer's body goes.
    private enum Destination {
        case memory
        case file(String)
    }

    /// What one try came to.
    private enum Attempt {
        case answered(Data)
        /// A 429: wait as it asks, then try again (not counted as a failed try).
        case rateLimited(RateLimitNotice)
        /// A 5xx or no answer in time: worth another try; the reason for the last message.
        case failed(String)
    }

    /// Sends `original` until it is answered, a try fails for good, or the tries run out.
    private func exchange(_ original: URLRequest, what: String, api: Bool, into destination: Destination) async throws(FigmaError) -> Data {
        var request = original
        request.timeoutInterval = TimeInterval(connection.timeout)
        var failures = 0, limited = 0
        while true {
            switch try await attempt(request, what: what, api: api, into: destination) {
            case let .answered(data):
                return data
            case let .rateLimited(limit):
                limited += 1
                try await waitOut(limit, inARow: limited, what: what)
            case let .failed(reason):
                failures += 1
                if failures >= connection.tries { throw FigmaError("\(what): \(reason), \(failures) tries; try again later") }
                try await pause(connection.backoff * Double(1 << (failures - 1)))
            }
        }
    }

    /// One try: the answer, or why to try again, or an error that no retry mends.
    private func attempt(_ request: URLRequest, what: String, api: Bool, into destination: Destination) async throws(FigmaError) -> Attempt {
        let limit = api ? connection.maxJSONBytes : connection.maxImageBytes
        var fd: Int32 = -1
        if case let .file(path) = destination {
            fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
            guard fd >= 0 else { throw FigmaError("\(what): cannot write the temporary file \(path) (\(String(cString: strerror(errno))))") }
        }
        defer { if fd >= 0 { close(fd) } }
        let ending = await send(request, limit: limit, sink: fd >= 0 ? .file(fd) : .memory)
        let data: Data, http: HTTPURLResponse
        switch ending {
        case let .complete(response, body):
            (http, data) = (response, body)
        case let .tooLarge(received):
            let size = received > limit ? "more than" : "a Content-Length over"
            throw FigmaError("\(what): the answer is \(size) \(FigmaClient.mebibytes(limit)), the cap on \(api ? "an API answer" : "an image") "
                             + "(docs/FIGMA.md); check --api, or pull fewer sets at a time")
        case .deadlinePassed:
            return .failed("no answer within \(connection.timeout) s (raise --timeout for a slow network)")
        case let .failed(error):
            guard FigmaClient.isTransient(error) else {
                throw FigmaError("\(what): cannot reach \(request.url?.host ?? "the server") (\(FigmaClient.describe(error))); check --api and the network")
            }
            return .failed("no answer within \(connection.timeout) s (raise --timeout for a slow network)")
        }
        let figmaSays = (try? JSONDecoder().decode(FigmaErrorBody.self, from: data))?.text.map { " (Figma: \"\($0)\")" } ?? ""
        switch http.statusCode {
        case 200..<300:
            return .answered(data)
        case 429:
            return .rateLimited(RateLimitNotice(http))
        case 500..<600:
            return .failed("Figma answered \(http.statusCode)\(figmaSays)")
        case 403 where api:
            throw FigmaError("\(what): 403\(figmaSays): the token cannot read this file; check that the token in \(tokenSource) is current, has the file_content:read scope and belongs to an account that can open the file")
        case 404 where api:
            throw FigmaError("\(what): 404\(figmaSays): no such file; check --file: it is the key in the file's URL (figma.com/design/KEY/…)")
        case let status:
            throw FigmaError("\(what): Figma answered \(status)\(figmaSays)")
        }
    }

    /// One request, its body into `sink`, ended by the server, the limit, or the deadline of
    /// `timeout` seconds for the whole request (libcurl's own timeout counts from the last byte).
    private func send(_ request: URLRequest, limit: Int, sink: Transfer.Sink) async -> Transfer.Ending {
        await withCheckedContinuation { (continuation: CheckedContinuation<Transfer.Ending, Never>) in
            held.withLock { $0 += 1 }
            let transfer = Transfer(limit: limit, sink: sink, continuation: continuation) { [weak self] in self?.held.withLock { $0 -= 1 } }
            let task = session.dataTask(with: request)
            transfers.register(transfer, for: task)
            task.resume()
            transfer.expire(after: connection.timeout, cancelling: task)
        }
    }

    /// Waits as a 429 asks, at least the doubling floor, unless that would take the run's waiting
    /// past `maxWait` or the request's 429s in a row past `rateLimitTries`.
    private func waitOut(_ limit: RateLimitNotice, inARow: Int, what: String) async throws(FigmaError) {
        guard inARow <= connection.rateLimitTries else {
            throw FigmaError("\(what): rate limited by Figma (429)\(limit.limitClause) \(inARow) times in a row; run again later")
        }
        let asked = limit.retryAfter ?? 0
        let floor = RateLimitNotice.floor(backoff: connection.backoff, inARow: inARow)
        // Figma's wait when it is at least the floor; else the floor, with jitter.
        let seconds = asked >= floor ? asked : floor * (1 + 0.5 * Double.random(in: 0..<1))
        let maxWait = connection.maxWait
        let total: Double? = waited.withLock { sum in
            guard sum + seconds <= maxWait else { return nil }
            sum += seconds
            return sum
        }
        guard let total else {
            let spent = waited.withLock { $0 }
            throw FigmaError("\(what): rate limited by Figma (429)\(limit.limitClause); Retry-After asks for \(Self.seconds(seconds)) s more, "
                             + "past --max-wait \(Self.seconds(maxWait)) s (\(Self.seconds(spent)) s waited already); run again later or raise --max-wait")
        }
        let why = seconds == asked ? "as Retry-After asks" : "(Retry-After asks for \(limit.retryAfter.map { Self.seconds($0) + " s" } ?? "nothing"); at least \(Self.seconds(seconds)) s after \(inARow) in a row)"
        notice("rate limited by Figma (429)\(limit.limitClause): waiting \(Self.seconds(seconds)) s \(why) (\(Self.seconds(total)) s of --max-wait \(Self.seconds(maxWait)) s)")
        try await pause(seconds)
    }

    private func pause(_ seconds: Double) async throws(FigmaError) {
        do { try await Task.sleep(nanoseconds: UInt64(max(0, seconds) * 1_000_000_000)) } catch {
            throw FigmaError("interrupted while waiting")
        }
    }

    /// Worth another try: the server did not answer in time or dropped the connection.
    static func isTransient(_ error: any Error) -> Bool {
        guard let error = error as? URLError else { return false }
        return [.timedOut, .networkConnectionLost].contains(error.code)
    }

    static func describe(_ error: any Error) -> String {
        if let error = error as? URLError { return error.localizedDescription }
        if let error = error as? DecodingError {
            switch error {
            case let .keyNotFound(key, context): return "no \"\(key.stringValue)\" at \(path(context))"
            case let .typeMismatch(_, context), let .valueNotFound(_, context), let .dataCorrupted(context):
                return "\(context.debugDescription) at \(path(context))"
            @unknown default: return "\(error)"
            }
        }
        return "\(error)"
    }

    private static func path(_ context: DecodingError.Context) -> String {
        let keys = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
        return keys.isEmpty ? "the top" : String(keys.drop { $0 == "." })
    }

    /// `64 MiB`: a cap as a person writes it.
    static func mebibytes(_ bytes: Int) -> String {
        bytes >= 1 << 20 && bytes % (1 << 20) == 0 ? "\(bytes >> 20) MiB" : "\(bytes) bytes"
    }

    /// `2`, `0.5`: seconds as a person writes them.
    static func seconds(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : String(format: "%.2g", value)
    }
}

