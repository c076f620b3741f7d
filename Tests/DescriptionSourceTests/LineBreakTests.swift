import DescriptionSource
import Foundation
import Testing

/// One notion of a line for the whole reader: LF, CR, CR LF, NEL, LS and PS each end a line, as
/// libyaml counts them, in every place that turns a line number or an offset into text.
@Suite struct LineBreakTests {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("FuzzCorpus/description-crashes").path

    func error(_ bytes: [UInt8], file: String) -> SourceError? {
        do { _ = try SourceText.tree(bytes, file: file, maxDepth: 64); return nil } catch { return error }
    }

    /// Found by the description fuzz target (FuzzCorpus/description-crashes/bare-carriage-returns.yaml):
    /// libyaml reports line 11 of a file with ten bare CRs; the advice looked for the line above it
    /// among the file's one LF line and trapped, taking a whole `test` run (or `serve`) with it.
    @Test func bareCarriageReturnsAreLinesInTheSyntaxAdvice() throws {
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: Self.corpus + "/bare-carriage-returns.yaml")))
        let error = try #require(self.error(bytes, file: "a.yaml"))
        #expect(error.location?.line == 11)
        #expect(error.message.contains("line 11 is indented 2 spaces, deeper than line 1 above it (0 spaces)"), "\(error.message)")
    }

    @Test(arguments: ["\r", "\r\n", "\n", "\u{85}", "\u{2028}", "\u{2029}"])
    func everyBreakLibyamlCountsEndsALine(_ newline: String) throws {
        let text = "a: b" + newline + newline + newline + "  c: d: e" + newline
        let error = try #require(self.error(Array(text.utf8), file: "a.yaml"))
        #expect(error.location?.line == 4)
        #expect(error.message.contains("line 4 is indented 2 spaces, deeper than line 1 above it"), "\(error.message)")
    }

    /// JSON places are YAML's for the same text: a key after a bare CR is on line 2.
    @Test func jsonCountsLinesAsYAMLDoes() throws {
        let text = Array("{\"a\": \"\u{2028}\",\r\"b\": [2]}".utf8)
        let json = try #require(try SourceText.tree(text, file: "a.json", maxDepth: 8))
        let yaml = try #require(try SourceText.tree(text, file: "a.yaml", maxDepth: 8))
        #expect(json.mapping?["b"]?.location == SourceLocation(file: "a.json", line: 3, column: 6))
        #expect(yaml.mapping?["b"]?.location == SourceLocation(file: "a.yaml", line: 3, column: 6))
        let broken = try #require(self.error(Array("{\"a\": 1,\r\r\"b\" 2}".utf8), file: "a.json"))
        #expect(broken.location == SourceLocation(file: "a.json", line: 3, column: 5))
    }

    @Test func linesPastEitherEndHaveNoText() {
        let lines = SourceLines(Array("a\r\nb\rc\u{85}d".utf8))
        #expect(lines.count == 4)
        #expect((1...4).map { lines.text(ofLine: $0) } == ["a", "b", "c", "d"])
        #expect(lines.text(ofLine: 0) == nil && lines.text(ofLine: 5) == nil)
    }
}
