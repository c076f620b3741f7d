import ArgumentParser
import CommandLineSupport
import Dispatch
import Review
import Synchronization

/// `--host`, `--port` and `--allow-host` for the commands that serve pages, and the one way they run a server:
/// the URL first on stdout, notes on stderr, and a clean stop on Ctrl-C or SIGTERM (exit 0).
struct ServerFlags: ParsableArguments {
    @Option(help: "The address to listen on. Anything but a loopback address makes the pages reachable from other machines.")
    var host: String = "127.0.0.1"

    @Option(help: "The port to listen on. (default: a free one)")
    var port: Int = 0

    @Option(name: .customLong("allow-host"), help: ArgumentHelp(
        "Another name the pages may be reached by (a proxy's or a tunnel's), besides loopback, the --host address and this machine's names (repeatable).",
        valueName: "name"))
    var allowedHosts: [String] = []

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be 0...65535, not \(port)") }
        guard !host.isEmpty else { throw ValidationError("--host must name an address, as 127.0.0.1") }
        for name in allowedHosts where name.isEmpty || name.contains(where: { $0 == "/" || $0 == " " || $0 == ":" && !name.hasPrefix("[") }) {
            throw ValidationError("--allow-host takes a host name as a browser's address bar shows it (tunnel.example.com, [fd00::1]), not \"\(name)\"")
        }
    }

    /// Runs `serve` with a server on the flags' address until a signal stops it.
    func run(_ what: String, _ serve: @escaping @Sendable (LocalServer) async throws -> Void) throws {
        // Every connection and open page holds a descriptor: take all the system allows.
        DescriptorLimit.raiseToHard()
        let server = LocalServer(host: host, port: port, allowedHosts: allowedHosts)
        if !LocalServer.isLoopback(host) {
            Console.error("pixelproof: warning: --host \(host) exposes \(what) to every browser that can reach this machine: "
                          + "anyone on the network can open the page, see its pictures and (with the token the page carries) accept or reject. "
                          + "Requests are still answered only under loopback names, this machine's names and addresses and --allow-host.")
        }
        Interruption.handOverToServer()
        let failure = Mutex<(any Error)?>(nil)
        let done = DispatchSemaphore(value: 0)
        Task {
            do { try await serve(server) } catch { failure.withLock { $0 = error } }
            done.signal()
        }
        done.wait()
        if let error = failure.withLock({ $0 }) {
            Console.error("pixelproof: \(error)")
            throw ExitCode(2)
        }
        Console.error("pixelproof: stopped")
    }
}
