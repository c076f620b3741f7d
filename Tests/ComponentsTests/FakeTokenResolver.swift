import Raster
@testable import Components

/// A tiny token system for the validation tests: a few names of each kind.
struct FakeTokenResolver: TokenResolver {
    var systemName = "ids"
    var colors: [String: Color] = ["contentPrimary": .black, "contentSecondary": Color(r: 0x6f, g: 0x71, b: 0x76),
                                   "grayscale00": .white, "borderPrimary": Color(r: 0xe8, g: 0xe9, b: 0xeb)]
    var spacings: [String: Double] = ["sm": 8, "md": 16, "2xl": 48]
    var radii: [String: Double] = ["lg": 12]
    var typographies: [String: Double] = ["bodyRegular": 14, "title": 20]
    var shadowTokens: [String: Int] = ["md": 2, "lg": 2]
    var glows: [String: Int] = ["purple": 1]
    var gradients: [String: Int] = ["primary": 2]

    func resolveColor(_ name: String) -> TokenResolution<Color> { .lookup(name, kind: .color, in: colors) }
    func resolveSpacing(_ name: String) -> TokenResolution<Double> { .lookup(name, kind: .spacing, in: spacings) }
    func resolveRadius(_ name: String) -> TokenResolution<Double> { .lookup(name, kind: .radius, in: radii) }
    func resolveTypography(_ name: String) -> TokenResolution<Double> { .lookup(name, kind: .typography, in: typographies) }
    func resolveShadow(_ name: String) -> TokenResolution<Int> { .lookup(name, kind: .shadow, in: shadowTokens) }
    func resolveGlow(_ name: String) -> TokenResolution<Int> { .lookup(name, kind: .glow, in: glows) }
    func resolveGradient(_ name: String) -> TokenResolution<Int> { .lookup(name, kind: .gradient, in: gradients) }
}
