import ArgumentParser
import DisplayList
import Files
import Raster
import Typesetting
import Values

/// The text op: the scene's font, shaped without kerning or ligatures, placed by the left end of the
/// baseline (rounded to the device grid), drawn as a display list's glyph item.
package final class BenchText {
    let typesetter: Typesetter
    package let glyphs = GlyphRasterizer()
    let family: String
    /// No kerning, no ligatures (made once, not per label).
    let features = [FontFeature("kern", value: 0), FontFeature("liga", value: 0)]

    package init(fontFile: String) throws {
        let registry = FontRegistry(folders: [FilePath.parentFolder(of: fontFile)], systemFallbacks: false)
        guard let face = registry.faces.first(where: { $0.path == fontFile }) ?? registry.faces.first else {
            throw ValidationError("\(fontFile): no font found")
        }
        typesetter = Typesetter(registry: registry)
        family = face.family
    }

    /// With `viaOutlines`, glyphs are filled as outlines by Pixelproof's own rasterizer instead of
    /// FreeType's cached masks (the alternative measured in docs/TEXT.md).
    package var viaOutlines = false

    /// The op's line of glyphs, its baseline on the device grid.
    func glyphs(_ op: DrawingScene.TextOp, scale: Double) -> DisplayItem? {
        let style = TextStyle(family: family, weight: op.weight, size: op.size, lineHeight: op.size, features: features)
        guard let layout = try? typesetter.layout(op.text, style: style, scale: scale), let line = layout.lines.first else { return nil }
        let baseline = (op.baseline * scale).rounded() / scale
        return .glyphs(GlyphRuns(line: line, origin: Point(op.x, baseline)), .solid(op.color))
    }

    /// `list` with every glyph item replaced by a fill of its outlines.
    func outlined(_ list: DisplayList) -> DisplayList {
        var copy = list
        copy.items = list.items.map { item in
            guard case let .glyphs(text, paint) = item else { return item }
            return .fill(glyphs.outlines(for: text.runs, at: text.origin), paint, .nonZero)
        }
        return copy
    }
}
