import Foundation
import Pixelproof
import PixelproofTesting
import Testing

/// Every entry docs/API.md documents, used with the two products' imports alone: the rest of the
/// package is `package`, so an entry narrowed by mistake stops this file compiling.
@Suite struct DocumentedAPITests {
    static let button = "system: ids\ncanvas: { width: 120 }\ncontent: { button: { label: Go, type: primary } }\n"

    /// A scratch folder removed when `body` returns, whatever it throws.
    func inFolder<T>(_ body: (String) throws -> T) throws -> T {
        let folder = FileManager.default.temporaryDirectory.path + "/pixelproof-api-doc-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        return try body(folder)
    }

    @Test func rendererDrawsADocumentAsPixmapPNGAndSVG() throws {
        try inFolder { folder in
            try Self.button.write(toFile: folder + "/button.yaml", atomically: true, encoding: .utf8)
            let document = try DescriptionFile.load(folder + "/button.yaml")
            let renderer = Renderer(scale: 2, fonts: FontLibrary.standard, limits: PixmapLimits.default)
            let pixmap = try renderer.pixmap(of: document)
            #expect(pixmap.width == 240)
            #expect(try renderer.withScale(1).pixmap(of: document).width == 120)
            #expect(try renderer.png(of: document).starts(with: [0x89, 0x50, 0x4E, 0x47]))
            #expect(try renderer.svg(of: document).contains("<svg"))
            try renderer.write(document, to: folder + "/button.svg", as: Renderer.ImageFormat.svg)
            try renderer.write(document, to: folder + "/button.png", as: .png)
            #expect(FileManager.default.fileExists(atPath: folder + "/button.svg"))
            #expect(FileManager.default.fileExists(atPath: folder + "/button.png"))
        }
    }

    @Test func aDocumentIsAValueToReadAndChange() throws {
        try inFolder { folder in
            try Self.button.write(toFile: folder + "/button.yaml", atomically: true, encoding: .utf8)
            let parsed = try DescriptionFile.parse(folder + "/button.yaml")
            #expect(parsed.system == SystemReference.ids)
            #expect(parsed.canvas.width == 120)
            var document = try DescriptionFile.load(folder + "/button.yaml", scale: 1)
            let inMemory = try DescriptionFile.load(bytes: Array(Self.button.utf8), file: "button.yaml", directory: folder)
            #expect(try Renderer(scale: 1).png(of: inMemory) == (try Renderer(scale: 1).png(of: document)))
            let before = try Renderer(scale: 1).pixmap(of: document)
            document.variant.textSize = .AX3
            document.variant.direction = .rightToLeft
            document.variant.pseudoLocale = .accented
            document.variant.contexts = [TokenContext(modifier: "theme", context: "light")]
            #expect(document.variant.contexts.count == 1)
            document.variant.contexts = []
            let _: Node = document.content
            #expect(try Renderer(scale: 1).pixmap(of: document) != before)
        }
    }

    @Test func aTreeOfNodesRendersOnACanvasOfAGivenWidth() throws {
        let renderer = Renderer(scale: 1)
        let tree = Node.vstack(StackNode(spacing: .points(12), alignment: .horizontal(.leading), children: [IDSButton("Continue", type: .primary) {}.node]))
        let plain = try renderer.pixmap(of: tree, width: 200)
        let padded = try renderer.pixmap(of: tree, width: 200, system: .ids, background: .literal(r: 255, g: 255, b: 255), padding: 10)
        #expect(plain.width == 200 && padded.width == 200 && padded.height == plain.height + 20)
        let png = try renderer.png(of: tree, width: 200, system: .ids, background: nil, padding: 10)
        #expect(png == (try renderer.png(of: renderer.document(of: tree, width: 200, padding: 10))))
    }

    @Test func shapesTakeCornersStrokesClipsAndTransforms() throws {
        let renderer = Renderer(scale: 1)
        let white = ColorValue.literal(RGBAColor(r: 255, g: 255, b: 255)), black = ColorValue.literal(.black)
        let dashed = Border(width: 2, color: black, align: .inside, dash: [6, 3], dashOffset: 1, cap: .round, join: .bevel, miterLimit: 4)
        let rounded = ShapeNode(kind: .roundedRect, cornerRadius: .all(.points(16)), cornerStyle: .continuous, fill: .color(white), border: dashed)
        let uneven = ShapeNode(kind: .roundedRect, cornerRadius: .corners(LengthCornerRadii(topLeading: .points(12))), cornerStyle: .circular,
                               border: Border(width: 1, color: .literal(RGBAColor(r: 255, g: 0, b: 0)), align: .center))
        let stack = Node.zstack(StackNode(alignment: .both(.center), children: [
            .shape(rounded), .modified(.shape(uneven), NodeModifiers(rotation: 15, offsetX: 8, offsetY: -4)),
        ]))
        let framed = Node.frame(FrameNode(width: 120, height: 80, alignment: .center, child: stack))
        let card = Node.modified(framed, NodeModifiers(clip: .shape(.roundedRect, cornerRadius: .all(.points(20)), style: CornerCurve.continuous)))
        let clipped = try renderer.pixmap(of: card, width: 120)
        let unclipped = try renderer.pixmap(of: .modified(framed, NodeModifiers(clip: .frame)), width: 120)
        #expect(clipped.width == 120 && unclipped.width == 120)
        let border = Border(width: 1, sides: BorderWidths(top: 1, leading: 2), color: .token("ink"), align: Border.Align.inside)
        let shape = ShapeNode(kind: .roundedRect, cornerRadius: .corners(LengthCornerRadii(topLeading: .points(4))), cornerStyle: .continuous,
                              cornerSmoothing: 0, border: border)
        #expect(NodeModifiers(clip: .frame, rotation: 90, offsetX: 1, offsetY: 2).isEmpty == false && shape.border?.dash == [])
        #expect(CornerRadius.all(.points(2)) != .all(.points(3)) && ClipShape.shape(.circle) != ClipShape.shape(.pill))
    }

