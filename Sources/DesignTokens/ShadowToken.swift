import Values

/// A shadow token: layers in CSS order (the first listed is painted on top, as CSS does).
package struct ShadowToken: Hashable, Sendable {
    package var layers: [ShadowLayer<RGBAColor>]

    /// Lengths are kept to 4 decimals, without -0, so a token reads and prints the same from every file.
    package init(_ layers: [ShadowLayer<RGBAColor>]) {
        self.layers = layers.map { l in
            ShadowLayer(x: TokenNumber.normalized(l.x), y: TokenNumber.normalized(l.y), blur: TokenNumber.normalized(l.blur),
                        spread: TokenNumber.normalized(l.spread), color: l.color, inset: l.inset)
        }
    }

    /// CSS text: `0 10px 15px -3px #0000001a, 0 4px 6px -4px #0000001a`.
    package var css: String {
        layers.map { l in
            let lengths = [l.x, l.y, l.blur, l.spread].map { $0 == 0 ? "0" : TokenNumber.format($0) + "px" }
            return (l.inset ? "inset " : "") + lengths.joined(separator: " ") + " " + l.color.hex
        }.joined(separator: ", ")
    }
}
