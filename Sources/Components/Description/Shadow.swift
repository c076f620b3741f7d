import Values

/// One entry of a `shadow` list: a shadow token (which may itself hold several layers) or a
/// CSS box-shadow layer written out. Layers listed first are painted on top, as in CSS.
public enum Shadow: Hashable, Sendable {
    case token(String)
    /// A layer written out; its colour may still name a token. The format has no `inset` key,
    /// so a written layer is always an outer shadow.
    case layer(ShadowLayer<ColorValue>)
}

/// A border drawn inside the shape's edge.
public struct Border: Hashable, Sendable {
    public var width: Double
    public var color: ColorValue

    public init(width: Double, color: ColorValue) {
        self.width = width
        self.color = color
    }
}
