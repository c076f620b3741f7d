import Raster
import Values

/// A glyph placed on a line: `position` is the pen position in logical px relative to the line's
/// origin on its baseline (y down, HarfBuzz offsets applied); `advance` includes letter spacing.
public struct PositionedGlyph: Hashable, Sendable {
    public var id: UInt32
    public var position: Point
    public var advance: Double
    /// Index of the first Unicode scalar of the glyph's cluster in the shaped text.
    public var cluster: Int
}

/// Glyphs of one face, size, weight and direction, in visual (left-to-right drawing) order.
public struct GlyphRun: Hashable, Sendable {
    public let face: FontFace
    /// The `wght` design coordinate (or the static face's weight).
    public let weight: Double
    /// Font size in logical px.
    public let size: Double
    public let direction: TextDirection
    public var glyphs: [PositionedGlyph]

    /// Sum of advances, logical px.
    public var advance: Double { glyphs.reduce(0) { $0 + $1.advance } }

    /// The same run moved right by `dx` logical px.
    public func offsetBy(_ dx: Double) -> GlyphRun {
        var copy = self
        for i in copy.glyphs.indices { copy.glyphs[i].position.x += dx }
        return copy
    }
}
