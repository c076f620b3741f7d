import DescriptionModel
import Audit
import BuiltInComponents
import DescriptionFormat
import SceneBuilding
import GoldenRun
import Pixelproof
import Values

/// The WCAG level `assertAccessible` checks contrast at: AA (4.5:1, large text 3:1) or AAA (7:1, 4.5:1).
public enum AccessibilityLevel: String, Hashable, Sendable {
    case AA, AAA

    /// The audit's options at this level with `targetSize` (pt) as the smallest target.
    func options(targetSize: Double) -> AuditOptions {
        AuditOptions(level: self == .AAA ? .AAA : .AA, targetSize: targetSize)
    }
}

/// Renders a description node as `assertSnapshot(of:width:…)` does and audits the picture for
/// accessibility, as `pixelproof audit` does: text and icon contrast on the drawn pixels, target
/// sizes, text cut in this variant but not in the default one, interactive elements without a
/// name. Each failing finding is one issue at the call's source location, with the line the CLI
/// prints; exempt findings (disabled, hidden) are not issues. Returns those lines.
///
///     @Test func checkoutFooterIsAccessible() {
///         assertAccessible(of: footer, width: 375, variants: [.textSize(.AX3)])
///     }
@discardableResult
public func assertAccessible(of view: Node, width: Double = 375, system: SystemReference = .ids,
                             background: ColorValue? = nil, padding: Double = 0, variants: [SnapshotVariant] = [],
                             scale: Int = Scale.golden, level: AccessibilityLevel = .AA, minimumTargetSize: Double = 44,
                             fileID: String = #fileID, filePath: StaticString = #filePath,
                             line: UInt = #line, column: UInt = #column) -> [String] {
    let variant = SnapshotVariant.variant(variants)
    let options = level.options(targetSize: minimumTargetSize)
    let lines: [String]
    do {
        let renderer = Renderer(scale: scale)
        var document = renderer.document(of: view, width: width, system: system, background: background, padding: padding)
        document.variant = variant
        let picture = try AuditedRender.render(document, defaultVariant: AuditedRender.defaultVariant(of: document),
                                               renderer: renderer, options: options, file: "view")
        lines = picture.findings.filter { $0.status == .fail }.map(\.humanLine)
    } catch {
        let message = "accessibility audit: the view did not render: \(error)"
        reportFailure(message, fileID: fileID, filePath: filePath, line: line, column: column)
        return [message]
    }
    for message in lines { reportFailure(message, fileID: fileID, filePath: filePath, line: line, column: column) }
    return lines
}
