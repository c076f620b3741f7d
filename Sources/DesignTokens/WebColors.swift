/// Web colours. The web design system gives the ends of each scale and the main
/// shades; the shades in between are Tailwind v3's violet (primary), fuchsia (accent), cyan
/// (secondary) and slate (neutral), as the issue says. Swift names drop the hyphen:
/// `color.primary-500` is `WebColors.primary500`.
public enum WebColors {
    // Primary: Tech Purple (Tailwind violet 50–900).
    public static let primary50 = ColorToken(0xf5f3ff)
    public static let primary100 = ColorToken(0xede9fe)
    public static let primary200 = ColorToken(0xddd6fe)
    public static let primary300 = ColorToken(0xc4b5fd)
    public static let primary400 = ColorToken(0xa78bfa)
    public static let primary500 = ColorToken(0x8b5cf6)
    public static let primary600 = ColorToken(0x7c3aed)
    public static let primary700 = ColorToken(0x6d28d9)
    public static let primary800 = ColorToken(0x5b21b6)
    public static let primary900 = ColorToken(0x4c1d95)
    // Accent: Neon Pink (Tailwind fuchsia 50–700).
    public static let accent50 = ColorToken(0xfdf4ff)
    public static let accent100 = ColorToken(0xfae8ff)
    public static let accent200 = ColorToken(0xf5d0fe)
    public static let accent300 = ColorToken(0xf0abfc)
    public static let accent400 = ColorToken(0xe879f9)
    public static let accent500 = ColorToken(0xd946ef)
    public static let accent600 = ColorToken(0xc026d3)
    public static let accent700 = ColorToken(0xa21caf)
    // Secondary: Electric Cyan (Tailwind cyan 50–600).
    public static let secondary50 = ColorToken(0xecfeff)
    public static let secondary100 = ColorToken(0xcffafe)
    public static let secondary200 = ColorToken(0xa5f3fc)
    public static let secondary300 = ColorToken(0x67e8f9)
    public static let secondary400 = ColorToken(0x22d3ee)
    public static let secondary500 = ColorToken(0x06b6d4)
    public static let secondary600 = ColorToken(0x0891b2)
    // Neutral: grays (Tailwind slate 50–900).
    public static let neutral50 = ColorToken(0xf8fafc)
    public static let neutral100 = ColorToken(0xf1f5f9)
    public static let neutral200 = ColorToken(0xe2e8f0)
    public static let neutral300 = ColorToken(0xcbd5e1)
    public static let neutral400 = ColorToken(0x94a3b8)
    public static let neutral500 = ColorToken(0x64748b)
    public static let neutral600 = ColorToken(0x475569)
    public static let neutral700 = ColorToken(0x334155)
    public static let neutral800 = ColorToken(0x1e293b)
    public static let neutral900 = ColorToken(0x0f172a)
    // Semantic.
    public static let white = ColorToken(0xffffff)
    public static let black = ColorToken(0x000000)
    // Status colours (success, warning, error, info), as the web design system settles them.
    public static let success = ColorToken(0x22c55e)
    public static let warning = ColorToken(0xf59e0b)
    public static let error = ColorToken(0xef4444)
    public static let info = ColorToken(0x3b82f6)
}
