import Foundation
import Testing
@testable import DesignTokens

/// Every example of the DTCG 2025.10 specification (SpecExamples/) loads with the values the
/// specification gives, or, where the example itself breaks the specification's rules, is refused
/// at the token that breaks them.
@Suite struct SpecExampleTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("SpecExamples").path
    static let invalid = ["example-14.json", "example-25.json"]

    static var files: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".json") }.sorted()
    }

    func load(_ name: String) throws -> TokenFile { try TokenFile.read(path: Self.folder + "/" + name) }
    func value(_ file: TokenFile, _ name: String) -> String? { file.system.tokens.first { $0.fullName == name }?.value.displayText }

    @Test func everyValidExampleLoads() throws {
        #expect(Self.files.count >= 27)
        for name in Self.files where !Self.invalid.contains(name) {
            #expect(TokenFile.problems(bytes: Array(try Data(contentsOf: URL(fileURLWithPath: Self.folder + "/" + name))), name: name).isEmpty, "\(name)")
        }
    }

    @Test func theValuesTheSpecificationGives() throws {
        // 26: $root tokens and a group extending another, with nested overrides.
        let e26 = try load("example-26.json")
        #expect(value(e26, "color.semantic.error.dark") == "#990000")
        #expect(value(e26, "color.semantic.light") == "#3388dd", "inherited through $extends")
        // 32, 35, 36, 37: JSON Pointer references into values.
        #expect(value(try load("example-32.json"), "semantic.primaryHue") == "0")
        #expect(value(try load("example-35.json"), "semantic.primary") == "#3366b3")
        #expect(value(try load("example-36.json"), "layout.small") == "16rem")
        #expect(value(try load("example-36.json"), "layout.large") == "32px")
        #expect(value(try load("example-37.json"), "headings.h1")?.hasPrefix("Helvetica 700 32/48px") == true)
        // 33: chained references.
        #expect(value(try load("example-33.json"), "semantic.link") == "#0066cc")
        // 41: a weight between the named ones, and a name.
        #expect(value(try load("example-41.json"), "font-weight-default") == "350")
        // 57: gradients made of references to one-stop gradients and to a number token.
        #expect(value(try load("example-57.json"), "gradient-with-references")
                == "linear-gradient(180deg, #ffffff 0%, #00ff66 33.3%, #000000 100%)")
        // 42, 43: types Pixelproof does not draw are listed, not lost.
        #expect(try load("example-42.json").skipped == ["Duration-Quick (duration)"])
    }

    @Test func theExamplesThatBreakTheRulesAreRefusedAtTheirTokens() throws {
        let e14 = TokenFile.problems(bytes: Array(try Data(contentsOf: URL(fileURLWithPath: Self.folder + "/example-14.json"))), name: "example-14.json")
        #expect(e14.map(\.path).contains("input.field.background") && e14.allSatisfy { $0.message.contains("has no $type") })
        let e25 = TokenFile.problems(bytes: Array(try Data(contentsOf: URL(fileURLWithPath: Self.folder + "/example-25.json"))), name: "example-25.json")
        #expect(e25.map(\.path) == ["input.field.background", "input-amount.field.background"])
    }
}
