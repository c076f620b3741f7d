// UIKit's trait collection as swift-snapshot-testing's `.image(traits:)` builds it
// (`.init(userInterfaceStyle: .dark)`, `.init(preferredContentSizeCategory: .accessibilityLarge)`,
// several joined with `init(traitsFrom:)`), so a test written for the simulator compiles here.

extension UITraitCollection {
    /// Nothing specified: light, Large, left to right, at the golden scale (2).
    public init() { self.init(userInterfaceStyle: .unspecified) }

    public init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init()
        self.preferredContentSizeCategory = preferredContentSizeCategory
    }

    public init(layoutDirection: UITraitEnvironmentLayoutDirection) {
        self.init()
        self.layoutDirection = layoutDirection
    }

    public init(displayScale: CGFloat) {
        self.init()
        self.displayScale = displayScale
    }

    /// The traits of each collection, a later one winning where it specifies a trait (a scale
    /// other than the default 2 counts as specified).
    public init(traitsFrom collections: [UITraitCollection]) {
        self.init()
        for traits in collections {
            if traits.userInterfaceStyle != .unspecified { userInterfaceStyle = traits.userInterfaceStyle }
            if traits.preferredContentSizeCategory != .unspecified { preferredContentSizeCategory = traits.preferredContentSizeCategory }
            if traits.layoutDirection != .unspecified { layoutDirection = traits.layoutDirection }
            if traits.displayScale != 2 { displayScale = traits.displayScale }
        }
    }
}

public enum UITraitEnvironmentLayoutDirection: Int, Hashable, Sendable {
    case unspecified, leftToRight, rightToLeft
}

/// UIKit's text sizes; `unspecified` is Large, the default.
public enum UIContentSizeCategory: Hashable, Sendable, CaseIterable {
    case unspecified
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge

    /// The same size as SwiftUI names it.
    package var dynamicTypeSize: DynamicTypeSize {
        self == .unspecified ? .large : DynamicTypeSize.allCases[Self.allCases.firstIndex(of: self)! - 1]
    }
}
