import Figma
import Foundation
import Testing

/// `figma pull` and `check` against a server that misbehaves (`HostileFigma`): answers too large
/// or too slow, rate limits that ask for no wait, terminal escapes, names no file system takes.
/// Each ends in a clear error (exit 2) with the previous pull left as it was, or in a clean line.
@Suite struct HostileServerTests {
    func pull(_ server: HostileFigma, _ key: String, _ out: String, _ extra: [String] = []) async -> (code: Int32, stderr: String, stdout: String) {
        await runCLI(["figma", "pull", "--api", server.api, "--token-env", tokenVariable, "--file", key,
                      "--component-set", "Acme.Chip", "--out", out] + extra)
    }

    func withHostile<T>(_ body: (HostileFigma, String) async throws -> T) async throws -> T {
        let server = try await HostileFigma.start()
        defer { Task { await server.stop() } }
        return try await withFolder { folder in try await body(server, folder) }
    }

    /// An API answer past 64 MiB is cut off and refused, not read whole into memory.
    @Test func anAPIAnswerPastTheCapIsRefused() async throws {
        try await withHostile { server, folder in
            let run = await pull(server, "BigJSON1", folder + "/figma")
            #expect(run.code == 2)
            #expect(run.stderr.contains("GET /v1/files/BigJSON1: the answer is more than 64 MiB, the cap on an API answer"), "\(run.stderr)")
            #expect(files(in: folder).isEmpty)
        }
    }

    /// An image past 128 MiB is cut off while it streams to a temporary file; nothing is written.
    @Test func anImagePastTheCapIsRefusedAndNothingIsWritten() async throws {
        try await withHostile { server, folder in
            let run = await pull(server, "BigImage1", folder + "/figma")
            #expect(run.code == 2)
            #expect(run.stderr.contains("the answer is more than 128 MiB, the cap on an image"), "\(run.stderr)")
            #expect(files(in: folder).isEmpty)
        }
    }

    /// A PNG whose header says 100,000 × 100,000 is refused before it is kept: compare could not decode it.
    @Test func aPictureLargerThanTheDecoderTakesIsRefusedByItsHeader() async throws {
        try await withHostile { server, folder in
            let run = await pull(server, "HugePNG1", folder + "/figma")
            #expect(run.code == 2)
            #expect(run.stderr.contains("100000×100000 pixels, past the 64 megapixels Pixelproof decodes"), "\(run.stderr)")
            #expect(files(in: folder).isEmpty)
        }
    }

    /// `Retry-After: 0` for ever: the waits grow from a floor (1 s, then 2 s …, with jitter) and
    /// --max-wait ends the run after a few requests, where it used to ask ~22 times a second.
    @Test func retryAfterZeroWaitsAFloorThatGrowsAndStopsAtMaxWait() async throws {
        try await withHostile { server, folder in
            let run = await pull(server, "Limited0", folder + "/figma", ["--max-wait", "3"])
            #expect(run.code == 2)
            #expect(run.stderr.contains("past --max-wait 3 s"), "\(run.stderr)")
            #expect(run.stderr.contains("(Retry-After asks for 0 s; at least 1"), "\(run.stderr)")
            #expect(server.requests("/v1/images/Limited0") <= 3)
            #expect(files(in: folder).isEmpty)
        }
    }

    /// A server sending a byte a second never let a per-read timeout fire: --timeout bounds the
    /// whole request (3 tries of 2 s, where the answer would take 12 s each).
    @Test func aTricklingAnswerTimesOutAtTimeout() async throws {
        try await withHostile { server, folder in
            let run = await pull(server, "Trickle1", folder + "/figma", ["--timeout", "2"])
            #expect(run.code == 2)
            #expect(run.stderr.contains("GET /v1/files/Trickle1: no answer within 2 s (raise --timeout for a slow network), 3 tries"), "\(run.stderr)")
        }
    }

    /// ESC and BEL from the server reach the terminal as text (`\x1B`), in output and in errors.
    @Test func controlCharactersFromTheServerArePrintedEscaped() async throws {
        try await withHostile { server, folder in
            let pulled = await pull(server, "Escapes1", folder + "/figma")
            #expect(pulled.code == 0, "\(pulled.stderr)")
            #expect(pulled.stdout.contains("\"Acme\\x1B]0;pwned\\x07\\x1B[2J\" version"), "\(pulled.stdout)")
            let failed = await pull(server, "EscapeError1", folder + "/figma2")
            #expect(failed.code == 2)
            #expect(failed.stderr.contains("Not found\\x1B[2J\\x1B[1;1H"), "\(failed.stderr)")
            for text in [pulled.stdout, pulled.stderr, failed.stdout, failed.stderr] {
                #expect(!text.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 })
            }
        }
    }

    /// A variant name no file system takes (300 characters) fails the second pull before any
    /// write: the first pull's pictures and figma.json stay as they were.
    @Test func aNameTooLongFailsBeforeAnyWrite() async throws {
        try await withHostile { server, folder in
            let out = folder + "/figma"
            let first = await pull(server, "LongName1", out)
            #expect(first.code == 0, "\(first.stderr)")
            let before = files(in: out).map { ($0, contents(out + "/" + $0)) }
            #expect(before.count == 5)
            let second = await pull(server, "LongName1", out, ["--force"])
            #expect(second.code == 2)
            #expect(second.stderr.contains("past the 255 a file system allows"), "\(second.stderr)")
            let after = files(in: out).map { ($0, contents(out + "/" + $0)) }
            #expect(after.map(\.0) == before.map(\.0))
            for (file, bytes) in before { #expect(after.first { $0.0 == file }?.1 == bytes, "\(file) was rewritten") }
        }
    }
}
