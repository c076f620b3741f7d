import Foundation
import PNGCodec
import Testing

/// Ctrl-C or a cancelled CI job in the middle of `test --record`: every golden is complete (old or
/// new, never partial), no temporary file stays behind, and the exit status says "interrupted".
@Suite struct InterruptedRunTests {
    @Test(.enabled(if: BundledFontsTests.builtExecutable != nil, "needs the pixelproof executable built beside the tests"))
    func interruptedRecordLeavesOnlyWholeGoldens() throws {
        let root = makeFolder()
        let descriptions = root + "/d", snapshots = root + "/S"
        _ = mkdirPath(descriptions)
        for i in 0..<400 {
            writeFile("\(descriptions)/b\(i).yaml", TestCommandTests.button.replacingOccurrences(of: "Continue", with: "Continue \(i)"))
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(BundledFontsTests.builtExecutable))
        process.arguments = ["test", descriptions, "--snapshots", snapshots, "--record", "--quiet"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Interrupt once some goldens are written, well before all 400 are.
        let deadline = Date().addingTimeInterval(120)
        while Date() < deadline, ((try? FileManager.default.contentsOfDirectory(atPath: snapshots))?.count ?? 0) < 20 {
            usleep(5_000)
        }
        let beforeSignal = ((try? FileManager.default.contentsOfDirectory(atPath: snapshots))?.count ?? 0)
        process.interrupt()
        process.waitUntilExit()
        let files = try FileManager.default.contentsOfDirectory(atPath: snapshots)
        // The signal is handled at once, not when the rendering threads are done: counted in
        // goldens, not seconds (a sanitizer build or a loaded machine is slow, never wrong). At
        // most the cases being drawn when it came (one per core) and those renamed between the
        // count and the signal finish after it; a run that went on would write hundreds.
        let inFlight = ProcessInfo.processInfo.activeProcessorCount
        #expect(files.count - beforeSignal <= 2 * inFlight + 2,
                "\(files.count - beforeSignal) goldens were written after the signal: the run went on after it")
        #expect(process.terminationReason == .exit && process.terminationStatus == 130)
        #expect(files.count < 400, "the run finished before it was interrupted; the test proves nothing")
        #expect(files.allSatisfy { !$0.hasSuffix(".tmp") }, "temporary files left: \(files.filter { $0.hasSuffix(".tmp") })")
        for file in files {
            #expect((try? PNGDecoder().decode(readFile(snapshots + "/" + file))) != nil, "\(file) is not a whole PNG")
        }
        try? FileManager.default.removeItem(atPath: root)
    }
}
