import Files
import Foundation
import GoldenRun
import JSON
import PixelproofTesting
import PNGCodec
import Raster
import Review
import Testing
import Values

/// `pixelproof review .build/pixelproof-failures` after a failing `swift test`: the report folders
/// the failing `assertSnapshot` checks wrote, merged into one, reviewed over the API; accept and
/// reject change the golden in the package's Snapshots folder and nothing outside it.
@Suite struct CaseReportReviewTests {
    let package = try! ScratchFolder.make(FilePath.temporaryFolder + "/pixelproof-case-review-XXXXXX")
    var failures: String { package + "/.build/pixelproof-failures" }
    var golden: String { package + "/Snapshots/checkout/footer@2x.png" }

    func solid(_ grey: UInt8) -> Pixmap {
        try! Pixmap(width: 6, height: 4, background: RGBAColor(r: grey, g: grey, b: grey).premultiplied)
    }

    /// A package whose tests recorded `checkout/footer` and `card` (at 2x and 3x), then failed them.
    func failingTestRun() throws -> SnapshotAssertion {
        try AtomicFile.write(Array("// swift-tools-version:6.0\n".utf8), to: package + "/Package.swift")
        var assertion = SnapshotAssertion(testFile: package + "/Tests/UITests/FooterTests.swift", environment: [:])
        assertion.announce = { _ in }
        // The same name at two scales: two goldens, two snapshots to review.
        for (name, grey, scale) in [("checkout/footer", UInt8(10), 2), ("card", 30, 2), ("card", 30, 3)] {
            _ = assertion.check(solid(grey), named: name, scale: scale)
            #expect(assertion.check(solid(grey + 100), named: name, scale: scale).failure != nil)
        }
        return assertion
    }

    /// The merged report of the failures folder, served for the length of `test`.
    func reviewing(_ test: (RunningServer) async throws -> Void) async throws {
        let merged = try ScratchFolder.make(FilePath.temporaryFolder + "/pixelproof-merged-XXXXXX")
        #expect(try CaseReports.merge(under: failures, into: merged)?.results.map(\.name) == ["card@2x", "card@3x", "checkout/footer@2x"])
        let session = try ReviewSession(reportFolder: merged)
        let server = LocalServer()
        let running = try await RunningServer.start(server) { router in
            ReviewRoutes.add(to: router, session: session, server: server, title: "review")
        }
        do { try await test(running) } catch { await running.stop(); throw error }
        await running.stop()
    }

    @Test func acceptWritesTheActualAsTheGoldenAndRejectPutsItBack() async throws {
        let assertion = try failingTestRun()
        let recorded = try AtomicFile.read(golden, maxBytes: 1 << 20)
        // What re-recording the failed picture (PIXELPROOF_RECORD=1) would write as the golden.
        var rerecord = SnapshotAssertion(snapshotsFolder: package + "/rerecorded", artifactsFolder: package + "/.build/rerecorded", environment: ["PIXELPROOF_RECORD": "1"])
        rerecord.announce = { _ in }
        _ = rerecord.check(solid(110), named: "checkout/footer", scale: 2)
        let actual = package + "/rerecorded/checkout/footer@2x.png"
        try await reviewing { running in
            let token = running.server.token.value
            let accepted = try JSONNode.parse(try await running.post("/api/accept", json: #"{"names": ["checkout/footer@2x"]}"#, token: token).body)
            #expect(accepted["results"]?.array?.first?["golden"]?.string == "written")
            #expect(try PNGFile.read(golden).pixmap[2, 2].r == 110)
            #expect(try AtomicFile.read(golden, maxBytes: 1 << 20) == AtomicFile.read(actual, maxBytes: 1 << 20))
            let rejected = try JSONNode.parse(try await running.post("/api/reject", json: #"{"names": ["checkout/footer@2x"]}"#, token: token).body)
            #expect(rejected["results"]?.array?.first?["golden"]?.string == "restored")
            #expect(try AtomicFile.read(golden, maxBytes: 1 << 20) == recorded)
        }
        // The next run passes with the recorded golden and its report folder goes.
        #expect(assertion.check(solid(10), named: "checkout/footer", scale: 2).failure == nil)
        #expect(try CaseReports.folders(under: failures) == [failures + "/report/card@2x", failures + "/report/card@3x"])
    }

    @Test func aCaseReportCannotWriteOutsideTheSnapshotsFolder() async throws {
        _ = try failingTestRun()
        // A report can say anything: this one points a golden at the package, beside its Snapshots.
        let summary = failures + "/report/card@2x/summary.json"
        let text = String(decoding: try AtomicFile.read(summary, maxBytes: 1 << 20), as: UTF8.self)
        let outside = package + "/card@2x.png"
        try AtomicFile.write(Array(text.replacingOccurrences(of: package + "/Snapshots/card@2x.png", with: outside).utf8), to: summary)
        try await reviewing { running in
            let reply = try JSONNode.parse(try await running.post("/api/accept", json: #"{"names": ["card@2x"]}"#, token: running.server.token.value).body)
            #expect(reply["results"]?.array?.first?["error"]?.string?.contains("outside the folder the run started in") == true)
            #expect(!FilePath.exists(outside))
        }
    }
}
