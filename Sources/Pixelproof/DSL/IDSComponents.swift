import Components

// The IDS components with the SwiftUI API of the IDS library: the same initialisers, parameter
// names and trailing closures, so a SwiftUI view's body can be pasted into a test. Actions are
// accepted and ignored (a picture does not tap); a binding is a plain value.

public typealias IDSButtonType = IDSButtonNode.ButtonType
public typealias IDSButtonSize = IDSButtonNode.Size
public typealias IDSContentRowInset = ContentRowNode.Inset
public typealias IDSSectionTitleHierarchy = SectionTitleNode.Hierarchy
public typealias IDSBadgeAppearance = BadgeNode.Appearance
public typealias IDSBadgeType = IDSBadge.Kind

/// `IDSButton("Continue", type: .primary) { /* action */ }`
public struct IDSButton: NodeConvertible {
    public let node: Node
    public init(_ label: String, type: IDSButtonType = .primary, size: IDSButtonSize = .standard,
                isLoading: Bool = false, isEnabled: Bool = true, action: () -> Void = {}) {
        node = .component(.idsButton(IDSButtonNode(label: label, type: type, size: size, isLoading: isLoading, isEnabled: isEnabled)))
    }
}

/// `IDSContentRow(title: "Location", subtitle: "123 Main St") { Icon(.marker) }`
public struct IDSContentRow: NodeConvertible {
    public let node: Node
    public init(title: String, subtitle: String? = nil, tertiaryText: String? = nil, trailingTitle: String? = nil,
                trailingSubtitle: String? = nil, inset: IDSContentRowInset = .standard, isCard: Bool = false,
                isDisabled: Bool = false, leading: (any NodeConvertible)? = nil) {
        node = .component(.contentRow(ContentRowNode(title: title, subtitle: subtitle, tertiaryText: tertiaryText,
                                                     trailingTitle: trailingTitle, trailingSubtitle: trailingSubtitle, inset: inset,
                                                     isCard: isCard, isDisabled: isDisabled, leading: leading?.node)))
    }

    /// The leading view as a trailing closure, as in SwiftUI.
    public init(title: String, subtitle: String? = nil, tertiaryText: String? = nil, trailingTitle: String? = nil,
                trailingSubtitle: String? = nil, inset: IDSContentRowInset = .standard, isCard: Bool = false,
                isDisabled: Bool = false, @NodeBuilder leading: () -> [Node]) {
        self.init(title: title, subtitle: subtitle, tertiaryText: tertiaryText, trailingTitle: trailingTitle,
                  trailingSubtitle: trailingSubtitle, inset: inset, isCard: isCard, isDisabled: isDisabled,
                  leading: oneView(leading()))
    }
}

/// `IDSSectionTitle("Section title", hierarchy: .subtitle, isContained: false) { IDSButton(…) }`
public struct IDSSectionTitle: NodeConvertible {
    public let node: Node
    public init(_ title: String, hierarchy: IDSSectionTitleHierarchy = .headline, isContained: Bool = true,
                secondaryText: String? = nil, leading: (any NodeConvertible)? = nil, trailing: (any NodeConvertible)? = nil) {
        node = .component(.sectionTitle(SectionTitleNode(title: title, hierarchy: hierarchy, isContained: isContained,
                                                         secondaryText: secondaryText, leading: leading?.node, trailing: trailing?.node)))
    }

    /// Leading and trailing views as closures, as in SwiftUI: `leading: { … }` and a trailing closure.
    public init(_ title: String, hierarchy: IDSSectionTitleHierarchy = .headline, isContained: Bool = true,
                secondaryText: String? = nil, @NodeBuilder leading: () -> [Node] = { [] },
                @NodeBuilder trailing: () -> [Node]) {
        self.init(title, hierarchy: hierarchy, isContained: isContained, secondaryText: secondaryText,
                  leading: oneView(leading()), trailing: oneView(trailing()))
    }
}

/// `IDSTopNav(title: "Surface title", leadingIcon: .arrowLeft, leadingAction: { })`
public struct IDSTopNav: NodeConvertible {
    public let node: Node
    public init(title: String? = nil, leadingIcon: IconName? = nil, leadingAction: (() -> Void)? = nil,
                trailingSecondaryIcon: IconName? = nil, trailingSecondaryAction: (() -> Void)? = nil,
                trailingPrimaryIcon: IconName? = nil, trailingPrimaryAction: (() -> Void)? = nil) {
        node = .component(.topNav(TopNavNode(title: title, leadingIcon: leadingIcon, trailingSecondaryIcon: trailingSecondaryIcon,
                                             trailingPrimaryIcon: trailingPrimaryIcon)))
    }
}

/// `IDSBadge(type: .counter(3))`, `IDSBadge(type: .dot, appearance: .critical)`
public struct IDSBadge: NodeConvertible {
    public enum Kind: Sendable { case counter(Int), dot, new }
    public let node: Node
    public init(type: Kind, appearance: IDSBadgeAppearance = .standard, isOutlined: Bool = true) {
        let badge: BadgeNode
        switch type {
        case let .counter(n): badge = BadgeNode(type: .counter, count: n, appearance: appearance, isOutlined: isOutlined)
        case .dot: badge = BadgeNode(type: .dot, appearance: appearance, isOutlined: isOutlined)
        case .new: badge = BadgeNode(type: .new, appearance: appearance, isOutlined: isOutlined)
        }
        node = .component(.badge(badge))
    }
}

/// A tab of `IDSTabs`: its title and an optional counter badge.
public struct IDSTabItem: Sendable {
    public var title: String
    public var badgeCount: Int?
    public init(title: String, badgeCount: Int? = nil) { self.title = title; self.badgeCount = badgeCount }
}

/// `IDSTabs(tabs: [IDSTabItem(title: "Tab 1"), IDSTabItem(title: "Tab 2")], selectedIndex: 0)`
/// (SwiftUI's `Binding<Int>` is a plain index: a picture has one selection).
public struct IDSTabs: NodeConvertible {
    public let node: Node
    public init(tabs: [IDSTabItem], selectedIndex: Int = 0) {
        node = .component(.tabs(TabsNode(tabs: tabs.map { .init(title: $0.title, badgeCount: $0.badgeCount) }, selectedIndex: selectedIndex)))
    }
}

/// What a SwiftUI view builder's slot gave: one view as it is, several in a horizontal stack (the
/// builder's tuple), none as nil.
func oneView(_ nodes: [Node]) -> Node? {
    switch nodes.count {
    case 0: nil
    case 1: nodes[0]
    default: .hstack(StackNode(alignment: .vertical(.center), children: nodes))
    }
}
