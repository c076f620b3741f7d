import DescriptionModel
import BuiltInComponents
import DescriptionFormat
import SceneBuilding

/// What fills a shape or colours text: a colour, a gradient, a material.
public protocol ShapeStyle: Sendable {}

extension PaintValue {
    /// The paint as a colour, for text and icons, which take one colour.
    func color(for api: String) throws -> ColorValue {
        guard case let .color(color) = self else {
            throw ViewError(api, "Pixelproof draws text and symbols in one colour, not a gradient or material")
        }
        return color
    }
}

/// A style Pixelproof knows how to paint: as the description's paint (a colour, a gradient, or a
/// material), once the environment it is drawn in is known.
protocol PaintableStyle: ShapeStyle {
    func paint(in environment: EnvironmentValues) throws -> PaintValue
}

extension ShapeStyle {
    /// How this style paints in `environment`; a style of the team's own is not drawn.
    package func stylePaint(in environment: EnvironmentValues) throws -> PaintValue {
        guard let style = self as? any PaintableStyle else {
            throw ViewError(String(describing: Self.self), "Pixelproof paints colours, gradients and materials, not a ShapeStyle of your own")
        }
        return try style.paint(in: environment)
    }
}

extension Color: ShapeStyle, PaintableStyle {
    func paint(in environment: EnvironmentValues) throws -> PaintValue { .color(.literal(try resolved(in: environment))) }
}

/// A style whose type is forgotten.
public struct AnyShapeStyle: ShapeStyle, PaintableStyle {
    private let style: any ShapeStyle
    public init<S: ShapeStyle>(_ style: S) { self.style = style }
    func paint(in environment: EnvironmentValues) throws -> PaintValue { try style.stylePaint(in: environment) }
}

/// The foreground levels: `.primary`, `.secondary`, `.tertiary`, `.quaternary`.
public struct HierarchicalShapeStyle: ShapeStyle, PaintableStyle {
    let level: Int
    public static let primary = HierarchicalShapeStyle(level: 0)
    public static let secondary = HierarchicalShapeStyle(level: 1)
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    public static let quaternary = HierarchicalShapeStyle(level: 3)

    /// The levels of the environment's foreground style, as SwiftUI derives them: a style set by
    /// `.foregroundStyle` at 100, 60, 30 and 18 % of its alpha; without one, UIKit's label
    /// colours (`label`, `secondaryLabel`, `tertiaryLabel`, `quaternaryLabel`).
    /// The style is painted without itself in the environment, so a level set as the foreground
    /// style (`.foregroundStyle(.secondary)`) is a level of what is around it, never of itself.
    func paint(in environment: EnvironmentValues) throws -> PaintValue {
        if let style = environment.foregroundStyle {
            var around = environment
            around.foregroundStyle = nil
            guard level > 0 else { return try style.paint(in: around) }
            return try FadedShapeStyle(style: style, opacity: [1, 0.6, 0.3, 0.18][level]).paint(in: around)
        }
        return try Color(uiColor: [UIColor.label, .secondaryLabel, .tertiaryLabel, .quaternaryLabel][level]).paint(in: environment)
    }
}

/// The foreground style of the environment, as a style to fill with.
public struct ForegroundStyle: ShapeStyle, PaintableStyle {
    public init() {}
    func paint(in environment: EnvironmentValues) throws -> PaintValue {
        try (environment.foregroundStyle ?? AnyShapeStyle(Color.primary)).paint(in: environment)
    }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { .primary }
    public static var secondary: HierarchicalShapeStyle { .secondary }
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
}

extension ShapeStyle where Self == ForegroundStyle {
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension ShapeStyle where Self == Color {
    public static var black: Color { Color.black }
    public static var white: Color { Color.white }
    public static var clear: Color { Color.clear }
    public static var red: Color { Color.red }
    public static var orange: Color { Color.orange }
    public static var yellow: Color { Color.yellow }
    public static var green: Color { Color.green }
    public static var mint: Color { Color.mint }
    public static var teal: Color { Color.teal }
    public static var cyan: Color { Color.cyan }
    public static var blue: Color { Color.blue }
    public static var indigo: Color { Color.indigo }
    public static var purple: Color { Color.purple }
    public static var pink: Color { Color.pink }
    public static var brown: Color { Color.brown }
    public static var gray: Color { Color.gray }
    public static var accentColor: Color { Color.accentColor }
}

/// The blurred backgrounds of iOS: `.ultraThinMaterial` … `.ultraThickMaterial`, the
/// description's `material` paint with the preset of the same name. A bar is drawn as `.regular`.
public struct Material: ShapeStyle, PaintableStyle, Hashable {
    let preset: MaterialPreset
    public static let ultraThin = Material(preset: .ultraThin)
    public static let thin = Material(preset: .thin)
    public static let regular = Material(preset: .regular)
    public static let thick = Material(preset: .thick)
    public static let ultraThick = Material(preset: .ultraThick)
    public static let bar = Material(preset: .regular)

    func paint(in environment: EnvironmentValues) throws -> PaintValue { .material(MaterialValue(preset)) }
}

extension ShapeStyle where Self == Material {
    public static var ultraThinMaterial: Material { .ultraThin }
    public static var thinMaterial: Material { .thin }
    public static var regularMaterial: Material { .regular }
    public static var thickMaterial: Material { .thick }
    public static var ultraThickMaterial: Material { .ultraThick }
    public static var bar: Material { .bar }
}
