import Foundation
import JSON
import Testing

/// `--variants AXIS=V1,V2` on catalog and test, and the one-variant flags on render.
@Suite struct VariantFlagsTests {
    @Test func theCatalogInTwoAxesOfTwoValuesIsFourTimesAsLarge() throws {
        let folder = makeFolder()
        let plain = runCLI(["catalog", "--system", "generic", "--out-dir", folder + "/plain", "--scale", "1", "--quiet"])
        #expect(plain.code == 0, "\(plain.stderr)")
        let run = runCLI(["catalog", "--system", "generic", "--out-dir", folder + "/out", "--scale", "1", "--quiet",
                          "--variants", "textSize=large,AX3", "--variants", "direction=ltr,rtl"])
        #expect(run.code == 0, "\(run.stderr)")
        let count = { (path: String) in (try JSONNode.parse(readFile(path))["items"]?.array ?? []).count }
        #expect(try count(folder + "/out/catalog.json") == 4 * count(folder + "/plain/catalog.json"))
        let names = (try JSONNode.parse(readFile(folder + "/out/catalog.json"))["items"]?.array ?? []).compactMap { $0["figmaName"]?.string }
        #expect(Array(names.prefix(4)) == ["Generic.Card / Standard - Default", "Generic.Card / Standard - Default (rtl)",
                                           "Generic.Card / Standard - Default (AX3)", "Generic.Card / Standard - Default (AX3, rtl)"])
        #expect(fileExists(folder + "/out/generic/Generic.Card--Standard-Default.AX3.rtl.png"))
        // The default variant keeps its name and its bytes.
        #expect(readFile(folder + "/out/generic/Generic.Card--Standard-Default.png")
                == readFile(folder + "/plain/generic/Generic.Card--Standard-Default.png"))
    }

    @Test func goldensOfVariantsCarryTheirValues() throws {
        let root = makeFolder()
        try FileManager.default.createDirectory(atPath: root + "/d", withIntermediateDirectories: true)
        writeFile(root + "/d/row.yaml", "system: ids\ncanvas: { width: 200 }\ncontent:\n  contentRow: { title: Location, subtitle: Main St }\n")
        let flags = ["--variants", "textSize=large,AX3", "--direction", "rtl"]
        let record = runCLI(["test", root + "/d", "--snapshots", root + "/S", "--record"] + flags)
        #expect(record.code == 0, "\(record.stdout)\n\(record.stderr)")
        #expect(fileExists(root + "/S/row.rtl@2x.png") && fileExists(root + "/S/row.AX3.rtl@2x.png"))
        #expect(!fileExists(root + "/S/row@2x.png"))
        #expect(runCLI(["test", root + "/d", "--snapshots", root + "/S"] + flags).code == 0)
    }

    @Test func unknownAxesAndValuesAreRefused() {
        let folder = makeFolder()
        writeFile(folder + "/a.yaml", "system: ids\ncanvas: { width: 100 }\ncontent: { spacer: {} }\n")
        let size = runCLI(["render", folder + "/a.yaml", "-o", folder + "/a.png", "--text-size", "AX6"])
        #expect(size.code == 2)
        #expect(size.stderr.contains("unknown textSize \"AX6\"") && size.stderr.contains("AX5"), "\(size.stderr)")
        #expect(!fileExists(folder + "/a.png"))
        let axis = runCLI(["catalog", "--variants", "textsize=AX3", "--out-dir", folder + "/c"])
        #expect(axis.code == 2)
        #expect(axis.stderr.contains("unknown variant axis \"textsize\"") && axis.stderr.contains("did you mean \"textSize\"?"), "\(axis.stderr)")
        #expect(!fileExists(folder + "/c"))
        writeFile(folder + "/b.yaml", "system: ids\ntextSize: AX6\ncanvas: { width: 100 }\ncontent: { spacer: {} }\n")
        let key = runCLI(["render", folder + "/b.yaml", "-o", folder + "/b.png"])
        #expect(key.code == 2)
        #expect(key.stderr.contains("b.yaml:2:11: textSize: unknown text size \"AX6\""), "\(key.stderr)")
    }

    /// A resolver's modifier is an axis too; its default context keeps the plain name.
    @Test func themeVariantsNameGoldensAfterTheirContext() throws {
        let root = makeFolder()
        let example = #filePath.replacingOccurrences(of: "Tests/PixelproofCLITests/VariantFlagsTests.swift", with: "docs/examples/ids-dark")
        try FileManager.default.createDirectory(atPath: root + "/d", withIntermediateDirectories: true)
        for file in ["theme.resolver.json", "dark.json", "screen.yaml"] {
            try FileManager.default.copyItem(atPath: example + "/" + file, toPath: root + "/d/" + file)
        }
        let record = runCLI(["test", root + "/d", "--snapshots", root + "/S", "--record", "--variants", "theme=light,dark", "--quiet"])
        #expect(record.code == 0, "\(record.stdout)\n\(record.stderr)")
        #expect(fileExists(root + "/S/screen@2x.png") && fileExists(root + "/S/screen.dark@2x.png"))
        #expect(readFile(root + "/S/screen@2x.png") != readFile(root + "/S/screen.dark@2x.png"))
        let wrong = runCLI(["test", root + "/d", "--snapshots", root + "/S", "--variants", "theme=light,drak", "--quiet"])
        #expect(wrong.code == 2)
        #expect(wrong.stdout.contains("modifier theme has no context \"drak\""), "\(wrong.stdout)")
    }
}
