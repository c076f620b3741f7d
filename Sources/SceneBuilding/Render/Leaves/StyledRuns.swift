import DescriptionFormat
import DescriptionModel
import DisplayList
import Raster
import Typesetting
import Values

/// What a text of several runs draws besides its glyphs, per span of its paragraph: the span's
/// own paint (nil: the text's), and a line under or through it.
package struct StyledRuns: Sendable {
    /// A line under or through a span: its paint (nil: the span's) and pattern.
    package struct DecorationLine: Sendable {
        package var paint: BoxPaint?
        package var pattern: TextLineDecoration.Pattern
    }

    package var spans: [TextSpan]
    package var paints: [BoxPaint?]
    package var underlines: [DecorationLine?]
    package var strikethroughs: [DecorationLine?]

    package init(spans: [TextSpan], paints: [BoxPaint?], underlines: [DecorationLine?], strikethroughs: [DecorationLine?]) {
        self.spans = spans; self.paints = paints; self.underlines = underlines; self.strikethroughs = strikethroughs
    }

    /// The slant of a synthesized oblique: x moves by 0.2126 of the height above the baseline
    /// (about 12°, FreeType's `FT_GlyphSlot_Oblique`), for an italic asked of a family that has
    /// none, as iOS slants the system font's upright face.
    static let obliqueSlant = 0.2126

    /// The runs as a pseudo-locale shows the whole text: accented, with one pair of brackets
    /// around all of it (not one per run); or written twice, one space apart, in the same runs.
    package func pseudoLocalized(_ locale: PseudoLocale) -> StyledRuns {
        guard !spans.isEmpty else { return self }
        var copy = self
        switch locale {
        case .none:
            break
        case .accented:
            for i in copy.spans.indices { copy.spans[i].string = String(locale.apply(copy.spans[i].string).dropFirst().dropLast()) }
            copy.spans[0].string = "[" + copy.spans[0].string
            copy.spans[copy.spans.count - 1].string += "]"
        case .doubleLength:
            var space = spans[spans.count - 1]
            space.string = " "
            copy.spans += [space] + spans
            copy.paints += [paints.last ?? nil] + paints
            copy.underlines += [nil] + underlines
            copy.strikethroughs += [nil] + strikethroughs
        }
        return copy
    }

    /// Draws the laid-out lines with the top-left of the text's box at `frame.origin`: the runs of
    /// each span in the span's paint (a gradient resolved on the whole text's `frame`), a
    /// synthesized oblique slanted about its baseline, then underlines and strikethroughs.
    func draw(_ layout: TextLayout, in frame: Rect, textPaint: Paint, into list: inout DisplayList) {
        let s = layout.scale
        guard frame.x.isFinite, frame.y.isFinite, s > 0 else { return }
        let top = (frame.y * s).rounded()
        func paint(_ span: Int) -> Paint {
            if span < paints.count, let own = paints[span] { return own.paint(in: frame) }
            return textPaint
        }
        for line in layout.lines where !line.runs.isEmpty {
            let origin = Point(frame.x, (top + Double(line.deviceBaseline)) / s)
            var i = 0
            while i < line.runs.count {
                let first = line.runs[i]
                var j = i + 1
                while j < line.runs.count, line.runs[j].span == first.span,
                      line.runs[j].isSynthesizedOblique == first.isSynthesizedOblique { j += 1 }
                let item = DisplayItem.glyphs(GlyphRuns(runs: Array(line.runs[i..<j]), origin: origin), paint(first.span))
                if first.isSynthesizedOblique {
                    let k = StyledRuns.obliqueSlant
                    list.append(.pushTransform(Transform(a: 1, b: 0, c: -k, d: 1, tx: k * origin.y, ty: 0)))
                    list.append(item)
                    list.append(.popTransform)
                } else {
                    list.append(item)
                }
                i = j
            }
            drawDecorations(line, origin: origin, styles: layout.spanStyles, scale: s, paint: paint, frame: frame, into: &list)
        }
    }

    /// Underlines and strikethroughs of a line, run by run, where the face puts them (its post
    /// and OS/2 tables), at least one device pixel thick, raised with the run's baseline offset.
    private func drawDecorations(_ line: TextLine, origin: Point, styles: [TextStyle], scale: Double, paint: (Int) -> Paint,
                                 frame: Rect, into list: inout DisplayList) {
        var left = origin.x + line.x
        for run in line.runs {
            defer { left += run.advance }
            let metrics = run.face.decorations
            for (line, position, thickness) in [(underlines, metrics.underlinePosition, metrics.underlineThickness),
                                                (strikethroughs, metrics.strikethroughPosition, metrics.strikethroughThickness)] {
                guard run.span < line.count, let decoration = line[run.span] else { continue }
                let height = max(thickness * run.size, 1 / scale)
                let raised = run.span < styles.count ? styles[run.span].baselineOffset : 0
                let y = origin.y + position * run.size - raised
                let p = decoration.paint.map { $0.paint(in: frame) } ?? paint(run.span)
                let path = StyledRuns.segments(from: left, width: run.advance, y: y, height: height, pattern: decoration.pattern)
                list.append(.fill(path, p, .nonZero))
            }
        }
    }

    /// The line's rectangles: one for `.solid`, else dots (a square of the thickness, a gap of
    /// two) and dashes (four thicknesses long) in the pattern's order, repeated along the run.
    static func segments(from x: Double, width: Double, y: Double, height: Double, pattern: TextLineDecoration.Pattern) -> Path {
        var path = Path()
        let unit = height
        let parts: [Double]       // lengths on, gap after each: dot 1, dash 4, gap 2 units
        switch pattern {
        case .solid: path.addRect(Rect(x: x, y: y, width: width, height: height)); return path
        case .dot: parts = [1]
        case .dash: parts = [4]
        case .dashDot: parts = [4, 1]
        case .dashDotDot: parts = [4, 1, 1]
        }
        var at = x, k = 0
        while at < x + width {
            let length = min(parts[k % parts.count] * unit, x + width - at)
            path.addRect(Rect(x: at, y: y, width: length, height: height))
            at += length + 2 * unit
            k += 1
        }
        return path
    }
}
