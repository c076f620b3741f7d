import Values
import Raster
import PNGCodec
import Foundation
import Testing

/// `pixelproof test`: verify never writes, record writes missing and changed goldens, a broken
/// description is that test's failure while the others run, and a report folder is written.
@Suite struct TestCommandTests {
    static let button = "system: ids\ncanvas: { width: 375, padding: 16 }\ncontent:\n  button: { label: Continue, type: primary }\n"

    @Test func verifyRecordVerify() {
        let root = makeFolder()
        let descriptions = root + "/descriptions"
        _ = mkdirPath(descriptions + "/buttons")
        writeFile(descriptions + "/buttons/primary.yaml", Self.button)
        let snapshots = root + "/Snapshots"
        // No golden yet: verify fails and writes nothing.
        #expect(runCLI(["test", descriptions, "--snapshots", snapshots]).code == 1)
        #expect(!fileExists(snapshots + "/buttons/primary@2x.png"))
        // Record writes it; verifying again passes.
        #expect(runCLI(["test", descriptions, "--snapshots", snapshots, "--record"]).code == 0)
        #expect(fileExists(snapshots + "/buttons/primary@2x.png"))
        #expect(runCLI(["test", descriptions, "--snapshots", snapshots]).code == 0)
        // A change to the description fails verification, and the report names it.
        writeFile(descriptions + "/buttons/primary.yaml", Self.button.replacingOccurrences(of: "primary", with: "detrimental"))
        let report = root + "/report"
        #expect(runCLI(["test", descriptions, "--snapshots", snapshots, "--report", report]).code == 1)
        for file in ["index.html", "junit.xml", "summary.json", "images/buttons/primary@2x.diff.png"] {
            #expect(fileExists(report + "/" + file), "report lacks \(file)")
        }
    }

    /// A run that finds nothing to test is bad input (a wrong path in a CI job), not "0 tests"
    /// and exit 0; so is a --snapshots that names a file (the search skipped it as the goldens'
    /// folder, and the run tested nothing).
    @Test func nothingToTestIsAnErrorNotAPass() {
        let root = makeFolder()
        _ = mkdirPath(root + "/empty")
        let empty = runCLI(["test", root + "/empty", "--snapshots", root + "/S"])
        #expect(empty.code == 2 && empty.stderr.contains("no description files (.yaml, .yml, .json) under \(root)/empty"), "\(empty.stderr)")
        _ = mkdirPath(root + "/d")
        writeFile(root + "/d/a.yaml", Self.button)
        let file = runCLI(["test", root + "/d", "--snapshots", root + "/d/a.yaml", "--record"])
        #expect(file.code == 2 && file.stderr.contains("--snapshots \(root)/d/a.yaml is a file, not a folder"), "\(file.stderr)")
        #expect(runCLI(["test", root + "/d", "--snapshots", root + "/S", "--record"]).code == 0)
    }

    @Test func brokenDescriptionIsItsTestsErrorAndTheOthersRun() {
        let root = makeFolder()
        writeFile(root + "/good.yaml", Self.button)
        writeFile(root + "/broken.yaml", "system: ids\ncanvas: { width: 375 }\ncontent:\n  button: { label: A, type: primry }\n")
        let (code, _, output) = runCLI(["test", root, "--snapshots", root + "/Snapshots", "--record"])
        // A description that does not parse is bad input: exit 2, as for every other command.
        #expect(code == 2)
        #expect(output.contains("unknown button type \"primry\""))
        #expect(fileExists(root + "/Snapshots/good@2x.png") && !fileExists(root + "/Snapshots/broken@2x.png"))
    }

    /// Goldens compare exactly by default: a small tertiary button turned secondary differs only in
    /// its border and label colours, which pixelmatch's threshold 0.1 lets through.
    @Test func goldensCompareExactlyByDefault() {
        let root = makeFolder()
        let tertiary = "system: ids\ncanvas: { width: 200, padding: 16 }\ncontent:\n  button: { label: Details, type: tertiary, size: small }\n"
        _ = mkdirPath(root + "/d")
        writeFile(root + "/d/button.yaml", tertiary)
        #expect(runCLI(["test", root + "/d", "--snapshots", root + "/S", "--record"]).code == 0)
        writeFile(root + "/d/button.yaml", tertiary.replacingOccurrences(of: "tertiary", with: "secondary"))
        #expect(runCLI(["test", root + "/d", "--snapshots", root + "/S"]).code == 1)
        // pixelmatch's tolerance, asked for explicitly, passes it (which is why it is not the default).
        #expect(runCLI(["test", root + "/d", "--snapshots", root + "/S", "--threshold", "0.1"]).code == 0)
    }

    /// A description's own `scale:` names and renders its golden, unless --scale overrides it.
    @Test func honoursTheFilesOwnScale() {
        let root = makeFolder()
        writeFile(root + "/three.yaml", Self.button.replacingOccurrences(of: "system: ids\n", with: "system: ids\nscale: 3\n"))
        #expect(runCLI(["test", root, "--snapshots", root + "/S", "--record"]).code == 0)
        #expect(fileExists(root + "/S/three@3x.png") && !fileExists(root + "/S/three@2x.png"))
        #expect(runCLI(["test", root, "--snapshots", root + "/S", "--record", "--scale", "1"]).code == 0)
        #expect(fileExists(root + "/S/three@1x.png"))
    }

    @Test func shardsSplitTheTests() {
        let root = makeFolder()
        for name in ["a", "b", "c", "d"] { writeFile("\(root)/\(name).yaml", Self.button) }
        #expect(runCLI(["test", root, "--snapshots", root + "/S", "--record", "--shard", "1/2"]).code == 0)
        #expect(runCLI(["test", root, "--snapshots", root + "/S", "--record", "--shard", "2/2"]).code == 0)
        let recorded = ["a", "b", "c", "d"].filter { fileExists("\(root)/S/\($0)@2x.png") }
        #expect(recorded.count == 4)
        #expect(runCLI(["test", root, "--shard", "3/2"]).code == 2)
    }
}

