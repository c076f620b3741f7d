import CHarfBuzz

/// Shapes one paragraph with HarfBuzz (hb-ot, no FreeType): per scalar it picks a face (the
/// resolved one, else the first fallback that has the character), splits the text into runs of
/// one face and one bidi level, and shapes any range of it with the whole paragraph as context.
///
/// Why hb-ot rather than hb-ft: an `hb_font_t` over an immutable `hb_face_t` is safe to use from
/// any thread, and its variations come from the same `wght` value FreeType gets; the test
/// `VariableFontAgreementTests` checks the advances against `FT_Get_Advance`.
/// Advances are exact to 1/65536 px: the font scale is size × 65536 (16.16, as Blink sets it).
struct ParagraphShaper {
    let scalars: [Unicode.Scalar]
    /// The same text as UTF-32 code units, handed whole to HarfBuzz as context for every run.
    let codes: [UInt32]
    /// Per span of the paragraph (one for a text in one style): its font and its style.
    let fonts: [ResolvedFont]
    let styles: [TextStyle]
    /// The span of each scalar; empty when there is one span.
    let spanOf: [Int]
    let paragraphDirection: TextDirection
    let levels: [UInt8]
    /// 0 = the span's resolved face, k = its `font.fallbacks[k - 1]`.
    let faceChoice: [Int]
    let diagnostics: TypesettingDiagnostics

    /// The first span's font and style: what a text in one style is drawn in.
    var font: ResolvedFont { fonts[0] }
    var style: TextStyle { styles[0] }

    init(scalars: [Unicode.Scalar], font: ResolvedFont, style: TextStyle, direction: TextDirection? = nil,
         diagnostics: TypesettingDiagnostics) {
        self.init(scalars: scalars, fonts: [font], styles: [style], spanOf: [], direction: direction, diagnostics: diagnostics)
    }

    init(scalars: [Unicode.Scalar], fonts: [ResolvedFont], styles: [TextStyle], spanOf: [Int], direction: TextDirection?,
         diagnostics: TypesettingDiagnostics) {
        self.scalars = scalars
        codes = scalars.map(\.value)
        self.fonts = fonts
        self.styles = styles
        self.spanOf = spanOf
        self.diagnostics = diagnostics
        let bidi = Bidi.paragraph(scalars, direction: direction)
        paragraphDirection = bidi.direction
        levels = bidi.levels
        faceChoice = ParagraphShaper.chooseFaces(scalars, fonts, spanOf, diagnostics)
    }

    /// The span scalar `i` belongs to.
    func span(_ i: Int) -> Int { spanOf.isEmpty ? 0 : spanOf[i] }

    func face(_ choice: Int, span: Int = 0) -> FontFace { choice == 0 ? fonts[span].face : fonts[span].fallbacks[choice - 1] }

    /// Weight to draw a face at: the request's weight, clamped to what the face can do.
    func weight(_ choice: Int, span: Int = 0) -> Double {
        let f = face(choice, span: span)
        return choice == 0 ? fonts[span].weight : (f.weightAxis?.clamp(fonts[span].request.weight) ?? Double(f.weight))
    }

    private static func chooseFaces(_ scalars: [Unicode.Scalar], _ fonts: [ResolvedFont], _ spanOf: [Int],
                                    _ diagnostics: TypesettingDiagnostics) -> [Int] {
        var choice = [Int](repeating: 0, count: scalars.count)
        for (i, s) in scalars.enumerated() {
            let font = fonts[spanOf.isEmpty ? 0 : spanOf[i]]
            let cat = s.properties.generalCategory
            let attaches = cat == .nonspacingMark || cat == .enclosingMark || cat == .spacingMark
                || cat == .format || (0xFE00...0xFE0F).contains(s.value)
            if attaches, i > 0 { choice[i] = choice[i - 1]; continue }
            if font.face.hasGlyph(for: s) { continue }
            if let k = FontFallback.choice(for: s, among: font.fallbacks) {
                choice[i] = k + 1
            } else if !s.properties.isWhitespace, cat != .control {
                let hex = String(s.value, radix: 16, uppercase: true)
                diagnostics.report("no installed font has U+\(String(repeating: "0", count: max(0, 4 - hex.count)))\(hex); drawing .notdef")
            }
        }
        // Spaces between two characters of one fallback face stay in it, span by span (a span's
        // choices index its own font's fallbacks).
        var start = 0
        while start < scalars.count {
            let span = spanOf.isEmpty ? 0 : spanOf[start]
            var end = start + 1
            while end < scalars.count, (spanOf.isEmpty ? 0 : spanOf[end]) == span { end += 1 }
            FontFallback.keepSpacesInTheirScript(&choice, scalars, fonts[span].fallbacks, in: start..<end)
            start = end
        }
        return choice
    }

