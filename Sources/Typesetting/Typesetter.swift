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

    /// Lays out a paragraph of spans (a `Text` joined with `+`, Markdown runs): each span shaped
    /// in its own font, lines broken across them, one baseline per line, the line box as tall as
    /// its tallest span's. A paragraph of one span is `layout(_:style:options:scale:)`, byte for byte.
    package func layout(_ spans: [TextSpan], options: TextLayoutOptions = TextLayoutOptions(),
                       scale: Double = 1) throws(FontError) -> TextLayout {
        if spans.count == 1 { return try layout(spans[0].string, style: spans[0].style, options: options, scale: scale) }
        guard spans.reduce(0, { $0 + $1.string.utf8.count }) <= LayoutCache.maxTextBytes else {
            return try fitted(spans, options: options, scale: scale)
        }
        let key = LayoutCache.Key(text: "", style: spans.first?.style ?? TextStyle(size: 1, lineHeight: 1), options: options,
                                  scale: scale, spans: spans)
        if let cached = registry.layoutCache.layout(key) { return cached }
        let layout = try fitted(spans, options: options, scale: scale)
        registry.layoutCache.insert(layout, for: key)
        return layout
    }

    private func uncachedLayout(_ text: String, style: TextStyle, options: TextLayoutOptions,
                                scale: Double) throws(FontError) -> TextLayout {
        try fitted([TextSpan(text, style: style)], options: options, scale: scale)
    }

    /// The layout, or when it would be truncated and the options allow, the same text with its
    /// letters tightened (`allowsTightening`) or drawn smaller (`minimumScaleFactor`): the least
    /// tightening, then the largest size, that fits, found by halving the interval 12 times
    /// (to 1/4096 of it); when nothing fits, the tightest and smallest, truncated.
    private func fitted(_ spans: [TextSpan], options: TextLayoutOptions, scale: Double) throws(FontError) -> TextLayout {
        let whole = try uncachedLayout(spans, options: options, scale: scale)
        let shrinks = options.minimumScaleFactor < 1, tightens = options.allowsTightening
        guard shrinks || tightens, !fits(whole, options) else { return whole }
        guard options.minimumScaleFactor.isFinite, options.minimumScaleFactor > 0 else {
            throw .invalidValue(name: "minimum scale factor", value: options.minimumScaleFactor)
        }
        func attempt(tightening t: Double, factor f: Double) throws(FontError) -> TextLayout {
            let changed = spans.map { span in
                var style = span.style.scaled(by: f)
                style.letterSpacing -= t * TextLayoutOptions.tighteningLimit * style.size
                return TextSpan(span.string, style: style)
            }
            return try uncachedLayout(changed, options: options, scale: scale)
        }
        func search(_ fitsAt: (Double) throws(FontError) -> TextLayout?, from low: Double, to high: Double,
                    preferHigh: Bool) throws(FontError) -> TextLayout? {
            // `fitsAt(x)` fits from some x on (towards `preferHigh ? low : high`); find the nearest.
            var best: TextLayout?, lo = low, hi = high
            for _ in 0..<12 {
                let mid = (lo + hi) / 2
                if let l = try fitsAt(mid) { best = l; if preferHigh { lo = mid } else { hi = mid } } else if preferHigh { hi = mid } else { lo = mid }
            }
            return best
        }
        if tightens {
            let tightest = try attempt(tightening: 1, factor: 1)
            if fits(tightest, options) {
                return try search({ (t: Double) throws(FontError) -> TextLayout? in
                    let l = try attempt(tightening: t, factor: 1); return fits(l, options) ? l : nil
                }, from: 0, to: 1, preferHigh: false) ?? tightest
            }
            guard shrinks else { return tightest }
        }
        let t = tightens ? 1.0 : 0
        let smallest = try attempt(tightening: t, factor: options.minimumScaleFactor)
        guard fits(smallest, options) else { return smallest }
        return try search({ (f: Double) throws(FontError) -> TextLayout? in
            let l = try attempt(tightening: t, factor: f); return fits(l, options) ? l : nil
        }, from: options.minimumScaleFactor, to: 1, preferHigh: true) ?? smallest
    }

    /// Nothing truncated and no line wider than the width.
    private func fits(_ layout: TextLayout, _ options: TextLayoutOptions) -> Bool {
        !layout.isTruncated && layout.contentWidth <= (options.maxWidth ?? .infinity) + 1e-9
    }

    private func uncachedLayout(_ spans: [TextSpan], options: TextLayoutOptions, scale: Double) throws(FontError) -> TextLayout {
        for span in spans { try span.style.validate() }
        guard scale.isFinite, scale > 0, scale <= 16 else { throw .invalidValue(name: "scale", value: scale) }
        // Bounds the glyph bitmaps FreeType will allocate (2048² bytes at most per glyph).
        for span in spans where span.style.size * scale > 2048 { throw .invalidSize(span.style.size * scale) }
        if let width = options.maxWidth, width.isNaN { throw .invalidValue(name: "maximum width", value: width) }
        guard options.lineSpacing.isFinite, abs(options.lineSpacing) <= 65536 else {
            throw .invalidValue(name: "line spacing", value: options.lineSpacing)
        }
        var fonts: [ResolvedFont] = []
        for span in spans { fonts.append(try registry.resolve(span.style.request)) }
        let style = spans.count == 1 ? spans[0].style : Typesetter.lineStyle(spans)
        let collapsed: String, spanOf: [Int]
        if spans.count == 1 {
            let (text, cut) = ClusterLimit.bounded(Typesetter.collapseWhiteSpace(spans[0].string))
            if cut { reportClusterCut(text) }
            collapsed = text; spanOf = []
        } else {
            var bounded: [String] = []
            for span in spans {
                let (text, cut) = ClusterLimit.bounded(span.string)
                if cut { reportClusterCut(text) }
                bounded.append(text)
            }
            (collapsed, spanOf) = Typesetter.collapseWhiteSpace(spans: bounded)
        }
        let scalars = Array(collapsed.unicodeScalars)
        let shaper = ParagraphShaper(scalars: scalars, fonts: fonts, styles: spans.map(\.style), spanOf: spanOf,
                                     direction: options.direction, diagnostics: registry.diagnostics)
        // One span: one line box for every line. Several: each line's box is the tallest of the
        // spans drawn on it (a title line above body lines keeps each line its own height, as
        // TextKit stacks them), the line tops the sum of the boxes above.
        let spanMetrics = zip(fonts, spans).map {
            LineBoxMetrics(face: $0.face, size: $1.style.size, lineHeight: $1.style.lineHeight, scale: scale)
        }
        let metrics = spans.count == 1 ? spanMetrics[0] : LineBoxMetrics(tallestOf: spanMetrics)
        var options = options
        if options.maxWidth == .infinity { options.maxWidth = nil }
        let breaker = LineBreaker(shaper: shaper, options: options)
        let containerWidth = options.maxWidth.map { max(0, $0) }
        var lines: [TextLine] = []
        let pieces = breaker.lines()
        let widest = pieces.map(\.width).max() ?? 0
        let boxWidth = containerWidth ?? widest
        var stacked = 0.0, height = 0.0
        for (i, piece) in pieces.enumerated() {
            let top: Double, box: LineBoxMetrics
            if spans.count == 1 {
                top = (Double(i) * (style.lineHeight + style.lineSpacing + options.lineSpacing) * scale).rounded(.down)
                box = metrics
            } else {
                let here = Set(piece.runs.map(\.span))
                box = here.isEmpty ? metrics : LineBoxMetrics(tallestOf: here.sorted().map { spanMetrics[$0] })
                top = stacked.rounded(.down)
                stacked += box.height + (style.lineSpacing + options.lineSpacing) * scale
                height += box.height / scale + (i > 0 ? style.lineSpacing + options.lineSpacing : 0)
            }
            let deviceBaseline = Int(top) + box.baseline
            let x = Typesetter.alignedX(width: piece.width, in: boxWidth, alignment: options.alignment,
                                        direction: options.alignmentDirection ?? shaper.paragraphDirection)
            lines.append(TextLine(runs: piece.runs.map { $0.offsetBy(x) }, baseline: Double(deviceBaseline) / scale,
                                  deviceBaseline: deviceBaseline, x: x, width: piece.width, isTruncated: piece.isTruncated))
        }
        return TextLayout(lines: lines, style: style, font: fonts[0], scale: scale, metrics: metrics,
                          direction: shaper.paragraphDirection, text: collapsed, lineSpacing: options.lineSpacing,
                          spanStyles: spans.count == 1 ? [] : spans.map(\.style), stackedHeight: spans.count == 1 ? nil : height)
    }

    private func reportClusterCut(_ text: String) {
        registry.diagnostics.report("a character of \"\(text.prefix(20))…\" has more than \(ClusterLimit.maxScalars - 1) combining marks; "
                                    + "those past \(ClusterLimit.maxScalars - 1) are not drawn (see Bad input in docs/TEXT.md)")
    }

    /// The style a paragraph of spans is measured by: the first span's, with the tallest line
    /// height of them all (a line of mixed sizes is as tall as its tallest run).
    static func lineStyle(_ spans: [TextSpan]) -> TextStyle {
        var style = spans[0].style
        style.lineHeight = spans.map(\.style.lineHeight).max() ?? style.lineHeight
        style.lineSpacing = spans.map(\.style.lineSpacing).max() ?? style.lineSpacing
        return style
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
    /// `collapseWhiteSpace` over the spans' strings joined, and the span of each scalar kept (a
    /// collapsed run of spaces belongs to the span its first space was in).
    static func collapseWhiteSpace(spans: [String]) -> (String, [Int]) {
        var out = String.UnicodeScalarView()
        var spanOf: [Int] = []
        var pendingSpace: Int?
        for (k, text) in spans.enumerated() {
            for s in text.unicodeScalars {
                if s == " " || s == "\t" || s == "\n" || s == "\r" || s == "\u{0C}" {
                    if !out.isEmpty, pendingSpace == nil { pendingSpace = k }
                    continue
                }
                if s.properties.generalCategory == .control { continue }
                if let span = pendingSpace { out.append(" "); spanOf.append(span); pendingSpace = nil }
                out.append(s); spanOf.append(k)
            }
        }
        return (String(out), spanOf)
    }

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
