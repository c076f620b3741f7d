import Audit
import BuiltInComponents
import DescriptionFormat
import SceneBuilding
import Files
import GoldenRun
import Pixelproof

/// A description written in a test, audited as `pixelproof audit` does: drawn once at 2x, in
/// `variant` when given (then also laid out in its default variant for `textClipped`).
func audit(_ yaml: String, options: AuditOptions = AuditOptions(), variant: VariantAssignment? = nil,
           directory: String = FilePath.currentFolder) throws -> AuditedPicture {
    let bytes = Array(yaml.utf8)
    let document = try DescriptionFile.load(bytes: bytes, file: "screen.yaml", directory: directory, variant: variant)
    let own = variant == nil ? nil : try DescriptionFile.load(bytes: bytes, file: "screen.yaml", directory: directory)
    return try AuditedRender.render(document, defaultVariant: own, renderer: Renderer(scale: 2), options: options, file: "screen.yaml")
}

/// One text on a canvas of `background`.
func textScreen(color: String, size: Double = 16, weight: Int = 400, background: String = "#ffffff", string: String = "Details") -> String {
    """
    system: ids
    canvas: { width: 200, background: "\(background)", padding: 8 }
    content:
      text: { string: "\(string)", font: { size: \(size), weight: \(weight) }, color: "\(color)" }
    """
}

extension AuditedPicture {
    func findings(_ rule: AuditRule) -> [AuditFinding] { findings.filter { $0.rule == rule } }
}
