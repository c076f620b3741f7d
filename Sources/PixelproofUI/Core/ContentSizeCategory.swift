/// The text size under its older name, `@Environment(\.sizeCategory)` and
/// `.environment(\.sizeCategory, .accessibilityLarge)`: the same twelve sizes as `DynamicTypeSize`,
/// one for one, so setting either sets both.
public enum ContentSizeCategory: Hashable, Sendable, CaseIterable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge

    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    public init(_ size: DynamicTypeSize) { self = Self.allCases[DynamicTypeSize.allCases.firstIndex(of: size)!] }
}

extension ContentSizeCategory: Comparable {
    public static func < (a: ContentSizeCategory, b: ContentSizeCategory) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}

extension DynamicTypeSize {
    public init(_ category: ContentSizeCategory) { self = Self.allCases[ContentSizeCategory.allCases.firstIndex(of: category)!] }
}

extension EnvironmentValues {
    public var sizeCategory: ContentSizeCategory {
        get { ContentSizeCategory(dynamicTypeSize) }
        set { dynamicTypeSize = DynamicTypeSize(newValue) }
    }

    /// The locale the view is shown in (`en_US` unless set): what `@Environment(\.locale)` reads,
    /// and what texts resolve and format numbers and dates in; the snapshot's locale variant sets it.
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }
}

private struct LocaleKey: EnvironmentKey {
    static var defaultValue: Locale { Locale(identifier: "en_US") }
}
