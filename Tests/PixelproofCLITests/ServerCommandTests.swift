import Foundation
import Testing

#if canImport(Glibc)
import Glibc
private let streamSocket = Int32(SOCK_STREAM.rawValue)
#elseif canImport(Darwin)
import Darwin
private let streamSocket = SOCK_STREAM
#endif

/// `pixelproof review` and `pixelproof serve` as a user starts them: the URL on the first line of
/// stdout, a clean stop (exit 0) on SIGINT and SIGTERM, and exit 2 with the fix for bad input.
@Suite struct ServerCommandTests {
    @Test func badInputIsExit2WithTheFix() throws {
        let missing = runCLI(["review", "/nonexistent/report"])
        #expect(missing.code == 2)
        #expect(missing.stderr.contains("/nonexistent/report: no such folder"))
        let folder = makeFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let notAReport = runCLI(["review", folder])
        #expect(notAReport.code == 2 && notAReport.stderr.contains("pixelproof test --report DIR"))
        #expect(runCLI(["review", folder, folder]).stderr.contains("give one report folder"))
        #expect(runCLI(["review", folder, "--scale", "2"]).stderr.contains("go with --snapshots"))
        #expect(runCLI(["serve", "/nonexistent/folder"]).code == 2)
        let port = runCLI(["serve", folder, "--port", "70000"])
        #expect(port.code == 2 && port.stderr.contains("--port must be 0...65535"))
        #expect(missing.stdout.isEmpty && notAReport.stdout.isEmpty)
    }

    @Test func aPortInUseIsExit2() throws {
        let folder = makeFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // Take a port, then ask for it.
        let fd = socket(AF_INET, streamSocket, 0)
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) } }
        _ = listen(fd, 1)
        _ = withUnsafeMutablePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) } }
        let taken = Int(UInt16(bigEndian: address.sin_port))
        let result = runCLI(["serve", folder, "--port", "\(taken)"])
        #expect(result.code == 2)
        #expect(result.stderr.contains("cannot serve on 127.0.0.1:\(taken)") && result.stderr.contains("choose another --port"))
    }

    @Test(.enabled(if: BundledFontsTests.builtExecutable != nil, "needs the pixelproof executable built beside the tests"),
          arguments: [SIGINT, SIGTERM])
    func theServerPrintsItsURLFirstAndStopsCleanlyOnASignal(_ signal: Int32) throws {
        let folder = makeFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        writeFile(folder + "/button.yaml", TestCommandTests.button)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(BundledFontsTests.builtExecutable))
        process.arguments = ["serve", folder]
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let firstLine = readLine(from: output.fileHandleForReading)
        #expect(firstLine.hasPrefix("http://127.0.0.1:") && firstLine.hasSuffix("/"), "first line: \(firstLine)")
        kill(process.processIdentifier, signal)
        // A guard against a hang, not a speed check: a loaded machine or a sanitizer build is slow,
        // never minutes slow, so a server still running then did not stop.
        let deadline = Date().addingTimeInterval(120)
        while process.isRunning && Date() < deadline { usleep(10_000) }
        #expect(!process.isRunning, "still running 2 minutes after the signal: it does not stop on it")
        if process.isRunning { process.terminate(); return }
        #expect(process.terminationReason == .exit && process.terminationStatus == 0)
        let log = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(log.contains("pixelproof: stopped"))
    }

    @Test(.enabled(if: BundledFontsTests.builtExecutable != nil, "needs the pixelproof executable built beside the tests"))
    func reviewWithSnapshotsRemovesItsTemporaryReportWhenItStops() throws {
        let folder = makeFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/tmp", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder + "/screens", withIntermediateDirectories: true)
        writeFile(folder + "/screens/button.yaml", TestCommandTests.button)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(BundledFontsTests.builtExecutable))
        process.arguments = ["review", "--snapshots", folder + "/Snapshots", folder + "/screens"]
        process.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": folder + "/tmp"]) { $1 }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        #expect(readLine(from: output.fileHandleForReading).hasPrefix("http://127.0.0.1:"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/tmp").count == 1, "the report is made under TMPDIR")
        kill(process.processIdentifier, SIGTERM)
        process.waitUntilExit()
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/tmp").isEmpty)
    }

    /// `pixelproof review FOLDER` on a folder that is no report: exit 2 naming the folder and what to pass.
    @Test func aFolderWithoutReportsIsExit2NamingItAndTheFix() throws {
        let folder = makeFolder()
        let empty = runCLI(["review", folder])
        #expect(empty.code == 2)
        #expect(empty.stderr.contains("\(folder) holds neither a summary.json nor report folders of single snapshots"))
        #expect(empty.stderr.contains(".build/pixelproof-failures") && empty.stdout.isEmpty)
        // A case folder whose summary.json is not one: named, exit 2, nothing served.
        try FileManager.default.createDirectory(atPath: folder + "/report/card@2x", withIntermediateDirectories: true)
        writeFile(folder + "/report/card@2x/summary.json", "{}")
        let broken = runCLI(["review", folder])
        #expect(broken.code == 2 && broken.stderr.contains(folder + "/report/card@2x/summary.json") && broken.stdout.isEmpty)
    }

    @Test(.enabled(if: BundledFontsTests.builtExecutable != nil, "needs the pixelproof executable built beside the tests"))
    func reviewOfAFailuresFolderServesItsCaseReportsMergedAndRemovesTheMergeWhenItStops() throws {
        let folder = makeFolder()
        try FileManager.default.createDirectory(atPath: folder + "/tmp", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder + "/screens", withIntermediateDirectories: true)
        writeFile(folder + "/screens/button.yaml", TestCommandTests.button)
        // One report folder of a single new snapshot, as a failing assertSnapshot leaves it.
        let failures = folder + "/.build/pixelproof-failures"
        let test = runCLI(["test", "--snapshots", folder + "/Snapshots", "--report", failures + "/report/button@2x", folder + "/screens"])
        #expect(test.code == 1)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(BundledFontsTests.builtExecutable))
        process.arguments = ["review", failures]
        process.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": folder + "/tmp"]) { $1 }
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        #expect(readLine(from: output.fileHandleForReading).hasPrefix("http://127.0.0.1:"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/tmp").count == 1, "the merged report is made under TMPDIR")
        kill(process.processIdentifier, SIGTERM)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self).contains("0 changed, 1 new, 0 passed"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/tmp").isEmpty)
    }

    func readLine(from handle: FileHandle) -> String {
        var bytes: [UInt8] = []
        while true {
            let byte = handle.readData(ofLength: 1)
            guard let b = byte.first, b != 10 else { break }
            bytes.append(b)
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
