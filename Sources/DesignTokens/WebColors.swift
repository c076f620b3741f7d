/// Web colours. The web design system gives the ends of each scale and the main
/// shades; the shades in between are Tailwind v3's violet (primary), fuchsia (accent), cyan
/// (secondary) and slate (neutral), as the issue says. Swift names drop the hyphen:
/// `color.primary-500` is `WebColors.primary500`.
package enum WebColors {
    // Primary: Tech Purple (Tailwind violet 50–900).
    package static let primary50 = ColorToken(0xf5f3ff)
    package static let primary100 = ColorToken(0xede9fe)
    package static let primary200 = ColorToken(0xddd6fe)
    package static let primary300 = ColorToken(0xc4b5fd)
    package static let primary400 = ColorToken(0xa78bfa)
    package static let primary500 = ColorToken(0x8b5cf6)
    package static let primary600 = ColorToken(0x7c3aed)
    package static let primary700 = ColorToken(0x6d28d9)
    package static let primary800 = ColorToken(0x5b21b6)
    package static let primary900 = ColorToken(0x4c1d95)
    // Accent: Neon Pink (Tailwind fuchsia 50–700).
    package static let accent50 = ColorToken(0xfdf4ff)
    package static let accent100 = ColorToken(0xfae8ff)
    package static let accent200 = ColorToken(0xf5d0fe)
    package static let accent300 = ColorToken(0xf0abfc)
    package static let accent400 = ColorToken(0xe879f9)
    package static let accent500 = ColorToken(0xd946ef)
    package static let accent600 = ColorToken(0xc026d3)
    package static let accent700 = ColorToken(0xa21caf)
    // Secondary: Electric Cyan (Tailwind cyan 50–600).
    package static let secondary50 = ColorToken(0xecfeff)
    package static let secondary100 = ColorToken(0xcffafe)
    package static let secondary200 = ColorToken(0xa5f3fc)
    package static let secondary300 = ColorToken(0x67e8f9)
    package static let secondary400 = ColorToken(0x22d3ee)
    package static let secondary500 = ColorToken(0x06b6d4)
    package static let secondary600 = ColorToken(0x0891b2)
    // Neutral: grays (Tailwind slate 50–900).
    package static let neutral50 = ColorToken(0xf8fafc)
    package static let neutral100 = ColorToken(0xf1f5f9)
    package static let neutral200 = ColorToken(0xe2e8f0)
    package static let neutral300 = ColorToken(0xcbd5e1)
    package static let neutral400 = ColorToken(0x94a3b8)
    package static let neutral500 = ColorToken(0x64748b)
    package static let neutral600 = ColorToken(0x475569)
    package static let neutral700 = ColorToken(0x334155)
    package static let neutral800 = ColorToken(0x1e293b)
    package static let neutral900 = ColorToken(0x0f172a)
    // Semantic.
    package static let white = ColorToken(0xffffff)
    package static let black = ColorToken(0x000000)
    // Status colours (success, warning, error, info), as the web design system settles them.
    package static let success = ColorToken(0x22c55e)
    package static let warning = ColorToken(0xf59e0b)
    package static let error = ColorToken(0xef4444)
    package static let info = ColorToken(0x3b82f6)
}
