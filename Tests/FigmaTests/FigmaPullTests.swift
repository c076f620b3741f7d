import Figma
import Foundation
import Synchronization
import Testing

/// `FigmaPull` against the local stand-in for Figma's API.
@Suite struct FigmaPullTests {
    func pull(_ key: String, _ sets: [String], into out: String, force: Bool = false, batchSize: Int = 50) -> FigmaPull {
        FigmaPull(fileKey: key, setNames: sets, scale: 2, out: out, force: force, batchSize: batchSize)
    }

    @Test func findsSetsThroughEachEndpointAndWritesEveryVariant() async throws {
        try await withServer { server in
            try await withFolder { out in
                let lookup = ComponentSetLookup(client: client(server), fileKey: "AcmeFileKey1")
                // Acme.Chip is on a page (the file at depth 2), Acme.Button only in the file's componentSets map,
                // Acme.Tag only among the published sets.
                let outcome = try await pull("AcmeFileKey1", ["Acme.Chip", "Acme.Button", "Acme.Tag"], into: out).run(lookup)
                #expect(outcome.written == 8 && !outcome.unchanged && outcome.notRendered.isEmpty)
                #expect(files(in: out) == [
                    "Acme.Button/Kind=Primary@2x.png", "Acme.Button/Kind=Secondary@2x.png",
                    "Acme.Chip/isSelected=true, size=small@2x.png", "Acme.Chip/size=large, isSelected=false@2x.png",
                    "Acme.Chip/size=large,isSelected=true@2x.png", "Acme.Chip/size=small, isSelected=false@2x.png",
                    "Acme.Tag/tone=accent@2x.png", "Acme.Tag/tone=neutral@2x.png", "figma.json",
                ])
                #expect(contents(out + "/Acme.Tag/tone=accent@2x.png") == FakeFigma.onePixel)
                #expect(server.requests(to: "/v1/files/AcmeFileKey1").first?.query["depth"] == "2")
                #expect(server.requests(to: "/v1/files/AcmeFileKey1/component_sets").count == 1)
                let nodes = try #require(server.requests(to: "/v1/files/AcmeFileKey1/nodes").first)
                #expect(nodes.query["ids"] == "1:2,5:1,7:1")
                let manifest = try #require(try FigmaManifest.read(in: out))
                #expect(manifest.version == "4410387234" && manifest.fileKey == "AcmeFileKey1" && manifest.scale == 2)
                #expect(manifest.componentSets.map(\.id) == ["1:2", "5:1", "7:1"])
            }
        }
    }

    @Test func publishedSetsAreAskedForOnlyWhenTheFileDoesNotShowTheSet() async throws {
        try await withServer { server in
            try await withFolder { out in
                let lookup = ComponentSetLookup(client: client(server), fileKey: "AcmeFileKey1")
                _ = try await pull("AcmeFileKey1", ["Acme.Chip"], into: out).run(lookup)
                #expect(server.requests(to: "/v1/files/AcmeFileKey1/component_sets").isEmpty)
            }
        }
    }

    @Test func imagesAreAskedForInBatchesWithProgress() async throws {
        try await withServer { server in
            try await withFolder { out in
                let lookup = ComponentSetLookup(client: client(server), fileKey: "AcmeFileKey1")
                let progress = Lines()
                _ = try await pull("AcmeFileKey1", ["Acme.Chip", "Acme.Button", "Acme.Tag"], into: out, batchSize: 3)
                    .run(lookup) { done, total in progress.all.withLock { $0.append("\(done)/\(total)") } }
                #expect(progress.all.withLock { $0 } == (0...8).map { "\($0)/8" })
                let batches = server.requests(to: "/v1/images/").map { $0.query["ids"]?.split(separator: ",").map(String.init) ?? [] }
                #expect(batches.map(\.count) == [3, 3, 2])
                #expect(Set(batches.joined()).count == 8)
                #expect(server.requests(to: "/v1/images/").allSatisfy { $0.query["scale"] == "2" && $0.query["format"] == "png" })
            }
        }
    }

    @Test func aRateLimitIsWaitedOutAndShown() async throws {
        try await withServer { server in
            try await withFolder { out in
                let notices = Lines()
                let lookup = ComponentSetLookup(client: client(server, notices: notices), fileKey: "RateLimited1")
                let outcome = try await pull("RateLimited1", ["Acme.Chip"], into: out).run(lookup)
                #expect(outcome.written == 4)
                #expect(server.requests(to: "/v1/images/").count == 2)
                let said = notices.all.withLock { $0 }
                #expect(said == ["rate limited by Figma (429) (plan tier enterprise, limit type low): waiting 1 s as Retry-After asks (1 s of --max-wait 5 s)"])
            }
        }
    }

    @Test func aWaitPastMaxWaitFailsAndKeepsTheEarlierExports() async throws {
        try await withServer { server in
            try await withFolder { out in
                _ = try await pull("AcmeFileKey1", ["Acme.Chip"], into: out).run(ComponentSetLookup(client: client(server), fileKey: "AcmeFileKey1"))
                let before = files(in: out).map { ($0, contents(out + "/" + $0)) }
                let lookup = ComponentSetLookup(client: client(server, maxWait: 5), fileKey: "WaitLong1")
                let error = await #expect(throws: FigmaError.self) { try await pull("WaitLong1", ["Acme.Chip"], into: out).run(lookup) }
                #expect(error?.message.contains("rate limited by Figma (429); Retry-After asks for 60 s more, past --max-wait 5 s") == true)
                #expect(server.requests(to: "/v1/images/WaitLong1").count == 1)
                #expect(files(in: out).map { ($0, contents(out + "/" + $0)) }.elementsEqual(before) { $0.0 == $1.0 && $0.1 == $1.1 })
            }
        }
    }

    /// A download that is not a PNG (an error page served with status 200) fails the pull, names
    /// what arrived, and leaves the earlier exports as they were.
    @Test func aDownloadThatIsNotAPNGFailsAndSaysWhatItIs() async throws {
        try await withFolder { out in
            try await withServer { server in
                _ = try await pull("AcmeFileKey1", ["Acme.Chip"], into: out).run(ComponentSetLookup(client: client(server), fileKey: "AcmeFileKey1"))
            }
            let before = files(in: out).map { ($0, contents(out + "/" + $0)) }
            #expect(before.count == 5)
            try await withServer(pictures: ["1:4": Array("<html><body>Service Unavailable</body></html>".utf8)]) { server in
                let lookup = ComponentSetLookup(client: client(server), fileKey: "AcmeFileKey1")
                let error = await #expect(throws: FigmaError.self) { try await pull("AcmeFileKey1", ["Acme.Chip"], into: out, force: true).run(lookup) }
                #expect(error?.message.contains("downloading the image of node 1:4 from localhost: not a PNG file (it is an HTML page); try again, or with --force") == true,
                        "\(error?.message ?? "")")
            }
            #expect(files(in: out).map { ($0, contents(out + "/" + $0)) }.elementsEqual(before) { $0.0 == $1.0 && $0.1 == $1.1 })
        }
    }

    @Test func aNullImageIsReportedAndNotWritten() async throws {
        try await withServer { server in
            try await withFolder { out in
                let lookup = ComponentSetLookup(client: client(server), fileKey: "NullImage1")
                let outcome = try await pull("NullImage1", ["Acme.Chip"], into: out).run(lookup)
                #expect(outcome.notRendered == ["Acme.Chip / size=small, isSelected=false"])
                #expect(outcome.written == 3)
                #expect(!files(in: out).contains("Acme.Chip/size=small, isSelected=false@2x.png"))
                let manifest = try #require(try FigmaManifest.read(in: out))
                #expect(manifest.componentSets[0].variants[0].file == nil)
            }
        }
    }

    @Test func forbiddenAndMissingFilesSayWhatToDo() async throws {
        try await withServer { server in
            await withFolder { out in
                for (key, words) in [("Forbidden1", "403 (Figma: \"Invalid token\"): the token cannot read this file"),
                                     ("Missing1", "404 (Figma: \"Not found\"): no such file; check --file")] {
                    let lookup = ComponentSetLookup(client: client(server), fileKey: key)
                    let error = await #expect(throws: FigmaError.self) { try await pull(key, ["Acme.Chip"], into: out).run(lookup) }
                    #expect(error?.message.contains(words) == true, "\(error?.message ?? "")")
                }
                #expect(files(in: out).isEmpty)
            }
        }
    }

    @Test func aSlowAnswerTimesOutAfterThreeTries() async throws {
        try await withServer { server in
            await withFolder { out in
                let lookup = ComponentSetLookup(client: client(server, timeout: 1), fileKey: "Slow1")
                let error = await #expect(throws: FigmaError.self) { try await pull("Slow1", ["Acme.Chip"], into: out).run(lookup) }
                #expect(error?.message.contains("GET /v1/files/Slow1: no answer within 1 s (raise --timeout for a slow network), 3 tries; try again later") == true, "\(error?.message ?? "")")
                #expect(server.requests(to: "/v1/files/Slow1").count == 3)
                #expect(files(in: out).isEmpty)
            }
        }
    }

    @Test func aRedirectToAnotherOriginLeavesTheTokenBehind() async throws {
        try await withServer { server in
            try await withFolder { out in
                let lookup = ComponentSetLookup(client: client(server), fileKey: "Moved1")
                _ = try await pull("Moved1", ["Acme.Chip"], into: out).run(lookup)
                #expect(server.requests(to: "/v1/files/Moved1").first?.token == testToken)
                let moved = try #require(server.requests(to: "/v1/files/AcmeFileKey1").first)
                #expect(moved.token == nil && moved.query["depth"] == "2")
            }
        }
    }

    @Test func serverErrorsAreTriedAgain() async throws {
        try await withServer { server in
            try await withFolder { out in
                let lookup = ComponentSetLookup(client: client(server), fileKey: "ServerError1")
                let outcome = try await pull("ServerError1", ["Acme.Chip"], into: out).run(lookup)
                #expect(outcome.written == 4)
                #expect(server.requests(to: "/v1/images/").count == 3)
            }
        }
    }

    @Test func serverErrorsFailAfterThreeTriesWithFigmasWords() async throws {
        try await withServer { server in
            await withFolder { out in
                let lookup = ComponentSetLookup(client: client(server), fileKey: "Down1")
                let error = await #expect(throws: FigmaError.self) { try await pull("Down1", ["Acme.Chip"], into: out).run(lookup) }
                #expect(error?.message == "GET /v1/images/Down1: Figma answered 500 (Figma: \"Internal server error\"), 3 tries; try again later")
                #expect(server.requests(to: "/v1/images/").count == 3 && files(in: out).isEmpty)
            }
        }
    }

    @Test func anUnchangedVersionAsksForNoImagesAndForcePullsAgain() async throws {
        try await withServer { server in
            try await withFolder { out in
                let lookup = ComponentSetLookup(client: client(server), fileKey: "AcmeFileKey1")
                _ = try await pull("AcmeFileKey1", ["Acme.Chip"], into: out).run(lookup)
                let asked = server.requests.count
                let again = try await pull("AcmeFileKey1", ["Acme.Chip"], into: out).run(lookup)
                #expect(again.unchanged && again.written == 0)
                #expect(server.requests.dropFirst(asked).map(\.path) == ["/v1/files/AcmeFileKey1"])
                let forced = try await pull("AcmeFileKey1", ["Acme.Chip"], into: out, force: true).run(lookup)
                #expect(!forced.unchanged && forced.written == 4)
                #expect(server.requests(to: "/v1/images/").count == 2)
                // Another set, or a picture gone, is not the same pull.
                try FileManager.default.removeItem(atPath: out + "/Acme.Chip/size=large, isSelected=false@2x.png")
                #expect(!(try await pull("AcmeFileKey1", ["Acme.Chip"], into: out).run(lookup)).unchanged)
            }
        }
    }

    @Test func theTokenGoesToTheAPIOnlyAndImagesFollowRedirects() async throws {
        try await withServer { server in
            try await withFolder { out in
                let lookup = ComponentSetLookup(client: client(server), fileKey: "AcmeFileKey1")
                _ = try await pull("AcmeFileKey1", ["Acme.Chip"], into: out).run(lookup)
                #expect(server.requests(to: "/v1/").allSatisfy { $0.token == testToken })
                #expect(server.requests(to: "/img").count == 4 && server.requests(to: "/png").count == 4)
                #expect(server.requests(to: "/img").allSatisfy { $0.token == nil })
                #expect(server.requests(to: "/png").allSatisfy { $0.token == nil })
            }
        }
    }

    @Test func aVariantNoLongerInTheSetLosesItsPicture() async throws {
        try await withServer { server in
            try await withFolder { out in
                let lookup = ComponentSetLookup(client: client(server), fileKey: "AcmeFileKey1")
                _ = try await pull("AcmeFileKey1", ["Acme.Chip", "Acme.Button"], into: out).run(lookup)
                _ = try await pull("AcmeFileKey1", ["Acme.Chip"], into: out).run(lookup)
                #expect(!files(in: out).contains { $0.hasPrefix("Acme.Button/") })
            }
        }
    }

    @Test func anUnknownSetNamesTheClosestOfTheFile() async throws {
        try await withServer { server in
            await withFolder { out in
                let lookup = ComponentSetLookup(client: client(server), fileKey: "AcmeFileKey1")
                let error = await #expect(throws: FigmaError.self) { try await pull("AcmeFileKey1", ["Acme.Chp"], into: out).run(lookup) }
                #expect(error?.message == "no component set named \"Acme.Chp\" in the file (did you mean \"Acme.Chip\"?); its sets: Acme.Chip, Acme.Button, Acme.Tag")
                #expect(server.requests(to: "/v1/images/").isEmpty && files(in: out).isEmpty)
            }
        }
    }
}

