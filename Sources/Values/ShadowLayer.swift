/// One CSS `box-shadow` layer in logical px: offset, blur radius (a Gaussian with sigma = blur / 2,
/// CSS Backgrounds 3 §7.1.1), spread and colour. A glow is a layer with zero offset; `inset` is an
/// inner shadow (CSS `inset`, Tokens Studio `innerShadow`). `Ink` is what the colour is while it is
/// still being read: a resolved `RGBAColor`, or a description's colour that may name a token.
public struct ShadowLayer<Ink: Hashable & Sendable>: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public var blur: Double
    public var spread: Double
    public var color: Ink
    public var inset: Bool

    public init(x: Double = 0, y: Double = 0, blur: Double = 0, spread: Double = 0, color: Ink, inset: Bool = false) {
        self.x = x; self.y = y; self.blur = blur; self.spread = spread; self.color = color; self.inset = inset
    }

    /// A glow: a layer with no offset.
    public static func glow(blur: Double, spread: Double = 0, color: Ink) -> ShadowLayer {
        ShadowLayer(blur: blur, spread: spread, color: color)
    }

    /// The same layer with its colour resolved (a token name looked up, say).
    public func map<Other>(_ transform: (Ink) throws -> Other) rethrows -> ShadowLayer<Other> {
        ShadowLayer<Other>(x: x, y: y, blur: blur, spread: spread, color: try transform(color), inset: inset)
    }
}
