import DisplayList
import Layout
import Raster
import Typesetting
import Values

/// SwiftUI's `.redacted(reason: .placeholder)` on a text: each line a rounded bar in the text's
/// colour at 16 % of its opacity instead of its glyphs. SwiftUI sets a placeholder text as a row
/// of placeholder glyphs in the text's font, fully justified and wrapped at any character, and
/// fills a placeholder image with the foreground colour at 16 % (OpenSwiftUI's reading of
/// SwiftUICore 6.5: `ResolvedText`, `GraphicsImage.redact`). So a bar runs across the line's
/// text, every line but the last across the whole box (justified), 75 % of the line box tall,
/// centred on it, with corners of a quarter of its height: the geometry is Pixelproof's reading of
/// iOS's placeholder glyph, not measured on a reference picture (none was found).
enum RedactedText {
    /// The bars' opacity, a fraction of the text's own.
    static let opacity = 0.16
    /// A bar's height as a fraction of the line box, and its corner radius as one of its height.
    static let height = 0.75
    static let cornerRadius = 0.25

    /// The bars of `layout`'s lines in `frame`.
    static func bars(_ layout: TextLayout, in frame: Rect) -> [RoundedRect] {
        let lineHeight = layout.style.lineHeight
        return layout.lines.enumerated().compactMap { i, line in
            let isLast = i == layout.lines.count - 1
            let x = isLast ? frame.x + line.x : frame.x
            let width = isLast ? line.width : max(frame.width, line.width)
            guard width > 0 else { return nil }
            let h = lineHeight * height
            // Each line box is where its baseline says: lines after the first lie as far below it.
            let top = frame.y + line.baseline - layout.firstBaseline + (lineHeight - h) / 2
            return RoundedRect(rect: Rect(x: x, y: top, width: width, height: h), radius: h * cornerRadius)
        }
    }

    /// The bars drawn in `paint` at the placeholder opacity.
    static func draw(_ layout: TextLayout, in frame: Rect, paint: Paint, into list: inout DisplayList) {
        let bars = bars(layout, in: frame)
        if case let .solid(color) = paint {
            for bar in bars { list.append(.fill(Path(roundedRect: bar), .solid(color.opacity(opacity)), .nonZero)) }
            return
        }
        list.append(.pushLayer(LayerStyle(opacity: opacity, blendMode: .normal, blur: 0)))
        for bar in bars { list.append(.fill(Path(roundedRect: bar), paint, .nonZero)) }
        list.append(.popLayer)
    }
}

/// SwiftUI's `.redacted(reason: .placeholder)` on an image or symbol: laid out as the image is,
/// its frame filled with the foreground colour at 16 % of its opacity (`GraphicsImage.redact`
/// in OpenSwiftUI's reading of SwiftUICore) instead of the image.
struct PlaceholderLeaf: DrawableLeaf {
    var drawn: any DrawableLeaf
    var color: RGBAColor

    func size(for proposal: ProposedSize) -> Size { drawn.size(for: proposal) }
    func firstBaseline(in size: Size) -> Double? { drawn.firstBaseline(in: size) }

    func draw(in frame: Rect, scale: Double, into list: inout DisplayList) {
        guard frame.width > 0, frame.height > 0 else { return }
        list.append(.fill(Path(rect: frame), .solid(color.opacity(RedactedText.opacity)), .nonZero))
    }
}
