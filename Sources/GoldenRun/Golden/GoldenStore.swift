import Files
import Foundation
import PixelDiff
import PNGCodec
import Raster

/// A folder of golden PNGs: `<folder>/<name>@<scale>x.png`, where `name` may contain `/`.
///
/// Writes are atomic (PNGCodec.AtomicFile) and happen only when the mode asks for them and the
/// pixels changed, so a re-record leaves unchanged goldens byte-for-byte and mtime-for-mtime alone.
public struct GoldenStore: Sendable {
    public var folder: String
    public var mode: RecordMode
    public var differ: PixelDiffer
    public var tolerance: Tolerance
    /// Goldens are committed and rarely written: the smallest files (zlib 9, adaptive filters)
    /// are worth the encoding time. The choice never causes churn: "unchanged" is judged on pixels.
    package var encoder: PNGEncoder = .smallest
    /// How the user re-records, in the words of what they are running: the CLI's flag by default,
    /// `PIXELPROOF_RECORD=1` for `assertSnapshot` in `swift test`.
    public var recordAdvice = "run pixelproof test with --record"

    public init(folder: String, mode: RecordMode = .verify, differ: PixelDiffer = PixelDiffer(options: .exact),
                tolerance: Tolerance = .exact) {
        self.folder = folder
        self.mode = mode
        self.differ = differ
        self.tolerance = tolerance
    }

    /// Where the golden of `name` at `scale` lives.
    public func path(for name: String, scale: Int) -> String {
        let base = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        return "\(base)/\(name)@\(scale)x.png"
    }

    /// Compares `actual` with the golden of `name`, writing the golden when the mode says so.
    /// `masks` (device pixels) are left out of the comparison, as `MaskRegion` says; a golden is
    /// always written whole.
    public func check(_ actual: Pixmap, name: String, scale: Int, masks: [MaskRegion] = []) -> GoldenCheck {
        check(actual, name: name, golden: path(for: name, scale: scale), scale: scale, masks: masks)
    }

    /// Compares `actual` with the golden at `golden` (a path a report recorded), with the same
    /// rules: `pixelproof review` accepts a snapshot through here with `.update(.all)`.
    public func check(_ actual: Pixmap, name: String, golden: String, scale: Int, masks: [MaskRegion] = []) -> GoldenCheck {
        var result = GoldenCheck(name: name, goldenPath: golden, status: .passed)
        guard FilePath.existsAsEntry(golden) else {
            if mode.writesMissing() {
                return write(actual, scale: scale, into: result, status: .recorded, note: "recorded new golden \(golden)")
            }
            result.status = .failed
            result.message = "no golden at \(golden); \(recordAdvice) to create it"
            result.actual = actual
            return result
        }
        // A golden can be committed as anything, a link to `/proc/self/environ` included: it is
        // read only as a regular file inside the snapshots folder, links followed.
        let goldenFile: String
        do { goldenFile = try readableGolden(golden) } catch {
            result.status = .error
            result.message = "golden \(golden) \(WriteFailure.message(error)); a golden is a regular file inside the snapshots folder "
                + "\(folder): remove what is there and \(recordAdvice)"
            result.actual = actual
            return result
        }
        let expected: RGBAImage
        do {
            expected = try PNGImageFile.read(goldenFile).image
        } catch {
            if mode.rewritesFailing() {
                return write(actual, scale: scale, into: result, status: .updated, note: "replaced unreadable golden \(golden)")
            }
            result.status = .error
            result.message = "\(error); if the file is damaged, \(recordAdvice) to write it again"
            result.actual = actual
            return result
        }
        // Most goldens are unchanged: the same pixels pass as the differ would pass them (nothing
        // mismatched, no delta), without building the straight image or running the differ.
        if masks.isEmpty && expected.hasPixels(of: actual) {
            result.metrics = DiffMetrics(width: actual.width, height: actual.height, mismatched: 0, antialiased: 0, maxDelta: 0, bbox: nil)
            return result
        }
        let (expectedImage, actualImage) = (expected.masked(masks), RGBAImage(actual).masked(masks))
        // The diff image is drawn only for a failure, by comparing once more (the counts are the
        // same either way; drawing costs a buffer the size of the picture).
        var comparison = differ.compare(expectedImage, actualImage, drawDiff: false)
        result.metrics = comparison.metrics
        if tolerance.accepts(comparison) {
            let identical = comparison.metrics?.maxDelta == 0
            if mode.rewritesAnyChange() && !identical {
                return write(actual, scale: scale, into: result, status: .updated, note: "refreshed golden \(golden)")
            }
            return result
        }
        if mode.rewritesFailing() {
            return write(actual, scale: scale, into: result, status: .updated, note: "updated golden \(golden)")
        }
        result.status = .failed
        result.actual = actual
        comparison = differ.compare(expectedImage, actualImage, drawDiff: true)
        // The diff image shows each mask in the mask colour, not faded as an unchanged region.
        result.diffImage = comparison.diffImage?.masked(masks)
        switch comparison {
        case let .sizesDiffer(mismatch):
            result.sizeMismatch = mismatch
            result.message = "\(mismatch.description) (golden \(golden))"
        case let .compared(metrics, _): result.message = "\(metrics.summary) (golden \(golden))"
        }
        return result
    }

    /// The golden at `golden`, resolved, when it is a regular file inside the snapshots folder
    /// once links are followed: the only golden a check reads or a report copies (so a report
    /// of a check made against this store passes it to `ReportWriter.entry`).
    package func readableGolden(_ golden: String) throws(FileError) -> String {
        try BoundedFolder(folder).file(at: golden)
    }

    private func write(_ pixmap: Pixmap, scale: Int, into result: GoldenCheck, status: GoldenCheck.Status,
                       note: String) -> GoldenCheck {
        var result = result
        do {
            // Only inside the snapshots folder once links are followed: a subfolder committed as
            // a link would lead the write (and the folders made for it) out of the repository.
            try FilePath.createFolder(folder)
            let path = try BoundedFolder(folder).placeForWriting(result.goldenPath)
            try PNGFile.write(pixmap, to: path, scale: Double(scale), encoder: encoder)
            result.status = status
            result.message = note
        } catch let error as FileError where error.action == BoundedFolder.refused {
            result.status = .error
            result.message = "cannot write golden \(result.goldenPath): \(error.path) \(error.message); goldens are written only inside "
                + "the snapshots folder (make a subfolder that is a link a folder of its own)"
            result.actual = pixmap
        } catch {
            result.status = .error
            // Written to a temporary file and renamed, so a failure leaves the previous golden as it was.
            result.message = "cannot write golden \(result.goldenPath): \(WriteFailure.reason(error)); "
                + "the previous golden, if any, is unchanged (free disk space or make the snapshots folder writable)"
            result.actual = pixmap
        }
        return result
    }
}
