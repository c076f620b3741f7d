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
/// components: `canvas: ViewCanvas(system: .ids, background: nil)`).
///
///     @Test func card() {
///         assertSnapshot(of: AppCard { Text("Hello") }, width: 375, named: "card", variants: .matrix)
///     }
@discardableResult
public func assertSnapshot(of view: some PixelproofUICore.View, width: Double = 375, named name: String,
                           variants: [[SnapshotVariant]] = [[]], canvas: ViewCanvas = .screen, assets: String? = nil, scale: Int = Scale.golden,
                           snapshotsFolder: String? = nil, artifactsFolder: String? = nil, options: DiffOptions = .exact, tolerance: Tolerance = .exact,
                           fileID: String = #fileID, filePath: StaticString = #filePath,
                           line: UInt = #line, column: UInt = #column) -> [GoldenCheck] {
    variants.map { values in
        let name = name + SnapshotVariant.fileSuffix(values)
        let pixmap: Pixmap
        do {
            pixmap = try Renderer(scale: scale).pixmap(of: view, width: width, variant: SnapshotVariant.variant(values),
                                                       colorScheme: SnapshotVariant.colorScheme(values), canvas: canvas, assets: assets)
        } catch {
            reportFailure("snapshot \"\(name)\": the view did not render: \(error)", fileID: fileID, filePath: filePath, line: line, column: column)
            return GoldenCheck(name: name, goldenPath: "", status: .error, message: "\(error)")
        }
        return assertSnapshot(of: pixmap, named: name, scale: scale, snapshotsFolder: snapshotsFolder, artifactsFolder: artifactsFolder, options: options,
                              tolerance: tolerance, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}
