import Files
import Foundation
import GoldenRun
import JSON
import Pixelproof
import Review
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The review and the live catalog against planted files: a golden that is a link out of the
/// run's folders, FIFOs where a summary or a served folder names a file, and more event streams
/// than the server may keep open (issue 46, items 3, 10, 11, 15 and 17).
extension ReviewAPITests {
    /// Item 3: accepting through a golden that links outside read the link's target, and the
    /// reject then wrote those bytes into Snapshots/ as a regular file, served by `/golden`.
    @Test func acceptAndRejectThroughAGoldenThatLinksOutsideTouchNothing() async throws {
        let outside = try ScratchFolder.make(FilePath.temporaryFolder + "/pixelproof-outside-XXXXXX")
        let secret = "FIGMA_TOKEN=figd_TOP-SECRET"
        try AtomicFile.write(Array(secret.utf8), to: outside + "/environ")
        try await reviewing(prepare: { fixture in
            try FileManager.default.removeItem(atPath: fixture.golden("ids/b"))
            try FileManager.default.createSymbolicLink(atPath: fixture.golden("ids/b"), withDestinationPath: outside + "/environ")
        }) { fixture, running in
            let token = running.server.token.value
            let accepted = try await running.post("/api/accept", json: #"{"names": ["ids/b"]}"#, token: token)
            #expect(accepted.status == 422 && accepted.text.contains("outside"), "\(accepted.text)")
            _ = try await running.post("/api/reject", json: #"{"names": ["ids/b"]}"#, token: token)
            // The planted link itself leads to the secret; no file the review wrote may hold it.
            for file in try FolderWalk.files(in: fixture.snapshots) where file.isRegular {
                let bytes = try? AtomicFile.read(file.path, maxBytes: 1 << 20)
                #expect(bytes.map { !String(decoding: $0, as: UTF8.self).contains(secret) } ?? true, "\(file.relative) holds the secret")
            }
            let items = try json(try await running.get("/api/report"))["items"]?.array ?? []
            let index = try #require(items.firstIndex { $0["name"]?.string == "ids/b" })
            #expect(!(try await running.get("/golden/\(index)")).text.contains(secret))
            #expect(FilePath.resolvingLinks(fixture.golden("ids/b")) == FilePath.resolvingLinks(outside + "/environ"), "the link is left as it was")
        }
    }

    /// Item 17: the failures folder's reports name Snapshots/ as both the working directory and
    /// the golden folder; the review named it twice.
    @Test func theFoldersAGoldenMayBeWrittenInAreNamedOnce() throws {
        let fixture = try ReviewFixture()
        defer { fixture.remove() }
        let summary = fixture.report + "/summary.json"
        var report = try SnapshotReport.decode(try AtomicFile.read(summary, maxBytes: 1 << 26), file: summary)
        report.workingDirectory = fixture.snapshots
        report.snapshotRoots = [fixture.snapshots, fixture.snapshots + "/"]
        try AtomicFile.write(try report.jsonBytes(), to: summary)
        let session = try ReviewSession(reportFolder: fixture.report)
        #expect(session.goldenFolders == FilePath.resolvingLinks(fixture.snapshots)!)
    }
}

/// FIFOs where a file is expected must be refused at once, naming them (item 10 and 11).
@Suite struct PlantedPipeTests {
    let root = try! ScratchFolder.make(FilePath.temporaryFolder + "/pixelproof-pipes-XXXXXX")

    /// Item 10: a FIFO saved into a served folder made `/api/variants` (the page's first
    /// request) wait forever on it.
    @Test func theVariantsOfAFolderWithAPipeAreAnsweredAtOnce() throws {
        try AtomicFile.write(Array(LiveCatalogTests.button.utf8), to: root + "/button.yaml")
        #expect(mkfifo(root + "/pipe.yaml", 0o600) == 0)
        let catalog = try LiveCatalog(folders: [root], renderer: Renderer())
        let (variants, inTime) = finishing(within: 10, unblocking: [root + "/pipe.yaml"]) { catalog.variantsJSON.compact }
        #expect(inTime, "the variants waited for a writer of pipe.yaml")
        #expect(variants.contains("\"textSize\""))
    }

    /// Item 11: a FIFO named by a case report's summary.json hung `review FOLDER` before it served.
    @Test func aPipeNamedByACaseSummaryIsRefusedAtOnce() throws {
        let failures = root + "/failures", merged = root + "/merged"
        let folder = failures + "/report/card@2x"
        try FilePath.createFolder(folder + "/images")
        #expect(mkfifo(folder + "/images/card.png", 0o600) == 0)
        let summary = #"{"format": 1, "results": [{"name": "card@2x", "golden": "/x/card@2x.png", "status": "failed", "images": {"actual": "images/card.png"}}]}"#
        try AtomicFile.write(Array(summary.utf8), to: folder + "/summary.json")
        let (outcome, inTime) = finishing(within: 10, unblocking: [folder + "/images/card.png"]) { () -> String in
            do { return "merged \(try CaseReports.merge(under: failures, into: merged)?.results.count ?? 0)" } catch { return "\(error)" }
        }
        #expect(inTime, "the merge waited for a writer of the pipe")
        #expect(outcome.contains("images/card.png") && outcome.contains("pipe"), "\(outcome)")
    }
}

/// Item 15: with the soft descriptor limit at 1,024, 1,100 open event streams left the server
/// unable to accept a connection. Streams past the cap are answered 503 and closed; the server
/// keeps answering.
@Suite struct EventStreamCapTests {
    /// Opens `/events` on a connection left open; returns the socket and the reply's status.
    static func openStream(_ port: Int) throws -> (fd: Int32, status: Int) {
        let fd = try LocalHTTP.connectedSocket(port: port)
        try LocalHTTP.sendAll(fd, Array("GET /events HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n".utf8))
        var head: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while !String(decoding: head, as: UTF8.self).contains("\r\n\r\n") {
            let n = recv(fd, &chunk, chunk.count, 0)
            if n <= 0 { break }
            head += chunk[0..<n]
        }
        let status = String(decoding: head, as: UTF8.self).split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
        return (fd, status)
    }

    /// Blocking socket calls on a thread of their own: on one of Swift's few cooperative threads
    /// (2 here) they would starve every server the suite runs meanwhile.
    static func onAThread<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            Thread { continuation.resume(with: Result { try work() }) }.start()
        }
    }

