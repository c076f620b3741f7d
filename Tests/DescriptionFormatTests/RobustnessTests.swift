import Testing
@testable import BuiltInComponents
@testable import DescriptionFormat
@testable import SceneBuilding

/// Damaged files are refused with a DescriptionError, never a crash: every prefix of the
/// fixtures, and the fixtures with single bytes overwritten.
@Suite struct RobustnessTests {
    @Test(arguments: ["good/kitchen-sink.yaml", "good/kitchen-sink.json", "good/ids-components.yaml"])
    func truncatedFilesAreRefusedOrParse(_ name: String) throws {
        let bytes = try Fixture.bytes(name)
        for end in stride(from: 0, to: bytes.count, by: 9) {
            do {
                _ = try DescriptionParser().parse(Array(bytes[..<end]), file: name)
            } catch {
                #expect(!error.message.isEmpty)
            }
        }
    }

    @Test(arguments: ["good/kitchen-sink.yaml", "good/kitchen-sink.json"])
    func overwrittenBytesAreRefusedOrParse(_ name: String) throws {
        let bytes = try Fixture.bytes(name)
        let replacements: [UInt8] = Array("{}[]:,-&*!|>'\"#%@` \t\n0aZ.".utf8) + [0x00, 0xff]
        var parsed = 0
        for (i, position) in stride(from: 0, to: bytes.count, by: 17).enumerated() {
            var damaged = bytes
            damaged[position] = replacements[i % replacements.count]
            if (try? DescriptionParser().parse(damaged, file: name)) != nil { parsed += 1 }
        }
        // Some single-byte changes are harmless (inside a string); most are not.
        #expect(parsed < bytes.count / 17)
    }
}
