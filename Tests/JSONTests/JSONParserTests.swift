import Testing
@testable import JSON

/// The JSON reader under the token files: file order, positions, strictness, limits.
@Suite struct JSONParserTests {
    func parse(_ s: String) throws(JSONParser.Failure) -> JSONNode { try JSONParser.parse(Array(s.utf8)) }

    @Test func keepsMemberOrderAndPositions() throws {
        let node = try parse("{\n  \"z\": 1,\n  \"a\": [true, null, \"x\"]\n}")
        #expect(node.members?.map(\.key) == ["z", "a"])
        let a = try #require(node["a"])
        #expect(a.line == 3 && a.column == 8)
        #expect(a.array?.count == 3)
        // Each key's own place, for messages about a key (an unknown key in a description).
        #expect(node.members?.map(\.keyLine) == [2, 3])
        #expect(node.members?.map(\.keyColumn) == [3, 3])
    }

    @Test func readsEscapesAndNumbers() throws {
        let node = try parse(#"{"s": "\u00e9\ud83d\ude00\t\"", "n": -1.5e2, "i": 0}"#)
        #expect(node["s"]?.string == "é😀\t\"")
        #expect(node["n"]?.number == -150)
        #expect(node["i"]?.number == 0)
    }

    @Test(arguments: ["{\"a\": 1,}", "{\"a\" 1}", "[1 2]", "{\"a\": 01}", "{\"a\": \"x}", "{'a': 1}", "{\"a\": 1} x",
                      "{\"a\": 1, \"a\": 2}", "{\"a\": NaN}", "{\"a\": 1e999}", ""])
    func refusesWhatRFC8259Refuses(_ text: String) {
        #expect(throws: JSONParser.Failure.self) { try parse(text) }
    }

    @Test func deepNestingIsAnErrorNotACrash() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(throws: JSONParser.Failure.self) { try parse(deep) }
    }

    @Test func duplicateKeyIsNamed() {
        do {
            _ = try parse("{\"a\": 1,\n \"a\": 2}")
            Issue.record("expected a failure")
        } catch {
            #expect(error.message == "duplicate key \"a\"" && error.line == 2 && error.column == 2)
        }
    }
}
