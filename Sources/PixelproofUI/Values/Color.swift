import BuiltInComponents
import DescriptionFormat
import SceneBuilding
import DesignTokens
import Values

/// SwiftUI's `Color`: a literal, a system colour that follows the colour scheme, or a colour set
/// of the team's asset catalog (`Color("appSurface")`), resolved when the view is drawn.
public struct Color: Hashable, Sendable {
    enum Storage: Hashable, Sendable {
        /// sRGB components 0...1 (straight alpha).
        case rgba(Double, Double, Double, Double)
        /// A colour set of the asset catalog.
        case named(String)
        /// A colour with a light and a dark appearance (the system colours).
        case appearance(light: Values.RGBAColor, dark: Values.RGBAColor)
        /// The colour a `Button` tints its label with.
        case accent
        /// A `UIColor { traits in … }` provider, asked with the traits of the variant drawn.
        case dynamic(DynamicColorProvider)
        /// A colour with its HSL lightness raised (the top of `Color.gradient`).
        indirect case lightened(Color, by: Double)
    }

    let storage: Storage
    /// Multiplies the colour's alpha (`.opacity(0.18)`).
    let opacityFactor: Double

    init(_ storage: Storage, opacity: Double = 1) {
        self.storage = storage
        opacityFactor = opacity
    }

    /// The colour set `name` of the asset catalog given to the render (`assets:` or
    /// `PIXELPROOF_ASSETS`), in the appearance of the colour scheme being drawn.
    public init(_ name: String, bundle: Bundle? = nil) { self.init(.named(name)) }

    /// The colour space of the components given to `Color(_:red:green:blue:opacity:)`.
    public enum RGBColorSpace: Hashable, Sendable {
        case sRGB, sRGBLinear, displayP3
    }

    public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        var components = [red, green, blue]
        switch colorSpace {
        case .sRGB: break
        case .sRGBLinear: components = components.map { $0 <= 0.0031308 ? 12.92 * $0 : 1.055 * pow($0, 1 / 2.4) - 0.055 }
        case .displayP3: components = sRGBComponents(fromDisplayP3: components)
        }
        self.init(.rgba(components[0], components[1], components[2], opacity))
    }

    public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
    }

    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let h = (hue - hue.rounded(.down)) * 6, sector = Int(h), f = h - Double(sector)
        let v = brightness, p = v * (1 - saturation), q = v * (1 - saturation * f), t = v * (1 - saturation * (1 - f))
        let rgb: (Double, Double, Double) = [(v, t, p), (q, v, p), (p, v, t), (p, q, v), (t, p, v), (v, p, q)][sector % 6]
        self.init(red: rgb.0, green: rgb.1, blue: rgb.2, opacity: opacity)
    }

    /// This colour with its alpha multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> Color { Color(storage, opacity: opacityFactor * opacity) }

    /// The 8-bit sRGB colour drawn in `environment`.
    package func resolved(in environment: EnvironmentValues) throws -> Values.RGBAColor {
        let base: Values.RGBAColor
        switch storage {
        case let .rgba(r, g, b, a):
            func byte(_ v: Double) -> UInt8 { UInt8((min(max(v, 0), 1) * 255).rounded()) }
            base = Values.RGBAColor(r: byte(r), g: byte(g), b: byte(b), a: byte(a))
        case let .named(name):
            guard let colors = environment.namedColors else {
                throw ViewError("Color(\"\(name)\")", "no asset catalog to read the colour set from: pass assets: to assertSnapshot or the Renderer, or set PIXELPROOF_ASSETS to the folder of your Assets.xcassets")
            }
            base = try colors.color(named: name, scheme: environment.colorScheme)
        case let .appearance(light, dark):
            base = environment.colorScheme == .dark ? dark : light
        case .accent:
            let tint = environment.tint.flatMap { $0.storage == .accent ? nil : $0 }
            base = try (tint ?? Color.blue).resolved(in: environment)
        case let .dynamic(provider):
            base = try provider.provide(UITraitCollection(environment)).color.resolved(in: environment)
        case let .lightened(color, amount):
            base = Color.lightened(try color.resolved(in: environment), by: amount)
        }
        return opacityFactor == 1 ? base : base.opacity(opacityFactor)
    }
}

