/// Greedy line breaking and tail truncation over one shaped paragraph, as SwiftUI wraps a `Text`.
///
/// Widths come from shaping the whole paragraph once (cluster advances), so breaking is linear in
/// the text length; each chosen line is then shaped again on its own, which is what is drawn.
/// Lines end at the Unicode line-break opportunities (UAX #14, `LineBreakOpportunity`); spaces
/// before a break hang past the line's end and are not drawn. Only a word that is wider than the
/// line by itself is cut inside, between grapheme clusters, as many clusters as fit (at least one).
struct LineBreaker {
    struct Piece {
        var runs: [GlyphRun]
        var width: Double
        var isTruncated: Bool
    }

    /// A place a line may end (`end`, exclusive, trailing spaces left out), where the next one
    /// then starts, and whether the line must end there.
    struct Opportunity { let end: Int; let next: Int; let isMandatory: Bool }

    let shaper: ParagraphShaper
    let options: TextLayoutOptions

    func lines() -> [Piece] {
        let n = shaper.scalars.count
        guard n > 0 else { return [Piece(runs: [], width: 0, isTruncated: false)] }
        guard let maxWidth = options.maxWidth.map({ max(0, $0) }) else {
            return [piece(0..<n)]
        }
        let maxLines = max(1, options.maxLines ?? Int.max)
        guard options.wraps, maxLines > 1 else {
            return [finish(0..<n, maxWidth: maxWidth)]
        }
        let (advances, isClusterStart) = shaper.clusters(0..<n)
        var graphemeStarts: [Bool]?
        var prefix = [Double](repeating: 0, count: n + 1)
        for i in 0..<n { prefix[i + 1] = prefix[i] + advances[i] }
        func fits(_ a: Int, _ b: Int) -> Bool { prefix[b] - prefix[a] <= maxWidth + 1e-9 }
        let opportunities = breakOpportunities()

        var result: [Piece] = []
        var start = 0
        var k = 0                       // first opportunity not yet behind `start`
        while start < n {
            if result.count == maxLines - 1 {
                result.append(finish(start..<n, maxWidth: maxWidth)); break
            }
            // Opportunities whose line would end before this one starts: the separators that
            // hang after the last word end there too, so when none is left, what remains of the
            // text is only what hangs, and nothing more is drawn.
            while k < opportunities.count, opportunities[k].end <= start { k += 1 }
            if k == opportunities.count { break }
            var chosen: Opportunity?
            while k < opportunities.count, fits(start, opportunities[k].end) {
                chosen = opportunities[k]; k += 1
                if opportunities[k - 1].isMandatory { break }
            }
            let line: Opportunity
            if let chosen {
                line = chosen
            } else {
                // The first word alone is too wide: break it at the last boundary that fits (at
                // least one grapheme cluster, so the text always advances). A boundary is where a
                // grapheme cluster and a glyph cluster both start, so the widths summed are exact.
                let graphemes = graphemeStarts ?? GraphemeBoundaries.starts(shaper.scalars)
                graphemeStarts = graphemes
                func canCut(_ i: Int) -> Bool { isClusterStart[i] && graphemes[i] }
                let wordEnd = opportunities[k].end
                var cut = start + 1
                while cut < wordEnd, !canCut(cut) { cut += 1 }
                var next = cut
                while next < wordEnd {
                    var after = next + 1
                    while after < wordEnd, !canCut(after) { after += 1 }
                    if !fits(start, after) { break }
                    next = after
                }
                // Cut at the word's own end, the line ends at the opportunity itself: what hangs
                // after the word (spaces, a separator) is skipped with it, or the next line would
                // start on it, past every opportunity left.
                if next == wordEnd {
                    line = opportunities[k]; k += 1
                } else {
                    line = Opportunity(end: next, next: next, isMandatory: false)
                }
            }
            result.append(piece(start..<line.end))
            start = line.next
        }
        return result.isEmpty ? [Piece(runs: [], width: 0, isTruncated: false)] : result
    }

    /// Every place a line may end, in order; the last is the end of the text.
    func breakOpportunities() -> [Opportunity] {
        LineBreakOpportunity.all(in: shaper.scalars).map { o in
            var end = o.position
            // The spaces before a break hang; a line separator that forced it is not drawn either.
            while end > 0, [" ", "\u{2028}", "\u{2029}"].contains(shaper.scalars[end - 1]) { end -= 1 }
            return Opportunity(end: end, next: o.position, isMandatory: o.isMandatory)
        }
    }

    private func piece(_ range: Range<Int>) -> Piece {
        let runs = shaper.shapeLine(trimmed(range))
        return Piece(runs: runs, width: runs.reduce(0) { $0 + $1.advance }, isTruncated: false)
    }

    private func trimmed(_ range: Range<Int>) -> Range<Int> {
        var end = range.upperBound
        while end > range.lowerBound, shaper.scalars[end - 1] == " " { end -= 1 }
        return range.lowerBound..<end
    }

    /// The last line: as is when it fits or truncation is off, else tail-truncated.
    private func finish(_ range: Range<Int>, maxWidth: Double) -> Piece {
        let whole = piece(range)
        guard options.truncation != .none, whole.width > maxWidth + 1e-9 else { return whole }
        switch options.truncation {
        case .head, .middle: return truncateInside(trimmed(range), maxWidth: maxWidth)
        default: return truncate(trimmed(range), maxWidth: maxWidth)
        }
    }

