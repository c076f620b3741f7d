/// A value a localized string is formatted with: what `Text("\(count) items")` interpolates and
/// YAML's `text: { key: …, args: [3, "Ada"] }` lists. Its kind must fit the specifier it fills
/// (`%lld` an integer, `%f` a number, `%@` anything).
package enum FormatArgument: Hashable, Sendable, CustomStringConvertible {
    case integer(Int)
    case double(Double)
    case string(String)

    package var description: String {
        switch self {
        case .integer(let n): return String(n)
        case .double(let x): return String(x)
        case .string(let s): return s
        }
    }

    /// The value a plural rule reads; nil for a string.
    var number: Double? {
        switch self {
        case .integer(let n): return Double(n)
        case .double(let x): return x
        case .string: return nil
        }
    }

    var kindDescription: String {
        switch self {
        case .integer: return "an integer"
        case .double: return "a number with a fraction"
        case .string: return "a string"
        }
    }
}
