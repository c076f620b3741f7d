import Files
import Foundation
import GoldenRun
import PNGCodec
import Raster
import Testing
@testable import PixelproofTesting
import Values

/// The report folder each `assertSnapshot` check leaves for `pixelproof review`: written for a
/// failure and a new golden, named after the snapshot, limited to the package's Snapshots folder,
/// and gone once the check passes.
@Suite struct CaseReportTests {
    let root = try! ScratchFolder.make(FilePath.temporaryFolder + "/pixelproof-case-report-XXXXXX")

    func solid(_ grey: UInt8) -> Pixmap {
        try! Pixmap(width: 4, height: 3, background: RGBAColor(r: grey, g: grey, b: grey).premultiplied)
    }

    /// An assertion as a test file at `<root>/Tests/UITests/FooterTests.swift` of the package at `root` makes it.
    func assertion() -> SnapshotAssertion {
        try! AtomicFile.write(Array("// swift-tools-version:6.0\n".utf8), to: root + "/Package.swift")
        var assertion = SnapshotAssertion(testFile: root + "/Tests/UITests/FooterTests.swift", environment: [:])
        assertion.announce = { _ in }
        return assertion
    }

    func summary(_ folder: String) throws -> SnapshotReport {
        try SnapshotReport.decode(try AtomicFile.read(folder + "/summary.json", maxBytes: 1 << 20), file: folder)
    }

    @Test func aFailingCheckWritesAReportFolderNamingTheGolden() throws {
        let assertion = assertion()
        let folder = root + "/.build/pixelproof-failures/report/checkout/footer@2x"
        _ = assertion.check(solid(10), named: "checkout/footer", scale: 2)
        // A new golden is a picture to review too: its folder lists it as recorded.
        #expect(try summary(folder).results.map(\.status) == [.recorded])
        let failed = assertion.check(solid(200), named: "checkout/footer", scale: 2)
        #expect(failed.failure != nil)
        let report = try summary(folder)
        let entry = try #require(report.results.first)
        #expect(report.results.count == 1 && entry.status == .failed && entry.name == "checkout/footer@2x")
        #expect(entry.golden == root + "/Snapshots/checkout/footer@2x.png")
        // A review may write below the package's Snapshots folder and nowhere wider.
        #expect(report.snapshotRoots == [root + "/Snapshots"] && report.workingDirectory == root + "/Snapshots")
        let actual = try #require(entry.images?.actual)
        #expect(try PNGFile.read(folder + "/" + actual).pixmap[1, 1].r == 200)
    }

    @Test func aPassingCheckRemovesTheStaleReportFolder() throws {
        let assertion = assertion()
        _ = assertion.check(solid(10), named: "card", scale: 3)
        _ = assertion.check(solid(60), named: "card", scale: 3)
        let folder = root + "/.build/pixelproof-failures/report/card@3x"
        #expect(FilePath.isFile(folder + "/summary.json"))
        let passed = assertion.check(solid(10), named: "card", scale: 3)
        #expect(passed.failure == nil && passed.check.status == .passed)
        #expect(!FilePath.exists(folder))
    }

    @Test func namesBecomeSafeFolders() {
        #expect(CaseReports.folder(under: "/r", name: "checkout/footer", scale: 2) == "/r/checkout/footer@2x")
        #expect(CaseReports.folder(under: "/r", name: "../x:y/.hidden//b?", scale: 1) == "/r/_../x_y/_.hidden/_/b_@1x")
    }
}
