import DesignTokens
import Raster

/// The description layer's `TokenResolver`, answered by a DesignTokens system, so that unknown
/// token names are reported with file:line:col and a did-you-mean before anything is drawn.
public struct TokenSystemResolver: TokenResolver {
    public let system: TokenSystem

    public init(_ system: TokenSystem) { self.system = system }

    public var systemName: String { system.name }

    func resolve<V>(_ name: String, as role: TokenRole, _ value: (TokenValue) -> V?) -> TokenResolution<V> {
        switch system.resolve(name, as: role) {
        case let .success(token):
            if let v = value(token.value) { return .resolved(v) }
            return .unknown(suggestions: system.suggestions(for: name, as: role))
        case .failure:
            return .unknown(suggestions: system.suggestions(for: name, as: role))
        }
    }

    public func names(of kind: TokenKind) -> [String] {
        let role: TokenRole = switch kind {
        case .color: .color
        case .spacing: .spacing
        case .radius: .radius
        case .typography: .typography
        case .shadow: .shadow
        case .glow: .glow
        case .gradient: .gradient
        }
        return system.names(for: role)
    }

    public func resolveColor(_ name: String) -> TokenResolution<Color> { resolve(name, as: .color) { $0.color.map(Color.init) } }
    public func resolveSpacing(_ name: String) -> TokenResolution<Double> { resolve(name, as: .spacing) { $0.points } }
    public func resolveRadius(_ name: String) -> TokenResolution<Double> { resolve(name, as: .radius) { $0.points } }
    public func resolveTypography(_ name: String) -> TokenResolution<TypographyToken> { resolve(name, as: .typography) { $0.typography } }
    public func resolveShadow(_ name: String) -> TokenResolution<ShadowToken> { resolve(name, as: .shadow) { $0.shadow } }
    public func resolveGlow(_ name: String) -> TokenResolution<ShadowToken> { resolve(name, as: .glow) { $0.shadow } }
    public func resolveGradient(_ name: String) -> TokenResolution<GradientToken> { resolve(name, as: .gradient) { $0.gradient } }
}
