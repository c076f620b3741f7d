import Audit
import BuiltInComponents
import DescriptionFormat
import SceneBuilding
import DisplayList
import PixelDiff
import Pixelproof
import Raster

/// One picture rendered once and audited while it is drawn: the pixels a golden check compares
/// and the findings, located in the description.
package struct AuditedPicture: Sendable {
    package var pixmap: Pixmap
    package var scale: Int
    package var findings: [AuditFinding]
    package var checked: AuditCounts
    /// The variant's axes and values, as findings name them.
    package var variant: [(axis: String, value: String)]
    /// The regions the golden comparison leaves out (a description's `mask:`), device pixels.
    package var masks: [MaskRegion] = []
}

package enum AuditedRender {
    /// `document` drawn by `renderer` and audited. `defaultVariant` is the same description in its
    /// default variant when `document` is another one: texts cut there are cut by design, so only
    /// texts whole there and cut here are `textClipped`. `file` is the description's file (its
    /// findings are then located in it), or the name of a picture drawn from no file of its own
    /// (a catalog item).
    package static func render(_ document: Document, defaultVariant: Document?, renderer: Renderer, options: AuditOptions,
                               file: String) throws -> AuditedPicture {
        let scale = renderer.effectiveScale(for: document)
        let drawing = renderer.withScale(scale)
        let list = try drawing.displayList(of: document)
        try drawing.budget.check(list)
        let defaultList = try defaultVariant.map { try drawing.displayList(of: $0) }
        let cutInDefault = defaultList.map(PictureAudit.cutTexts)
        let audit: PictureAudit
        do {
            audit = try PictureAudit.run(list, options: options, cutInDefault: cutInDefault,
                                         defaultTexts: defaultList.map(PictureAudit.texts) ?? [:], limits: drawing.limits)
        } catch let error as RasterError {
            throw RenderError("canvas", "\(error) (the content laid out to \(list.width) x \(list.height) logical px at \(Int(list.scale))x)")
        }
        let variant = variantAxes(document.variant)
        let findings = audit.findings.map { finding -> AuditFinding in
            var f = finding
            f.variant = variant
            // Located in the description when `file` is it; a catalog item is named by its picture.
            let place = document.file == file ? location(of: f.path, in: document) : nil
            f.file = place?.file ?? file
            f.line = place?.line
            f.column = place?.column
            return f
        }
        return AuditedPicture(pixmap: audit.pixmap, scale: scale, findings: findings, checked: audit.checked, variant: variant)
    }

    /// The variant's axes that differ from the default, then its token contexts: `textSize: AX3, theme: dark`.
    package static func variantAxes(_ variant: Variant) -> [(axis: String, value: String)] {
        var axes: [(axis: String, value: String)] = []
        if variant.textSize != .default { axes.append(("textSize", variant.textSize.rawValue)) }
        if variant.direction != .leftToRight { axes.append(("direction", variant.direction.rawValue)) }
        if variant.pseudoLocale != .none { axes.append(("pseudoLocale", variant.pseudoLocale.rawValue)) }
        if let locale = variant.locale { axes.append(("locale", locale)) }
        return axes + variant.contexts.map { ($0.modifier, $0.context) }
    }

    /// Where the node at `path` is written in the description: the path itself, else its nearest
    /// ancestor written there (a tab's `tabs[1]` in a flow mapping; inside a component of one's
    /// own, the use, as every message inside a body is reported).
    static func location(of path: String, in document: Document) -> (file: String, line: Int, column: Int)? {
        guard !document.sourceMap.locations.isEmpty else { return nil }
        var byPath: [String: (file: String, line: Int, column: Int)] = [:]
        for (key, location) in document.sourceMap.locations { byPath[key.description] = (location.file, location.line, location.column) }
        var here = Substring(path)
        while !here.isEmpty {
            if let found = byPath[String(here)], document.file.isEmpty || found.file == document.file { return found }
            guard let cut = here.lastIndex(where: { $0 == "." || $0 == "[" }) else { break }
            here = here[..<cut]
        }
        return nil
    }

    /// `document` as its description draws it by default: Large, left to right, no pseudo-locale,
    /// no token contexts chosen. Nil when it already is.
    package static func defaultVariant(of document: Document) -> Document? {
        guard document.variant != .default else { return nil }
        var d = document
        d.variant = .default
        return d
    }
}
