import PixelproofUIRendering
import BuiltInComponents
import DescriptionFormat
import SceneBuilding
import GoldenRun
import PixelDiff
import Pixelproof
import PixelproofUICore
import Raster
import Values

/// Renders a SwiftUI view, from a team's component file compiled against PixelproofUI with the
/// import swapped, and checks it against its golden in each variant: one golden per list of
/// `variants` (`.matrix` is light and dark at Large and AX3), named as `pixelproof test
/// --variants` names them, `.dark` last (`card.AX3.dark@2x.png`). The view's `@Environment`
/// sees each variant's colour scheme, Dynamic Type size and layout direction, and its
/// `Color("name")`s are read from the asset catalog `assets` (else `PIXELPROOF_ASSETS`). `canvas`
/// is what it is drawn on: the web tokens over the scheme's system background unless told (IDS
/// components: `canvas: ViewCanvas(system: .ids, background: nil)`). Its `Text("key")`s resolve
/// through the strings catalog `strings` (else `PIXELPROOF_STRINGS`, else `Localizable.xcstrings`
/// beside the package's sources) in each variant's locale (`variants: .locales(["de", "ar"])`);
/// keys without a translation draw the source language and are listed on standard error, and
/// `strictStrings: true` makes them a failure.
///
///     @Test func card() {
///         assertSnapshot(of: AppCard { Text("Hello") }, width: 375, named: "card", variants: .matrix)
///     }
@discardableResult
public func assertSnapshot(of view: some PixelproofUICore.View, width: Double = 375, named name: String,
                           variants: [[SnapshotVariant]] = [[]], canvas: ViewCanvas = .screen, assets: String? = nil,
                           strings: String? = nil, strictStrings: Bool = false, scale: Int = Scale.golden,
                           snapshotsFolder: String? = nil, artifactsFolder: String? = nil, options: DiffOptions = .exact, tolerance: Tolerance = .exact,
                           fileID: String = #fileID, filePath: StaticString = #filePath,
                           line: UInt = #line, column: UInt = #column) -> [GoldenCheck] {
    let catalog = SnapshotStrings.catalogPath(strings, testFile: "\(filePath)")
    return variants.map { values in
        let name = name + SnapshotVariant.fileSuffix(values)
        let pixmap: Pixmap
        do {
            let renderer = Renderer(scale: scale)
            pixmap = try renderer.pixmap(of: view, width: width, variant: SnapshotVariant.variant(values),
                                         colorScheme: SnapshotVariant.colorScheme(values), canvas: canvas, assets: assets, strings: catalog)
            if let missing = SnapshotStrings.check(renderer.coverage, strict: strictStrings) {
                reportFailure("snapshot \"\(name)\": \(missing)", fileID: fileID, filePath: filePath, line: line, column: column)
                return GoldenCheck(name: name, goldenPath: "", status: .error, message: missing)
            }
        } catch {
            reportFailure("snapshot \"\(name)\": the view did not render: \(error)", fileID: fileID, filePath: filePath, line: line, column: column)
            return GoldenCheck(name: name, goldenPath: "", status: .error, message: "\(error)")
        }
        return assertSnapshot(of: pixmap, named: name, scale: scale, snapshotsFolder: snapshotsFolder, artifactsFolder: artifactsFolder, options: options,
                              tolerance: tolerance, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}
