import Foundation
import JSON
import Pixelproof
import Review
import Testing

/// The live catalog: every description and library component drawn in the variant asked for, a
/// bad file's error in place of its picture, and a saved file drawn again and announced.
@Suite struct LiveCatalogTests {
    let root = NSTemporaryDirectory() + "pixelproof-serve-\(UUID().uuidString)"

    static let button = """
    system: ids
    canvas: { width: 200, background: grayscale00, padding: 16 }
    content:
      button: { label: Continue, type: primary, size: small }
    """
    static let chips = """
    components:
      Chip:
        figmaName: Acme.Chip
        props:
          isSelected: { type: bool, default: false }
        body:
          shape: { kind: pill, width: 40, height: 20, fill: { $switch: isSelected, cases: { true: buttonPrimaryBg, false: grayscale20 } } }
    """

    func write(_ text: String, _ name: String) throws {
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        try Array(text.utf8).write(to: root + "/" + name)
    }

    func catalog() throws -> LiveCatalog { try LiveCatalog(folders: [root], renderer: Renderer()) }

    @Test func drawsDescriptionsAndLibraryVariantsWithErrorsInPlace() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        try write(Self.button, "button.yaml")
        try write(Self.chips, "chips.yaml")
        try write(Self.button.replacingOccurrences(of: "type: primary", with: "type: primry"), "broken.yaml")
        let (_, cards) = try catalog().cards(for: CatalogVariant().checked())
        #expect(cards.map(\.name) == ["broken", "button", "Acme.Chip / isSelected=false", "Acme.Chip / isSelected=true"])
        let broken = cards[0]
        #expect(broken.png == nil)
        #expect(broken.error?.contains("broken.yaml:4:") == true && broken.error?.contains("did you mean \"primary\"") == true)
        #expect(cards[1].width == 200 && cards[1].png?.starts(with: [0x89, 0x50, 0x4E, 0x47]) == true)
        #expect(cards[2].library == "chips" && cards[2].png != nil && cards[2].png != cards[3].png)
    }

    @Test func variantsChangeThePicturesAndBadValuesAreRefused() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        try write(Self.button, "button.yaml")
        let catalog = try catalog()
        let plain = catalog.cards(for: try CatalogVariant().checked()).cards[0]
        let large = catalog.cards(for: try CatalogVariant(textSize: "AX3", direction: "rtl").checked()).cards[0]
        #expect(plain.png != nil && large.png != nil && plain.png != large.png)
        #expect(large.height > plain.height)
        #expect(throws: VariantError.self) { try CatalogVariant(textSize: "AX9").checked() }
        #expect(throws: VariantError.self) { try CatalogVariant(contexts: ["theme"]).checked() }
    }

    @Test func aTokenContextAppliesToTheDescriptionsWhoseResolverHasIt() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        try write(Self.button, "button.yaml")
        let example = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/examples/ids-dark").path
        try FileManager.default.copyItem(atPath: example, toPath: root + "/dark")
        let catalog = try catalog()
        let light = catalog.cards(for: try CatalogVariant().checked()).cards
        let dark = catalog.cards(for: try CatalogVariant(contexts: ["theme=dark"]).checked()).cards
        #expect(light.map(\.name) == ["button", "dark/screen"] && dark.map(\.name) == light.map(\.name))
        #expect(dark.allSatisfy { $0.error == nil })
        #expect(dark[0].png == light[0].png, "a description without a resolver is left as it is")
        #expect(dark[1].png != light[1].png, "the resolver's description is drawn dark")
        let unknown = catalog.cards(for: try CatalogVariant(contexts: ["theme=dusk"]).checked()).cards
        #expect(unknown[0].error == nil && unknown[1].error?.contains("no context \"dusk\"") == true)
    }

    @Test func aSavedFileIsDrawnAgainAndAnnounced() async throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        try write(Self.button, "button.yaml")
        let catalog = try catalog()
        let events = EventBroadcaster()
        let watcher = CatalogRoutes.watch(catalog, events: events) { _ in }
        let before = catalog.cards(for: try CatalogVariant().checked())
        var stream = events.subscribe()!.makeAsyncIterator()
        #expect(await stream.next() == ": connected\n\n")
        try await Task.sleep(for: .milliseconds(20))
        try write(Self.button.replacingOccurrences(of: "Continue", with: "Check out"), "button.yaml")
        await watcher.tick()
        let event = await stream.next()
        #expect(event?.hasPrefix("event: change\ndata: ") == true)
        #expect(event?.contains(#""files": ["button.yaml"]"#) == true || event?.contains(#""files":["button.yaml"]"#) == true)
        let after = catalog.cards(for: try CatalogVariant().checked())
        #expect(after.generation == before.generation + 1)
        #expect(after.cards[0].png != before.cards[0].png)
        // Nothing saved: no event, same generation, the same pictures kept.
        await watcher.tick()
        #expect(catalog.cards(for: try CatalogVariant().checked()).generation == after.generation)
    }

    @Test func theCatalogIsServedWithPicturesByContentKey() async throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        try write(Self.button, "button.yaml")
        let catalog = try catalog()
        let events = EventBroadcaster()
        let running = try await RunningServer.start(events: events) { router in
            CatalogRoutes.add(to: router, catalog: catalog, events: events, title: "serve")
        }
        defer { Task { await running.stop() } }
        let listing = try JSONNode.parse(try await running.get("/api/catalog?direction=rtl").body)
        let image = try #require(listing["items"]?.array?.first?["image"]?.string)
        let picture = try await running.get(image)
        #expect(picture.status == 200 && picture.headers["content-type"] == "image/png")
        let bad = try await running.get("/api/catalog?textSize=AX9")
        #expect(bad.status == 400 && bad.text.contains("AX9"))
        #expect(try await running.get("/images/0000000000000000.png").status == 404)
        let variants = try JSONNode.parse(try await running.get("/api/variants").body)
        #expect(variants["axes"]?["direction"]?.array?.compactMap(\.string) == ["ltr", "rtl"])
    }

    @Test func filesThatLinkOutOrArePipesAreNotRead() throws {
        let outside = root + "-outside"
        defer { try? FileManager.default.removeItem(atPath: root); try? FileManager.default.removeItem(atPath: outside) }
        try write(Self.button, "button.yaml")
        try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
        try Array("root:x:0:0:TOP-SECRET-CONTENT:/root:/bin/bash\n".utf8).write(to: outside + "/passwd")
        try FileManager.default.createSymbolicLink(atPath: root + "/linked.yaml", withDestinationPath: outside + "/passwd")
        #expect(mkfifo(root + "/pipe.yaml", 0o600) == 0)
        let cards = try catalog().cards(for: CatalogVariant().checked()).cards
        #expect(cards.map(\.name) == ["button", "linked", "pipe"])
        #expect(cards[0].png != nil)
        #expect(cards[1].png == nil && cards[1].error?.contains("links outside the served folders") == true)
        #expect(cards[2].png == nil && cards[2].error?.contains("not a regular file") == true)
        #expect(!cards.contains { $0.error?.contains("TOP-SECRET-CONTENT") == true })
    }
}
