import Pixelproof
import PixelproofUI
import Testing

/// UIKit's semantic palette through `Color(.systemX)`, against Apple's published values (hex and
/// alpha fraction, as the HIG's colour tables and UIKit's documentation give them), in light
/// and dark; the dynamic provider; the `ShapeStyle` hierarchy; `Color.gradient`.
@Suite struct UIColorPaletteTests {
    /// The colour a view fills itself with, as the description it lowers to says it.
    static func fill(of view: some View, _ scheme: ColorScheme) throws -> Values.RGBAColor? {
        let content = try Renderer(scale: 2).document(of: view, width: 40, colorScheme: scheme).content
        guard case let .shape(shape) = content.unmodified, case let .color(.literal(color))? = shape.fill else { return nil }
        return color
    }

    /// Apple's palette: (colour, light hex, light alpha, dark hex, dark alpha).
    static let published: [(String, UIColor, UInt32, Double, UInt32, Double)] = [
        ("label", .label, 0x000000, 1, 0xFFFFFF, 1),
        ("secondaryLabel", .secondaryLabel, 0x3C3C43, 0.6, 0xEBEBF5, 0.6),
        ("tertiaryLabel", .tertiaryLabel, 0x3C3C43, 0.3, 0xEBEBF5, 0.3),
        ("quaternaryLabel", .quaternaryLabel, 0x3C3C43, 0.18, 0xEBEBF5, 0.16),
        ("systemBackground", .systemBackground, 0xFFFFFF, 1, 0x000000, 1),
        ("secondarySystemBackground", .secondarySystemBackground, 0xF2F2F7, 1, 0x1C1C1E, 1),
        ("tertiarySystemBackground", .tertiarySystemBackground, 0xFFFFFF, 1, 0x2C2C2E, 1),
        ("systemGroupedBackground", .systemGroupedBackground, 0xF2F2F7, 1, 0x000000, 1),
        ("secondarySystemGroupedBackground", .secondarySystemGroupedBackground, 0xFFFFFF, 1, 0x1C1C1E, 1),
        ("tertiarySystemGroupedBackground", .tertiarySystemGroupedBackground, 0xF2F2F7, 1, 0x2C2C2E, 1),
        ("systemFill", .systemFill, 0x787880, 0.2, 0x787880, 0.36),
        ("secondarySystemFill", .secondarySystemFill, 0x787880, 0.16, 0x787880, 0.32),
        ("tertiarySystemFill", .tertiarySystemFill, 0x767680, 0.12, 0x767680, 0.24),
        ("quaternarySystemFill", .quaternarySystemFill, 0x747480, 0.08, 0x767680, 0.18),
        ("separator", .separator, 0x3C3C43, 0.29, 0x545458, 0.6),
        ("opaqueSeparator", .opaqueSeparator, 0xC6C6C8, 1, 0x38383A, 1),
        ("link", .link, 0x007AFF, 1, 0x0984FF, 1),
        ("placeholderText", .placeholderText, 0x3C3C43, 0.3, 0xEBEBF5, 0.3),
        ("systemRed", .systemRed, 0xFF3B30, 1, 0xFF453A, 1),
        ("systemOrange", .systemOrange, 0xFF9500, 1, 0xFF9F0A, 1),
        ("systemYellow", .systemYellow, 0xFFCC00, 1, 0xFFD60A, 1),
        ("systemGreen", .systemGreen, 0x34C759, 1, 0x30D158, 1),
        ("systemMint", .systemMint, 0x00C7BE, 1, 0x63E6E2, 1),
        ("systemTeal", .systemTeal, 0x30B0C7, 1, 0x40C8E0, 1),
        ("systemCyan", .systemCyan, 0x32ADE6, 1, 0x64D2FF, 1),
        ("systemBlue", .systemBlue, 0x007AFF, 1, 0x0A84FF, 1),
        ("systemIndigo", .systemIndigo, 0x5856D6, 1, 0x5E5CE6, 1),
        ("systemPurple", .systemPurple, 0xAF52DE, 1, 0xBF5AF2, 1),
        ("systemPink", .systemPink, 0xFF2D55, 1, 0xFF375F, 1),
        ("systemBrown", .systemBrown, 0xA2845E, 1, 0xAC8E68, 1),
        ("systemGray", .systemGray, 0x8E8E93, 1, 0x8E8E93, 1),
        ("systemGray2", .systemGray2, 0xAEAEB2, 1, 0x636366, 1),
        ("systemGray3", .systemGray3, 0xC7C7CC, 1, 0x48484A, 1),
        ("systemGray4", .systemGray4, 0xD1D1D6, 1, 0x3A3A3C, 1),
        ("systemGray5", .systemGray5, 0xE5E5EA, 1, 0x2C2C2E, 1),
        ("systemGray6", .systemGray6, 0xF2F2F7, 1, 0x1C1C1E, 1),
    ]

    static func expected(_ rgb: UInt32, _ alpha: Double) -> Values.RGBAColor {
        var color = Values.RGBAColor(rgb)
        color.a = UInt8((alpha * 255).rounded())
        return color
    }

    @Test func thePaletteIsApplesInLightAndDark() throws {
        for (name, color, light, lightAlpha, dark, darkAlpha) in Self.published {
            #expect(try Self.fill(of: Color(color), .light) == Self.expected(light, lightAlpha), "\(name) in light")
            #expect(try Self.fill(of: Color(uiColor: color), .dark) == Self.expected(dark, darkAlpha), "\(name) in dark")
        }
    }

