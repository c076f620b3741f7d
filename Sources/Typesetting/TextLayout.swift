import Synchronization

/// One laid-out line: runs in visual order with x relative to the layout's left edge (alignment
/// applied), and the baseline from the layout's top.
package struct TextLine: Hashable, Sendable {
    package let runs: [GlyphRun]
    /// Logical px from the layout top; `baseline × scale` is a whole device pixel.
    package let baseline: Double
    /// Baseline from the layout top in device px.
    package let deviceBaseline: Int
    /// Left edge of the line's ink advance box, logical px.
    package let x: Double
    /// Sum of advances, logical px.
    package let width: Double
    package let isTruncated: Bool
    /// A number no other line laid out in this process has: it names the line's glyphs in the
    /// glyph cache, which keeps them placed per pen phase (`GlyphRasterizer.draw`). Copies of a
    /// cached layout share it; it is not part of the line's value (equal lines may differ in it).
    package let serial: UInt64

    init(runs: [GlyphRun], baseline: Double, deviceBaseline: Int, x: Double, width: Double, isTruncated: Bool) {
        self.runs = runs; self.baseline = baseline; self.deviceBaseline = deviceBaseline
        self.x = x; self.width = width; self.isTruncated = isTruncated
        serial = TextLine.serials.wrappingAdd(1, ordering: .relaxed).oldValue
    }

    private static let serials = Atomic<UInt64>(0)

    package static func == (a: TextLine, b: TextLine) -> Bool {
        a.runs == b.runs && a.baseline == b.baseline && a.deviceBaseline == b.deviceBaseline && a.x == b.x
            && a.width == b.width && a.isTruncated == b.isTruncated
    }

    package func hash(into h: inout Hasher) {
        h.combine(runs); h.combine(baseline); h.combine(deviceBaseline); h.combine(x); h.combine(width); h.combine(isTruncated)
    }
}

/// The result of laying out text: lines of glyph runs, and the box they occupy.
///
/// The fields live in one shared object: a layout is copied every time it comes out of the layout
/// cache (a label's drawing asks for it once per render); a copy of the fields themselves would
/// retain and release a dozen references (the style's strings, the font's face and fallbacks,
/// the lines), a copy of the object is one retain.
package struct TextLayout: Hashable, Sendable {
    private final class Fields: Sendable {
        let lines: [TextLine]
        let style: TextStyle
        let font: ResolvedFont
        let scale: Double
        let metrics: LineBoxMetrics
        let direction: TextDirection
        let text: String
        let lineSpacing: Double
        let spanStyles: [TextStyle]
        let stackedHeight: Double?

        init(lines: [TextLine], style: TextStyle, font: ResolvedFont, scale: Double, metrics: LineBoxMetrics,
             direction: TextDirection, text: String, lineSpacing: Double, spanStyles: [TextStyle], stackedHeight: Double?) {
            self.lines = lines; self.style = style; self.font = font; self.scale = scale
            self.metrics = metrics; self.direction = direction; self.text = text
            self.lineSpacing = lineSpacing; self.spanStyles = spanStyles; self.stackedHeight = stackedHeight
        }
    }

    private let fields: Fields

    init(lines: [TextLine], style: TextStyle, font: ResolvedFont, scale: Double, metrics: LineBoxMetrics,
         direction: TextDirection, text: String, lineSpacing: Double = 0, spanStyles: [TextStyle] = [],
         stackedHeight: Double? = nil) {
        fields = Fields(lines: lines, style: style, font: font, scale: scale, metrics: metrics, direction: direction, text: text,
                        lineSpacing: lineSpacing, spanStyles: spanStyles, stackedHeight: stackedHeight)
    }

    package var lines: [TextLine] { fields.lines }
    package var style: TextStyle { fields.style }
    package var font: ResolvedFont { fields.font }
    package var scale: Double { fields.scale }
    package var metrics: LineBoxMetrics { fields.metrics }
    package var direction: TextDirection { fields.direction }
    /// The text as laid out (white space collapsed as CSS `white-space: normal` does).
    package var text: String { fields.text }
    /// Space added between lines, logical px.
    package var lineSpacing: Double { fields.lineSpacing }
    /// The style of each span, by `GlyphRun.span` (the layout's `style` alone for one span).
    package var spanStyles: [TextStyle] { fields.spanStyles.isEmpty ? [fields.style] : fields.spanStyles }

    package static func == (a: TextLayout, b: TextLayout) -> Bool {
        a.fields === b.fields || (a.lines == b.lines && a.style == b.style && a.font == b.font && a.scale == b.scale
            && a.metrics == b.metrics && a.direction == b.direction && a.text == b.text
            && a.lineSpacing == b.lineSpacing && a.spanStyles == b.spanStyles && a.fields.stackedHeight == b.fields.stackedHeight)
    }

    package func hash(into h: inout Hasher) {
        h.combine(lines); h.combine(style); h.combine(font); h.combine(scale)
        h.combine(metrics); h.combine(direction); h.combine(text)
    }

    /// Widest line, logical px, exact.
    package var contentWidth: Double { lines.map(\.width).max() ?? 0 }
    /// Lines × line height plus the spacing between them (the style's and the layout's), logical
    /// px (an empty label still has one line box); a text of several spans, the sum of its
    /// lines' own heights (each the tallest span on it) plus the spacing.
    package var height: Double {
        fields.stackedHeight ?? Double(lines.count) * style.lineHeight + Double(max(0, lines.count - 1)) * (style.lineSpacing + lineSpacing)
    }
    package var firstBaseline: Double { lines.first?.baseline ?? Double(metrics.baseline) / scale }
    package var isTruncated: Bool { lines.contains { $0.isTruncated } }
    package var glyphCount: Int { lines.reduce(0) { $0 + $1.runs.reduce(0) { $0 + $1.glyphs.count } } }

    package var measurement: TextMeasurement {
        TextMeasurement(width: TextMeasurement.ceiling(contentWidth, units: 64), height: height, firstBaseline: firstBaseline)
    }
}

/// What layout needs to know about a piece of text, logical px.
package struct TextMeasurement: Hashable, Sendable {
    /// Widest line, rounded up to 1/64 px as Blink's LayoutUnit does for an inline's size (so a
    /// "Details" label at 14 px wght 600 measures 48.625, not 48.622).
    package let width: Double
    package let height: Double
    package let firstBaseline: Double

    /// The size rounded up to the device pixel both ways, as iOS sizes a `Text` (UIKit's text
    /// sizing): a body line of SF Pro, 20.29 pt, is 20.5 pt at 2x and 20.33 at 3x, and four
    /// lines are rounded once, as one frame (docs/TEXT.md, "How close to iOS").
    package func roundedUpToDevicePixel(scale: Double) -> TextMeasurement {
        TextMeasurement(width: Self.ceiling(width, units: scale), height: Self.ceiling(height, units: scale), firstBaseline: firstBaseline)
    }

    /// `x` rounded up to a whole number of `units` per logical px (64: Blink's LayoutUnit; the
    /// scale: a device pixel). Float error in a sum of advances (a ten-millionth of a unit) is
    /// not a unit more.
    package static func ceiling(_ x: Double, units: Double) -> Double { (x * units - 1e-7).rounded(.up) / units }
}
