import Values

/// Web shadows, glows and gradients, layer by layer as CSS box-shadow and linear-gradient write them.

/// The web shadows, sm to 2xl, as CSS box-shadow layers.
package enum WebShadow {
    private static let black = RGBAColor.black
    package static let sm = ShadowToken([ShadowLayer(x: 0, y: 1, blur: 2, spread: 0, color: black.opacity(0.05))])
    package static let md = ShadowToken([ShadowLayer(x: 0, y: 4, blur: 6, spread: -1, color: black.opacity(0.1)),
                                        ShadowLayer(x: 0, y: 2, blur: 4, spread: -2, color: black.opacity(0.1))])
    package static let lg = ShadowToken([ShadowLayer(x: 0, y: 10, blur: 15, spread: -3, color: black.opacity(0.1)),
                                        ShadowLayer(x: 0, y: 4, blur: 6, spread: -4, color: black.opacity(0.1))])
    package static let xl = ShadowToken([ShadowLayer(x: 0, y: 20, blur: 25, spread: -5, color: black.opacity(0.1)),
                                        ShadowLayer(x: 0, y: 8, blur: 10, spread: -6, color: black.opacity(0.1))])
    /// `shadow.2xl`.
    package static let xl2 = ShadowToken([ShadowLayer(x: 0, y: 25, blur: 50, spread: -12, color: black.opacity(0.25))])
}

/// Neon glows: `0 0 30px 0` at 50 % of the colour.
package enum WebGlow {
    private static func glow(_ color: ColorToken) -> ShadowToken {
        ShadowToken([ShadowLayer(x: 0, y: 0, blur: 30, spread: 0, color: color.light.opacity(0.5))])
    }
    package static let purple = glow(WebColors.primary500)
    package static let pink = glow(WebColors.accent400)
    package static let cyan = glow(WebColors.secondary400)
}

/// The six 135deg gradients, stops evenly at 0 %, 50 %, 100 % as CSS places unpositioned stops.
package enum WebGradient {
    private static func g(_ colors: ColorToken...) -> GradientToken {
        GradientToken(angle: 135, evenly: colors.map(\.light))
    }
    package static let primary = g(WebColors.primary500, WebColors.primary700, WebColors.primary800)
    package static let accent = g(WebColors.accent400, WebColors.accent500, WebColors.accent600)
    package static let secondary = g(WebColors.secondary400, WebColors.secondary500, WebColors.secondary600)
    package static let neon = g(WebColors.primary500, WebColors.accent500, WebColors.secondary400)
    package static let tech = g(WebColors.primary700, WebColors.accent700, WebColors.secondary600)
    package static let background = g(WebColors.primary50, WebColors.accent50, WebColors.secondary50)
}