    /// `Color(.systemBackground)` compiles (the implicit member is UIKit's colour) and draws
    /// black in dark: a 20-point swatch on white.
    @Test func systemBackgroundDrawsBlackInDark() throws {
        let view = Color(.systemBackground).frame(width: 20, height: 20).padding(10).background(Color.white)
        let dark = try Renderer(scale: 1).pixmap(of: view, width: 40, colorScheme: .dark)
        let light = try Renderer(scale: 1).pixmap(of: view, width: 40, colorScheme: .light)
        #expect(dark[20, 20] == PremultipliedColor(r: 0, g: 0, b: 0, a: 255))
        #expect(dark[2, 2] == PremultipliedColor(r: 255, g: 255, b: 255, a: 255))
        #expect(light[20, 20] == PremultipliedColor(r: 255, g: 255, b: 255, a: 255))
    }

    @Test func aDynamicProviderIsAskedWithTheVariantsStyle() throws {
        let brand = UIColor { traits in
            traits.userInterfaceStyle == .dark ? UIColor(red: 0, green: 0, blue: 1, alpha: 1) : UIColor(white: 0.5, alpha: 1)
        }
        #expect(try Self.fill(of: Color(brand), .dark) == Values.RGBAColor(r: 0, g: 0, b: 255))
        #expect(try Self.fill(of: Color(brand), .light) == Values.RGBAColor(r: 128, g: 128, b: 128))
        #expect(try Self.fill(of: Color(UIColor.systemGray3.withAlphaComponent(0.5)), .dark) == Values.RGBAColor(r: 0x48, g: 0x48, b: 0x4A, a: 128))
    }

    @Test func semanticStylesFillShapes() throws {
        #expect(try Self.fill(of: Rectangle().fill(.background), .dark) == Values.RGBAColor(r: 0, g: 0, b: 0))
        #expect(try Self.fill(of: Rectangle().fill(.background), .light) == Values.RGBAColor(r: 255, g: 255, b: 255))
        #expect(try Self.fill(of: Rectangle().fill(.separator), .light) == Self.expected(0x3C3C43, 0.29))
        #expect(try Self.fill(of: Rectangle().fill(.fill), .dark) == Self.expected(0x787880, 0.36))
        #expect(try Self.fill(of: Rectangle().fill(.tint).tint(.green), .light) == Values.RGBAColor(0x34C759))
        #expect(try Self.fill(of: Rectangle().fill(.tint), .dark) == Values.RGBAColor(0x0A84FF))
        #expect(try Self.fill(of: Rectangle().fill(.tint.opacity(0.5)), .light) == Values.RGBAColor(r: 0, g: 0x7A, b: 0xFF, a: 128))
    }

    /// The levels take the foreground style around them (`.secondary` under red is red at 60 %),
    /// and without one are UIKit's label colours; `.foregroundStyle(.primary)` is the label.
    @Test func hierarchicalStylesAreLevelsOfTheForeground() throws {
        #expect(try Self.fill(of: Rectangle().fill(.secondary), .dark) == Self.expected(0xEBEBF5, 0.6))
        #expect(try Self.fill(of: Rectangle().fill(.quaternary), .light) == Self.expected(0x3C3C43, 0.18))
        let red = Rectangle().foregroundStyle(.secondary).foregroundStyle(Color(red: 1, green: 0, blue: 0))
        #expect(try Self.fill(of: red, .light) == Values.RGBAColor(r: 255, g: 0, b: 0, a: 153))
        #expect(try Self.fill(of: Rectangle().foregroundStyle(.primary), .dark) == Values.RGBAColor(r: 255, g: 255, b: 255))
        // A level inside a level is a level of that level: tertiary of secondary.
        #expect(try Self.fill(of: Rectangle().foregroundStyle(.tertiary).foregroundStyle(.secondary), .light)
                == Self.expected(0x3C3C43, 0.18))
    }

    /// iOS 17's levels of a style: the background and fill levels are UIKit's own colours.
    @Test func levelsOfAStyle() throws {
        #expect(try Self.fill(of: Rectangle().fill(.background.secondary), .dark) == Values.RGBAColor(0x1C1C1E))
        #expect(try Self.fill(of: Rectangle().fill(.fill.tertiary), .light) == Self.expected(0x767680, 0.12))
        #expect(try Self.fill(of: Rectangle().fill(Color(red: 1, green: 0, blue: 0).secondary), .light) == Values.RGBAColor(r: 255, g: 0, b: 0, a: 153))
    }

    /// `Color.gradient` runs top to bottom from the colour lightened by 0.145 in HSL to the colour.
    @Test func aColorsGradientIsLighterAtTheTop() throws {
        let content = try Renderer(scale: 2).document(of: Rectangle().fill(Color(red: 0.2, green: 0.4, blue: 0.8).gradient), width: 40).content
        guard case let .shape(shape) = content.unmodified, case let .linearGradient(gradient)? = shape.fill else {
            Issue.record("not a linear gradient: \(content)"); return
        }
        #expect(gradient.angle == 180)
        // rgb(51, 102, 204) is HSL (220°, 0.6, 0.5); at lightness 0.645 it is rgb(110, 146, 219).
        #expect(gradient.stops.map(\.color) == [.literal(r: 110, g: 146, b: 219), .literal(r: 51, g: 102, b: 204)])
    }

    /// An infinite corner radius is half the short side: the capsule, not square corners.
    @Test func anInfiniteRadiusIsACapsule() throws {
        let renderer = Renderer(scale: 2)
        func png(_ view: some View) throws -> [UInt8] { try renderer.png(of: view.frame(width: 100, height: 40), width: 120) }
        let capsule = try png(Capsule().fill(Color.blue))
        #expect(try png(RoundedRectangle(cornerRadius: .infinity).fill(Color.blue)) == capsule)
        #expect(try png(Color.blue.cornerRadius(.infinity)) == (try png(Color.blue.clipShape(Capsule(style: .circular)))))
        #expect(try png(Rectangle().fill(Color.blue)) != capsule)
    }
}
