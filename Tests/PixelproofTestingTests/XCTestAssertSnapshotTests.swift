import Foundation
import GoldenRun
import Values
import XCTest
import Raster
import PixelDiff
import PixelproofTesting

/// assertSnapshot from XCTest: passes against a matching golden; a mismatch is reported through
/// XCTest's failure recording (captured here by overriding recordFailure), naming the PNGs.
final class XCTestAssertSnapshotTests: XCTestCase {
    private var captured: [String] = []
    private var capturing = false

    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
                                expected: Bool) {
        if capturing { captured.append(description) } else {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
    }

    func testPassesAgainstAMatchingGoldenAndFailsThroughXCTest() throws {
        let folder = NSTemporaryDirectory() + "pixelproof-xctest-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let pixmap = try Pixmap(width: 4, height: 4, background: RGBAColor(r: 9, g: 99, b: 199).premultiplied)
        // Seed the golden explicitly so the test also passes under CI=true (where a missing golden fails).
        _ = GoldenStore(folder: folder, mode: .record).check(pixmap, name: "x/seeded", scale: 2)
        XCTAssertEqual(assertSnapshot(of: pixmap, named: "x/seeded", scale: 2, snapshotsFolder: folder).status, .passed)

        let changed = try Pixmap(width: 4, height: 4, background: RGBAColor(r: 250, g: 9, b: 9).premultiplied)
        capturing = true
        let check = assertSnapshot(of: changed, named: "x/seeded", scale: 2, snapshotsFolder: folder,
                                   artifactsFolder: folder + "/failures")
        capturing = false
        XCTAssertEqual(check.status, .failed)
        XCTAssertEqual(captured.count, 1)
        XCTAssertTrue(captured.first?.contains("x/seeded@2x.actual.png") == true)
        XCTAssertTrue(captured.first?.contains("x/seeded@2x.diff.png") == true)
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder + "/failures/report/x/seeded@2x/images/x/seeded@2x.diff.png"))
    }
}
