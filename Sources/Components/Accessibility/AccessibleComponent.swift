import DescriptionModel
import DisplayList

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
