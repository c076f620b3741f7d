import DisplayList
import Layout
import Raster
import Typesetting
import Values

/// A `text` node: measured and laid out by the typesetter at the render's scale (baselines snap
/// to device pixels there), wrapped to the offered width unless `lineLimit` is 1, tail-truncated.
struct TextLeaf: DrawableLeaf {
    var string: String
    var style: TextStyle
    var lineLimit: Int?
    var truncation: TextTruncation
    var alignment: TextAlignment
    /// The layout's direction: right to left aligns leading text to the right; the text's own
    /// characters are ordered by their own direction.
    var layoutDirection: TextDirection?
    var paint: Paint
    var typesetter: Typesetter
    var scale: Double

    func layout(width: Double?) -> TextLayout? {
        let options = TextLayoutOptions(maxWidth: width, wraps: lineLimit != 1, maxLines: lineLimit,
                                        truncation: truncation, alignment: alignment, alignmentDirection: layoutDirection)
        return try? typesetter.layout(string, style: style, options: options, scale: scale)
    }

    /// SwiftUI's `Text`: offered nil or infinity, its ideal size (one line per paragraph);
    /// offered a width, wrapped at line-break opportunities (truncated at `lineLimit`) and as wide
    /// as its longest line; offered 0, its narrowest: a grapheme cluster per line, or with a
    /// `lineLimit` of 1 nothing but the truncation. The height proposal is not used.
    func size(for proposal: ProposedSize) -> Size {
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil }
        guard let l = layout(width: width) else { return .zero }
        let m = l.measurement
        return Size(width: min(m.width, width ?? m.width), height: m.height)
    }

    func firstBaseline(in size: Size) -> Double? { layout(width: size.width)?.firstBaseline }

    func draw(in frame: Rect, scale: Double, into list: inout DisplayList) {
        guard let l = layout(width: frame.width), l.glyphCount > 0 else { return }
        list.append(l, at: Point(frame.x, frame.y), paint: paint)
    }
}
