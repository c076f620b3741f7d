import JSON
import Testing

/// The fixtures the local server answers with are shaped as Figma's published OpenAPI
/// description says (the transcription in `PublishedSchema`).
@Suite struct PublishedSchemaTests {
    @Test(arguments: PublishedSchema.fixtures.map(\.file))
    func everyFixtureMatchesItsPublishedSchema(_ file: String) throws {
        let schema = try #require(PublishedSchema.fixtures.first { $0.file == file }?.schema)
        let problems = schema.problems(try JSONNode.parse(Fixtures.bytes(file)))
        #expect(problems.isEmpty, "\(file): \(problems.joined(separator: "\n"))")
    }

    @Test func theServersBuiltAnswersMatchTheirSchemasToo() throws {
        let images = Answer.images(["1:3", "1:4"], port: 8080, nullFirst: true)
        #expect(PublishedSchema.getImagesResponse.problems(try JSONNode.parse(Array(images.compact.utf8))).isEmpty)
        let nodes = try JSONNode.parse(Answer.nodesJSON(["1:2", "5:1", "7:1"]))
        #expect(PublishedSchema.getFileNodesResponse.problems(nodes).isEmpty)
    }

    @Test func theTranscriptionCatchesADepartureFromTheSchema() throws {
        var text = String(decoding: Fixtures.bytes("file.json"), as: UTF8.self)
        text = text.replacingOccurrences(of: "\"editorType\": \"figma\"", with: "\"editorType\": \"sketch\"")
        // The first node on the page only: the component set.
        let clips = try #require(text.range(of: "\"clipsContent\": false"))
        text.replaceSubrange(clips, with: "\"clipsContent\": \"no\"")
        let problems = PublishedSchema.getFileResponse.problems(try JSONNode.parse(Array(text.utf8)))
        #expect(problems.count == 2)
        #expect(problems.contains { $0.hasSuffix("$.editorType: expected one of [\"figma\", \"figjam\"]") })
        #expect(problems.contains { $0.hasSuffix("$.document.children[0].children[0].clipsContent: expected a boolean, got a string") })
    }
}