    @Test func streamsPastTheCapAre503AndTheServerStillAnswers() async throws {
        let events = EventBroadcaster(maxSubscribers: 2)
        let running = try await RunningServer.start(events: events) { router in
            CatalogRoutes.add(to: router, catalog: try! LiveCatalog(folders: [FilePath.temporaryFolder], renderer: Renderer()),
                              events: events, title: "serve")
        }
        let port = running.port
        let (first, second, third) = try await Self.onAThread { try (Self.openStream(port), Self.openStream(port), Self.openStream(port)) }
        #expect(first.status == 200 && second.status == 200)
        #expect(third.status == 503)
        #expect(try await running.get("/favicon.ico").status == 204)
        // A stream that closes makes room for another page.
        close(first.fd)
        var reopened = 0
        for _ in 0..<50 where reopened != 200 {
            // A closed page is noticed when its stream is next written to: the keep-alive.
            events.keepAlive()
            try await Task.sleep(for: .milliseconds(100))
            let again = try await Self.onAThread { try Self.openStream(port) }
            close(again.fd)
            reopened = again.status
        }
        #expect(reopened == 200)
        for fd in [second.fd, third.fd] { close(fd) }
        await running.stop()
    }

    /// The limit is never lowered here: the suite's other tests share the process, and at a soft
    /// limit of 256 their servers could not accept a connection.
    @Test func theSoftDescriptorLimitIsRaisedToTheHardOneAndTheCapStaysBelowIt() throws {
        #expect(DescriptorLimit.raised(rlimit(rlim_cur: 1024, rlim_max: 524_288)).rlim_cur == 524_288)
        #expect(DescriptorLimit.raised(rlimit(rlim_cur: 1024, rlim_max: 524_288)).rlim_max == 524_288)
        let limit = DescriptorLimit.raiseToHard()
        var now = rlimit()
        getrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &now)
        #expect(now.rlim_cur == now.rlim_max && limit == Int(clamping: now.rlim_max))
        for descriptors in [64, 1024, 1_048_576] {
            let cap = EventBroadcaster.cap(forDescriptorLimit: descriptors)
            #expect(cap >= 1 && cap < descriptors, "\(descriptors): \(cap)")
        }
        #expect(EventBroadcaster.cap(forDescriptorLimit: 1024) < 1000)
    }
}
