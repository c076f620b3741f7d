// The components of the IDS system (seed 000). Parameter names are the seed's SwiftUI API names.

public struct IDSButtonNode: Hashable, Sendable {
    public enum ButtonType: String, Hashable, Sendable, CaseIterable {
        case primary, secondary, tertiary, detrimental, instacartPlus
    }

    public enum Size: String, Hashable, Sendable, CaseIterable {
        case standard, small, compact
    }

    public var label: String
    public var type: ButtonType
    public var size: Size
    public var isLoading: Bool
    public var isEnabled: Bool

    public init(label: String, type: ButtonType = .primary, size: Size = .standard, isLoading: Bool = false, isEnabled: Bool = true) {
        self.label = label
        self.type = type
        self.size = size
        self.isLoading = isLoading
        self.isEnabled = isEnabled
    }
}

public struct ContentRowNode: Hashable, Sendable {
    public enum Inset: String, Hashable, Sendable, CaseIterable {
        case standard, compact
    }

    public var title: String
    public var subtitle: String?
    public var tertiaryText: String?
    public var trailingTitle: String?
    public var trailingSubtitle: String?
    public var inset: Inset
    public var isCard: Bool
    public var isDisabled: Bool
    /// An icon or an image.
    public var leading: Node?

    public init(title: String, subtitle: String? = nil, tertiaryText: String? = nil, trailingTitle: String? = nil,
                trailingSubtitle: String? = nil, inset: Inset = .standard, isCard: Bool = false, isDisabled: Bool = false,
                leading: Node? = nil) {
        self.title = title
        self.subtitle = subtitle
        self.tertiaryText = tertiaryText
        self.trailingTitle = trailingTitle
        self.trailingSubtitle = trailingSubtitle
        self.inset = inset
        self.isCard = isCard
        self.isDisabled = isDisabled
        self.leading = leading
    }
}

public struct SectionTitleNode: Hashable, Sendable {
    public enum Hierarchy: String, Hashable, Sendable, CaseIterable {
        case headline, title, subtitle
    }

    public var title: String
    public var hierarchy: Hierarchy
    public var isContained: Bool
    public var secondaryText: String?
    public var leading: Node?
    public var trailing: Node?

    public init(title: String, hierarchy: Hierarchy = .headline, isContained: Bool = true, secondaryText: String? = nil,
                leading: Node? = nil, trailing: Node? = nil) {
        self.title = title
        self.hierarchy = hierarchy
        self.isContained = isContained
        self.secondaryText = secondaryText
        self.leading = leading
        self.trailing = trailing
    }
}

public struct TopNavNode: Hashable, Sendable {
    public var title: String?
    public var leadingIcon: IconName?
    public var trailingSecondaryIcon: IconName?
    public var trailingPrimaryIcon: IconName?

    public init(title: String? = nil, leadingIcon: IconName? = nil, trailingSecondaryIcon: IconName? = nil,
                trailingPrimaryIcon: IconName? = nil) {
        self.title = title
        self.leadingIcon = leadingIcon
        self.trailingSecondaryIcon = trailingSecondaryIcon
        self.trailingPrimaryIcon = trailingPrimaryIcon
    }
}

public struct BadgeNode: Hashable, Sendable {
    public enum BadgeType: String, Hashable, Sendable, CaseIterable {
        case counter, dot, new
    }

    public enum Appearance: String, Hashable, Sendable, CaseIterable {
        case standard, critical
    }

    public var type: BadgeType
    /// Required with `counter`, refused with the others.
    public var count: Int?
    public var appearance: Appearance
    public var isOutlined: Bool

    public init(type: BadgeType, count: Int? = nil, appearance: Appearance = .standard, isOutlined: Bool = true) {
        self.type = type
        self.count = count
        self.appearance = appearance
        self.isOutlined = isOutlined
    }
}

public struct TabsNode: Hashable, Sendable {
    public struct Tab: Hashable, Sendable {
        public var title: String
        public var badgeCount: Int?

        public init(title: String, badgeCount: Int? = nil) {
            self.title = title
            self.badgeCount = badgeCount
        }
    }

    /// At least one.
    public var tabs: [Tab]
    /// An index into `tabs`.
    public var selectedIndex: Int

    public init(tabs: [Tab], selectedIndex: Int = 0) {
        self.tabs = tabs
        self.selectedIndex = selectedIndex
    }
}

/// The seed's IDSImage.
public struct ImageCardNode: Hashable, Sendable {
    public var source: FileReference

    public init(source: FileReference) {
        self.source = source
    }
}
