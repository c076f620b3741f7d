import Values

/// UIKit's colour, as SwiftUI files use it: `Color(.systemBackground)`, `Color(uiColor: .label)`,
/// `UIColor { traits in traits.userInterfaceStyle == .dark ? … : … }`. It holds a SwiftUI
/// `Color`, so a semantic colour follows the colour scheme of the variant being drawn.
public struct UIColor: Hashable, Sendable {
    let color: Color

    /// SwiftUI's colour as a UIKit one (iOS 14's `UIColor(_:)`).
    public init(_ color: Color) { self.color = color }

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        color = Color(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    }

    public init(white: CGFloat, alpha: CGFloat) {
        color = Color(white: Double(white), opacity: Double(alpha))
    }

    public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        color = Color(hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness), opacity: Double(alpha))
    }

    public init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        color = Color(.displayP3, red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    }

    /// The asset catalog's colour set `name`, looked up when drawn (a missing one is an error
    /// then, naming the catalog), so the optional is never nil here.
    public init?(named name: String, in bundle: Bundle? = nil, compatibleWith traitCollection: UITraitCollection? = nil) {
        color = Color(name)
    }

    /// A colour chosen per trait collection when drawn: the provider is asked with the traits
    /// of the variant (its colour scheme as `userInterfaceStyle`, its scale).
    public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        color = Color(.dynamic(DynamicColorProvider(dynamicProvider)))
    }

    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(Color(color.storage, opacity: Double(alpha)))
    }

    /// The colour this is in `traitCollection`, as a fixed colour.
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        var environment = EnvironmentValues()
        environment.colorScheme = traitCollection.userInterfaceStyle == .dark ? .dark : .light
        environment.displayScale = traitCollection.displayScale
        guard let resolved = try? color.resolved(in: environment) else { return self }
        return UIColor(Color(.rgba(Double(resolved.r) / 255, Double(resolved.g) / 255, Double(resolved.b) / 255, Double(resolved.a) / 255)))
    }
}

/// What a dynamic `UIColor` is asked with: the appearance and scale of the variant drawn.
public struct UITraitCollection: Hashable, Sendable {
    public var userInterfaceStyle: UIUserInterfaceStyle
    public var displayScale: CGFloat
    /// Pixelproof draws at standard contrast and the base level (no raised sheet).
    public var accessibilityContrast: UIAccessibilityContrast = .normal
    public var userInterfaceLevel: UIUserInterfaceLevel = .base
    /// The text size and direction a snapshot is drawn in (swift-snapshot-testing's `traits:`);
    /// unspecified: Large, left to right.
    public var preferredContentSizeCategory: UIContentSizeCategory = .unspecified
    public var layoutDirection: UITraitEnvironmentLayoutDirection = .unspecified

    public init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.userInterfaceStyle = userInterfaceStyle
        displayScale = 2
    }

    init(_ environment: EnvironmentValues) {
        userInterfaceStyle = environment.colorScheme == .dark ? .dark : .light
        displayScale = environment.displayScale
    }

    /// The traits of the view being drawn, when asked inside a body.
    public static var current: UITraitCollection { UITraitCollection(EnvironmentValues.current) }
}

public enum UIUserInterfaceStyle: Int, Hashable, Sendable { case unspecified, light, dark }
public enum UIAccessibilityContrast: Int, Hashable, Sendable { case unspecified, normal, high }
public enum UIUserInterfaceLevel: Int, Hashable, Sendable { case unspecified, base, elevated }

/// A dynamic provider, equal only to itself (closures cannot be compared).
final class DynamicColorProvider: Hashable, @unchecked Sendable {
    // The provider runs only while a view is lowered, on the rendering thread; it is never shared
    // between concurrent renders' mutations (it holds no state of its own), hence `@unchecked`.
    let provide: (UITraitCollection) -> UIColor

    init(_ provide: @escaping (UITraitCollection) -> UIColor) { self.provide = provide }

    static func == (lhs: DynamicColorProvider, rhs: DynamicColorProvider) -> Bool { lhs === rhs }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension Color {
    /// A UIKit colour as SwiftUI's (`Color(.secondarySystemBackground)`).
    public init(uiColor: UIColor) { self = uiColor.color }

    public init(_ color: UIColor) { self = color.color }
}
