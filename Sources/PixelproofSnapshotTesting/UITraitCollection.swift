import PixelproofUICore

// UIKit's trait types as swift-snapshot-testing's `.image(traits:)` takes them, so a test written
// for the simulator (`traits: .init(userInterfaceStyle: .dark)`) compiles here. Only the traits
// a still frame of a SwiftUI view shows are kept: appearance, text size, direction, scale.

/// The traits a view is drawn with: `.init(userInterfaceStyle: .dark)`,
/// `.init(preferredContentSizeCategory: .accessibilityLarge)`, `.init(layoutDirection: .rightToLeft)`,
/// `.init(displayScale: 3)`, or several joined with `.init(traitsFrom: [...])`.
public struct UITraitCollection: Sendable {
    public var userInterfaceStyle: UIUserInterfaceStyle = .unspecified
    public var preferredContentSizeCategory: UIContentSizeCategory = .unspecified
    public var layoutDirection: UITraitEnvironmentLayoutDirection = .unspecified
    /// Device pixels per point; 0 (unspecified) is the golden scale, 2.
    public var displayScale: CGFloat = 0

    public init() {}
    public init(userInterfaceStyle: UIUserInterfaceStyle) { self.userInterfaceStyle = userInterfaceStyle }
    public init(preferredContentSizeCategory: UIContentSizeCategory) { self.preferredContentSizeCategory = preferredContentSizeCategory }
    public init(layoutDirection: UITraitEnvironmentLayoutDirection) { self.layoutDirection = layoutDirection }
    public init(displayScale: CGFloat) { self.displayScale = displayScale }

    /// The traits of each collection, the later ones winning where they are specified.
    public init(traitsFrom collections: [UITraitCollection]) {
        for traits in collections {
            if traits.userInterfaceStyle != .unspecified { userInterfaceStyle = traits.userInterfaceStyle }
            if traits.preferredContentSizeCategory != .unspecified { preferredContentSizeCategory = traits.preferredContentSizeCategory }
            if traits.layoutDirection != .unspecified { layoutDirection = traits.layoutDirection }
            if traits.displayScale != 0 { displayScale = traits.displayScale }
        }
    }
}

public enum UIUserInterfaceStyle: Sendable {
    case unspecified, light, dark
}

public enum UITraitEnvironmentLayoutDirection: Sendable {
    case unspecified, leftToRight, rightToLeft
}

/// UIKit's text sizes; `unspecified` is Large, the default.
public enum UIContentSizeCategory: Sendable, CaseIterable {
    case unspecified
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge

    /// The same size as SwiftUI names it.
    var dynamicTypeSize: DynamicTypeSize {
        self == .unspecified ? .large : DynamicTypeSize.allCases[Self.allCases.firstIndex(of: self)! - 1]
    }
}
