/// One CSS box-shadow layer in logical px. A glow is a layer with zero offset.
public struct ShadowLayer: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public var blur: Double
    public var spread: Double
    public var color: TokenColor
    /// An inner shadow (CSS `inset`, Tokens Studio `innerShadow`).
    public var inset: Bool

    public init(x: Double, y: Double, blur: Double, spread: Double = 0, color: TokenColor, inset: Bool = false) {
        self.x = TokenNumber.normalized(x)
        self.y = TokenNumber.normalized(y)
        self.blur = TokenNumber.normalized(blur)
        self.spread = TokenNumber.normalized(spread)
        self.color = color
        self.inset = inset
    }
}

/// A shadow token: layers in CSS order (the first listed is painted on top, as CSS does).
public struct ShadowToken: Hashable, Sendable {
    public var layers: [ShadowLayer]

    public init(_ layers: [ShadowLayer]) { self.layers = layers }

    /// CSS text: `0 10px 15px -3px #0000001a, 0 4px 6px -4px #0000001a`.
    public var css: String {
        layers.map { l in
            let lengths = [l.x, l.y, l.blur, l.spread].map { $0 == 0 ? "0" : TokenNumber.format($0) + "px" }
            return (l.inset ? "inset " : "") + lengths.joined(separator: " ") + " " + l.color.hex
        }.joined(separator: ", ")
    }
}
