import Foundation
import Pixelproof
import PixelproofTesting
import Testing

/// `assertPreviews`: both preview forms found at run time and drawn with their traits, the
/// variants applied to each preview, a preview that cannot render named by its file and line.
/// The previews are this module's (TraitPreviews.swift, BrokenPreview.swift, SeedPreviews.swift).
@Suite struct PreviewTests {
    static let module = "PixelproofUITests"
    let root = NSTemporaryDirectory() + "pixelproof-previews-\(UUID().uuidString)"

    /// Records `files`' previews into a fresh folder; returns the checks and the failures reported.
    func record(_ files: [String], variants: [[SnapshotVariant]] = [[]]) -> (checks: [GoldenCheck], failures: [(DiscoveredPreview?, String)]) {
        var assertion = SnapshotAssertion(snapshotsFolder: root + "/Snapshots", artifactsFolder: root + "/failures", environment: [:])
        assertion.announce = { (_: String) in }
        let run = PreviewRun(module: Self.module, files: files, variants: variants, scale: 2, assertion: assertion,
                             packageRoot: SnapshotAssertion.packageRoot(of: #filePath))
        var failures: [(DiscoveredPreview?, String)] = []
        let checks = run.checks { failures.append(($0, $1)) }
        return (checks, failures)
    }

    /// The recorded golden's size in device pixels, its top-left pixel and its centre pixel (RGBA).
    func golden(_ name: String) throws -> (width: Int, height: Int, corner: [UInt8], centre: [UInt8]) {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: root + "/Snapshots/\(name)@2x.png")))
        let (rgba, info) = try PNGDecoder().decodeStraight(bytes)
        let centre = ((info.height / 2) * info.width + info.width / 2) * 4
        return (info.width, info.height, Array(rgba[0..<4]), Array(rgba[centre..<centre + 4]))
    }

    @Test func bothFormsAreFoundAndDrawnWithTheirTraits() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        let (checks, failures) = record(["TraitPreviews"])
        #expect(failures.isEmpty, "\(failures.map(\.1))")
        #expect(Set(checks.map(\.name)) == ["TraitPreviews/Fits", "TraitPreviews/Box", "TraitPreviews/Landscape", "TraitPreviews/4",
                                           "TraitPreviews/Dark", "TraitPreviews/Large", "TraitPreviews/Badge_Previews-3"])
        #expect(checks.allSatisfy { $0.status == .recorded })
        // .fixedLayout: the box; .landscapeLeft: the default iPhone's height as the width;
        // .previewDevice: that device's width; no trait: the default device's width.
        let box = try golden("TraitPreviews/Box")
        #expect(box.width == 400 && box.height == 200)
        // … with the badge centred in it: its fill under the middle, the corner empty.
        #expect(box.centre != [255, 255, 255, 255] && box.corner == [255, 255, 255, 255], "\(box)")
        #expect(try golden("TraitPreviews/Landscape").width == 852 * 2)
        #expect(try golden("TraitPreviews/4").width == 393 * 2)
        #expect(try golden("TraitPreviews/Badge_Previews-3").width == 375 * 2)
        // .sizeThatFits: the badge's ideal size, much smaller than the box.
        let fits = try golden("TraitPreviews/Fits")
        #expect(fits.width > 40 && fits.width < 200 && fits.height > 30 && fits.height < 100, "\(fits)")
        // .preferredColorScheme(.dark): the background behind the view is black; light is white.
        #expect(try golden("TraitPreviews/Dark").corner == [0, 0, 0, 255])
        #expect(fits.corner == [255, 255, 255, 255])
        // .environment(\.sizeCategory, .accessibilityLarge): larger text, so a taller picture.
        #expect(try golden("TraitPreviews/Large").height > fits.height + 10)
    }

    /// A pixel of a recorded golden (RGBA), at device pixel (x, y).
    func pixel(_ name: String, _ x: Int, _ y: Int) throws -> [UInt8] {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: root + "/Snapshots/\(name)@2x.png")))
        let (rgba, info) = try PNGDecoder().decodeStraight(bytes)
        let offset = (y * info.width + x) * 4
        return Array(rgba[offset..<offset + 4])
    }

    @Test func aPreviewThatFillsTheScreenIsDrawnOnTheWholeScreen() throws {
        // Xcode's canvas offers a preview without a layout trait the device's screen: an empty
        // state's background fills it and a button pinned by spacers sits in its corner.
        defer { try? FileManager.default.removeItem(atPath: root) }
        let (checks, failures) = record(["ScreenPreviews"])
        #expect(failures.isEmpty, "\(failures.map(\.1))")
        #expect(checks.count == 5 && checks.allSatisfy { $0.status == .recorded })
        let empty = try golden("ScreenPreviews/Empty state")
        #expect(empty.width == 393 * 2 && empty.height == 852 * 2, "\(empty)")
        #expect(empty.corner == [255, 204, 0, 255], "the yellow background reaches the screen's corner: \(empty.corner)")
        let corner = try golden("ScreenPreviews/Corner button")
        #expect(corner.width == 393 * 2 && corner.height == 852 * 2, "\(corner)")
        // The circle's centre: 16 pt + 28 pt from the bottom and trailing edges.
        #expect(try pixel("ScreenPreviews/Corner button", (393 - 44) * 2, (852 - 44) * 2) == [255, 59, 48, 255])
        #expect(corner.corner == [255, 255, 255, 255])
        // A component that hugs its content keeps its own height, not a mostly empty screen.
        let component = try golden("ScreenPreviews/Component")
        #expect(component.width == 393 * 2 && component.height < 120, "\(component)")
    }

    @Test func aLayoutWrittenUnderAModifierStillFramesThePreview() throws {
        // `.previewLayout(.sizeThatFits).padding()`: Xcode fits the canvas to the padded chip.
        defer { try? FileManager.default.removeItem(atPath: root) }
        let (_, failures) = record(["ScreenPreviews"])
        #expect(failures.isEmpty, "\(failures.map(\.1))")
        let chip = try golden("ScreenPreviews/Chip_Previews")
        #expect(chip.width < 200 && chip.height < 150, "the padded chip's own size, not the screen's width: \(chip)")
    }

    @Test func aFittingPreviewIsOfferedTheDevicesScreen() throws {
        // Apple: `.sizeThatFits` fits the container to the preview "when offered the size of the
        // device", so a `frame(maxWidth: .infinity)` button is as wide as the screen.
        defer { try? FileManager.default.removeItem(atPath: root) }
        let (_, failures) = record(["ScreenPreviews"])
        #expect(failures.isEmpty, "\(failures.map(\.1))")
        let button = try golden("ScreenPreviews/Wide button")
        #expect(button.width == 393 * 2 && button.height < 150, "\(button)")
        #expect(button.corner == [0, 122, 255, 255], "the blue fill reaches the corner: \(button.corner)")
    }

    @Test func theVariantsApplyToEachPreviewExceptWhatItStatesItself() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        let (checks, failures) = record(["TraitPreviews"], variants: .matrix)
        #expect(failures.isEmpty, "\(failures.map(\.1))")
        let names = Set(checks.map(\.name))
        // Four pictures a preview (light and dark at Large and AX3) …
        #expect(names.isSuperset(of: ["TraitPreviews/Fits", "TraitPreviews/Fits.dark", "TraitPreviews/Fits.AX3", "TraitPreviews/Fits.AX3.dark"]))
        // … but a preview in dark is not drawn light, and one at a text size not at another.
        #expect(names.filter { $0.hasPrefix("TraitPreviews/Dark") } == Set(["TraitPreviews/Dark", "TraitPreviews/Dark.AX3"]))
        #expect(names.filter { $0.hasPrefix("TraitPreviews/Large") } == Set(["TraitPreviews/Large", "TraitPreviews/Large.dark"]))
        #expect(checks.count == 5 * 4 + 2 + 2)
        // The variant reaches the view: AX3 is taller, dark has a black background.
        #expect(try golden("TraitPreviews/Fits.AX3").height > golden("TraitPreviews/Fits").height)
        #expect(try golden("TraitPreviews/Fits.dark").corner == [0, 0, 0, 255])
    }

    @Test func aPreviewThatCannotRenderIsNamedByItsFileAndLineAndTheOthersRun() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        let (checks, failures) = record(["BrokenPreview"])
        let source = try String(contentsOfFile: SnapshotAssertion.packageRoot(of: #filePath) + "/Tests/PixelproofUITests/Previews/BrokenPreview.swift",
                                encoding: .utf8)
        let line = source.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.hasPrefix("#Preview(\"Missing symbol\")") }! + 1
        #expect(failures.count == 1)
        let (preview, message) = try #require(failures.first)
        #expect(preview?.line == line && preview?.fileID == "PixelproofUITests/BrokenPreview.swift")
        #expect(preview?.filePath.hasSuffix("Tests/PixelproofUITests/Previews/BrokenPreview.swift") == true)
        #expect(message.contains("BrokenPreview.swift:\(line)") && message.contains("no.such.symbol"), "\(message)")
        #expect(checks.first { $0.name == "BrokenPreview/Fine" }?.status == .recorded)
    }

    @Test func theFailureIsReportedAtThePreview() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        withKnownIssue {
            assertPreviews(in: Self.module, files: ["BrokenPreview"], snapshotsFolder: root + "/Snapshots", artifactsFolder: root + "/failures")
        } matching: { issue in
            // The missing golden of "Fine" is an issue too under CI=true; the render failure is the preview's.
            issue.sourceLocation?.fileName == "BrokenPreview.swift" || "\(issue)".contains("no golden")
        }
    }

    @Test func aModuleWithoutPreviewsIsAnErrorThatSaysSo() {
        let run = PreviewRun(module: "NoSuchModule", variants: [[]], scale: 2, assertion: SnapshotAssertion(environment: [:]),
                             packageRoot: root)
        var messages: [String] = []
        #expect(run.checks { messages.append($1) }.isEmpty)
        #expect(messages.count == 1 && messages[0].contains("no #Preview or PreviewProvider in the module \"NoSuchModule\""))
    }

    /// The seed's six components, every preview in light and dark, Large and AX3, both directions:
    /// the goldens in Snapshots/swiftui/previews/ (one call, no code per preview).
    @Test func seedPreviews() {
        let checks = assertPreviews(in: Self.module, files: ["SeedPreviews"], variants: .matrixWithRightToLeft,
                                    assets: SeedTemplateTests.assets,
                                    snapshotsFolder: SnapshotAssertion.packageRoot(of: #filePath) + "/Snapshots/swiftui/previews")
        #expect(checks.count == 6 * 8)
    }
}
