import DescriptionModel
import BuiltInComponents
import DescriptionFormat
import SceneBuilding
import GoldenRun
import PixelDiff
import Pixelproof
import Raster
import Values

/// Renders a description node built in Swift (`IDSButton("Continue").node`, `.vstack(StackNode(children: […]))`) on a canvas `width` logical px wide
/// at `scale`, then checks it against its golden as `assertSnapshot(of: Pixmap, …)` does. A render
/// error (an unknown token, a missing font) is reported as the test's failure.
///
///     @Test func primaryButton() {
///         assertSnapshot(of: IDSButton("Continue", type: .primary).node, width: 375, named: "ids/button-primary", scale: 2)
///     }
///
/// `variants` draws it in a text size, direction or pseudo-locale, and names the golden as
/// `pixelproof test --variants` does (`ids/button-primary.AX3.rtl@2x.png`; the default variant
/// keeps the plain name). `masks` are regions the comparison ignores, in device pixels (logical px × scale).
@discardableResult
public func assertSnapshot(of view: Node, width: Double = 375, system: SystemReference = .ids,
                           background: ColorValue? = nil, padding: Double = 0,
                           named name: String, variants: [SnapshotVariant] = [], scale: Int = Scale.golden, snapshotsFolder: String? = nil, artifactsFolder: String? = nil,
                           options: DiffOptions = .exact, tolerance: Tolerance = .exact, masks: [MaskRegion] = [],
                           fileID: String = #fileID, filePath: StaticString = #filePath,
                           line: UInt = #line, column: UInt = #column) -> GoldenCheck {
    let pixmap: Pixmap
    let variant = SnapshotVariant.variant(variants)
    let name = name + SnapshotVariant.fileSuffix(variants)
    do {
        guard SnapshotVariant.colorScheme(variants) == .light else {
            throw RenderError("variants", "a colour scheme is what a SwiftUI view reads from its environment; a Swift tree of description nodes picks dark through a token context (document.variant.contexts)")
        }
        let renderer = Renderer(scale: scale)
        var document = renderer.document(of: view, width: width, system: system, background: background, padding: padding)
        document.variant = variant
        pixmap = try renderer.pixmap(of: document)
    } catch {
        reportFailure("snapshot \"\(name)\": the view did not render: \(error)", fileID: fileID, filePath: filePath, line: line, column: column)
        return GoldenCheck(name: name, goldenPath: "", status: .error, message: "\(error)")
    }
    return assertSnapshot(of: pixmap, named: name, scale: scale, snapshotsFolder: snapshotsFolder, artifactsFolder: artifactsFolder, options: options,
                          tolerance: tolerance, masks: masks, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// `assertSnapshot` for every variant of `matrix` (`SnapshotVariant.matrix(textSizes: [.large, .AX3],
/// directions: [.leftToRight, .rightToLeft])`), one golden each.
@discardableResult
public func assertSnapshots(of view: Node, width: Double = 375, system: SystemReference = .ids,
                            background: ColorValue? = nil, padding: Double = 0,
                            named name: String, matrix: [[SnapshotVariant]], scale: Int = Scale.golden, snapshotsFolder: String? = nil, artifactsFolder: String? = nil,
                            options: DiffOptions = .exact, tolerance: Tolerance = .exact,
                            fileID: String = #fileID, filePath: StaticString = #filePath,
                            line: UInt = #line, column: UInt = #column) -> [GoldenCheck] {
    matrix.map { variants in
        assertSnapshot(of: view, width: width, system: system, background: background, padding: padding, named: name,
                       variants: variants, scale: scale, snapshotsFolder: snapshotsFolder, artifactsFolder: artifactsFolder, options: options, tolerance: tolerance,
                       fileID: fileID, filePath: filePath, line: line, column: column)
    }
}
