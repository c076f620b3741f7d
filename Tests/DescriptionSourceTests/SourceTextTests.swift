import DescriptionSource
import Testing

/// The one reading of a file: YAML and JSON give the same tree, with places as YAML counts them.
@Suite struct SourceTextTests {
    func tree(_ text: String, file: String, maxDepth: Int = 64) throws -> SourceNode? {
        try SourceText.tree(Array(text.utf8), file: file, maxDepth: maxDepth)
    }

    @Test func yamlAndJSONGiveTheSameTree() throws {
        let yaml = try tree("label: \"Go\"\nsize: 12.50\nitems: [true, null]\n", file: "a.yaml")
        let json = try tree("{\"label\": \"Go\", \"size\": 12.50, \"items\": [true, null]}", file: "a.json")
        #expect(yaml == json)
        #expect(yaml?.mapping?.keys.compactMap(\.string) == ["label", "size", "items"])
    }

    @Test func jsonKeepsANumberAsWrittenAndPlain() throws {
        let size = try tree("{\"size\": 1.50e2}", file: "a.json")?.mapping?["size"]?.scalar
        #expect(size?.string == "1.50e2")
        #expect(size?.style == .plain)
        let label = try tree("{\"label\": \"12\"}", file: "a.json")?.mapping?["label"]?.scalar
        #expect(label?.style == .doubleQuoted)
    }

    @Test func jsonColumnsCountCharactersNotBytes() throws {
        // "é" is two bytes: the value after it starts at character 12, byte 13.
        let json = try tree("{\"é\": 1, \"b\": [2]}", file: "a.json")
        let b = json?.mapping?["b"]
        #expect(b?.location == SourceLocation(file: "a.json", line: 1, column: 15))
        #expect(json?.mapping?.keys.last?.location == SourceLocation(file: "a.json", line: 1, column: 10))
        let yaml = try tree("{\"é\": 1, \"b\": [2]}", file: "a.yaml")
        #expect(yaml?.mapping?["b"]?.location?.column == 15)
    }

    @Test func jsonDeeperThanTheLimitIsRefusedWhereItPassesIt() {
        #expect {
            _ = try tree("{\"a\": {\"b\": [1]}}", file: "a.json", maxDepth: 2)
        } throws: { error in
            let error = error as? SourceError
            return error?.location == SourceLocation(file: "a.json", line: 1, column: 13)
                && error?.message.hasPrefix("nesting is deeper than 2 levels") == true
        }
    }

    @Test func jsonReadsASurrogatePairAsItsCharacter() throws {
        let json = try tree("{\"label\": \"\\ud83d\\ude00\"}", file: "a.json")
        #expect(json?.mapping?["label"]?.string == "😀")
    }

    @Test func yamlAnchorsAreRefusedBeforeATreeIsBuilt() {
        #expect {
            _ = try tree("a: &x [1]\nb: *x\n", file: "a.yaml")
        } throws: { error in
            (error as? SourceError)?.location == SourceLocation(file: "a.yaml", line: 1, column: 4)
        }
    }

    @Test func anEmptyYAMLFileHasNoTree() throws {
        #expect(try tree("# nothing\n", file: "a.yaml") == nil)
    }

    @Test func literalsBuildPlainScalarsInWrittenOrder() {
        let node: SourceNode = ["b": 1, "a": ["x", 2.5, true]]
        #expect(node.mapping?.keys.compactMap(\.string) == ["b", "a"])
        #expect(node.mapping?["a"]?.sequence?.map { $0.string } == ["x", "2.5", "true"])
        #expect(node.mapping?["b"]?.scalar?.style == .plain)
    }

    @Test func aQuotedNumberIsNotEqualToAPlainOne() {
        #expect(SourceNode("12", style: .doubleQuoted) != SourceNode("12"))
        #expect(SourceNode("Go", style: .doubleQuoted) == SourceNode("Go"))
    }
}
