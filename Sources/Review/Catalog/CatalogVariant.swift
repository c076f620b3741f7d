import BuiltInComponents
import DescriptionFormat
import SceneBuilding

/// The variant the page asks for: `?textSize=AX3&direction=rtl&pseudoLocale=accented&context=theme=dark`.
package struct CatalogVariant: Sendable {
    package var textSize: String?
    package var direction: String?
    package var pseudoLocale: String?
    /// `MODIFIER=CONTEXT` pairs.
    package var contexts: [String]

    package init(textSize: String? = nil, direction: String? = nil, pseudoLocale: String? = nil, contexts: [String] = []) {
        self.textSize = textSize; self.direction = direction; self.pseudoLocale = pseudoLocale; self.contexts = contexts
    }

    /// The assignment, checked as the command line's flags are (an unknown value is refused with
    /// what exists); set once by `checked()`.
    package private(set) var assignment = VariantAssignment(values: [])

    /// A name for caching: the values given, in a fixed order.
    package var key: String {
        [textSize, direction, pseudoLocale].map { $0 ?? "" }.joined(separator: "|") + "|" + contexts.sorted().joined(separator: ",")
    }

    /// The variant with its assignment, or the message for a value that does not exist.
    package func checked() throws(VariantError) -> CatalogVariant {
        var choices = [("textSize", textSize), ("direction", direction), ("pseudoLocale", pseudoLocale)].compactMap { axis, value in
            value.flatMap { $0.isEmpty ? nil : (axis, [$0]) }
        }
        for pair in contexts {
            let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, !parts[1].isEmpty else { throw VariantError("context \"\(pair)\": write MODIFIER=CONTEXT, as theme=dark") }
            choices.append((parts[0], [parts[1]]))
        }
        var copy = self
        copy.assignment = try VariantAxis.assignments(choices).first ?? VariantAssignment(values: [])
        return copy
    }
}
