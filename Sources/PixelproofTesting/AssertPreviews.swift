import DescriptionFormat
import DescriptionModel
import GoldenRun
import Parallel
import PixelDiff
import Pixelproof
import PixelproofUICore
import PixelproofUIPreviewing
import Testing
import Values
import XCTest

/// Every preview of `module` (each `#Preview` and each view of each `PreviewProvider`'s
/// `previews`) checked against its golden in each entry of `variants`: no test code per preview.
/// Goldens are `<Snapshots>/<SourceFile>/<preview name or index><variant suffix>@<scale>x.png`
/// (`AppCard/Dark.AX3@2x.png`, `AppCard/1@2x.png`). A preview's own traits win: an axis the
/// preview sets itself (`.preferredColorScheme(.dark)`, `.environment(\.sizeCategory, …)`,
/// `.environment(\.layoutDirection, …)`) is not varied, and its suffix is left out of the name.
/// The layout is the preview's (`.previewLayout`, the macro's layout trait), else the screen
/// of its `.previewDevice`, else of `device`. A preview that cannot render fails at its own
/// file and line with the reason; the others still run. Returns every check.
///
///     @Test func previews() { assertPreviews(in: "DesignSystem", variants: .matrix) }
@discardableResult
public func assertPreviews(in module: String, files: [String]? = nil, variants: [[SnapshotVariant]] = [[]],
                           device: PreviewDevice = .standard, assets: String? = nil, scale: Int = Scale.golden,
                           snapshotsFolder: String? = nil, artifactsFolder: String? = nil, options: DiffOptions = .exact,
                           tolerance: Tolerance = .exact, fileID: String = #fileID, filePath: StaticString = #filePath,
                           line: UInt = #line, column: UInt = #column) -> [GoldenCheck] {
    let run = PreviewRun(module: module, files: files, variants: variants, device: device, assets: assets, scale: scale,
                         assertion: SnapshotAssertion(snapshotsFolder: snapshotsFolder, artifactsFolder: artifactsFolder, options: options,
                                                      tolerance: tolerance, testFile: "\(filePath)"),
                         packageRoot: SnapshotAssertion.packageRoot(of: "\(filePath)"))
    return run.checks { preview, message in
        if let preview {
            reportFailure(message, at: preview, fileID: fileID, filePath: filePath, line: line, column: column)
        } else {
            reportFailure(message, fileID: fileID, filePath: filePath, line: line, column: column)
        }
    }
}

/// One `assertPreviews` call: which previews, in which variants, checked by which assertion.
package struct PreviewRun {
    package var module: String
    /// Source file names (`AppCard`, no `.swift`) whose previews are checked; nil: all of them.
    package var files: [String]?
    package var variants: [[SnapshotVariant]]
    package var device: PreviewDevice
    package var assets: String?
    package var scale: Int
    package var assertion: SnapshotAssertion
    package var packageRoot: String

    package init(module: String, files: [String]? = nil, variants: [[SnapshotVariant]], device: PreviewDevice = .standard,
                 assets: String? = nil, scale: Int, assertion: SnapshotAssertion, packageRoot: String) {
        self.module = module; self.files = files; self.variants = variants; self.device = device
        self.assets = assets; self.scale = scale; self.assertion = assertion; self.packageRoot = packageRoot
    }

    /// Checks every preview; each failure goes to `report` with the preview it is about (nil
    /// when it is about the call: no previews found). Returns every check.
    package func checks(report: (DiscoveredPreview?, String) -> Void) -> [GoldenCheck] {
        let previews = PreviewDiscovery.previews(in: module, packageRoot: packageRoot)
            .filter { preview in files.map { $0.contains(PreviewDiscovery.sourceFileName(preview.fileID)) } ?? true }
        guard !previews.isEmpty else {
            report(nil, "assertPreviews: no #Preview or PreviewProvider in the module \"\(module)\""
                   + (files.map { " in the files \($0.joined(separator: ", "))" } ?? "")
                   + "; name the module whose files hold the previews (a target this test target depends on)")
            return []
        }
        let renderer = Renderer(scale: scale)
        var checks: [GoldenCheck] = []
        for preview in previews {
            func fail(_ message: String) { report(preview, "preview \"\(preview.name)\" at \(preview.location): \(message)") }
            let parts: [PreviewPart]
            do { parts = try preview.parts.get() } catch {
                fail("makePreview() threw: \(error)")
                checks.append(GoldenCheck(name: preview.name, goldenPath: "", status: .error, message: "\(error)"))
                continue
            }
            // A preview's pictures are drawn on every core (one preview at a time, so no more
            // pictures are held than one preview has), then checked in order.
            let jobs = parts.flatMap { part in PreviewVariants.pictures(of: part, variants: variants).map { (part, $0) } }
            let drawn = Parallel.map(jobs.count) { index in
                let (part, picture) = jobs[index]
                return Result { try PreviewVariants.draw(part, picture, device: device, renderer: renderer, assets: assets) }
            }
            for ((_, picture), result) in zip(jobs, drawn) {
                let name = preview.name + picture.suffix
                switch result {
                case let .failure(error):
                    fail("the view did not render\(picture.suffix.isEmpty ? "" : " in \(picture.suffix.dropFirst())"): \(error)")
                    checks.append(GoldenCheck(name: name, goldenPath: "", status: .error, message: "\(error)"))
                case let .success(pixmap):
                    let (check, failure) = assertion.check(pixmap, named: name, scale: scale)
                    if let failure { fail(failure) }
                    checks.append(check)
                }
            }
        }
        return checks
    }
}

/// A preview's failure at the preview itself in Swift Testing (its file and line); XCTest takes
/// only its own call site, so there the message carries the preview's place.
private func reportFailure(_ message: String, at preview: DiscoveredPreview, fileID: String, filePath: StaticString,
                           line: UInt, column: UInt) {
    if Test.current != nil {
        Issue.record(Comment(rawValue: message), sourceLocation: SourceLocation(
            fileID: preview.fileID, filePath: preview.filePath, line: max(1, preview.line), column: max(1, preview.column)))
    } else {
        reportFailure(message, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}
