/// How the corners of a stroked polyline are drawn (SVG `stroke-linejoin`).
package enum LineJoin: String, Hashable, Sendable { case miter, round, bevel }

/// How the ends of an open stroke are drawn (SVG `stroke-linecap`).
package enum LineCap: String, Hashable, Sendable { case butt, round, square }

/// Where a stroke sits relative to its path (Figma's stroke alignment; CSS borders are `.inside`).
/// Inside and outside only differ from centre on closed paths.
package enum StrokeAlignment: String, Hashable, Sendable { case inside, center, outside }

/// Everything about a stroke except its paint. Lengths are in user space (scaled by the transform).
package struct StrokeStyle: Hashable, Sendable {
    package var width: Double
    package var join: LineJoin
    package var cap: LineCap
    /// SVG's `stroke-miterlimit`: a miter longer than limit × width becomes a bevel.
    package var miterLimit: Double
    /// Dash and gap lengths, alternating (an odd count is repeated, as in SVG); empty = solid.
    package var dashes: [Double]
    package var dashOffset: Double
    package var alignment: StrokeAlignment

    package init(width: Double, join: LineJoin = .miter, cap: LineCap = .butt, miterLimit: Double = 4,
                dashes: [Double] = [], dashOffset: Double = 0, alignment: StrokeAlignment = .center) {
        self.width = width; self.join = join; self.cap = cap; self.miterLimit = miterLimit
        self.dashes = dashes; self.dashOffset = dashOffset; self.alignment = alignment
    }
}