@Suite struct CompareCommandTests {
    @Test func exportAgainstDescription() {
        let root = makeFolder()
        writeFile(root + "/button.yaml", TestCommandTests.button)
        #expect(runCLI(["render", root + "/button.yaml", "-o", root + "/export.png", "--scale", "2"]).code == 0)
        // Same picture: the export's pHYs says 2x, the description renders at 2x, nothing differs.
        #expect(runCLI(["compare", root + "/export.png", root + "/button.yaml"]).code == 0)
        writeFile(root + "/other.yaml", TestCommandTests.button.replacingOccurrences(of: "primary", with: "secondary"))
        #expect(runCLI(["compare", root + "/export.png", root + "/other.yaml", "--diff-out", root + "/diff.png"]).code == 1)
        #expect(fileExists(root + "/diff.png"))
        #expect(runCLI(["compare", root + "/missing.png", root + "/button.yaml"]).code == 2)
    }

    /// `--mask x,y,w,h` as Playwright's mask: the region counts nowhere and is drawn #FF00FF in the
    /// diff image; a malformed region is a usage error.
    @Test func maskedRegionsAreCountedNowhereAndDrawnInTheDiff() throws {
        let root = makeFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let plain = try Pixmap(width: 8, height: 8, background: RGBAColor(r: 9, g: 9, b: 9).premultiplied)
        var changed = plain
        for y in 2..<4 { for x in 5..<7 { changed[x, y] = RGBAColor(r: 250, g: 250, b: 250).premultiplied } }
        try Data(try PNGEncoder.default.encode(plain, scale: nil)).write(to: URL(fileURLWithPath: root + "/a.png"))
        try Data(try PNGEncoder.default.encode(changed, scale: nil)).write(to: URL(fileURLWithPath: root + "/b.png"))
        for command in ["diff", "compare"] {
            #expect(runCLI([command, root + "/a.png", root + "/b.png"]).code == 1, "\(command) without a mask")
            let masked = runCLI([command, root + "/a.png", root + "/b.png", "--mask", "4,1,4,4", "--diff-out", root + "/\(command).png"])
            #expect(masked.code == 0, "\(command): \(masked.stdout) \(masked.stderr)")
            let diff = try PNGFile.read(root + "/\(command).png").pixmap
            #expect(diff[5, 2].r == 255 && diff[5, 2].g == 0 && diff[5, 2].b == 255, "\(command): the masked region is drawn #FF00FF")
            #expect(diff[0, 0].g != 0, "\(command): outside the mask the diff is pixelmatch's")
            #expect(runCLI([command, root + "/a.png", root + "/b.png", "--mask", "4,1,0,4"]).code == 2)
            // A region meant for another picture is refused, not clipped to nothing in silence.
            let outside = runCLI([command, root + "/a.png", root + "/b.png", "--mask", "6,0,4,4"])
            #expect(outside.code == 2 && outside.stderr.contains("--mask 6,0,4,4 reaches 10,4, outside the 8x8 image"), "\(outside.stderr)")
            // Numbers whose sum overflows an Int are a usage error, not a trap.
            let huge = runCLI([command, root + "/a.png", root + "/b.png", "--mask", "9223372036854775807,0,9223372036854775807,1"])
            #expect(huge.code == 2 && huge.stderr.contains("--mask takes x,y,w,h"), "\(huge.stderr)")
        }
    }

    /// Without a pHYs chunk, the `@2x` in the export's name gives its scale; `--quiet` is taken
    /// as render, catalog and test take it.
    @Test func anExportsScaleComesFromItsNameWithoutAPHYsChunk() throws {
        let root = makeFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let picture = try PNGEncoder.default.encode(try Pixmap(width: 8, height: 8, background: RGBAColor(r: 9, g: 9, b: 9).premultiplied), scale: nil)
        #expect(try PNGDecoder().decode(picture).info.scale == nil, "the fixture has no pHYs chunk")
        try Data(picture).write(to: URL(fileURLWithPath: root + "/card@2x.png"))
        try Data(picture).write(to: URL(fileURLWithPath: root + "/card.png"))
        let run = runCLI(["compare", root + "/card@2x.png", root + "/card.png", "--quiet"])
        #expect(run.code == 0, "\(run.stderr)")
        #expect(run.stdout.contains("export scale: 2x"), "\(run.stdout)")
        #expect(runCLI(["compare", root + "/card.png", root + "/card.png"]).stdout.contains("export scale: unknown"))
    }
}

#if canImport(Glibc)
import Glibc
#endif

@discardableResult
func mkdirPath(_ path: String) -> Bool {
    var current = ""
    for part in path.split(separator: "/") {
        current += "/" + part
        mkdir(current, 0o755)
    }
    return true
}

@Suite struct TestDiscoveryTests {
    /// A tokens file or a report next to the descriptions is not taken for a test.
    @Test func jsonFilesThatAreNotDescriptionsAreSkipped() {
        let root = makeFolder()
        writeFile(root + "/button.json", #"{"system": "ids", "canvas": {"width": 375}, "content": {"button": {"label": "A"}}}"#)
        writeFile(root + "/tokens.json", ##"{"color": {"brand": {"$type": "color", "$value": "#108910"}}}"##)
        let (code, _, _) = runCLI(["test", root, "--snapshots", root + "/S", "--record"])
        #expect(code == 0)
        #expect(fileExists(root + "/S/button@2x.png") && !fileExists(root + "/S/tokens@2x.png"))
    }
}
