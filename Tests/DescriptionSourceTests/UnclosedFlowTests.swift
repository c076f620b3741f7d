import DescriptionSource
import Testing

/// A `{` or `[` never closed: libyaml finds out where the next token starts, often lines later
/// (the end of the file), and the message must say where the collection opened (issue 46, item 17).
@Suite struct UnclosedFlowTests {
    func error(_ text: String) throws -> SourceError {
        try #require(throws: SourceError.self) { _ = try SourceText.tree(Array(text.utf8), file: "a.yaml", maxDepth: 64) }
    }

    @Test func anUnclosedBraceIsNamedWhereItOpened() throws {
        let text = "system: ids\ncanvas: { width: 200 }\ncontent:\n  vstack:\n    button: { label: Continue, type: primary\n"
        let refused = try error(text)
        #expect(refused.location?.line == 6, "libyaml's place stays the error's place")
        #expect(refused.message.contains("the `{` at line 5, column 13 opens a flow mapping that is never closed"), "\(refused.message)")
        #expect(refused.message.contains("`}`"))
    }

    @Test func anUnclosedBracketIsNamedToo() throws {
        let refused = try error("content:\n  vstack:\n    children: [ { text: Hi }\n  other: 1\n")
        #expect(refused.message.contains("the `[` at line 3, column 15 opens a flow sequence that is never closed"), "\(refused.message)")
    }
}
