import ArgumentParser
import CommandLineSupport
import Dispatch
import Figma
import Foundation
import Synchronization

/// What both `figma` commands need to reach a file: its key, the token's variable, the API's
/// address and the limits on waiting.
struct FigmaFlags: ParsableArguments {
    @Option(help: "The file's key: the part after /design/ (or /file/) in its URL.")
    var file: String

    @Option(name: .customLong("token-env"), help: "The environment variable holding the personal access token.")
    var tokenEnv: String = "FIGMA_TOKEN"

    @Option(help: "The REST API's address (a proxy, or a local server in tests).")
    var api: String = FigmaConnection.publicAPI.absoluteString

    @Option(name: .customLong("max-wait"), help: "Seconds the run may wait out rate limits (429 Retry-After) in all.")
    var maxWait: Double = 120

    @Option(help: "Whole seconds a request may take, to the last byte of its answer, before it is tried again (3 tries).")
    var timeout: Int = 30

    @Option(help: "How deep the file's document is searched for sets by name (2: sets placed on a page); published sets are found at any depth.")
    var depth: Int = 2

    func validate() throws {
        if file.trimmingCharacters(in: .whitespaces).isEmpty {
            throw ValidationError("--file is empty; give the file's key: the part after /design/ in its URL (figma.com/design/KEY/…)")
        }
        if !file.unicodeScalars.allSatisfy({ $0.isASCII && (CharacterSet.alphanumerics.contains($0) || $0 == "-" || $0 == "_") }) {
            throw ValidationError("--file \"\(file)\" is not a file key; give only the key: the part after /design/ in the file's URL (figma.com/design/KEY/…)")
        }
        guard let url = URL(string: api), ["http", "https"].contains(url.scheme?.lowercased() ?? ""), url.host != nil else {
            throw ValidationError("--api \"\(api)\" is not an http(s) URL; leave it out for \(FigmaConnection.publicAPI.absoluteString)")
        }
        if !(maxWait >= 0 && maxWait.isFinite) { throw ValidationError("--max-wait must be 0 or more seconds, not \(maxWait)") }
        if !(1...3600).contains(timeout) { throw ValidationError("--timeout must be 1...3600 whole seconds, not \(timeout)") }
        if !(1...20).contains(depth) { throw ValidationError("--depth must be 1...20, not \(depth)") }
    }

    /// The connection, with the token from the environment; refused when the variable is unset.
    func connection() throws -> FigmaConnection {
        guard let token = ProcessInfo.processInfo.environment[tokenEnv], !token.isEmpty else {
            throw FigmaError("\(tokenEnv) is not set; create a personal access token (Figma: Settings → Security → Personal access tokens, scope file_content:read) and export \(tokenEnv)=…, or name the variable holding it with --token-env")
        }
        return FigmaConnection(api: URL(string: api)!, token: token, timeout: timeout, maxWait: maxWait)
    }

    func lookup() throws -> ComponentSetLookup {
        let client = FigmaClient(connection: try connection(), tokenSource: tokenEnv) { Console.error("pixelproof: figma: \($0)") }
        return ComponentSetLookup(client: client, fileKey: file, depth: depth)
    }

    /// Runs `work` to its end from a synchronous command (ArgumentParser's `run`).
    static func wait<T: Sendable>(_ work: @escaping @Sendable () async throws -> T) throws -> T {
        let result = Mutex<Result<T, any Error>?>(nil)
        let done = DispatchSemaphore(value: 0)
        Task {
            let outcome: Result<T, any Error>
            do { outcome = .success(try await work()) } catch { outcome = .failure(error) }
            result.withLock { $0 = outcome }
            done.signal()
        }
        done.wait()
        return try result.withLock { $0! }.get()
    }
}
