import Foundation

/// How `check` names a Figma component property: trimmed, and without the `#12:3` suffix Figma
/// appends to BOOLEAN, TEXT and INSTANCE_SWAP property names to keep them unique (a VARIANT
/// property's name is its own, `#` included). Names are then matched case-sensitively.
enum FigmaPropertyName {
    static func normalized(_ name: String, type: ComponentPropertyDefinition.PropertyType) -> String {
        var text = Substring(name)
        if type != .variant, let hash = text.lastIndex(of: "#") { text = text[..<hash] }
        return text.trimmingCharacters(in: .whitespaces)
    }
}