extension Color {
    public static let black = Color(red: 0, green: 0, blue: 0)
    public static let white = Color(red: 1, green: 1, blue: 1)
    public static let clear = Color(red: 0, green: 0, blue: 0, opacity: 0)
    // iOS's system colours: SwiftUI's named colours are UIKit's `systemRed` … (UIColor+Palette.swift).
    public static let red: Color = UIColor.systemRed.color
    public static let orange: Color = UIColor.systemOrange.color
    public static let yellow: Color = UIColor.systemYellow.color
    public static let green: Color = UIColor.systemGreen.color
    public static let mint: Color = UIColor.systemMint.color
    public static let teal: Color = UIColor.systemTeal.color
    public static let cyan: Color = UIColor.systemCyan.color
    public static let blue: Color = UIColor.systemBlue.color
    public static let indigo: Color = UIColor.systemIndigo.color
    public static let purple: Color = UIColor.systemPurple.color
    public static let pink: Color = UIColor.systemPink.color
    public static let brown: Color = UIColor.systemBrown.color
    public static let gray: Color = UIColor.systemGray.color
    /// The primary label colour: black in light, white in dark.
    public static let primary: Color = UIColor.label.color
    /// The secondary label colour: UIKit's `secondaryLabel` (#3C3C43 at 60 %, #EBEBF5 at 60 % in dark).
    public static let secondary: Color = UIColor.secondaryLabel.color
    /// The app's accent colour; without an `AccentColor` set, iOS's blue.
    public static let accentColor = Color(.accent)

    /// UIKit's `placeholderText` (#3C3C43 at 30 %, #EBEBF5 at 30 % in dark): a text field's prompt.
    package static let placeholder: Color = UIColor.placeholderText.color
    /// UIKit's `separator` (#3C3C43 at 29 %, #545458 at 60 % in dark): a `Divider`.
    package static let separator: Color = UIColor.separator.color
}

extension Color {
    /// `color` with its HSL lightness raised by `amount` (clamped to 1), hue, saturation and alpha kept.
    static func lightened(_ color: Values.RGBAColor, by amount: Double) -> Values.RGBAColor {
        let (r, g, b) = (Double(color.r) / 255, Double(color.g) / 255, Double(color.b) / 255)
        let high = max(r, g, b), low = min(r, g, b), lightness = (high + low) / 2, chroma = high - low
        let saturation = chroma == 0 ? 0 : chroma / (1 - abs(2 * lightness - 1))
        var hue = 0.0
        if chroma > 0 {
            switch high {
            case r: hue = ((g - b) / chroma).truncatingRemainder(dividingBy: 6)
            case g: hue = (b - r) / chroma + 2
            default: hue = (r - g) / chroma + 4
            }
        }
        let l = min(1, lightness + amount), c = (1 - abs(2 * l - 1)) * saturation
        let h = (hue < 0 ? hue + 6 : hue), x = c * (1 - abs(h.truncatingRemainder(dividingBy: 2) - 1)), m = l - c / 2
        let rgb: (Double, Double, Double) = [(c, x, 0), (x, c, 0), (0, c, x), (0, x, c), (x, 0, c), (c, 0, x)][min(Int(h), 5)]
        func byte(_ v: Double) -> UInt8 { UInt8((min(max(v + m, 0), 1) * 255).rounded()) }
        return Values.RGBAColor(r: byte(rgb.0), g: byte(rgb.1), b: byte(rgb.2), a: color.a)
    }
}

/// The asset catalog's colour sets, as the render reads them.
package struct NamedColors: Sendable {
    package let color: @Sendable (_ name: String, _ scheme: ColorScheme) throws -> Values.RGBAColor

    package init(_ color: @escaping @Sendable (_ name: String, _ scheme: ColorScheme) throws -> Values.RGBAColor) { self.color = color }

    func color(named name: String, scheme: ColorScheme) throws -> Values.RGBAColor {
        do { return try color(name, scheme) } catch let error as ViewError { throw error } catch {
            throw ViewError("Color(\"\(name)\")", "\(error)")
        }
    }
}
