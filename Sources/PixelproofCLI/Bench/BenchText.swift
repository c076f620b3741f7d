import ArgumentParser
import Foundation
import Raster
import Typesetting

/// The text op: the scene's font, shaped without kerning or ligatures, placed by the left end of the
/// baseline (rounded to the device grid), drawn through the glyph cache.
final class BenchText {
    let typesetter: Typesetter
    let glyphs = GlyphRasterizer()
    let family: String
    /// No kerning, no ligatures (made once, not per label).
    let features = [FontFeature("kern", value: 0), FontFeature("liga", value: 0)]

    init(fontFile: String) throws {
        let folder = (fontFile as NSString).deletingLastPathComponent
        let registry = FontRegistry(folders: [folder], systemFallbacks: false)
        guard let face = registry.faces.first(where: { $0.path == (fontFile as NSString).standardizingPath || $0.path == fontFile }) ?? registry.faces.first else {
            throw ValidationError("\(fontFile): no font found")
        }
        typesetter = Typesetter(registry: registry)
        family = face.family
    }

    /// Glyphs from FreeType's renderer through the glyph cache (what Pixelproof uses), or, with
    /// `viaOutlines`, their outlines filled by Pixelproof's own rasterizer (the alternative measured
    /// in docs/TEXT.md).
    var viaOutlines = false

    func draw(_ op: DrawingScene.TextOp, scale: Double, on canvas: Canvas) {
        let style = TextStyle(family: family, weight: op.weight, size: op.size, lineHeight: op.size, features: features)
        guard let layout = try? typesetter.layout(op.text, style: style, scale: scale), let line = layout.lines.first else { return }
        let baseline = (op.baseline * scale).rounded()
        let origin = Point(op.x, (baseline - Double(line.deviceBaseline)) / scale)
        let paint = Paint.solid(op.color)
        if viaOutlines {
            canvas.fill(glyphs.outlines(for: layout, at: origin), paint: paint, transform: .scale(scale))
            return
        }
        canvas.fill(masks: glyphs.masks(for: layout, at: origin), paint: paint)
    }
}