    /// U+2026 shaped in the font and style of span `span`.
    private func ellipsis(span: Int) -> (runs: [GlyphRun], width: Double) {
        let ellipsisShaper = ParagraphShaper(scalars: ["\u{2026}"], font: shaper.fonts[span], style: shaper.styles[span],
                                             direction: shaper.paragraphDirection, diagnostics: shaper.diagnostics)
        var runs = ellipsisShaper.shapeLine(0..<1)
        for i in runs.indices { runs[i].span = span }
        return (runs, runs.reduce(0) { $0 + $1.advance })
    }

    /// Head and middle truncation: for `.head`, the clusters at the end of `range` that fit the
    /// width left by the ellipsis; for `.middle`, the clusters from its start that fit half of
    /// that width, then those from its end that fit the rest (so the end keeps at least half, as
    /// TextKit's middle truncation keeps the end the longer: "I had called upon my…man with fiery
    /// red hair." in gonzalezreal/AttributedText's iOS reference). Each end is shaped on its own
    /// and re-checked; the ellipsis, in the style of the text it replaces, sits between them.
    /// Visual order: start, ellipsis, end (mirrored in a right-to-left paragraph).
    private func truncateInside(_ range: Range<Int>, maxWidth: Double) -> Piece {
        let mark = ellipsis(span: shaper.span(range.lowerBound))
        guard mark.width <= maxWidth + 1e-9 else { return Piece(runs: [], width: 0, isTruncated: true) }
        let budget = maxWidth - mark.width
        let (advances, starts) = shaper.clusters(range)
        let boundaries = [range.lowerBound] + stride(from: range.lowerBound + 1, through: range.upperBound, by: 1).filter { starts[$0] }
        func width(_ a: Int, _ b: Int) -> Double { (a..<b).reduce(0.0) { $0 + advances[$1] } }
        func fitted(_ r: Range<Int>) -> (runs: [GlyphRun], width: Double) {
            let runs = shaper.shapeLine(r)
            return (runs, runs.reduce(0) { $0 + $1.advance })
        }
        var headEnd = range.lowerBound
        var head: (runs: [GlyphRun], width: Double) = ([], 0)
        if options.truncation == .middle {
            let headShare = budget / 2
            for b in boundaries.dropFirst() {
                if width(range.lowerBound, b) > headShare + 1e-9 { break }
                headEnd = b
            }
            head = fitted(range.lowerBound..<headEnd)
            while head.width > headShare + 1e-9, headEnd > range.lowerBound {
                headEnd = boundaries.last { $0 < headEnd } ?? range.lowerBound
                head = fitted(range.lowerBound..<headEnd)
            }
        }
        // The end: walk back from the last boundary while the clusters fit what is left.
        let endShare = budget - head.width
        var tailStart = range.upperBound
        for b in boundaries.reversed().dropFirst() where b >= headEnd {
            if width(b, range.upperBound) > endShare + 1e-9 { break }
            tailStart = b
        }
        var tail = fitted(tailStart..<range.upperBound)
        while tail.width > endShare + 1e-9, tailStart < range.upperBound {
            tailStart = boundaries.first { $0 > tailStart } ?? range.upperBound
            tail = fitted(tailStart..<range.upperBound)
        }
        var pieces = [head, mark, tail]
        if shaper.paragraphDirection == .rightToLeft { pieces.reverse() }
        var runs: [GlyphRun] = [], x = 0.0
        for piece in pieces {
            runs += piece.runs.map { $0.offsetBy(x) }
            x += piece.width
        }
        return Piece(runs: runs, width: x, isTruncated: true)
    }

    /// Keeps the whole clusters (in logical order) that fit in `maxWidth − width("…")`, then the
    /// ellipsis shaped in the same font at the line's end (its left in a right-to-left paragraph).
    /// If not even the ellipsis fits, the line is empty: text never exceeds its width.
    private func truncate(_ range: Range<Int>, maxWidth: Double) -> Piece {
        // The ellipsis takes the style of the text it follows (the last span of the line).
        let (ellipsis, ellipsisWidth) = self.ellipsis(span: shaper.span(max(range.lowerBound, range.upperBound - 1)))
        guard ellipsisWidth <= maxWidth + 1e-9 else { return Piece(runs: [], width: 0, isTruncated: true) }
        let budget = maxWidth - ellipsisWidth
        let (advances, starts) = shaper.clusters(range)
        var cut = range.lowerBound, sum = 0.0
        let boundaries = [range.lowerBound] + stride(from: range.lowerBound + 1, through: range.upperBound, by: 1).filter { starts[$0] }
        for k in 1..<boundaries.count {
            let next = boundaries[k]
            let add = (boundaries[k - 1]..<next).reduce(0.0) { $0 + advances[$1] }
            if sum + add > budget + 1e-9 { break }
            sum += add; cut = next
        }
        // Shaping the kept text alone can change the last advance (a kerning pair split at the
        // cut), so check again and drop clusters until it fits.
        var kept = shaper.shapeLine(range.lowerBound..<cut)
        var keptWidth = kept.reduce(0) { $0 + $1.advance }
        while keptWidth > budget + 1e-9, cut > range.lowerBound {
            cut = boundaries.last { $0 < cut } ?? range.lowerBound
            kept = shaper.shapeLine(range.lowerBound..<cut)
            keptWidth = kept.reduce(0) { $0 + $1.advance }
        }
        let runs: [GlyphRun]
        if shaper.paragraphDirection == .leftToRight {
            runs = kept + ellipsis.map { $0.offsetBy(keptWidth) }
        } else {
            runs = ellipsis + kept.map { $0.offsetBy(ellipsisWidth) }
        }
        return Piece(runs: runs, width: keptWidth + ellipsisWidth, isTruncated: true)
    }
}
