import DescriptionModel
import DesignTokens
import Diagnostics

/// What to tell a user who wrote a token name the system does not have: what exists, the
/// nearest name, and the forms people reach for from CSS and other design tools (`12px`,
/// `medium`), each pointed at what the format takes instead.
package struct UnknownTokenAdvice {
    var name: String
    var role: TokenRole
    /// Every name of the kind in the system, in its order.
    var names: [String]
    /// Nearest names by spelling, closest first.
    var suggestions: [String]
    var system: String

    /// Size words from CSS frameworks and Figma libraries, and the t-shirt names token sets use.
    static let sizeWords = ["extrasmall": "xs", "xsmall": "xs", "tiny": "xs", "small": "sm", "medium": "md",
                            "regular": "md", "large": "lg", "big": "lg", "xlarge": "xl", "extralarge": "xl"]

    /// The number a CSS length such as `12px` or `12pt` means here (lengths are logical px).
    var cssLengthNumber: String? {
        let lower = name.lowercased()
        guard let unit = ["px", "pt", "dp"].first(where: { lower.hasSuffix($0) }) else { return nil }
        let number = String(lower.dropLast(unit.count))
        return Double(number) != nil ? number : nil
    }

    var suggestion: String? {
        if let number = cssLengthNumber, role == .spacing || role == .radius { return number }
        let key = name.lowercased().replacingOccurrences(of: "-", with: "").replacingOccurrences(of: "_", with: "")
        if let word = Self.sizeWords[key], names.contains(word) { return word }
        // `body` for `bodyRegular`: the start of a longer name is closer than any misspelling.
        if suggestions.isEmpty, name.count >= 3, let longer = names.first(where: { $0.lowercased().hasPrefix(name.lowercased()) }) {
            return longer
        }
        return suggestions.first
    }

    var message: String {
        var text = "unknown \(role.noun) token \"\(name)\" in the \(system) system"
        if let number = cssLengthNumber, role == .spacing || role == .radius, !names.isEmpty {
            return text + "; lengths are numbers of logical px without a unit: write \(number) (or a \(role.noun) token: "
                + listed + ")"
        }
        text += DidYouMean.clause(suggesting: suggestion.map { [$0] } ?? [])
        // A resolver that cannot list its names (a test double) gets the short form.
        guard !names.isEmpty else { return text }
        text += "; \(role.noun) tokens: " + listed
        if role == .spacing || role == .radius { text += ", or a number of logical px" }
        return text + "; `pixelproof tokens --system \(system)` lists them with their values"
    }

    /// The names, at most 24 of them (a large tokens file would drown the message).
    private var listed: String {
        names.count <= 24 ? names.joined(separator: ", ") : names.prefix(24).joined(separator: ", ") + ", … (\(names.count) in all)"
    }
}
