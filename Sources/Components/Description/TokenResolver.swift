import Raster

/// The kinds of token a description names, with the group prefix of their full names
/// (`color.primary-500`, `spacing.md`).
public enum TokenKind: String, Hashable, Sendable, CaseIterable {
    case color, spacing, radius, typography, shadow, glow, gradient

    /// How the kind reads in messages.
    public var noun: String {
        switch self {
        case .color: "colour"
        default: rawValue
        }
    }
}

/// The answer to a token lookup: the value, or the names to suggest instead.
public enum TokenResolution<Value> {
    case resolved(Value)
    /// Nearest names first; empty when nothing is close.
    case unknown(suggestions: [String])

    /// Looks `name` up in `table`, accepting the full name `<group>.<name>` as well as the bare
    /// one (FORMAT.md), and suggesting the nearest known name when it is missing.
    public static func lookup(_ name: String, kind: TokenKind, in table: [String: Value]) -> TokenResolution<Value> {
        let prefix = kind.rawValue + "."
        let bare = name.hasPrefix(prefix) ? String(name.dropFirst(prefix.count)) : name
        if let value = table[bare] { return .resolved(value) }
        let suggestion = Suggestion.nearest(to: bare, among: table.keys.sorted())
        return .unknown(suggestions: suggestion.map { [$0] } ?? [])
    }
}

/// What the token layer (DesignTokens: the IDS / DS / Web seeds and DTCG files) provides to the
/// description layer. `validateTokens(_:resolver:)` uses it to report unknown names before
/// anything is drawn; layout uses the resolved values. Lookups are by exact, case-sensitive
/// name, full (`color.primary-500`) or bare (`primary-500`).
///
/// The value types of the richer tokens are the resolver's own, so this layer need not know
/// how DesignTokens models typography, shadows, glows and gradients.
public protocol TokenResolver {
    associatedtype Typography
    associatedtype ShadowValue
    associatedtype GlowValue
    associatedtype GradientValue

    /// The system's name as messages show it ("ids", or the tokens file's path).
    var systemName: String { get }
    func resolveColor(_ name: String) -> TokenResolution<Color>
    /// Logical px.
    func resolveSpacing(_ name: String) -> TokenResolution<Double>
    /// Logical px.
    func resolveRadius(_ name: String) -> TokenResolution<Double>
    func resolveTypography(_ name: String) -> TokenResolution<Typography>
    func resolveShadow(_ name: String) -> TokenResolution<ShadowValue>
    func resolveGlow(_ name: String) -> TokenResolution<GlowValue>
    func resolveGradient(_ name: String) -> TokenResolution<GradientValue>
    /// Every name of `kind`, for messages that list what exists.
    func names(of kind: TokenKind) -> [String]
}

extension TokenResolver {
    public func names(of kind: TokenKind) -> [String] { [] }
    /// Whether `name` resolves as a token of `kind`, and if not, the suggestions.
    public func check(_ name: String, as kind: TokenKind) -> (found: Bool, suggestions: [String]) {
        func answer<V>(_ resolution: TokenResolution<V>) -> (Bool, [String]) {
            switch resolution {
            case .resolved: (true, [])
            case let .unknown(suggestions): (false, suggestions)
            }
        }
        switch kind {
        case .color: return answer(resolveColor(name))
        case .spacing: return answer(resolveSpacing(name))
        case .radius: return answer(resolveRadius(name))
        case .typography: return answer(resolveTypography(name))
        case .shadow: return answer(resolveShadow(name))
        case .glow: return answer(resolveGlow(name))
        case .gradient: return answer(resolveGradient(name))
        }
    }
}
