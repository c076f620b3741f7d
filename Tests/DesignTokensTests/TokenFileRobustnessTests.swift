import Files
import Foundation
import Testing
import DesignTokens

/// Damaged token files give an error or a system, never a crash: every truncation point and a
/// deterministic set of byte substitutions of real files are read.
@Suite struct TokenFileRobustnessTests {
    static let sources: [(String, [UInt8])] = [
        ("web.tokens.json", Array(TokenSystem.web.dtcgText.utf8.prefix(6000))),
        ("studio.json", Array(TokensStudioTests.export.utf8)),
    ]

    /// A small linear congruential generator (Knuth's MMIX constants): the same damage every run.
    struct LCG {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    /// A token file over 16 MiB is refused from its size, before it is read.
    @Test func fileOverTheSizeLimitIsRefusedBeforeReading() throws {
        let path = NSTemporaryDirectory() + "pixelproof-big-\(UUID().uuidString).tokens.json"
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.truncate(atOffset: UInt64(TokenFile.maxFileBytes) + 1)  // sparse: no 16 MiB written
        try handle.close()
        #expect { try TokenFile.read(path: path) } throws: { "\($0)".contains("is 16777217 bytes, larger than the limit of 16777216 bytes (16 MiB)") }
    }

    @Test func truncatedFilesAreRefusedCleanly() {
        for (name, bytes) in Self.sources {
            for cut in stride(from: 0, to: bytes.count, by: 7) {
                do {
                    _ = try TokenFile.read(bytes: Array(bytes[..<cut]), name: name)
                } catch {
                    #expect(!error.message.isEmpty)
                }
            }
        }
    }

    @Test func damagedBytesAreReadOrRefusedCleanly() {
        // Characters that change JSON structure, numbers, references and colours.
        let replacements = Array("{}[]\",:0-9e.#$%*/()x ".utf8) + [0x00, 0xff]
        var random = LCG(state: 42)
        for (name, bytes) in Self.sources {
            for _ in 0..<600 {
                var damaged = bytes
                for _ in 0..<(1 + random.next(3)) {
                    damaged[random.next(damaged.count)] = replacements[random.next(replacements.count)]
                }
                do {
                    let file = try TokenFile.read(bytes: damaged, name: name)
                    // Whatever was read can be written and printed.
                    _ = file.system.dtcgText
                    _ = file.system.exportJSONText
                } catch {
                    #expect(!error.message.isEmpty)
                }
            }
        }
    }

    @Test func hugeNumbersAreRefusedNotPrintedAsInfinity() throws {
        do {
            _ = try readTokens(#"{ "s": { "$type": "dimension", "$value": { "value": 1e300, "unit": "px" } } }"#)
            Issue.record("expected a failure")
        } catch {
            #expect(error.message.contains("out of range"))
        }
        #expect(throws: TokenFileError.self) {
            try readTokens(#"{ "t": { "$type": "typography", "$value": { "fontFamily": "A", "fontSize": "16px", "lineHeight": 1e300 } } }"#)
        }
    }
}
