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
        case appearance(light: Values.Color, dark: Values.Color)
        /// The colour a `Button` tints its label with.
        case accent
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
    func resolved(in environment: EnvironmentValues) throws -> Values.Color {
        let base: Values.Color
        switch storage {
        case let .rgba(r, g, b, a):
            func byte(_ v: Double) -> UInt8 { UInt8((min(max(v, 0), 1) * 255).rounded()) }
            base = Values.Color(r: byte(r), g: byte(g), b: byte(b), a: byte(a))
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
        }
        return opacityFactor == 1 ? base : base.opacity(opacityFactor)
    }
}

extension Color {
    private static func system(_ light: UInt32, _ dark: UInt32) -> Color {
        Color(.appearance(light: Values.Color(light), dark: Values.Color(dark)))
    }

    public static let black = Color(red: 0, green: 0, blue: 0)
    public static let white = Color(red: 1, green: 1, blue: 1)
    public static let clear = Color(red: 0, green: 0, blue: 0, opacity: 0)
    // iOS's system colours (UIKit's `systemRed` … in light and dark), which SwiftUI's named ones are.
    public static let red = system(0xFF3B30, 0xFF453A)
    public static let orange = system(0xFF9500, 0xFF9F0A)
    public static let yellow = system(0xFFCC00, 0xFFD60A)
    public static let green = system(0x34C759, 0x30D158)
    public static let mint = system(0x00C7BE, 0x63E6E2)
    public static let teal = system(0x30B0C7, 0x40C8E0)
    public static let cyan = system(0x32ADE6, 0x64D2FF)
    public static let blue = system(0x007AFF, 0x0A84FF)
    public static let indigo = system(0x5856D6, 0x5E5CE6)
    public static let purple = system(0xAF52DE, 0xBF5AF2)
    public static let pink = system(0xFF2D55, 0xFF375F)
    public static let brown = system(0xA2845E, 0xAC8E68)
    public static let gray = system(0x8E8E93, 0x8E8E93)
    /// The primary label colour: black in light, white in dark.
    public static let primary = system(0x000000, 0xFFFFFF)
    /// The secondary label colour: UIKit's `secondaryLabel` (#3C3C43 at 60 %, #EBEBF5 at 60 % in dark).
    public static let secondary = Color(.appearance(light: Values.Color(r: 0x3C, g: 0x3C, b: 0x43, a: 153),
                                                    dark: Values.Color(r: 0xEB, g: 0xEB, b: 0xF5, a: 153)))
    /// The app's accent colour; without an `AccentColor` set, iOS's blue.
    public static let accentColor = Color(.accent)

    /// UIKit's `placeholderText` (#3C3C43 at 30 %, #EBEBF5 at 30 % in dark): a text field's prompt.
    static let placeholder = Color(.appearance(light: Values.Color(r: 0x3C, g: 0x3C, b: 0x43, a: 77),
                                               dark: Values.Color(r: 0xEB, g: 0xEB, b: 0xF5, a: 77)))
    /// UIKit's `separator` (#3C3C43 at 29 %, #545458 at 60 % in dark): a `Divider`.
    static let separator = Color(.appearance(light: Values.Color(r: 0x3C, g: 0x3C, b: 0x43, a: 74),
                                             dark: Values.Color(r: 0x54, g: 0x54, b: 0x58, a: 153)))
}

/// The asset catalog's colour sets, as the render reads them.
package struct NamedColors: Sendable {
    package let color: @Sendable (_ name: String, _ scheme: ColorScheme) throws -> Values.Color

    package init(_ color: @escaping @Sendable (_ name: String, _ scheme: ColorScheme) throws -> Values.Color) { self.color = color }

    func color(named name: String, scheme: ColorScheme) throws -> Values.Color {
        do { return try color(name, scheme) } catch let error as ViewError { throw error } catch {
            throw ViewError("Color(\"\(name)\")", "\(error)")
        }
    }
}
