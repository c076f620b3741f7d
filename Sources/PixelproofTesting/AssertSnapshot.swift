import DescriptionSource
import GoldenRun
import PixelDiff
import Raster
import Testing
import Values
import XCTest

/// Compares `pixmap` with the golden `<Snapshots>/<name>@<scale>x.png` and reports a failure to
/// whichever framework is running the test: an issue in Swift Testing, an XCTFail in XCTest.
/// Records when the golden is missing or `PIXELPROOF_RECORD=1` (see `SnapshotAssertion`).
/// `masks` (device pixels of `pixmap`) are regions the comparison ignores, as Playwright's
/// `toHaveScreenshot({ mask })`: their pixels count nowhere and the diff image shows them #FF00FF.
/// `artifactsFolder` is where a failure's pictures and report folder go (default:
/// `PIXELPROOF_ARTIFACTS`, else `.build/pixelproof-failures/` in the package), e.g. a temporary
/// folder for a check that is expected to fail, so `pixelproof review` shows only real failures.
///
///     @Test func primaryButton() throws {
///         assertSnapshot(of: try render(button), named: "ids/button-primary", scale: 2)
///     }
@discardableResult
public func assertSnapshot(of pixmap: Pixmap, named name: String, scale: Int = Scale.golden,
                           snapshotsFolder: String? = nil, artifactsFolder: String? = nil, options: DiffOptions = .exact,
                           tolerance: Tolerance = .exact, masks: [MaskRegion] = [],
                           fileID: String = #fileID, filePath: StaticString = #filePath,
                           line: UInt = #line, column: UInt = #column) -> GoldenCheck {
    let assertion = SnapshotAssertion(snapshotsFolder: snapshotsFolder, artifactsFolder: artifactsFolder, options: options,
                                      tolerance: tolerance, testFile: "\(filePath)")
    let (check, failure) = assertion.check(pixmap, named: name, scale: scale, masks: masks)
    if let failure { reportFailure(failure, fileID: fileID, filePath: filePath, line: line, column: column) }
    return check
}

/// A failure, to whichever framework runs the test: an issue in Swift Testing, an XCTFail in XCTest.
func reportFailure(_ message: String, fileID: String, filePath: StaticString, line: UInt, column: UInt) {
    if Test.current != nil {
        Issue.record(Comment(rawValue: message),
                     sourceLocation: SourceLocation(fileID: fileID, filePath: "\(filePath)", line: Int(line), column: Int(column)))
    } else {
        XCTFail(message, file: filePath, line: line)
    }
}
