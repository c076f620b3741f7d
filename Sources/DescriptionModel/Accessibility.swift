import DisplayList

/// What a description says about a node for assistive technology: `accessibility: { label: …,
/// hidden: true, role: button }` on any node, or in a component's definition (next to
/// `figmaName`, for every use). The audit reads it: a role makes the node an interactive element
/// (a target that needs a name), a label names an element that draws no text, hidden exempts
/// everything it draws. On a node that is an element already (a built-in button), what it says
/// replaces that element's own role and label.
package struct Accessibility: Hashable, Sendable {
    package var label: String?
    package var hidden: Bool
    package var role: AccessibilityRole?
    /// The component of one's own whose definition says it, named in findings.
    package var component: String?
    /// A control that cannot be used, set from Swift (a SwiftUI `Button` under `.disabled(true)`;
    /// a description's built-in controls say it with their own keys, `isEnabled: false`): what it
    /// draws is exempt.
    package var isDisabled: Bool

    package init(label: String? = nil, hidden: Bool = false, role: AccessibilityRole? = nil, component: String? = nil,
                 isDisabled: Bool = false) {
        self.label = label; self.hidden = hidden; self.role = role; self.component = component; self.isDisabled = isDisabled
    }

    /// This description changed by `other`, written on the same element (a use's `accessibility:`
    /// over its definition's, a SwiftUI modifier over the view's own): the role, label and
    /// component `other` gives replace these, and its hidden and disabled add to this state.
    package func overridden(by other: Accessibility) -> Accessibility {
        Accessibility(label: other.label ?? label, hidden: hidden || other.hidden, role: other.role ?? role,
                      component: other.component ?? component, isDisabled: isDisabled || other.isDisabled)
    }
}

extension IconName {
    /// The name VoiceOver reads for an icon button showing this icon (the SF Symbols' usual
    /// labels), used by `topNav`'s icon buttons.
    package var accessibilityLabel: String {
        switch self {
        case .arrowLeft: return "Back"
        case .save: return "Save"
        case .share: return "Share"
        case .marker: return "Location"
        case .search: return "Search"
        case .user: return "Account"
        case .shoppingCart: return "Cart"
        case .home: return "Home"
        case .close: return "Close"
        case .circleExclamation: return "Warning"
        case .plus: return "Add"
        case .checkmark: return "Done"
        case .chevronRight: return "Forward"
        case .chevronLeft: return "Back"
        case .chevronDown: return "More"
        case .heart: return "Favorite"
        case .star: return "Rating"
        case .gear: return "Settings"
        case .bell: return "Notifications"
        case .trash: return "Delete"
        case .circleInfo: return "Info"
        case .triangleExclamation: return "Alert"
        }
    }
}
