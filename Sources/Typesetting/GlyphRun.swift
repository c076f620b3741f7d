import Raster
import Values

/// A glyph placed on a line: `position` is the pen position in logical px relative to the line's
/// origin on its baseline (y down, HarfBuzz offsets applied); `advance` includes letter spacing.
package struct PositionedGlyph: Hashable, Sendable {
    package var id: UInt32
    package var position: Point
    package var advance: Double
    /// Index of the first Unicode scalar of the glyph's cluster in the shaped text.
    package var cluster: Int
}

/// Glyphs of one face, size, weight and direction, in visual (left-to-right drawing) order.
package struct GlyphRun: Hashable, Sendable {
    package let face: FontFace
    /// The `wght` design coordinate (or the static face's weight).
    package let weight: Double
    /// Font size in logical px.
    package let size: Double
    package let direction: TextDirection
    package var glyphs: [PositionedGlyph]
    /// Which span of the paragraph the glyphs are from (0 for a text in one style): what colour,
    /// underline and strikethrough the drawing gives them.
    package var span = 0
    /// Italic was asked for and the face has none: drawn slanted (see `TextStyle.italic`).
    package var isSynthesizedOblique = false

    /// Sum of advances, logical px.
    package var advance: Double { glyphs.reduce(0) { $0 + $1.advance } }

    /// The same run moved right by `dx` logical px.
    package func offsetBy(_ dx: Double) -> GlyphRun {
        var copy = self
        for i in copy.glyphs.indices { copy.glyphs[i].position.x += dx }
        return copy
    }
}