    /// Shapes `range` (logical scalar indices) into runs in visual order, positions starting at 0.
    func shapeLine(_ range: Range<Int>) -> [GlyphRun] {
        guard !range.isEmpty else { return [] }
        // Runs of one level, one span and one face, in logical order.
        var runs: [Range<Int>] = []
        var start = range.lowerBound
        for i in range.dropFirst() where levels[i] != levels[start] || faceChoice[i] != faceChoice[start] || span(i) != span(start) {
            runs.append(start..<i); start = i
        }
        runs.append(start..<range.upperBound)
        let order = Bidi.visualOrder(runs.map { levels[$0.lowerBound] })
        var x = 0.0
        var result: [GlyphRun] = []
        for index in order {
            let run = runs[index]
            var shaped = shapeRun(run)
            shaped = shaped.offsetBy(x)
            x += shaped.advance
            result.append(shaped)
        }
        return result
    }

    /// Width of `range` when shaped on its own, logical px.
    func width(_ range: Range<Int>) -> Double { shapeLine(range).reduce(0) { $0 + $1.advance } }

    /// Glyph clusters of `range` shaped as one line: the advance of each cluster indexed by its
    /// first scalar (0 elsewhere), and which scalars start a cluster (where a line may be cut
    /// without splitting a ligature or a base from its marks). Indexed over the whole paragraph.
    func clusters(_ range: Range<Int>) -> (advances: [Double], starts: [Bool]) {
        var advances = [Double](repeating: 0, count: scalars.count)
        var starts = [Bool](repeating: false, count: scalars.count + 1)
        for run in shapeLine(range) {
            for g in run.glyphs { advances[g.cluster] += g.advance; starts[g.cluster] = true }
        }
        starts[range.upperBound] = true
        return (advances, starts)
    }