    @Test func theDifferCountsMismatchesAndATolerancePassesThem() throws {
        var expected = try Pixmap(width: 4, height: 4)
        let actual = expected
        expected.fill(.transparent)
        var options = DiffOptions(threshold: 0.05)
        options.includeAA = true
        options.alpha = 0.2
        options.aaColor = Color3(255, 255, 0)
        options.diffColor = Color3(255, 0, 0)
        options.diffColorAlt = nil
        options.diffMask = false
        #expect(DiffOptions.exact.threshold == 0 && DiffOptions.exact.includeAA)
        let red = try RGBAImage(width: 1, height: 1, bytes: [255, 0, 0, 255])
        let blue = try RGBAImage(width: 1, height: 1, bytes: [0, 0, 255, 255])
        let comparison = PixelDiffer(options: options).compare(red, blue, drawDiff: true)
        let metrics = try #require(comparison.metrics)
        #expect(metrics.mismatched == 1 && metrics.maxDelta > 0 && metrics.bbox != nil && metrics.antialiased == 0)
        #expect(comparison.diffImage != nil)
        #expect(metrics.summary.contains("1 pixel differs"))
        #expect(Tolerance.pixels(1).accepts(metrics) && !Tolerance.pixels(0).accepts(metrics))
        #expect(PixelDiffer(options: .exact).compare(expected, actual).metrics?.mismatched == 0)
        let sizes = PixelDiffer().compare(try Pixmap(width: 1, height: 1), try Pixmap(width: 2, height: 1))
        #expect(sizes.metrics == nil)
    }

    @Test func aRunOfCasesRecordsThenVerifiesAndReportsEachCheck() throws {
        try inFolder { folder in
            let drawn = try Renderer(scale: 1).pixmap(of: IDSBadge(type: .counter(3), appearance: .critical).node, width: 40)
            let source = SnapshotSource.cases([SnapshotCase(name: "badge") { drawn }])
            func run(_ mode: RecordMode, shard: Shard? = nil) throws -> (SnapshotReport, [GoldenCheck]) {
                var seen: [GoldenCheck] = []
                var run = SnapshotRun(store: GoldenStore(folder: folder + "/Snapshots", mode: mode, differ: PixelDiffer(options: .exact),
                                                         tolerance: .exact),
                                      sources: [source], renderer: Renderer(scale: 1), reportFolder: folder + "/report")
                run.shard = shard
                run.variants = []
                let report = try run.run { seen.append($0) }
                return (report, seen)
            }
            #expect(try run(.update(.missing)).0.count(.recorded) == 1)
            let (report, seen) = try run(.verify, shard: try Shard(parsing: "1/1"))
            #expect(report.succeeded && report.results.count == 1 && seen.map(\.name) == ["badge"])
            #expect(report.headline.contains("1 passed"))
            #expect(seen.first?.line.contains("badge") == true)
            #expect(FileManager.default.fileExists(atPath: folder + "/report/summary.json"))
            _ = [RecordMode.record, .update(.all), .update(.changed)]
            _ = [SnapshotSource.catalog(systems: ["ids"]), .libraries(folders: [folder], system: "ids"),
                 .descriptions(folders: [folder], skipping: [])]
        }
    }

    @Test func assertSnapshotPassesAgainstAGoldenInTheGivenFolder() throws {
        try inFolder { folder in
            let view = IDSButton("Continue", type: .primary) {}.node
            let variants: [SnapshotVariant] = [.textSize(.AX3), .direction(.rightToLeft), .pseudoLocale(.none)]
            let pixmap = try Renderer(scale: 2).pixmap(of: view, width: 200)
            _ = GoldenStore(folder: folder, mode: .record).check(pixmap, name: "button", scale: 2)
            #expect(assertSnapshot(of: pixmap, named: "button", scale: 2, snapshotsFolder: folder).status == .passed)
            #expect(assertSnapshot(of: view, width: 200, named: "button", snapshotsFolder: folder).status == .passed)
            #expect(SnapshotVariant.variant(variants).fileSuffix == ".AX3.rtl")
            let matrix = SnapshotVariant.matrix(textSizes: [.default], directions: [.leftToRight])
            #expect(assertSnapshots(of: view, width: 200, named: "button", matrix: matrix, snapshotsFolder: folder).map(\.status) == [.passed])
        }
    }
}

/// `assertAccessible` with the two imports alone.
@Suite struct DocumentedAccessibilityAPITests {
    @Test func aStandardButtonPassesTheAudit() {
        #expect(assertAccessible(of: IDSButton("Continue", type: .primary).node, width: 375, system: .ids, level: AccessibilityLevel.AA,
                                 minimumTargetSize: 44).isEmpty)
    }
}
