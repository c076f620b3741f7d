import DescriptionModel
import DisplayList

extension DescriptionReader {
    /// `accessibility: { role, label, hidden }`, on any node or in a component's definition.
    /// Inside a component's body (and for a definition's, at each use) `${name}` in the label
    /// reads a prop, as in any text of the body.
    func accessibility(_ value: Value) throws(DescriptionError) -> Accessibility {
        let f = try fields(value, keys: KeyTables.accessibility, what: "accessibility")
        return Accessibility(
            label: try f.optional("label") { v throws(DescriptionError) in try string(v, what: "an accessibility label") },
            hidden: try f.flag("hidden", default: false),
            role: try f.optional("role") { v throws(DescriptionError) in try enumeration(v, AccessibilityRole.self, what: "accessibility role") })
    }
}