/// What a client holds once its requests have ended.
@Suite struct FigmaClientMemoryTests {
    /// Each request's transfer (its task and the answer in it) is freed when the request ends.
    /// The deadline's closure held it until the deadline, 30 s by default: every answer of a
    /// pull stayed in memory that long, and LeakSanitizer reported the transfers of the Figma
    /// tests as leaked (21 records) when the test process ended within the 30 s.
    @Test func aTransferIsFreedWhenItsRequestEndsNotAtItsDeadline() async throws {
        try await withServer { server in
            try await withFolder { out in
                let figma = client(server, timeout: 30)
                let pull = FigmaPull(fileKey: "AcmeFileKey1", setNames: ["Acme.Chip"], scale: 2, out: out, force: false, batchSize: 50)
                _ = try await pull.run(ComponentSetLookup(client: figma, fileKey: "AcmeFileKey1"))
                #expect(!server.requests(to: "/v1/files/AcmeFileKey1").isEmpty)
                // Freed as the delegate lets go of the ended task, within moments, not 30 s.
                let start = ContinuousClock.now
                while figma.transfersHeld > 0, ContinuousClock.now - start < .seconds(5) { try await Task.sleep(for: .milliseconds(20)) }
                #expect(figma.transfersHeld == 0)
            }
        }
    }
}
