import Synchronization
import Testing
@testable import Typesetting

/// Each warning is delivered once, and warnings reported before the CLI set its handler (files
/// skipped while the registry was built) are delivered when it does.
struct DiagnosticsTests {
    final class Collected: Sendable {
        let lines = Mutex<[String]>([])
        func add(_ s: String) { lines.withLock { $0.append(s) } }
    }

    @Test func eachMessageOnceAndNoneLostBeforeTheHandler() {
        let sink = TypesettingDiagnostics()
        sink.report("skipped font file a.ttf")
        sink.report("skipped font file a.ttf")
        let out = Collected()
        sink.setHandler { out.add($0) }
        sink.report("Instacart Sans not installed, using Lexend Deca")
        sink.report("Instacart Sans not installed, using Lexend Deca")
        sink.report("skipped font file a.ttf")
        #expect(out.lines.withLock { $0 } == ["skipped font file a.ttf", "Instacart Sans not installed, using Lexend Deca"])
        #expect(sink.messages.count == 2)
    }
}
