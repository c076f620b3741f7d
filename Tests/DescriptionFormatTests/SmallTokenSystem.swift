import DesignTokens
import Values

/// A tiny token system for the validation tests: a few names of each kind, looked up exactly as a
/// render looks them up (`TokenSystem.resolve`).
enum SmallTokenSystem {
    static let tokens: TokenSystem = {
        func color(_ name: String, _ hex: String) -> Token { Token(group: "color", name: name, value: .color(RGBAColor(hex: hex)!)) }
        func length(_ group: String, _ name: String, _ px: Double) -> Token { Token(group: group, name: name, value: .dimension(TokenDimension(px))) }
        /// A value of `kind` borrowed from the web system (the tests only care that it exists).
        func borrowed(_ group: String, _ name: String, kind: TokenKind) -> Token {
            Token(group: group, name: name, value: TokenSystem.web.tokens.first { $0.kind == kind }!.value)
        }
        return TokenSystem(name: "ids", tokens: [
            color("contentPrimary", "#000000"), color("contentSecondary", "#6f7176"),
            color("grayscale00", "#ffffff"), color("borderPrimary", "#e8e9eb"),
            length("spacing", "sm", 8), length("spacing", "md", 16), length("spacing", "2xl", 48),
            length("radius", "lg", 12),
            borrowed("typography", "bodyRegular", kind: .typography), borrowed("typography", "title", kind: .typography),
            borrowed("shadow", "md", kind: .shadow), borrowed("shadow", "lg", kind: .shadow),
            borrowed("glow", "purple", kind: .shadow),
            borrowed("gradient", "primary", kind: .gradient),
        ])
    }()
}
