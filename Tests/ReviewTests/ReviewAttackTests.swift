import Files
import Foundation
import JSON
import PNGCodec
import Raster
import Review
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The review server against a hostile report folder or client: pipes and links where files
/// should be, golden paths that lead elsewhere, pages that would run in the review's origin,
/// connections that never finish, and a stop in the middle of a batch.
extension ReviewAPITests {
    @Test func aPipeInTheReportFolderIsRefusedWithoutBlockingTheServer() async throws {
        try await reviewing(prepare: { fixture in
            #expect(mkfifo(fixture.report + "/pipe.png", 0o600) == 0)
            try FileManager.default.removeItem(atPath: fixture.golden("ids/a"))
            #expect(mkfifo(fixture.golden("ids/a"), 0o600) == 0)
        }) { fixture, running in
            // More requests than the machine has cooperative threads: none may hold one.
            for _ in 0..<3 {
                let reply = try await running.get("/files/pipe.png")
                #expect(reply.status == 404)
            }
            for _ in 0..<3 {
                // Snapshot 0 is ids/a (the report lists names in order), whose golden is the pipe.
                let reply = try await running.get("/golden/0")
                #expect(reply.status == 404)
            }
            // The server still answers, and stops.
            #expect(try await running.get("/api/report").status == 200)
        }
    }

