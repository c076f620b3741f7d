import GoldenRun
import PixelDiff
@testable import PixelproofCLI
import Testing

/// `--record` and `--update missing|changed|all` give the store's mode, and not both at once.
@Suite struct RecordFlagsTests {
    @Test func recordAndUpdateFlagsGiveTheMode() throws {
        #expect(try RecordMode(record: false, update: nil) == .verify)
        #expect(try RecordMode(record: true, update: nil) == .update(.changed))
        #expect(try RecordMode(record: false, update: "all") == .update(.all))
        #expect(throws: ReportError.self) { _ = try RecordMode(record: false, update: "some") }
        #expect(throws: ReportError.self) { _ = try RecordMode(record: true, update: "missing") }
    }
}