    private func shapeRun(_ run: Range<Int>) -> GlyphRun {
        let choice = faceChoice[run.lowerBound], span = span(run.lowerBound)
        let style = styles[span]
        let face = face(choice, span: span), weight = weight(choice, span: span)
        let rtl = levels[run.lowerBound] % 2 == 1
        let hbFont = hb_font_create(face.blob.hbFace)
        defer { hb_font_destroy(hbFont) }
        let scale = Int32((style.size * 65536).rounded())
        hb_font_set_scale(hbFont, scale, scale)
        if let axis = face.weightAxis {
            var variation = hb_variation_t(tag: hb_tag_from_string("wght", -1), value: Float(axis.clamp(weight)))
            hb_font_set_variations(hbFont, &variation, 1)
        }
        let buffer = hb_buffer_create()
        defer { hb_buffer_destroy(buffer) }
        codes.withUnsafeBufferPointer { p in
            hb_buffer_add_utf32(buffer, p.baseAddress, Int32(p.count), UInt32(run.lowerBound), Int32(run.count))
        }
        hb_buffer_set_direction(buffer, rtl ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        hb_buffer_guess_segment_properties(buffer)
        var features = style.features.map(ParagraphShaper.hbFeature)
        if style.letterSpacing != 0 {
            // CSS Text 3 §8.2 / Blink: letter spacing turns off optional ligatures.
            features += [FontFeature("liga", value: 0), FontFeature("clig", value: 0)].map(ParagraphShaper.hbFeature)
        }
        hb_shape(hbFont, buffer, features, UInt32(features.count))

        var count: UInt32 = 0
        let infos = hb_buffer_get_glyph_infos(buffer, &count)!
        let positions = hb_buffer_get_glyph_positions(buffer, &count)!
        let n = Int(count)
        var glyphs: [PositionedGlyph] = []
        glyphs.reserveCapacity(n)
        var pen = 0.0
        for i in 0..<n {
            let p = positions[i]
            let advance = Double(p.x_advance) / 65536
            glyphs.append(PositionedGlyph(id: infos[i].codepoint,
                                          position: .init(pen + Double(p.x_offset) / 65536, -Double(p.y_offset) / 65536 - style.baselineOffset),
                                          advance: advance, cluster: Int(infos[i].cluster)))
            pen += advance
        }
        if style.features.contains(where: { $0.tag == "tnum" && $0.value != 0 }), !face.hasLayoutFeature("tnum") {
            tabulateDigits(&glyphs, widest: ParagraphShaper.widestDigit(hbFont))
        }
        if style.letterSpacing != 0 { ParagraphShaper.addLetterSpacing(style.letterSpacing, to: &glyphs, rtl: rtl) }
        var shaped = GlyphRun(face: face, weight: weight, size: style.size,
                              direction: rtl ? .rightToLeft : .leftToRight, glyphs: glyphs)
        shaped.span = span
        shaped.isSynthesizedOblique = style.italic && !face.isItalic
        return shaped
    }

    /// Tabular digits for a face without OpenType `tnum` (Lexend Deca has none; SF Pro has): each
    /// ASCII digit drawn alone in its cluster gets the widest digit's advance, centred in it, so
    /// `monospacedDigit()` lines up columns of figures with the stand-in too.
    func tabulateDigits(_ glyphs: inout [PositionedGlyph], widest: Double) {
        var oldPen = 0.0
        var offsets = glyphs.map { g -> Double in defer { oldPen += g.advance }; return g.position.x - oldPen }
        for i in glyphs.indices {
            let c = glyphs[i].cluster
            let alone = (i == 0 || glyphs[i - 1].cluster != c) && (i + 1 == glyphs.count || glyphs[i + 1].cluster != c)
            guard alone, c < scalars.count, (0x30...0x39).contains(scalars[c].value) else { continue }
            offsets[i] += (widest - glyphs[i].advance) / 2
            glyphs[i].advance = widest
        }
        var pen = 0.0
        for i in glyphs.indices {
            glyphs[i].position.x = pen + offsets[i]
            pen += glyphs[i].advance
        }
    }

    /// The largest advance of the digits 0–9 in `font`, logical px.
    static func widestDigit(_ font: OpaquePointer?) -> Double {
        var widest: Int32 = 0
        for d in UInt32(0x30)...0x39 {
            var glyph: hb_codepoint_t = 0
            guard hb_font_get_nominal_glyph(font, d, &glyph) != 0 else { continue }
            widest = max(widest, hb_font_get_glyph_h_advance(font, glyph))
        }
        return Double(widest) / 65536
    }

    /// Adds `spacing` after every cluster (the last glyph of each cluster in logical order) and
    /// moves the pen positions to match.
    static func addLetterSpacing(_ spacing: Double, to glyphs: inout [PositionedGlyph], rtl: Bool) {
        // Each glyph's HarfBuzz offset is its position minus the pen before the change.
        var oldPen = 0.0
        let offsets = glyphs.map { g -> Double in defer { oldPen += g.advance }; return g.position.x - oldPen }
        let logical = rtl ? Array(glyphs.indices.reversed()) : Array(glyphs.indices)
        for (k, i) in logical.enumerated() {
            let last = k + 1 == logical.count || glyphs[logical[k + 1]].cluster != glyphs[i].cluster
            if last { glyphs[i].advance += spacing }
        }
        var pen = 0.0
        for i in glyphs.indices {
            glyphs[i].position.x = pen + offsets[i]
            pen += glyphs[i].advance
        }
    }

    static func hbFeature(_ f: FontFeature) -> hb_feature_t {
        var feature = hb_feature_t()
        feature.tag = hb_tag_from_string(f.tag, -1)
        feature.value = f.value
        feature.start = 0
        feature.end = UInt32.max
        return feature
    }
}
