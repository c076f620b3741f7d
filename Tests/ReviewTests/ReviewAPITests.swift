import Files
import Foundation
import GoldenRun
import JSON
import PNGCodec
import PixelDiff
import Review
import Testing

/// The review server's HTTP API over a real socket: what the page reads, what a write needs, what
/// accepting and rejecting do to the goldens on disk, and the requests it refuses.
@Suite struct ReviewAPITests {
    /// A fresh report under review, served for the length of `test`; `prepare` runs before serving.
    func reviewing(server: LocalServer = LocalServer(), prepare: (ReviewFixture) throws -> Void = { _ in },
                   _ test: (ReviewFixture, RunningServer) async throws -> Void) async throws {
        let fixture = try ReviewFixture()
        defer { fixture.remove() }
        try prepare(fixture)
        let session = try ReviewSession(reportFolder: fixture.report)
        let running = try await RunningServer.start(server) { router in
            ReviewRoutes.add(to: router, session: session, server: server, title: "review")
        }
        do { try await test(fixture, running) } catch { await running.stop(); throw error }
        await running.stop()
    }

    func json(_ reply: HTTPReply) throws -> JSONNode { try JSONNode.parse(reply.body) }

    @Test func thePageCarriesTheTokenAndTheReportListsEverySnapshot() async throws {
        try await reviewing { fixture, running in
            let page = try await running.get("/")
            #expect(page.status == 200)
            #expect(page.headers["content-type"]?.hasPrefix("text/html") == true)
            #expect(page.text.contains("<meta name=\"pixelproof-token\" content=\"\(running.server.token.value)\">"))
            #expect(page.headers["content-security-policy"]?.contains("frame-ancestors 'none'") == true)
            let report = try json(try await running.get("/api/report"))
            #expect(report["counts"]?["changed"]?.integer == 1)
            #expect(report["counts"]?["new"]?.integer == 1)
            #expect(report["counts"]?["passed"]?.integer == 1)
            #expect(report["counts"]?["error"]?.integer == 1)
            let changed = try #require(report["items"]?.array?.first { $0["name"]?.string == "ids/b" })
            #expect(changed["images"]?["diff"]?.string == "/files/images/ids/b@2x.diff.png")
            #expect(changed["metrics"]?["bbox"]?["width"]?.integer == 8)
            let picture = try await running.get(try #require(changed["images"]?["actual"]?.string))
            #expect(picture.status == 200 && picture.headers["content-type"] == "image/png")
            // A passing snapshot's picture is its golden, served by index.
            let passed = try #require(report["items"]?.array?.first { $0["name"]?.string == "ids/a" })
            let golden = try await running.get(try #require(passed["images"]?["expected"]?.string))
            #expect(golden.body == fixture.bytes(fixture.golden("ids/a")))
        }
    }

    @Test func writesNeedTheRunsToken() async throws {
        try await reviewing { fixture, running in
            let before = fixture.bytes(fixture.golden("ids/b"))
            for token in [nil, "0123456789abcdef0123456789abcdef", ""] {
                let reply = try await running.post("/api/accept", json: #"{"names": ["ids/b"]}"#, token: token)
                #expect(reply.status == 403)
                #expect(reply.text.contains("X-Pixelproof-Token"))
            }
            #expect(fixture.bytes(fixture.golden("ids/b")) == before)
            #expect(!FileManager.default.fileExists(atPath: fixture.report + "/review.json"))
        }
    }

    @Test func acceptWritesThatGoldenOnlyAndNeverChurns() async throws {
        try await reviewing { fixture, running in
            let untouched = (fixture.bytes(fixture.golden("ids/a")), fixture.modified(fixture.golden("ids/a")))
            let reply = try await running.post("/api/accept", json: #"{"names": ["ids/b"]}"#, token: running.server.token.value)
            #expect(reply.status == 200)
            let result = try #require(try json(reply)["results"]?.array?.first)
            #expect(result["decision"]?.string == "accepted" && result["golden"]?.string == "written")
            // The golden now holds the new picture's pixels.
            let written = try PNGFile.read(fixture.golden("ids/b"))
            #expect(written.pixmap[3, 3].r == 200)
            #expect(fixture.bytes(fixture.golden("ids/a")) == untouched.0 && fixture.modified(fixture.golden("ids/a")) == untouched.1)
            // Accepting again writes nothing: the pixels are already the golden's.
            let stamp = fixture.modified(fixture.golden("ids/b"))
            try await Task.sleep(for: .milliseconds(20))
            let again = try json(try await running.post("/api/accept", json: #"{"names": ["ids/b"]}"#, token: running.server.token.value))
            #expect(again["results"]?.array?.first?["golden"]?.string == "unchanged")
            #expect(fixture.modified(fixture.golden("ids/b")) == stamp)
            // The decision is in the report folder for a later review.
            #expect(try ReviewSession(reportFolder: fixture.report).items.first { $0.entry.name == "ids/b" }?.decision == .accepted)
        }
    }

    @Test func acceptingANewSnapshotRecordsItsFirstGoldenAndRejectingTakesItBack() async throws {
        try await reviewing { fixture, running in
            let token = running.server.token.value
            _ = try await running.post("/api/accept", json: #"{"names": ["ids/new", "ids/b"]}"#, token: token)
            #expect(FileManager.default.fileExists(atPath: fixture.golden("ids/new")))
            let rejected = try json(try await running.post("/api/reject", json: #"{"names": ["ids/new", "ids/b"]}"#, token: token))
            #expect(rejected["results"]?.array?.map { $0["golden"]?.string } == ["removed", "restored"])
            #expect(!FileManager.default.fileExists(atPath: fixture.golden("ids/new")))
            // The changed golden is the one the run compared against again.
            #expect(try PNGFile.read(fixture.golden("ids/b")).pixmap[0, 0].r == 20)
        }
    }

    @Test func aRejectTouchesOnlyWhatThisServersAcceptWrote() async throws {
        // A report from elsewhere claims "ids/b" was accepted and names a file that is no golden.
        try await reviewing(prepare: { fixture in
            try Array(#"{"format": 1, "decisions": {"ids/b": "accepted", "ids/new": "accepted"}}"#.utf8).write(to: fixture.report + "/review.json")
        }) { fixture, running in
            let before = (fixture.bytes(fixture.golden("ids/b")), fixture.modified(fixture.golden("ids/b")))
            let reply = try JSONNode.parse(try await running.post("/api/reject", json: #"{"names": ["ids/b", "ids/new"]}"#,
                                                                   token: running.server.token.value).body)
            #expect(reply["results"]?.array?.map { $0["decision"]?.string } == ["rejected", "rejected"])
            #expect(reply["results"]?.array?.allSatisfy { $0["golden"] == nil } == true)
            #expect(fixture.bytes(fixture.golden("ids/b")) == before.0 && fixture.modified(fixture.golden("ids/b")) == before.1)
        }
    }

    @Test func aNewRunInTheSameReportFolderStartsWithoutDecisions() async throws {
        let fixture = try ReviewFixture()
        defer { fixture.remove() }
        _ = try ReviewSession(reportFolder: fixture.report).decide(.accepted, names: ["ids/b"])
        #expect(FileManager.default.fileExists(atPath: fixture.report + "/review.json"))
        _ = try ReviewFixture.run([SnapshotCase(name: "ids/b", render: ReviewFixture.solid(120))],
                                  GoldenStore(folder: fixture.snapshots), report: fixture.report)
        #expect(try ReviewSession(reportFolder: fixture.report).items.allSatisfy { $0.decision == nil })
    }

    @Test func nothingOutsideTheReportFolderIsServed() async throws {
        try await reviewing(prepare: { fixture in
            try Array("TOP-SECRET-CONTENT".utf8).write(to: fixture.root + "/secret.txt")
            try FileManager.default.createSymbolicLink(atPath: fixture.report + "/link.txt", withDestinationPath: fixture.root + "/secret.txt")
        }) { fixture, running in
            for path in ["/files/../secret.txt", "/files/%2e%2e/secret.txt", "/files/images/..%2F..%2Fsecret.txt", "/files//etc/passwd",
                         "/files/%2Fetc%2Fpasswd", "/files/link.txt", "/files/images", "/files/images/ids/nothing.png", "/golden/99", "/golden/-1"] {
                let reply = try await running.get(path)
                #expect(reply.status == 404, "\(path) gave \(reply.status)")
                #expect(!reply.text.contains("TOP-SECRET-CONTENT"), "\(path)")
            }
            #expect(try await running.get("/files/summary.json").status == 200)
        }
    }

    @Test func requestsForAnotherHostAreRefused() async throws {
        try await reviewing { fixture, running in
            // A page whose own name was re-pointed at 127.0.0.1 (DNS rebinding) sends its own Host.
            let reply = try await running.get("/", host: "attacker.example:\(running.port)")
            #expect(reply.status == 421)
            #expect(!reply.text.contains(running.server.token.value))
            #expect(try await running.get("/api/report", host: "localhost:\(running.port)").status == 200)
        }
    }

    @Test func badAndOversizedBodiesAreRefused() async throws {
        try await reviewing { fixture, running in
            let token = running.server.token.value
            #expect(try await running.post("/api/accept", json: "not json", token: token).status == 400)
            #expect(try await running.post("/api/accept", json: #"{"names": []}"#, token: token).status == 400)
            #expect(try await running.post("/api/accept", json: #"{"names": [1]}"#, token: token).status == 400)
            let huge = #"{"names": [""# + String(repeating: "x", count: ReviewRoutes.maxBodyBytes) + #""]}"#
            #expect(try await running.post("/api/accept", json: huge, token: token).status == 413)
            let unknown = try await running.post("/api/accept", json: #"{"names": ["ids/nope"]}"#, token: token)
            #expect(unknown.status == 422 && unknown.text.contains("no snapshot named"))
            let passed = try await running.post("/api/accept", json: #"{"names": ["ids/a"]}"#, token: token)
            #expect(passed.status == 422 && passed.text.contains("no new picture"))
        }
    }
}

extension Array where Element == UInt8 {
    func write(to path: String) throws { try AtomicFile.write(self, to: path) }
}
