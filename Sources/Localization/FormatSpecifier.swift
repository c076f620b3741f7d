/// One printf conversion in a localized string, as Foundation reads them: `%@`, `%lld`, `%d`,
/// `%.2f`, positional `%2$@`. Xcode derives a key's specifiers from the interpolated types
/// (`Int` → `%lld`, `String` → `%@`, `Double` → `%lf`).
package struct FormatSpecifier: Hashable, Sendable, CustomStringConvertible {
    /// The kind of argument a conversion takes.
    package enum Kind: Hashable, Sendable { case integer, floatingPoint, object, character }

    /// 1-based `N` of `%N$…`; nil for the next argument in order.
    package var position: Int?
    package var flags: String
    package var width: Int?
    package var precision: Int?
    /// `l`, `ll`, `h`, `q`, `z`, … (read, and ignored: Swift's integers are all 64-bit here).
    package var lengthModifier: String
    /// `d`, `i`, `u`, `x`, `X`, `o`, `f`, `F`, `e`, `E`, `g`, `G`, `a`, `A`, `@`, `s`, `S`, `c`, `C`.
    package var conversion: Character

    package var kind: Kind {
        switch conversion {
        case "d", "i", "u", "x", "X", "o", "O", "D", "U": return .integer
        case "f", "F", "e", "E", "g", "G", "a", "A": return .floatingPoint
        case "c", "C": return .character
        default: return .object
        }
    }

    package static let conversions: Set<Character> = ["d", "i", "u", "x", "X", "o", "O", "D", "U", "f", "F", "e", "E", "g", "G", "a", "A", "@", "s", "S", "c", "C"]

    package var description: String {
        "%" + (position.map { "\($0)$" } ?? "") + flags + (width.map(String.init) ?? "") + (precision.map { ".\($0)" } ?? "") + lengthModifier + String(conversion)
    }
}
