import Values

/// Web shadows, glows and gradients, layer by layer as CSS box-shadow and linear-gradient write them.

/// The web shadows, sm to 2xl, as CSS box-shadow layers.
public enum WebShadow {
    private static let black = Color.black
    public static let sm = ShadowToken([ShadowLayer(x: 0, y: 1, blur: 2, spread: 0, color: black.opacity(0.05))])
    public static let md = ShadowToken([ShadowLayer(x: 0, y: 4, blur: 6, spread: -1, color: black.opacity(0.1)),
                                        ShadowLayer(x: 0, y: 2, blur: 4, spread: -2, color: black.opacity(0.1))])
    public static let lg = ShadowToken([ShadowLayer(x: 0, y: 10, blur: 15, spread: -3, color: black.opacity(0.1)),
                                        ShadowLayer(x: 0, y: 4, blur: 6, spread: -4, color: black.opacity(0.1))])
    public static let xl = ShadowToken([ShadowLayer(x: 0, y: 20, blur: 25, spread: -5, color: black.opacity(0.1)),
                                        ShadowLayer(x: 0, y: 8, blur: 10, spread: -6, color: black.opacity(0.1))])
    /// `shadow.2xl`.
    public static let xl2 = ShadowToken([ShadowLayer(x: 0, y: 25, blur: 50, spread: -12, color: black.opacity(0.25))])
}

/// Neon glows: `0 0 30px 0` at 50 % of the colour.
public enum WebGlow {
    private static func glow(_ color: ColorToken) -> ShadowToken {
        ShadowToken([ShadowLayer(x: 0, y: 0, blur: 30, spread: 0, color: color.light.opacity(0.5))])
    }
    public static let purple = glow(WebColors.primary500)
    public static let pink = glow(WebColors.accent400)
    public static let cyan = glow(WebColors.secondary400)
}

/// The six 135deg gradients, stops evenly at 0 %, 50 %, 100 % as CSS places unpositioned stops.
public enum WebGradient {
    private static func g(_ colors: ColorToken...) -> GradientToken {
        GradientToken(angle: 135, evenly: colors.map(\.light))
    }
    public static let primary = g(WebColors.primary500, WebColors.primary700, WebColors.primary800)
    public static let accent = g(WebColors.accent400, WebColors.accent500, WebColors.accent600)
    public static let secondary = g(WebColors.secondary400, WebColors.secondary500, WebColors.secondary600)
    public static let neon = g(WebColors.primary500, WebColors.accent500, WebColors.secondary400)
    public static let tech = g(WebColors.primary700, WebColors.accent700, WebColors.secondary600)
    public static let background = g(WebColors.primary50, WebColors.accent50, WebColors.secondary50)
}
