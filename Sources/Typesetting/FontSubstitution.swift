/// Which families to try for a requested one, and what stands in when none of them is installed.
/// Typesetting knows no design system: the rules come from the caller (the design systems' rules
/// are `DesignSystemFonts.substitution` in Components), and a registry without rules finds exactly
/// the family it is asked for.
package struct FontSubstitution: Hashable, Sendable {
    /// One rule: which requested families it covers, what else to try, and what stands in.
    package struct Rule: Hashable, Sendable {
        /// The rule applies to a requested family that starts with one of these (case ignored).
        package var familyPrefixes: [String]
        /// Tried after the requested family: the one name a whole design family may be installed
        /// under ("Instacart Sans" for "Instacart Sans Text").
        package var alsoTry: String?
        /// Drawn when no family is installed, at the requested weight.
        package var standIn: String
        /// Said once per process, so a golden made with the real font is never silently compared
        /// with a stand-in.
        package var message: String

        package init(familyPrefixes: [String], alsoTry: String? = nil, standIn: String, message: String) {
            self.familyPrefixes = familyPrefixes; self.alsoTry = alsoTry; self.standIn = standIn; self.message = message
        }

        func applies(to family: String) -> Bool {
            let lower = family.lowercased()
            return familyPrefixes.contains { lower.hasPrefix($0.lowercased()) }
        }
    }

    package var rules: [Rule]

    package init(rules: [Rule]) { self.rules = rules }

    /// No substitution: a missing family is an error.
    package static let none = FontSubstitution(rules: [])

    /// Names to look for, most specific first.
    func candidates(for family: String) -> [String] {
        guard let also = rules.first(where: { $0.applies(to: family) })?.alsoTry,
              family.caseInsensitiveCompare(also) != .orderedSame else { return [family] }
        return [family, also]
    }

    /// The stand-in for a family that is not installed, or nil when a missing family is an error.
    func standIn(for family: String) -> Rule? {
        rules.first { $0.applies(to: family) }
    }
}
