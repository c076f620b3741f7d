import CommandLineSupport
import Figma
import Foundation
import PixelproofCLI
import Synchronization

/// The token every test sends; no output or file may ever contain it.
let testToken = "figd_TEST-secret-token-0123456789"

/// The variable the CLI tests name with `--token-env`, set once for the process.
let tokenVariable: String = {
    setenv("PIXELPROOF_FIGMA_TEST_TOKEN", testToken, 1)
    return "PIXELPROOF_FIGMA_TEST_TOKEN"
}()

/// A client of `server` with short limits, so retries and waits take milliseconds.
func client(_ server: FakeFigma, maxWait: Double = 5, timeout: Int = 5, notices: Lines? = nil) -> FigmaClient {
    FigmaClient(connection: FigmaConnection(api: URL(string: server.api)!, token: testToken, timeout: timeout, maxWait: maxWait,
                                            tries: 3, backoff: 0.01),
                notice: { line in notices?.all.withLock { $0.append(line) } })
}

/// Lines a test collects from a callback.
final class Lines: Sendable {
    let all = Mutex<[String]>([])
}

/// A fresh folder under /tmp, removed by `body`'s end.
func withFolder<T>(_ body: (String) async throws -> T) async rethrows -> T {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pixelproof-figma-\(UUID().uuidString)").path
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    return try await body(folder)
}

/// A server for the length of `body`.
func withServer<T>(pictures: [String: [UInt8]] = [:], _ body: (FakeFigma) async throws -> T) async throws -> T {
    let server = try await FakeFigma.start(pictures: pictures)
    do {
        let result = try await body(server)
        await server.stop()
        return result
    } catch {
        await server.stop()
        throw error
    }
}

/// `pixelproof ARGS` in-process on a thread of its own (the command blocks while its requests
/// run on Swift's few cooperative threads); exit code, stderr and stdout.
func runCLI(_ arguments: [String]) async -> (code: Int32, stderr: String, stdout: String) {
    await withCheckedContinuation { continuation in
        Thread {
            let errors = Mutex<[String]>([]), output = Mutex<[String]>([])
            let sinks = Console.Sinks(output: { line in output.withLock { $0.append(line) } },
                                      error: { line in errors.withLock { $0.append(line) } })
            let code = Console.$sinks.withValue(sinks) { CommandLineEntry.run(arguments) }
            continuation.resume(returning: (code, errors.withLock { $0.joined(separator: "\n") }, output.withLock { $0.joined(separator: "\n") }))
        }.start()
    }
}

/// Every file under `folder` (relative paths, sorted).
func files(in folder: String) -> [String] {
    (FileManager.default.enumerator(atPath: folder)?.compactMap { $0 as? String } ?? [])
        .filter { !FileManager.default.isDirectory($0, in: folder) }.sorted()
}

extension FileManager {
    func isDirectory(_ relative: String, in folder: String) -> Bool {
        var isFolder: ObjCBool = false
        return fileExists(atPath: folder + "/" + relative, isDirectory: &isFolder) && isFolder.boolValue
    }
}

func contents(_ path: String) -> [UInt8] { (try? [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))) ?? [] }
