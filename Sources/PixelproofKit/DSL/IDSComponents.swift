import Components

// The IDS components with the seed's SwiftUI API (000 §7), minus the actions: pictures do not tap.

public struct IDSButton: NodeConvertible {
    public let node: Node
    public init(_ label: String, type: IDSButtonNode.ButtonType = .primary, size: IDSButtonNode.Size = .standard,
                isLoading: Bool = false, isEnabled: Bool = true) {
        node = .component(.idsButton(IDSButtonNode(label: label, type: type, size: size, isLoading: isLoading, isEnabled: isEnabled)))
    }
}

public struct IDSContentRow: NodeConvertible {
    public let node: Node
    public init(title: String, subtitle: String? = nil, tertiaryText: String? = nil, trailingTitle: String? = nil,
                trailingSubtitle: String? = nil, inset: ContentRowNode.Inset = .standard, isCard: Bool = false,
                isDisabled: Bool = false, leading: (any NodeConvertible)? = nil) {
        node = .component(.contentRow(ContentRowNode(title: title, subtitle: subtitle, tertiaryText: tertiaryText,
                                                     trailingTitle: trailingTitle, trailingSubtitle: trailingSubtitle, inset: inset,
                                                     isCard: isCard, isDisabled: isDisabled, leading: leading?.node)))
    }
}

public struct IDSSectionTitle: NodeConvertible {
    public let node: Node
    public init(_ title: String, hierarchy: SectionTitleNode.Hierarchy = .headline, isContained: Bool = true,
                secondaryText: String? = nil, leading: (any NodeConvertible)? = nil, trailing: (any NodeConvertible)? = nil) {
        node = .component(.sectionTitle(SectionTitleNode(title: title, hierarchy: hierarchy, isContained: isContained,
                                                         secondaryText: secondaryText, leading: leading?.node, trailing: trailing?.node)))
    }
}

public struct IDSTopNav: NodeConvertible {
    public let node: Node
    public init(title: String? = nil, leadingIcon: IconName? = nil, trailingSecondaryIcon: IconName? = nil,
                trailingPrimaryIcon: IconName? = nil) {
        node = .component(.topNav(TopNavNode(title: title, leadingIcon: leadingIcon, trailingSecondaryIcon: trailingSecondaryIcon,
                                             trailingPrimaryIcon: trailingPrimaryIcon)))
    }
}

public struct IDSBadge: NodeConvertible {
    public enum Kind: Sendable { case counter(Int), dot, new }
    public let node: Node
    public init(type: Kind, appearance: BadgeNode.Appearance = .standard, isOutlined: Bool = true) {
        let badge: BadgeNode
        switch type {
        case let .counter(n): badge = BadgeNode(type: .counter, count: n, appearance: appearance, isOutlined: isOutlined)
        case .dot: badge = BadgeNode(type: .dot, appearance: appearance, isOutlined: isOutlined)
        case .new: badge = BadgeNode(type: .new, appearance: appearance, isOutlined: isOutlined)
        }
        node = .component(.badge(badge))
    }
}

public struct IDSTabItem: Sendable {
    public var title: String
    public var badgeCount: Int?
    public init(title: String, badgeCount: Int? = nil) { self.title = title; self.badgeCount = badgeCount }
}

public struct IDSTabs: NodeConvertible {
    public let node: Node
    public init(tabs: [IDSTabItem], selectedIndex: Int = 0) {
        node = .component(.tabs(TabsNode(tabs: tabs.map { .init(title: $0.title, badgeCount: $0.badgeCount) }, selectedIndex: selectedIndex)))
    }
}
