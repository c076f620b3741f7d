/// Greedy line breaking and tail truncation over one shaped paragraph.
///
/// Widths come from shaping the whole paragraph once (cluster advances), so breaking is linear in
/// the text length; each chosen line is then shaped again on its own, which is what is drawn.
/// Break opportunities: spaces (the space is dropped at the break, CSS "hangs" it), and, for a
/// word longer than the line, any glyph-cluster boundary (like `overflow-wrap: break-word`).
struct LineBreaker {
    struct Piece {
        var runs: [GlyphRun]
        var width: Double
        var isTruncated: Bool
    }

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
        var prefix = [Double](repeating: 0, count: n + 1)
        for i in 0..<n { prefix[i + 1] = prefix[i] + advances[i] }

        var result: [Piece] = []
        var start = 0
        let space: Unicode.Scalar = " "
        while start < n {
            if result.count == maxLines - 1 {
                result.append(finish(start..<n, maxWidth: maxWidth)); break
            }
            // Extend word by word while the line (without its trailing space) fits.
            var end = start          // end of the last word that fits
            var i = start
            while i < n {
                var wordEnd = i
                while wordEnd < n, shaper.scalars[wordEnd] != space { wordEnd += 1 }
                if prefix[wordEnd] - prefix[start] <= maxWidth + 1e-9 || end == start && wordEnd == i {
                    end = wordEnd
                    i = wordEnd + 1
                    if wordEnd == n { break }
                } else { break }
            }
            if end == start {
                // The first word alone is too wide: break it at the last cluster boundary that fits
                // (at least one cluster, so the text always advances).
                var cut = start + 1
                while cut < n, !isClusterStart[cut] { cut += 1 }
                var k = cut
                while k < n {
                    var next = k + 1
                    while next < n, !isClusterStart[next] { next += 1 }
                    if shaper.scalars[k] == space || prefix[next] - prefix[start] > maxWidth + 1e-9 { break }
                    cut = next; k = next
                }
                end = cut
            }
            result.append(piece(start..<end))
            start = end
            while start < n, shaper.scalars[start] == space { start += 1 }
        }
        return result.isEmpty ? [Piece(runs: [], width: 0, isTruncated: false)] : result
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
        guard options.truncation == .tail, whole.width > maxWidth + 1e-9 else { return whole }
        return truncate(trimmed(range), maxWidth: maxWidth)
    }

    /// Keeps the whole clusters (in logical order) that fit in `maxWidth − width("…")`, then the
    /// ellipsis shaped in the same font at the line's end (its left in a right-to-left paragraph).
    /// If not even the ellipsis fits, the line is empty: text never exceeds its width.
    private func truncate(_ range: Range<Int>, maxWidth: Double) -> Piece {
        let ellipsisShaper = ParagraphShaper(scalars: ["\u{2026}"], font: shaper.font, style: shaper.style,
                                             direction: shaper.paragraphDirection, diagnostics: shaper.diagnostics)
        let ellipsis = ellipsisShaper.shapeLine(0..<1)
        let ellipsisWidth = ellipsis.reduce(0) { $0 + $1.advance }
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
