import DescriptionFormat
import DescriptionModel
import DisplayList
import SceneBuilding

extension IDSButtonNode: AccessibleComponent {
    // The IDS library gives its button the label as its accessibility label, also while loading
    // (when the dots replace the text).
    package var accessibility: (role: AccessibilityRole?, label: String?, isDisabled: Bool) { (.button, label, !isEnabled) }
}

extension WebButtonNode: AccessibleComponent {
    package var accessibility: (role: AccessibilityRole?, label: String?, isDisabled: Bool) { (.button, label, !isEnabled) }
}

extension ContentRowNode: AccessibleComponent {
    // A row is not a control of its own here (a list's row is tapped through its container), but
    // its disabled state greys everything it draws.
    package var accessibility: (role: AccessibilityRole?, label: String?, isDisabled: Bool) { (nil, nil, isDisabled) }
}
