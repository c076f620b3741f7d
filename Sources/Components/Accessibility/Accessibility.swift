import DisplayList

/// What a description says about a node for assistive technology: `accessibility: { label: …,
/// hidden: true, role: button }` in a component's definition (next to `figmaName`). The audit
/// reads it: a role makes the component an interactive element (a target that needs a name), a
/// label names an element that draws no text, hidden exempts everything it draws.
package struct Accessibility: Hashable, Sendable {
    package var label: String?
    package var hidden: Bool
    package var role: AccessibilityRole?

    package init(label: String? = nil, hidden: Bool = false, role: AccessibilityRole? = nil) {
        self.label = label; self.hidden = hidden; self.role = role
    }
}

/// A built-in component that is an element as a whole (a button, a text field, a row that can
/// be disabled): lowering records its frame, role, name and state beside what it draws.
protocol AccessibleComponent {
    /// The role (nil: not interactive), the name assistive technology reads (nil: the text it
    /// draws) and whether it is disabled (what it draws is then exempt from contrast).
    var accessibility: (role: AccessibilityRole?, label: String?, isDisabled: Bool) { get }
}

extension IDSButtonNode: AccessibleComponent {
    // The IDS library gives its button the label as its accessibility label, also while loading
    // (when the dots replace the text).
    var accessibility: (role: AccessibilityRole?, label: String?, isDisabled: Bool) { (.button, label, !isEnabled) }
}

extension WebButtonNode: AccessibleComponent {
    var accessibility: (role: AccessibilityRole?, label: String?, isDisabled: Bool) { (.button, label, !isEnabled) }
}

extension ContentRowNode: AccessibleComponent {
    // A row is not a control of its own here (a list's row is tapped through its container), but
    // its disabled state greys everything it draws.
    var accessibility: (role: AccessibilityRole?, label: String?, isDisabled: Bool) { (nil, nil, isDisabled) }
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

/// A component of one's own, used at some key path, with its definition's `accessibility:`.
package struct AccessibilityUse: Hashable, Sendable {
    package var component: String
    package var accessibility: Accessibility
}

extension SourceMap {
    /// The uses whose definition says `accessibility:`, by the key path their body stands at
    /// (the outermost use where one body is another component's use).
    package var accessibilityUses: [String: AccessibilityUse] {
        var uses: [String: AccessibilityUse] = [:]
        for (prefix, list) in expansions {
            guard let use = list.first(where: { $0.accessibility != nil }) else { continue }
            uses[prefix.description] = AccessibilityUse(component: use.component, accessibility: use.accessibility!)
        }
        return uses
    }
}
