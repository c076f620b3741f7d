/// Families the design systems name but the product does not bundle, and what stands in for them
/// (RESOLVED.md "Fonts": Lexend Deca everywhere, at the same weight).
public enum FontSubstitution {
    public struct StandIn: Hashable, Sendable {
        public let family: String
        /// Reported once per process, so a golden made with the real font is never silently
        /// compared with a fallback.
        public let message: String
    }

    public static let bundledFamily = "Lexend Deca"

    /// Names to look for, most specific first: IDS styles may be installed as "Instacart Sans Text"
    /// / "Instacart Sans Subhead" or as one "Instacart Sans" family (see Fonts/README.md).
    static func candidates(for family: String) -> [String] {
        let lower = family.lowercased()
        if lower.hasPrefix("instacart sans"), lower != "instacart sans" { return [family, "Instacart Sans"] }
        return [family]
    }

    /// The stand-in for a family that is not installed, or nil when a missing family is an error.
    public static func standIn(for family: String) -> StandIn? {
        let lower = family.lowercased()
        if lower.hasPrefix("instacart sans") {
            return StandIn(family: bundledFamily, message: "Instacart Sans not installed, using Lexend Deca")
        }
        if lower.hasPrefix("sf pro") || lower == "-apple-system" || lower == "system-ui" {
            return StandIn(family: bundledFamily, message: "SF Pro not installed, using Lexend Deca")
        }
        return nil
    }
}
