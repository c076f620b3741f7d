import Files
import Foundation
import Synchronization
import Testing
import PNGCodec
import Raster
import PixelDiff
@testable import PixelproofTesting
import Values

/// assertSnapshot's core: records a missing golden (not under CI), compares otherwise, and on
/// failure writes the actual and diff PNGs and names them in the message.
@Suite struct SnapshotAssertionTests {
    let root = NSTemporaryDirectory() + "pixelproof-assert-\(UUID().uuidString)"

    func solid(_ grey: UInt8) -> Pixmap {
        try! Pixmap(width: 5, height: 3, background: RGBAColor(r: grey, g: grey, b: grey).premultiplied)
    }

    /// What the assertions announced ("recorded new golden …"), instead of standard error.
    let announced = Announcements()

    final class Announcements: Sendable {
        let lines = Mutex<[String]>([])
        var all: [String] { lines.withLock { $0 } }
    }

    func assertion(_ env: [String: String]) -> SnapshotAssertion {
        var assertion = SnapshotAssertion(snapshotsFolder: root + "/Snapshots", artifactsFolder: root + "/failures", environment: env)
        assertion.announce = { [announced] line in announced.lines.withLock { $0.append(line) } }
        return assertion
    }

    @Test func missingGoldenIsRecordedOutsideCIAndFailsUnderCI() {
        defer { try? FileManager.default.removeItem(atPath: root) }
        let ci = assertion(["CI": "true"]).check(solid(1), named: "a", scale: 2)
        #expect(ci.failure?.contains("no golden") == true)
        let local = assertion([:]).check(solid(1), named: "a", scale: 2)
        #expect(local.check.status == .recorded && local.failure == nil)
        #expect(FileManager.default.fileExists(atPath: root + "/Snapshots/a@2x.png"))
        // Recording is said, never silent: a new golden is a picture to review before committing.
        #expect(announced.all == ["pixelproof: recorded new golden \(root)/Snapshots/a@2x.png for snapshot \"a\"; review the picture, then commit it"])
        // Under CI the advice is for a Swift test run, not the CLI's --record.
        #expect(ci.failure?.contains("PIXELPROOF_RECORD=1") == true && ci.failure?.contains("--record") == false)
    }

    /// Where a failure's picture of `kind` (expected, actual, diff) is: in the check's report folder.
    func picture(_ name: String, scale: Int = 2, _ kind: String) -> String {
        root + "/failures/report/\(name)@\(scale)x/images/\(name)@\(scale)x.\(kind).png"
    }

