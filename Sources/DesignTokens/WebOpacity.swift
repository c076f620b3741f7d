/// The web opacity scale (0, 5, 10, 20 … 100). Swift cases are `o` + the percentage,
/// because identifiers cannot start with a digit; in descriptions the token is `opacity.50`.
package enum WebOpacity: Int, CaseIterable, Sendable {
    case o0 = 0, o5 = 5, o10 = 10, o20 = 20, o30 = 30, o40 = 40, o50 = 50
    case o60 = 60, o70 = 70, o80 = 80, o90 = 90, o100 = 100

    /// 0...1: `o50` is 0.5.
    package var fraction: Double { Double(rawValue) / 100 }

    /// The token name: "50".
    package var tokenName: String { String(rawValue) }
}
