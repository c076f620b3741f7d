import DisplayList

/// A built-in component that is an element as a whole (a button, a text field, a row that can
/// be disabled): lowering records its frame, role, name and state beside what it draws.
package protocol AccessibleComponent {
    /// The role (nil: not interactive), the name assistive technology reads (nil: the text it
    /// draws) and whether it is disabled (what it draws is then exempt from contrast).
    var accessibility: (role: AccessibilityRole?, label: String?, isDisabled: Bool) { get }
}
