import Files
import Foundation
import Testing
import PNGCodec
import Raster
@testable import GoldenRun
import PixelDiff
import Values

/// Verify never writes; record writes missing and changed goldens atomically and leaves
/// unchanged ones untouched (same bytes, same mtime).
@Suite struct GoldenStoreTests {
    let folder = NSTemporaryDirectory() + "pixelproof-golden-\(UUID().uuidString)"

    func pixmap(_ grey: UInt8, width: Int = 6, height: Int = 4) -> Pixmap {
        try! Pixmap(width: width, height: height, background: RGBAColor(r: grey, g: grey, b: grey).premultiplied)
    }

    func mtime(_ path: String) throws -> Date {
        try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as! Date
    }

    @Test func goldenPathIsNameAtScale() {
        #expect(GoldenStore(folder: "Snapshots").path(for: "ids/button", scale: 2) == "Snapshots/ids/button@2x.png")
    }

    @Test func verifyNeverWritesAndFailsOnAMissingGolden() {
        let check = GoldenStore(folder: folder).check(pixmap(10), name: "a/b", scale: 2)
        #expect(check.status == .failed)
        #expect(check.message?.contains("--record") == true)
        #expect(!FileManager.default.fileExists(atPath: folder))
    }

    @Test func recordWritesMissingThenLeavesUnchangedGoldenUntouched() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let store = GoldenStore(folder: folder, mode: .record)
        let first = store.check(pixmap(10), name: "a/b", scale: 2)
        #expect(first.status == .recorded)
        let path = store.path(for: "a/b", scale: 2)
        let bytes = try AtomicFile.read(path, maxBytes: 1 << 26)
        // An old mtime makes any rewrite visible.
        let old = Date(timeIntervalSince1970: 1_000_000)
        try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: path)
        for mode in [RecordMode.record, .update(.missing), .update(.all), .verify] {
            let again = GoldenStore(folder: folder, mode: mode).check(pixmap(10), name: "a/b", scale: 2)
            #expect(again.status == .passed)
        }
        #expect(try AtomicFile.read(path, maxBytes: 1 << 26) == bytes)
        #expect(try mtime(path) == old)
        #expect(try PNGImageFile.read(path).scale == 2)
    }

    @Test func recordRewritesAChangedGoldenAndVerifyReportsIt() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = GoldenStore(folder: folder, mode: .record).check(pixmap(10), name: "x", scale: 1)
        let failed = GoldenStore(folder: folder).check(pixmap(200), name: "x", scale: 1)
        #expect(failed.status == .failed)
        #expect(failed.metrics?.mismatched == 24)
        #expect(failed.diffImage != nil && failed.actual != nil)
        #expect(GoldenStore(folder: folder, mode: .update(.missing)).check(pixmap(200), name: "x", scale: 1).status == .failed)
        #expect(GoldenStore(folder: folder, mode: .record).check(pixmap(200), name: "x", scale: 1).status == .updated)
        #expect(GoldenStore(folder: folder).check(pixmap(200), name: "x", scale: 1).status == .passed)
    }

    @Test func exactByDefault() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = GoldenStore(folder: folder, mode: .record).check(pixmap(100), name: "z", scale: 1)
        // One level of difference is a changed picture for a golden: it fails (pixelmatch's 0.1 would pass it).
        #expect(GoldenStore(folder: folder).check(pixmap(101), name: "z", scale: 1).status == .failed)
    }

    @Test func updateAllRefreshesDifferencesWithinTheTolerance() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let tolerant = PixelDiffer(options: .default)
        _ = GoldenStore(folder: folder, mode: .record, differ: tolerant).check(pixmap(100), name: "y", scale: 1)
        // One level is under pixelmatch's threshold: passes, so --record leaves it, --update all rewrites it.
        #expect(GoldenStore(folder: folder, mode: .record, differ: tolerant).check(pixmap(101), name: "y", scale: 1).status == .passed)
        #expect(GoldenStore(folder: folder, mode: .update(.all), differ: tolerant).check(pixmap(101), name: "y", scale: 1).status == .updated)
        #expect(try PNGImageFile.read(folder + "/y@1x.png").image[0, 0] == RGBAColor(r: 101, g: 101, b: 101))
    }

    @Test func differentSizeIsAFailureNamingBothSizes() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = GoldenStore(folder: folder, mode: .record).check(pixmap(10, width: 750, height: 112), name: "z", scale: 2)
        let check = GoldenStore(folder: folder).check(pixmap(10, width: 750, height: 110), name: "z", scale: 2)
        #expect(check.status == .failed)
        #expect(check.message?.hasPrefix("sizes differ: 750x112 vs 750x110") == true)
    }

    @Test func corruptGoldenIsAnErrorInVerifyAndReplacedOnRecord() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try AtomicFile.write(Array("not a png".utf8), to: folder + "/c@2x.png")
        let check = GoldenStore(folder: folder).check(pixmap(1), name: "c", scale: 2)
        #expect(check.status == .error)
        #expect(check.message?.contains(folder + "/c@2x.png") == true)
        #expect(GoldenStore(folder: folder, mode: .record).check(pixmap(1), name: "c", scale: 2).status == .updated)
    }

    @Test func readOnlySnapshotsFolderIsAnErrorNotACrash() throws {
        // Root ignores permission bits; a path under a regular file can never be created.
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try AtomicFile.write([1], to: folder + "/file")
        let check = GoldenStore(folder: folder + "/file", mode: .record).check(pixmap(1), name: "d", scale: 2)
        #expect(check.status == .error)
        #expect(check.message?.contains("make the snapshots folder writable") == true)
    }
}
