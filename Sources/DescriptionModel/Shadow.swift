import Values

/// One entry of a `shadow` list: a shadow token (which may itself hold several layers) or a
/// CSS box-shadow layer written out. Layers listed first are painted on top, as in CSS.
public enum Shadow: Hashable, Sendable {
    case token(String)
    /// A layer written out; its colour may still name a token. The format has no `inset` key,
    /// so a written layer is always an outer shadow.
    case layer(ShadowLayer<ColorValue>)
}

/// A shape's border: inside its edge by default (CSS, SwiftUI's `.strokeBorder`), centred on it
/// (`.stroke`) or outside it, solid or dashed, with SVG's caps, joins and miter limit.
public struct Border: Hashable, Sendable {
    /// Where the line sits against the shape's edge (Figma's stroke alignment).
    public enum Align: String, Hashable, Sendable, CaseIterable {
        case inside, center, outside
    }

    public var width: Double
    /// `rect` and `roundedRect` with `align: inside`: each side its own width (CSS borders).
    public var sides: BorderWidths?
    public var color: ColorValue
    public var align: Align
    /// Dash and gap lengths, logical px, alternating; an odd list repeats (SVG). Empty: solid.
    public var dash: [Double]
    /// How far into the dash pattern the line starts.
    public var dashOffset: Double
    public var cap: Stroke.Cap
    public var join: Stroke.Join
    /// A miter longer than this many line widths becomes a bevel (SVG's rule).
    public var miterLimit: Double

    public init(width: Double, sides: BorderWidths? = nil, color: ColorValue, align: Align = .inside, dash: [Double] = [],
                dashOffset: Double = 0, cap: Stroke.Cap = .butt, join: Stroke.Join = .miter, miterLimit: Double = 4) {
        self.width = width
        self.sides = sides
        self.color = color
        self.align = align
        self.dash = dash
        self.dashOffset = dashOffset
        self.cap = cap
        self.join = join
        self.miterLimit = miterLimit
    }
}

/// A border's width on each side; leading and trailing follow the document's direction.
public struct BorderWidths: Hashable, Sendable {
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double

    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
}