    @Test func theGoldenRouteFollowsNoLinkOutOfTheRunsFolders() async throws {
        try await reviewing(prepare: { fixture in
            try Array("TOP-SECRET-CONTENT".utf8).write(to: fixture.root + "/secret.png")
            try FileManager.default.removeItem(atPath: fixture.golden("ids/a"))
            try FileManager.default.createSymbolicLink(atPath: fixture.golden("ids/a"), withDestinationPath: fixture.root + "/secret.png")
        }) { fixture, running in
            let index = try #require(try JSONNode.parse(try await running.get("/api/report").body)["items"]?.array?
                .firstIndex { $0["name"]?.string == "ids/a" })
            let reply = try await running.get("/golden/\(index)")
            #expect(reply.status == 404)
            #expect(!reply.text.contains("TOP-SECRET-CONTENT"))
        }
    }

    @Test func aGoldenPathWithDotDotIsRefusedEvenWhenItsFolderIsMissing() async throws {
        try await reviewing(prepare: { fixture in
            // Spelled outside the report folder, it leads into it once "missing" is created.
            try fixture.pointGolden(of: "ids/new", at: fixture.snapshots + "/missing/../../report/evil.png")
        }) { fixture, running in
            let reply = try await running.post("/api/accept", json: #"{"names": ["ids/new"]}"#, token: running.server.token.value)
            #expect(reply.status == 422)
            #expect(reply.text.contains("`..`"))
            #expect(!FileManager.default.fileExists(atPath: fixture.report + "/evil.png"))
            #expect(!FileManager.default.fileExists(atPath: fixture.snapshots + "/missing"))
        }
    }

    @Test func acceptWritesOnlyBelowTheRunsFoldersAndShowsWhereAPathLeads() async throws {
        try await reviewing(prepare: { fixture in
            try FileManager.default.createDirectory(atPath: fixture.root + "/elsewhere", withIntermediateDirectories: true)
            try fixture.pointGolden(of: "ids/new", at: fixture.root + "/elsewhere/x.png")
            // A link inside the golden folder that leads out of it.
            try FileManager.default.createSymbolicLink(atPath: fixture.snapshots + "/out", withDestinationPath: fixture.root + "/elsewhere")
            try fixture.pointGolden(of: "ids/b", at: fixture.snapshots + "/out/deeper/y.png")
        }) { fixture, running in
            let reply = try await running.post("/api/accept", json: #"{"names": ["ids/new", "ids/b"]}"#, token: running.server.token.value)
            #expect(reply.status == 422)
            let errors = try JSONNode.parse(reply.body)["results"]?.array?.compactMap { $0["error"]?.string } ?? []
            #expect(errors.count == 2)
            let resolvedElsewhere = try #require(FilePath.resolvingLinks(fixture.root + "/elsewhere"))
            #expect(errors.allSatisfy { $0.contains("leads to \(resolvedElsewhere)") && $0.contains("outside the folder the run started in") })
            #expect(!FileManager.default.fileExists(atPath: fixture.root + "/elsewhere/x.png"))
            #expect(!FileManager.default.fileExists(atPath: fixture.root + "/elsewhere/deeper"))
        }
    }

    @Test func pagesOfTheReportFolderAreServedInASandbox() async throws {
        try await reviewing(prepare: { fixture in
            try Array("<script>fetch('/')</script>".utf8).write(to: fixture.report + "/evil.xml")
        }) { fixture, running in
            for path in ["/files/index.html", "/files/evil.xml", "/files/images/ids/b@2x.actual.png"] {
                let reply = try await running.get(path)
                #expect(reply.status == 200, "\(path)")
                #expect(reply.headers["content-security-policy"]?.hasPrefix("sandbox") == true, "\(path)")
            }
        }
    }

    @Test func rejectPutsBackTheExactBytesThatWereThereBeforeAccept() async throws {
        let edited = try PNGEncoder.default.encode(try ReviewFixture.solid(50)(), scale: 2)
        try await reviewing(prepare: { fixture in
            // Both goldens changed after `pixelproof test`: the changed one edited, the new one added.
            try edited.write(to: fixture.golden("ids/b"))
            try edited.write(to: fixture.golden("ids/new"))
        }) { fixture, running in
            let token = running.server.token.value
            let accepted = try JSONNode.parse(try await running.post("/api/accept", json: #"{"names": ["ids/b", "ids/new"]}"#, token: token).body)
            #expect(accepted["results"]?.array?.map { $0["golden"]?.string } == ["written", "written"])
            let rejected = try JSONNode.parse(try await running.post("/api/reject", json: #"{"names": ["ids/b", "ids/new"]}"#, token: token).body)
            #expect(rejected["results"]?.array?.map { $0["golden"]?.string } == ["restored", "restored"])
            #expect(fixture.bytes(fixture.golden("ids/b")) == edited)
            #expect(fixture.bytes(fixture.golden("ids/new")) == edited)
        }
    }

    @Test func aStopDuringABatchAnswersAtOnceWithWhatWasNotDecided() async throws {
        try await reviewing { fixture, running in
            let before = fixture.bytes(fixture.golden("ids/b"))
            running.server.stopping.raise()
            let reply = try await running.post("/api/accept", json: #"{"names": ["ids/b", "ids/new"]}"#, token: running.server.token.value)
            #expect(reply.status == 503)
            let errors = try JSONNode.parse(reply.body)["results"]?.array?.compactMap { $0["error"]?.string } ?? []
            #expect(errors.count == 2 && errors.allSatisfy { $0.contains("stopping") })
            #expect(fixture.bytes(fixture.golden("ids/b")) == before)
            #expect(!FileManager.default.fileExists(atPath: fixture.golden("ids/new")))
        }
    }

    @Test func aConnectionThatNeverFinishesItsHeaderIsClosed() async throws {
        try await reviewing(server: LocalServer(idleTimeout: .milliseconds(300))) { fixture, running in
            let port = running.port
            let reply = try await RunningServer.offThePool {
                let fd = try LocalHTTP.connectedSocket(port: port, timeout: 5)
                defer { close(fd) }
                try LocalHTTP.sendAll(fd, Array("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n".utf8))
                // The server closes it (0 bytes) long before this socket's 5 s read timeout.
                return HTTPReply(status: 0, headers: [:], body: try LocalHTTP.receiveAll(fd))
            }
            #expect(reply.body.isEmpty)
            #expect(try await running.get("/api/report").status == 200)
        }
    }

    @Test func hostsAreCheckedWhateverAddressTheServerListensOn() {
        let hosts = AllowedHosts(extra: ["Tunnel.Example"])
        hosts.bind(host: "0.0.0.0", port: 8123)
        for allowed in ["127.0.0.1:8123", "localhost:8123", "[::1]:8123", "0.0.0.0:8123", "tunnel.example:8123"] {
            #expect(hosts.allows(allowed), "\(allowed)")
        }
        for name in AllowedHosts.machineNames() { #expect(hosts.allows("\(name):8123"), "\(name)") }
        // A site that points its own name at this machine (DNS rebinding) is still refused.
        for refused in ["attacker.example:8123", "tunnel.example:80", "localhost:9999", nil] {
            #expect(!hosts.allows(refused), "\(refused ?? "no Host")")
        }
    }

    @Test func headAnswersAsGetWithoutTheBody() async throws {
        try await reviewing { fixture, running in
            let get = try await running.get("/api/report")
            let head = try await running.get("/api/report", method: "HEAD")
            #expect(head.status == 200 && head.body.isEmpty)
            #expect(head.headers["content-length"] == "\(get.body.count)")
            #expect(head.headers["content-type"] == get.headers["content-type"])
        }
    }

    @Test func withATokenFileThePageDoesNotCarryTheToken() async throws {
        let fixture = try ReviewFixture()
        defer { fixture.remove() }
        let session = try ReviewSession(reportFolder: fixture.report)
        let server = LocalServer()
        let running = try await RunningServer.start(server) { router in
            ReviewRoutes.add(to: router, session: session, server: server, title: "review", tokenInPage: false)
        }
        let page = try await running.get("/")
        await running.stop()
        #expect(page.status == 200 && !page.text.contains(server.token.value))
        let file = fixture.root + "/token"
        try Array("old".utf8).write(to: file)
        try WriteTokenFile.save(server.token, to: file)
        #expect(fixture.bytes(file) == Array((server.token.value + "\n").utf8))
        let mode = try #require(try FileManager.default.attributesOfItem(atPath: file)[.posixPermissions] as? Int)
        #expect(mode == 0o600)
    }
}

extension ReviewAPITests {
    @Test func aPassedSnapshotIsShownInABoxOfItsOwnSizeAndTheIconIsNoError() async throws {
        try await reviewing { fixture, running in
            let page = try await running.get("/").text
            // A lone picture is not stretched to the row's width, and the checkerboard (which
            // shows transparency) is behind the picture, not beside it.
            #expect(page.contains(".stages figure { margin: 0; flex: 0 1 auto;"))
            #expect(page.contains("className: 'frame checker'") && !page.contains("className: 'stage checker'"))
            #expect(try await running.get("/favicon.ico").status == 204)
        }
    }
}
