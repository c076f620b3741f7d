import PixelproofUIRendering
import Audit
import BuiltInComponents
import DescriptionFormat
import SceneBuilding
import GoldenRun
import Pixelproof
import PixelproofUICore

/// Renders a SwiftUI view as `assertSnapshot(of:width:named:variants:)` does (a team's
/// component file compiled against PixelproofUI) and audits each variant's picture as
/// `pixelproof audit` does. The view names its controls the way it does on iOS: a `Button` is a
/// control, `.accessibilityLabel(_:)` names it, `.accessibilityAddTraits(.isButton)` makes any
/// view one, `.accessibilityHidden(true)` and `.disabled(true)` exempt what it draws. Each failing
/// finding is one issue at the call's source location, with the line the CLI prints (the dark
/// scheme named as `dark` in its variant); returns those lines. In a locale variant
/// (`variants: .locales(["de"])`) a text whole in the source language and cut in the locale is a
/// `textClipped` finding naming both strings.
///
///     @Test func fabIsAccessible() {
///         assertAccessible(of: AppGlassFAB(label: "Add"), width: 120, variants: .matrix)
///     }
@discardableResult
public func assertAccessible(of view: some PixelproofUICore.View, width: Double = 375, variants: [[SnapshotVariant]] = [[]],
                             assets: String? = nil, strings: String? = nil, scale: Int = Scale.golden, level: AccessibilityLevel = .AA,
                             minimumTargetSize: Double = 44, fileID: String = #fileID, filePath: StaticString = #filePath,
                             line: UInt = #line, column: UInt = #column) -> [String] {
    let options = level.options(targetSize: minimumTargetSize)
    let renderer = Renderer(scale: scale)
    let strings = SnapshotStrings.catalogPath(strings, testFile: "\(filePath)")
    // The view as it draws by default (light, Large, left to right, the source language), lowered
    // once: `textClipped` compares every other variant with it.
    let plain = Result { try renderer.document(of: view, width: width, assets: assets, strings: strings) }
    var lines: [String] = []
    for values in variants {
        let scheme = SnapshotVariant.colorScheme(values)
        do {
            let document = try renderer.document(of: view, width: width, variant: SnapshotVariant.variant(values),
                                                 colorScheme: scheme, assets: assets, strings: strings)
            let isDefault = document.variant == .default && scheme == .light
            let own = isDefault ? nil : try plain.get()
            let picture = try AuditedRender.render(document, defaultVariant: own, renderer: renderer, options: options, file: "view")
            lines += picture.findings.filter { $0.status == .fail }.map { finding in
                var f = finding
                if scheme == .dark { f.variant.append((axis: "colorScheme", value: "dark")) }
                return f.humanLine
            }
        } catch {
            let name = SnapshotVariant.fileSuffix(values).dropFirst()
            lines.append("accessibility audit: the view did not render\(name.isEmpty ? "" : " in \(name)"): \(error)")
        }
    }
    for message in lines { reportFailure(message, fileID: fileID, filePath: filePath, line: line, column: column) }
    return lines
}
