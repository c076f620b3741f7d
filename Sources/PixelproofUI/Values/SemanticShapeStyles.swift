import DescriptionModel
import BuiltInComponents
import DescriptionFormat
import SceneBuilding
import Values

/// `.background` as a style: the environment's background, UIKit's `systemBackground` (white,
/// black in dark), as a view's default background on iOS.
public struct BackgroundStyle: ShapeStyle, PaintableStyle {
    public init() {}
    func paint(in environment: EnvironmentValues) throws -> PaintValue { try Color(uiColor: .systemBackground).paint(in: environment) }
}

/// `.tint` as a style: the tint set by `.tint(_:)`, else the accent colour.
public struct TintShapeStyle: ShapeStyle, PaintableStyle {
    public init() {}
    func paint(in environment: EnvironmentValues) throws -> PaintValue { try Color.accentColor.paint(in: environment) }
}

/// `.separator` as a style: UIKit's `separator`.
public struct SeparatorShapeStyle: ShapeStyle, PaintableStyle {
    public init() {}
    func paint(in environment: EnvironmentValues) throws -> PaintValue { try Color.separator.paint(in: environment) }
}

/// `.fill` as a style (iOS 17): UIKit's `systemFill`, the grey of a small control's track.
public struct FillShapeStyle: ShapeStyle, PaintableStyle {
    public init() {}
    func paint(in environment: EnvironmentValues) throws -> PaintValue { try Color(uiColor: .systemFill).paint(in: environment) }
}

extension ShapeStyle where Self == BackgroundStyle {
    public static var background: BackgroundStyle { BackgroundStyle() }
}

extension ShapeStyle where Self == TintShapeStyle {
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

extension ShapeStyle where Self == SeparatorShapeStyle {
    public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() }
}

extension ShapeStyle where Self == FillShapeStyle {
    public static var fill: FillShapeStyle { FillShapeStyle() }
}

/// A gradient without a direction of its own; as a style it runs from top to bottom, as SwiftUI
/// draws an `AnyGradient` (start point (0.5, 0), end point (0.5, 1)).
public struct AnyGradient: ShapeStyle, PaintableStyle, Hashable {
    let gradient: Gradient
    public init(_ gradient: Gradient) { self.gradient = gradient }

    func paint(in environment: EnvironmentValues) throws -> PaintValue {
        try LinearGradient(gradient: gradient, startPoint: .top, endPoint: .bottom).paint(in: environment)
    }
}

extension Color {
    /// SwiftUI's standard gradient of a colour: a lighter version of it at the top, the colour
    /// itself at the bottom. Apple does not publish the rule; measured on SwiftUI's
    /// `ImageRenderer` (the TUIkit project's table: mid grey's top at HSL lightness 0.647 for
    /// 0.502, rgb(51, 102, 204) at 0.639 for 0.500, rgb(0, 153, 51) at 0.451 for 0.300), the top
    /// is the colour with its HSL lightness raised by 0.145 and hue and saturation kept.
    public var gradient: AnyGradient {
        AnyGradient(Gradient(colors: [Color(.lightened(self, by: 0.145)), self]))
    }
}

extension ShapeStyle {
    /// This style with its alpha multiplied by `opacity` (every stop of a gradient).
    public func opacity(_ opacity: Double) -> some ShapeStyle { FadedShapeStyle(style: self, opacity: opacity) }
}

/// A style drawn at a fraction of its alpha.
struct FadedShapeStyle<Style: ShapeStyle>: ShapeStyle, PaintableStyle {
    let style: Style
    let opacity: Double

    func paint(in environment: EnvironmentValues) throws -> PaintValue {
        let paint = try style.stylePaint(in: environment)
        guard let faded = paint.fading(by: opacity) else {
            throw ViewError("\(Style.self).opacity(\(opacity))", "Pixelproof fades colours and gradients; a material or glass is drawn at its own opacity (put .opacity on the view instead)")
        }
        return faded
    }
}

extension PaintValue {
    /// The paint with every colour's alpha multiplied by `fraction`; nil for a paint without
    /// colours of its own (a material, glass, a token).
    func fading(by fraction: Double) -> PaintValue? {
        func fade(_ color: ColorValue) -> ColorValue? {
            if case let .literal(c) = color { return .literal(c.opacity(fraction)) }
            return nil
        }
        func fade(_ stops: [GradientStopValue]) -> [GradientStopValue]? {
            var faded = [GradientStopValue]()
            for stop in stops {
                guard let color = fade(stop.color) else { return nil }
                faded.append(GradientStopValue(color: color, position: stop.position))
            }
            return faded
        }
        switch self {
        case let .color(color): return fade(color).map(PaintValue.color)
        case var .linearGradient(g): guard let s = fade(g.stops) else { return nil }; g.stops = s; return .linearGradient(g)
        case var .radialGradient(g): guard let s = fade(g.stops) else { return nil }; g.stops = s; return .radialGradient(g)
        case var .angularGradient(g): guard let s = fade(g.stops) else { return nil }; g.stops = s; return .angularGradient(g)
        case var .diamondGradient(g): guard let s = fade(g.stops) else { return nil }; g.stops = s; return .diamondGradient(g)
        case .gradientToken, .material, .glass: return nil
        }
    }
}

/// A style set by `.foregroundStyle`, painted with the foreground style that was in effect where
/// it was set: `.foregroundStyle(.secondary)` is a level of the style around it, not of itself.
package struct StyleInOuterForeground: ShapeStyle, PaintableStyle {
    let style: any ShapeStyle
    let outer: AnyShapeStyle?

    package init(_ style: some ShapeStyle, outer: AnyShapeStyle?) {
        self.style = style
        self.outer = outer
    }

    func paint(in environment: EnvironmentValues) throws -> PaintValue {
        var around = environment
        around.foregroundStyle = outer
        return try style.stylePaint(in: around)
    }
}

extension ShapeStyle {
    /// The second level of this style (iOS 17): `.background.secondary` is UIKit's
    /// `secondarySystemBackground`, `.fill.secondary` its `secondarySystemFill`, any other style
    /// itself at 60 % of its alpha (30 % tertiary, 18 % quaternary, as the label levels).
    public var secondary: some ShapeStyle { StyleLevel(style: self, level: 1) }
    public var tertiary: some ShapeStyle { StyleLevel(style: self, level: 2) }
    public var quaternary: some ShapeStyle { StyleLevel(style: self, level: 3) }
}

/// A level (1 to 3) of a style.
struct StyleLevel<Style: ShapeStyle>: ShapeStyle, PaintableStyle {
    let style: Style
    let level: Int

    func paint(in environment: EnvironmentValues) throws -> PaintValue {
        switch style {
        case is BackgroundStyle:
            // UIKit has three background levels; the quaternary is the tertiary.
            let levels: [UIColor] = [.systemBackground, .secondarySystemBackground, .tertiarySystemBackground, .tertiarySystemBackground]
            return try Color(uiColor: levels[level]).paint(in: environment)
        case is FillShapeStyle:
            let levels: [UIColor] = [.systemFill, .secondarySystemFill, .tertiarySystemFill, .quaternarySystemFill]
            return try Color(uiColor: levels[level]).paint(in: environment)
        case is HierarchicalShapeStyle, is ForegroundStyle:
            return try HierarchicalShapeStyle(level: level).paint(in: environment)
        default:
            return try FadedShapeStyle(style: style, opacity: [1, 0.6, 0.3, 0.18][level]).paint(in: environment)
        }
    }
}
