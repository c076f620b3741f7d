import Hummingbird
import Logging
import NIOCore
import ServiceLifecycle
import Synchronization

/// The one local web server behind `pixelproof review` and `pixelproof serve`: Hummingbird on
/// 127.0.0.1 (by default) at a free port or `--port`, every request through `RequestGuard`, and a
/// clean stop on SIGINT or SIGTERM (open event streams are ended first, then the listener closes).
/// A connection that sends no complete request head, or sits idle between requests, for
/// `idleTimeout` is closed, so half-open connections cannot pile up and use every descriptor.
package final class LocalServer: Sendable {
    package let host: String
    package let port: Int
    /// This run's write token; pages carry it in `<meta name="pixelproof-token">`.
    package let token: WriteToken
    package let hosts: AllowedHosts
    package let idleTimeout: Duration
    /// Set when a stop begins: long work (an accept batch) checks it between steps and answers.
    package let stopping = StopSignal()
    private let running = Mutex<ServiceGroup?>(nil)

    /// `allowedHosts`: other names the server may be reached by (`--allow-host`).
    package init(host: String = "127.0.0.1", port: Int = 0, token: WriteToken = .random(), allowedHosts: [String] = [],
                idleTimeout: Duration = .seconds(20)) {
        self.host = host; self.port = port; self.token = token; self.idleTimeout = idleTimeout
        hosts = AllowedHosts(extra: allowedHosts)
    }

    /// Whether `host` is reachable from this machine only.
    package static func isLoopback(_ host: String) -> Bool {
        if ["localhost", "::1", "[::1]"].contains(host.lowercased()) { return true }
        // 127.0.0.0/8, written as four numbers (127.evil.example is a name, not a loopback address).
        let parts = host.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4 && parts[0] == "127" && parts.allSatisfy { UInt8($0) != nil }
    }

    /// The host as a URL shows it: an IPv6 address in brackets.
    static func shown(_ host: String) -> String { host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host }

    /// A router whose routes are all behind the host and token checks; add the routes to it.
    package func makeRouter() -> Router<BasicRequestContext> {
        // HEAD answers as GET does, without the body.
        let router = Router(options: .autoGenerateHeadEndpoints)
        router.add(middleware: RequestGuard(token: token, hosts: hosts))
        // Browsers ask for an icon with every page: no content, rather than a 404 in the console.
        router.get("/favicon.ico") { _, _ in Response(status: .noContent) }
        return router
    }

    /// Serves `router` until SIGINT or SIGTERM. `announce` gets the URL once the port is bound.
    /// `background` runs beside the server (the file watcher); `events` are ended on the stop.
    package func run(_ router: Router<BasicRequestContext>, events: EventBroadcaster? = nil, background: [any Service] = [],
                    announce: @escaping @Sendable (String) -> Void) async throws {
        var logger = Logger(label: "pixelproof", factory: { StreamLogHandler.standardError(label: $0) })
        logger.logLevel = .critical
        let (host, hosts) = (self.host, self.hosts)
        let nanoseconds = idleTimeout.components.seconds * 1_000_000_000 + idleTimeout.components.attoseconds / 1_000_000_000
        let app = Application(router: router, server: .http1(configuration: .init(idleTimeout: .nanoseconds(nanoseconds))),
                              configuration: .init(address: .hostname(host, port: port), serverName: nil),
                              onServerRunning: { channel in
                                  let bound = channel.localAddress?.port ?? 0
                                  hosts.bind(host: LocalServer.shown(host), port: bound)
                                  announce(LocalServer.url(host: host, port: bound))
                              }, logger: logger)
        // Shut down in reverse order: the event streams close first, so no page holds the server open.
        let services: [any Service] = [app] + background + (events.map { [EventStreamCloser(events: $0)] } ?? [])
            + [StopNotifier(signal: stopping)]
        var configuration = ServiceGroupConfiguration(services: services, gracefulShutdownSignals: [.sigterm, .sigint], logger: logger)
        // A stop never hangs: what has not finished 5 s after the signal is cancelled.
        configuration.maximumGracefulShutdownDuration = .seconds(5)
        let group = ServiceGroup(configuration: configuration)
        running.withLock { $0 = group }
        defer { running.withLock { $0 = nil } }
        do {
            try await group.run()
        } catch {
            throw ServerError("cannot serve on \(host):\(port): \(error); choose another --port, or leave it out for a free one")
        }
    }

    /// Stops the server as SIGTERM would (for tests and embedders).
    package func stop() async {
        await running.withLock { $0 }?.triggerGracefulShutdown()
    }

    /// `http://127.0.0.1:PORT/`, with an IPv6 address in brackets.
    package static func url(host: String, port: Int) -> String {
        "http://\(shown(host)):\(port)/"
    }
}

/// Ends every open event stream when the server begins to stop.
struct EventStreamCloser: Service {
    let events: EventBroadcaster
    func run() async throws {
        try? await gracefulShutdown()
        events.finish()
    }
}

/// Raises `signal` when the server begins to stop.
struct StopNotifier: Service {
    let signal: StopSignal
    func run() async throws {
        try? await gracefulShutdown()
        signal.raise()
    }
}

/// Calls `tick` every `interval` until the server stops (the live catalog's file watcher).
package struct RepeatingTask: Service {
    package let interval: Duration
    package let tick: @Sendable () async -> Void

    package init(every interval: Duration, _ tick: @escaping @Sendable () async -> Void) {
        self.interval = interval; self.tick = tick
    }

    package func run() async throws {
        try? await cancelWhenGracefulShutdown {
            while !Task.isCancelled {
                try await Task.sleep(for: interval)
                await tick()
            }
        }
    }
}
