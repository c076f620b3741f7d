import Files
import Foundation
import PixelDiff

/// A folder of Figma exports compared with the catalog's renders: every exported file paired with
/// its component by Figma name, each pair diffed after an offset search (Figma and Pixelproof can
/// disagree by a pixel on where a frame starts), plus the names found on one side only. What
/// `pixelproof compare --figma-dir` runs; the command prints the result and sets the exit code.
package struct FigmaFolderComparison {
    /// Where the exports are (names with / as folders, @2x in the name).
    package var exportFolder: String
    /// The catalog manifest (`catalog.json` or a components list).
    package var manifest: String
    /// Where goldens named by the manifest are: `<snapshots>/<name>@<scale>x.png`.
    package var snapshots: String
    package var search: OffsetSearch
    package var tolerance: Tolerance

    package init(exportFolder: String, manifest: String, snapshots: String, search: OffsetSearch, tolerance: Tolerance) {
        self.exportFolder = exportFolder; self.manifest = manifest; self.snapshots = snapshots
        self.search = search; self.tolerance = tolerance
    }

    /// What the comparison found: a check per pair, and the names found on one side only.
    package struct Result {
        /// One check per exported file that has a component, in name order.
        package var checks: [(check: GoldenCheck, scale: Int)]
        package var onlyInExport: [String]
        package var onlyInCatalog: [FigmaExportMatcher.Component]

        /// Every pair within tolerance and nothing on one side only.
        package var succeeded: Bool { succeeded(allowingMissing: false) }

        /// Every pair within tolerance and no export without a component; with `allowingMissing`,
        /// components with no export (a partial export) do not count against it.
        package func succeeded(allowingMissing: Bool) -> Bool {
            checks.allSatisfy { !$0.check.isFailure } && onlyInExport.isEmpty && (allowingMissing || onlyInCatalog.isEmpty)
        }
    }

    /// Runs every comparison; a pair that cannot be read is an `.error` check, not a thrown error.
    /// Throws only when the manifest or the folder cannot be read.
    package func run() throws -> Result {
        let components = try CatalogManifest.components(fromJSON: try AtomicFile.read(manifest, maxBytes: SnapshotReport.maxFileBytes), file: manifest)
        let manifestFolder = FilePath.parentFolder(of: manifest)
        let found: [FoundFile]
        do { found = try FolderWalk.files(in: exportFolder) } catch {
            throw ReportError("\(exportFolder): cannot list the Figma export folder; check the path")
        }
        let files = found.map(\.relative).filter { $0.lowercased().hasSuffix(".png") }
        let match = FigmaExportMatcher.match(files: files, components: components)
        var checks: [(GoldenCheck, Int)] = []
        for pair in match.pairs {
            let renderPath = pair.component.renderFile.map { FilePath.join(manifestFolder, $0) }
                ?? snapshots + "/\(pair.component.name)@\(pair.scale)x.png"
            checks.append((compare(pair, renderPath: renderPath), pair.scale))
        }
        return Result(checks: checks, onlyInExport: match.onlyInExport, onlyInCatalog: match.onlyInCatalog)
    }

    /// The export a check compared against, resolved, when it is a regular file inside the
    /// export folder once links are followed: what a report of the check may copy.
    package func exportFile(of check: GoldenCheck) -> String? {
        try? BoundedFolder(exportFolder).file(at: check.goldenPath)
    }

    func compare(_ pair: FigmaExportMatcher.Pair, renderPath: String) -> GoldenCheck {
        let exportPath = exportFolder + "/" + pair.file
        let name = pair.component.name + (pair.scale == 1 ? "" : "@\(pair.scale)x")
        var check = GoldenCheck(name: name, goldenPath: exportPath, status: .passed)
        do {
            if let rendered = pair.component.renderScale, rendered != pair.scale {
                throw ReportError("the export is @\(pair.scale)x but the catalog was rendered at \(rendered)x; run pixelproof catalog --scale \(pair.scale)")
            }
            let export = try PNGImageFile.read(try BoundedFolder(exportFolder).file(relative: pair.file)).image
            let render = try PNGImageFile.read(renderPath).image
            let sizes = "\(export.width)x\(export.height) vs \(render.width)x\(render.height)"
            guard let best = search.best(export, render, drawDiff: true) else {
                check.status = .failed
                check.message = "sizes differ: " + sizes
                return check
            }
            let sameSize = export.width == render.width && export.height == render.height
            check.metrics = best.metrics
            check.message = "offset (\(best.dx), \(best.dy)): " + best.metrics.summary + (sameSize ? "" : "; sizes differ: " + sizes)
            if !sameSize || !tolerance.accepts(best.metrics) {
                check.status = .failed
                check.actual = try render.pixmap()
                check.diffImage = best.diffImage
            }
        } catch {
            check.status = .error
            check.message = "\(error)"
        }
        return check
    }
}
