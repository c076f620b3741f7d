import Raster

/// SVG path data in the node's own logical px, never snapped.
public struct PathNode: Hashable, Sendable {
    /// The path data as written (checked at parsing by the rasterizer's SVG path parser).
    public var d: String
    public var fill: PaintValue?
    package var fillRule: FillRule
    public var stroke: Stroke?
    /// Nil: the path's right and bottom extent from (0, 0).
    public var width: Double?
    public var height: Double?

    package init(d: String, fill: PaintValue? = nil, fillRule: FillRule = .nonZero, stroke: Stroke? = nil,
                width: Double? = nil, height: Double? = nil) {
        self.d = d
        self.fill = fill
        self.fillRule = fillRule
        self.stroke = stroke
        self.width = width
        self.height = height
    }
}

/// An SVG stroke, centred on the path, solid or dashed.
public struct Stroke: Hashable, Sendable {
    /// How stroke segments meet, as SVG's `stroke-linejoin`.
    public enum Join: String, Hashable, Sendable, CaseIterable {
        case miter, round, bevel
    }

    /// How open stroke ends look, as SVG's `stroke-linecap`.
    public enum Cap: String, Hashable, Sendable, CaseIterable {
        case butt, round, square
    }

    public var width: Double
    public var color: ColorValue
    public var join: Join
    public var cap: Cap
    /// Dash and gap lengths, logical px, alternating; an odd list repeats (SVG). Empty: solid.
    public var dash: [Double]
    public var dashOffset: Double
    /// A miter longer than this many line widths becomes a bevel (SVG's rule).
    public var miterLimit: Double

    public init(width: Double, color: ColorValue, join: Join = .miter, cap: Cap = .butt, dash: [Double] = [],
                dashOffset: Double = 0, miterLimit: Double = 4) {
        self.width = width
        self.color = color
        self.join = join
        self.cap = cap
        self.dash = dash
        self.dashOffset = dashOffset
        self.miterLimit = miterLimit
    }
}