    @Test func failureWritesActualAndDiffAndNamesThem() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        _ = assertion([:]).check(solid(1), named: "cat/b", scale: 2)
        let result = assertion([:]).check(solid(200), named: "cat/b", scale: 2)
        let message = try #require(result.failure)
        #expect(message.contains("actual:   " + picture("cat/b", "actual")))
        #expect(message.contains("expected: " + picture("cat/b", "expected")))
        #expect(try PNGImageFile.read(picture("cat/b", "expected")).image[0, 0] == RGBAColor(r: 1, g: 1, b: 1))
        #expect(message.contains("diff:     " + picture("cat/b", "diff")))
        #expect(try PNGImageFile.read(picture("cat/b", "diff")).image.width == 5)
        #expect(try PNGImageFile.read(picture("cat/b", "actual")).image[0, 0] == RGBAColor(r: 200, g: 200, b: 200))
        #expect(try PNGImageFile.read(root + "/Snapshots/cat/b@2x.png").image[0, 0] == RGBAColor(r: 1, g: 1, b: 1))
    }

    @Test func aFailuresPicturesAreWrittenOnce() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        _ = assertion([:]).check(solid(1), named: "cat/b", scale: 2)
        let message = try #require(assertion([:]).check(solid(200), named: "cat/b", scale: 2).failure)
        // Every file the failure left: each picture once (the one the review serves and the
        // message names), beside the report's pages.
        let left = try FolderWalk.files(in: root + "/failures").map(\.relative).sorted()
        #expect(left == ["report/cat/b@2x/images/cat/b@2x.actual.png", "report/cat/b@2x/images/cat/b@2x.diff.png",
                         "report/cat/b@2x/images/cat/b@2x.expected.png", "report/cat/b@2x/index.html",
                         "report/cat/b@2x/junit.xml", "report/cat/b@2x/summary.json"], "\(left)")
        for kind in ["expected", "actual", "diff"] { #expect(message.contains(picture("cat/b", kind))) }
    }

    /// A golden of another size fails with both sizes and the advice to re-record, taken from the
    /// check's `sizeMismatch`, not from its message.
    @Test func aSizeChangeFailsWithBothSizesAndTheReRecordAdvice() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        _ = assertion([:]).check(solid(1), named: "c", scale: 2)
        let wider = try Pixmap(width: 6, height: 3, background: RGBAColor(r: 1, g: 1, b: 1).premultiplied)
        let result = assertion([:]).check(wider, named: "c", scale: 2)
        #expect(result.check.sizeMismatch == SizeMismatch(expectedWidth: 5, expectedHeight: 3, actualWidth: 6, actualHeight: 3))
        let message = try #require(result.failure)
        #expect(message.contains("sizes differ: 5x3 vs 6x3"))
        #expect(message.contains("re-record with PIXELPROOF_RECORD=1"))
    }

    /// `masks` leave regions out: a change inside passes, one reaching outside fails, and the diff
    /// PNG written for the failure shows the region in the mask colour.
    @Test func maskedRegionsAreLeftOutOfTheComparison() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        _ = assertion([:]).check(solid(1), named: "m", scale: 1)
        var changed = RGBAImage(solid(1))
        changed.bytes[(1 * 5 + 2) * 4] = 250                       // pixel (2, 1)
        let inside = [MaskRegion(x: 2, y: 1, width: 2, height: 2)]
        #expect(assertion(["CI": "true"]).check(try changed.pixmap(), named: "m", scale: 1, masks: inside).failure == nil)
        let beside = [MaskRegion(x: 3, y: 1, width: 2, height: 2)]
        let result = assertion(["CI": "true"]).check(try changed.pixmap(), named: "m", scale: 1, masks: beside)
        #expect(result.check.metrics?.mismatched == 1)
        let diff = try PNGImageFile.read(picture("m", scale: 1, "diff")).image
        #expect(diff[3, 1] == RGBAColor(r: 255, g: 0, b: 255) && diff[4, 2] == RGBAColor(r: 255, g: 0, b: 255))
        #expect(diff[2, 1] == RGBAColor(r: 255, g: 0, b: 0))
    }

    @Test func recordEnvironmentRewritesAChangedGolden() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        _ = assertion([:]).check(solid(1), named: "c", scale: 1)
        let result = assertion(["PIXELPROOF_RECORD": "1"]).check(solid(90), named: "c", scale: 1)
        #expect(result.check.status == .updated && result.failure == nil)
        #expect(announced.all.last?.hasPrefix("pixelproof: re-recorded golden") == true)
        #expect(assertion([:]).check(solid(90), named: "c", scale: 1).failure == nil)
    }

    @Test func assertSnapshotRecordsAnIssueInSwiftTesting() {
        defer { try? FileManager.default.removeItem(atPath: root) }
        _ = assertion([:]).check(solid(1), named: "d", scale: 2)
        withKnownIssue {
            assertSnapshot(of: solid(250), named: "d", scale: 2, snapshotsFolder: root + "/Snapshots", artifactsFolder: root + "/failures")
        }
        #expect(FileManager.default.fileExists(atPath: picture("d", "actual")))
        #expect(assertSnapshot(of: solid(1), named: "d", scale: 2, snapshotsFolder: root + "/Snapshots").status == .passed)
    }

    @Test func packageRootIsFoundFromATestFile() {
        let root = SnapshotAssertion.packageRoot(of: #filePath)
        #expect(FileManager.default.fileExists(atPath: root + "/Package.swift"))
    }
}
