import DescriptionModel
import DescriptionFormat
import DisplayList
import Layout
import Raster
import Typesetting
import Values

/// A `text` node: measured and laid out by the typesetter at the render's scale (baselines snap
/// to device pixels there), wrapped to the offered width unless `lineLimit` is 1, tail-truncated.
package struct TextLeaf: DrawableLeaf {
    var string: String
    package var style: TextStyle
    var lineLimit: Int?
    var truncation: TextTruncation
    var alignment: TextAlignment
    /// The layout's direction: right to left aligns leading text to the right; the text's own
    /// characters are ordered by their own direction.
    var layoutDirection: TextDirection?
    var paint: Paint
    var typesetter: Typesetter
    var scale: Double
    /// A text of several runs: its spans, each span's paint and lines (nil: `string` in `style`).
    package var runs: StyledRuns?
    /// A paint over the text's box (a gradient) instead of `paint`.
    package var fill: BoxPaint?
    /// Extra space between lines, logical px.
    package var lineSpacing = 0.0
    /// Drawn smaller, down to this fraction, before it is truncated.
    package var minimumScaleFactor = 1.0
    package var allowsTightening = false
    /// SwiftUI's `.redacted(reason: .placeholder)`: bars instead of glyphs (`RedactedText`), and
    /// no text for the audit or assistive technology, as SwiftUI gives a placeholder none.
    package var isRedacted = false
    /// iOS's `Text`: the size it reports in layout is rounded up to the device pixel, both ways,
    /// as UIKit sizes text (a body line, 20.29 pt of SF Pro, is 20.5 pt at 2x and 20.33 at 3x;
    /// docs/TEXT.md "How close to iOS"). A description's text keeps CSS's exact line boxes.
    package var roundsUpToDevicePixel = false

    package init(string: String, style: TextStyle, lineLimit: Int?, truncation: TextTruncation, alignment: TextAlignment,
                 layoutDirection: TextDirection?, paint: Paint, typesetter: Typesetter, scale: Double) {
        self.string = string; self.style = style; self.lineLimit = lineLimit; self.truncation = truncation
        self.alignment = alignment; self.layoutDirection = layoutDirection; self.paint = paint
        self.typesetter = typesetter; self.scale = scale
    }

    package func layout(width: Double?) -> TextLayout? {
        var options = TextLayoutOptions(maxWidth: width, wraps: lineLimit != 1, maxLines: lineLimit,
                                        truncation: truncation, alignment: alignment, alignmentDirection: layoutDirection)
        options.lineSpacing = lineSpacing
        options.minimumScaleFactor = minimumScaleFactor
        options.allowsTightening = allowsTightening
        return try? layout(options)
    }

    private func layout(_ options: TextLayoutOptions) throws -> TextLayout {
        if let runs { return try typesetter.layout(runs.spans, options: options, scale: scale) }
        return try typesetter.layout(string, style: style, options: options, scale: scale)
    }

    /// SwiftUI's `Text`: offered nil or infinity, its ideal size (one line per paragraph);
    /// offered a width, wrapped at line-break opportunities (truncated at `lineLimit`) and as wide
    /// as its longest line; offered 0, its narrowest: a grapheme cluster per line, or with a
    /// `lineLimit` of 1 nothing but the truncation. The height proposal is not used. Rounded up to
    /// the device pixel as iOS rounds a `Text` (the whole frame, not each line), never past the
    /// offered width.
    package func size(for proposal: ProposedSize) -> Size {
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil }
        guard let l = layout(width: width) else { return .zero }
        let m = roundsUpToDevicePixel ? l.measurement.roundedUpToDevicePixel(scale: scale) : l.measurement
        return Size(width: min(m.width, width ?? m.width), height: m.height)
    }

    package func firstBaseline(in size: Size) -> Double? { layout(width: size.width)?.firstBaseline }

    /// Only iOS's system font has line spacing (docs/TEXT.md, "The system font"). On iOS the gap
    /// it leaves between two texts in a stack is whole device pixels, rounded up as their frames
    /// are: body texts at Medium (58 px frames at 3x) are stacked exactly 64 px apart, 6 px
    /// between, not the 5.72 of 21 − 19.09 pt (docs/LAYOUT.md, "Default spacing").
    package var lineSpacingAsText: Double? {
        guard style.lineSpacing > 0 else { return nil }
        return roundsUpToDevicePixel ? TextMeasurement.ceiling(style.lineSpacing, units: scale) : style.lineSpacing
    }

    package func draw(in frame: Rect, scale: Double, into list: inout DisplayList) {
        guard let l = layout(width: frame.width), l.glyphCount > 0 else { return }
        if isRedacted {
            RedactedText.draw(l, in: frame, paint: fill?.paint(in: frame) ?? runs?.paints.first??.paint(in: frame) ?? paint, into: &list)
            return
        }
        let first = list.items.count
        if runs != nil || fill != nil {
            (runs ?? StyledRuns(spans: [], paints: [], underlines: [], strikethroughs: []))
                .draw(l, in: frame, textPaint: fill?.paint(in: frame) ?? paint, into: &list)
        } else {
            list.append(l, at: Point(frame.x, frame.y), paint: paint)
        }
        list.semantics.texts.append(TextSemantics(string: string, frame: frame, items: first..<list.items.count, isCut: isCut(l, in: frame)))
    }

    /// Truncated, with lines its limit dropped, or wider or taller than its box.
    func isCut(_ l: TextLayout, in frame: Rect) -> Bool {
        if l.isTruncated || l.contentWidth > frame.width + 0.5 || l.height > frame.height + 0.5 { return true }
        // A limit without an ellipsis drops lines silently: laid out without it, is there more?
        guard let limit = lineLimit, l.lines.count == limit, truncation == .none else { return false }
        var options = TextLayoutOptions(maxWidth: frame.width, wraps: true, maxLines: nil, truncation: .none,
                                        alignment: alignment, alignmentDirection: layoutDirection)
        options.lineSpacing = lineSpacing
        return ((try? layout(options))?.lines.count ?? limit) > limit
    }
}
