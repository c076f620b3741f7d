import Values

/// A colour token in the Swift API: a light value and room for a dark one (dark mode).
/// Views reference `IDSColors.buttonPrimaryBg`; adding `dark:` later changes no reference.
package struct ColorToken: Hashable, Sendable {
    package var light: RGBAColor
    /// nil: the token has no dark value yet and dark mode uses `light`.
    package var dark: RGBAColor?

    package init(light: RGBAColor, dark: RGBAColor? = nil) {
        self.light = light
        self.dark = dark
    }

    /// `ColorToken(0x108910)`: the design system's hex as a compile-time literal.
    package init(_ rgb: UInt32) { self.init(light: RGBAColor(rgb)) }

    /// Light or dark, for tokens that differ between them.
    package enum Appearance: Sendable { case light, dark }

    /// The colour to paint in `appearance`; dark falls back to light while the token has no dark value.
    package func resolved(_ appearance: Appearance = .light) -> RGBAColor {
        appearance == .dark ? (dark ?? light) : light
    }

    /// Any colour can take an opacity from the web opacity scale:
    /// `WebColors.primary500.opacity(.o50)`. Both appearances get it.
    package func opacity(_ level: WebOpacity) -> ColorToken {
        opacity(level.fraction)
    }

    /// The colour with its alpha multiplied by `fraction` (0...1).
    package func opacity(_ fraction: Double) -> ColorToken {
        ColorToken(light: light.opacity(fraction), dark: dark?.opacity(fraction))
    }
}
