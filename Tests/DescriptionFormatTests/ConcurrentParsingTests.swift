import Testing
@testable import BuiltInComponents
@testable import DescriptionFormat
@testable import SceneBuilding

/// The parser keeps no shared state: descriptions parsed on many tasks at once give the same models.
@Suite struct ConcurrentParsingTests {
    @Test func parallelEqualsSerial() async throws {
        let names = ["good/kitchen-sink.yaml", "good/ids-components.yaml", "good/web-components.json", "good/button.yaml"]
        let serial = try names.map { try Fixture.parse($0) }
        let inputs = try names.map { (name: $0, bytes: try Fixture.bytes($0)) }
        let parallel = try await withThrowingTaskGroup(of: (Int, Document).self) { group in
            for round in 0..<4 {
                for (index, input) in inputs.enumerated() {
                    group.addTask {
                        (round * 100 + index, try DescriptionParser().parse(input.bytes, file: input.name,
                                                                            directory: Fixture.directory.appendingPathComponent(input.name).deletingLastPathComponent().path))
                    }
                }
            }
            var results: [Int: Document] = [:]
            for try await (key, document) in group { results[key] = document }
            return results
        }
        #expect(parallel.count == 16)
        for (key, document) in parallel {
            #expect(document == serial[key % 100])
        }
    }
}
