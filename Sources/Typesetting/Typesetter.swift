/// Shapes and lays out text with the fonts of a registry. A value over an immutable registry:
/// safe to use from any thread.
package struct Typesetter: Sendable {
    package let registry: FontRegistry

    package init(registry: FontRegistry) { self.registry = registry }

    /// Lays out `text` in `style` under `options` for a device `scale` (1, 2, 3…), which decides
    /// where baselines snap. Throws only for a missing family or an unusable size / line height;
    /// any string (empty, spaces, emoji, U+FFFD from invalid UTF-8, 10,000 characters) lays out.
    package func layout(_ text: String, style: TextStyle, options: TextLayoutOptions = TextLayoutOptions(),
                       scale: Double = 1) throws(FontError) -> TextLayout {
        // Labels are cached; long paragraphs are not (they would crowd the cache's memory).
        guard text.utf8.count <= LayoutCache.maxTextBytes else {
            return try uncachedLayout(text, style: style, options: options, scale: scale)
        }
        let key = LayoutCache.Key(text: text, style: style, options: options, scale: scale)
        if let cached = registry.layoutCache.layout(key) { return cached }
        let layout = try uncachedLayout(text, style: style, options: options, scale: scale)
        registry.layoutCache.insert(layout, for: key)
        return layout
    }

    private func uncachedLayout(_ text: String, style: TextStyle, options: TextLayoutOptions,
                                scale: Double) throws(FontError) -> TextLayout {
        try style.validate()
        guard scale.isFinite, scale > 0, scale <= 16 else { throw .invalidValue(name: "scale", value: scale) }
        // Bounds the glyph bitmaps FreeType will allocate (2048² bytes at most per glyph).
        guard style.size * scale <= 2048 else { throw .invalidSize(style.size * scale) }
        if let width = options.maxWidth, width.isNaN { throw .invalidValue(name: "maximum width", value: width) }
        let font = try registry.resolve(style.request)
        let (collapsed, cut) = ClusterLimit.bounded(Typesetter.collapseWhiteSpace(text))
        if cut {
            registry.diagnostics.report("a character of \"\(collapsed.prefix(20))…\" has more than \(ClusterLimit.maxScalars - 1) combining marks; "
                                        + "those past \(ClusterLimit.maxScalars - 1) are not drawn (see Bad input in docs/TEXT.md)")
        }
        let scalars = Array(collapsed.unicodeScalars)
        let shaper = ParagraphShaper(scalars: scalars, font: font, style: style, direction: options.direction,
                                     diagnostics: registry.diagnostics)
        let metrics = LineBoxMetrics(face: font.face, size: style.size, lineHeight: style.lineHeight, scale: scale)
        var options = options
        if options.maxWidth == .infinity { options.maxWidth = nil }
        let breaker = LineBreaker(shaper: shaper, options: options)
        let containerWidth = options.maxWidth.map { max(0, $0) }
        var lines: [TextLine] = []
        let pieces = breaker.lines()
        let widest = pieces.map(\.width).max() ?? 0
        let boxWidth = containerWidth ?? widest
        for (i, piece) in pieces.enumerated() {
            let top = (Double(i) * (style.lineHeight + style.lineSpacing) * scale).rounded(.down)
            let deviceBaseline = Int(top) + metrics.baseline
            let x = Typesetter.alignedX(width: piece.width, in: boxWidth, alignment: options.alignment,
                                        direction: options.alignmentDirection ?? shaper.paragraphDirection)
            lines.append(TextLine(runs: piece.runs.map { $0.offsetBy(x) }, baseline: Double(deviceBaseline) / scale,
                                  deviceBaseline: deviceBaseline, x: x, width: piece.width, isTruncated: piece.isTruncated))
        }
        return TextLayout(lines: lines, style: style, font: font, scale: scale, metrics: metrics,
                          direction: shaper.paragraphDirection, text: collapsed)
    }

    /// Width, height and first baseline of `text`, for layout.
    package func measure(_ text: String, style: TextStyle, options: TextLayoutOptions = TextLayoutOptions(),
                        scale: Double = 1) throws(FontError) -> TextMeasurement {
        try layout(text, style: style, options: options, scale: scale).measurement
    }

    /// Shapes `text` as one line (no width limit) into runs in visual order.
    package func shape(_ text: String, style: TextStyle) throws(FontError) -> [GlyphRun] {
        try layout(text, style: style).lines.first?.runs ?? []
    }

    static func alignedX(width: Double, in box: Double, alignment: TextAlignment, direction: TextDirection) -> Double {
        let free = box - width
        switch (alignment, direction) {
        case (.center, _): return free / 2
        case (.leading, .leftToRight), (.trailing, .rightToLeft): return 0
        case (.leading, .rightToLeft), (.trailing, .leftToRight): return free
        }
    }

    /// CSS `white-space: normal`: runs of spaces, tabs and line breaks become one space, and the
    /// text is trimmed at both ends. No-break spaces are kept. Other control characters (C0, DEL,
    /// C1) are dropped: they have no glyph, and browsers do not draw them as boxes either.
    static func collapseWhiteSpace(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        var pendingSpace = false
        for s in text.unicodeScalars {
            if s == " " || s == "\t" || s == "\n" || s == "\r" || s == "\u{0C}" {
                pendingSpace = !out.isEmpty
                continue
            }
            if s.properties.generalCategory == .control { continue }
            if pendingSpace { out.append(" "); pendingSpace = false }
            out.append(s)
        }
        return String(out)
    }
}
