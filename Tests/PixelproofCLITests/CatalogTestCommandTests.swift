import Foundation
import Testing

/// `pixelproof test --catalog`: the repository's catalog goldens pass from the command line, and a
/// changed golden fails the run with its name.
@Suite struct CatalogTestCommandTests {
    static let snapshots = #filePath.replacingOccurrences(of: "Tests/PixelproofCLITests/CatalogTestCommandTests.swift", with: "Snapshots")

    @Test func everyCatalogGoldenPasses() throws {
        let goldens = try FileManager.default.subpathsOfDirectory(atPath: Self.snapshots + "/catalog").filter { $0.hasSuffix("@2x.png") }
        let run = runCLI(["test", "--catalog", "all", "--snapshots", Self.snapshots, "--quiet"])
        #expect(run.code == 0, "\(run.stdout)")
        #expect(run.stdout.contains("\(goldens.count) tests: \(goldens.count) passed, 0 failed"), "\(run.stdout.suffix(300))")
    }

    /// Another item's picture of the same size in place of a golden: only that golden fails.
    @Test func aChangedGoldenFails() throws {
        let root = makeFolder()
        let copy = root + "/catalog/generic", original = Self.snapshots + "/catalog/generic"
        try FileManager.default.createDirectory(atPath: copy, withIntermediateDirectories: true)
        for file in try FileManager.default.contentsOfDirectory(atPath: original) {
            try FileManager.default.copyItem(atPath: original + "/" + file, toPath: copy + "/" + file)
        }
        #expect(runCLI(["test", "--catalog", "generic", "--snapshots", root, "--quiet"]).code == 0)
        let changed = "Generic.ProgressBar--40-Default@2x.png"
        try FileManager.default.removeItem(atPath: copy + "/" + changed)
        try FileManager.default.copyItem(atPath: original + "/Generic.ProgressBar--0-Default@2x.png", toPath: copy + "/" + changed)
        let run = runCLI(["test", "--catalog", "generic", "--snapshots", root, "--quiet"])
        #expect(run.code == 1)
        #expect(run.stdout.contains("FAILED  catalog/generic/Generic.ProgressBar--40-Default:"), "\(run.stdout)")
        #expect(run.stdout.contains("1 failed"))
    }

    @Test func anUnknownSystemIsRefused() {
        #expect(runCLI(["test", "--catalog", "android"]).code == 2)
    }
}
